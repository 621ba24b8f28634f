/**
 * The customer's data as one zip archive (GDPR Art. 15 access, Art. 20 portability): machine-readable
 * JSON, every document as it was uploaded, the order confirmations, and a README in the customer's
 * language that says what each file holds.
 *
 * What the archive says about a case is assembled from `caseParts`: adding a kind of case data (the
 * case's messages, say) is one more part there. Documents are read one at a time while the archive
 * is sent (zip-stream.ts), so memory holds one document, whatever the account holds in total.
 */
import { eq } from 'drizzle-orm';
import type { Language } from '@/basics/language';
import { orderOfCase, ordersOfCases } from '../../cases/stores/case-orders';
import { orderConfirmation } from '../../commissioning/confirmation/order-confirmation';
import { orderAnswers } from '../../cases/order-presentation';
import type { User } from '../../db/tables/accounts';
import { casesOfEmail, historiesOf } from '../../cases/stores/case-store';
import { caseLanguage, toCustomerCase } from '../../cases/presentation';
import type { CaseRow } from '../../db/tables/cases';
import { getDatabase } from '../../db/client';
import { listDocuments, readDocument } from '../../documents/stores/document-store';
import type { StoredDocument } from '../../db/tables/documents';
import { memberships } from '../../db/tables/memberships';
import { messagesOfCase } from '../../messages/stores/message-store';
import { reviewsOfCases } from '../../reviews/actions/reviews';
import { textsOf } from '../../texts';
import { uniqueNames } from '../archive-names';
import { mandateRecordJson } from '../order-record';
import { type ArchiveEntry, zipStream } from '../zip-stream';

/** One kind of data about the account's cases: read for all of them at once, keyed by case id. */
export interface CasePart {
  /** The key under which each case's JSON holds it. */
  name: string;
  read: (rows: CaseRow[], language: Language) => Promise<Map<number, unknown>>;
}

export const caseParts: CasePart[] = [
  {
    name: 'history',
    // As stored: the provider's words, oldest first (the dashboard shows them newest first).
    read: async (rows) => {
      const histories = await historiesOf(rows.map((row) => row.id));
      return new Map(rows.map((row) => [row.id, (histories.get(row.id) ?? []).map((entry) => ({ date: entry.date, short: entry.short, description: entry.description }))]));
    },
  },
  {
    name: 'order',
    read: async (rows, language) => {
      const orders = await ordersOfCases(rows.map((row) => row.id));
      const parts = new Map<number, unknown>();
      for (const row of rows) {
        const order = orders.get(row.id);
        if (!order) continue;
        const documents = await listDocuments({ caseId: row.id });
        parts.set(row.id, {
          answers: orderAnswers(row.productName, order.answers, documents, language).map(({ question, label, value, value_label }) => ({ question, label, value, value_label })),
          customer_name: order.customerName,
          calculated_cents: order.calculatedCents,
          // The success fee agreed to (null for orders placed before the order kept it).
          fee_rule: order.feeRule,
          mandate: mandateRecordJson(order),
        });
      }
      return parts;
    },
  },
  {
    name: 'messages',
    // The conversation as written, oldest first; attached files are in the case's documents folder.
    read: async (rows) => {
      const db = await getDatabase();
      const parts = new Map<number, unknown>();
      for (const row of rows) {
        const messages = await messagesOfCase(db, row.id);
        parts.set(
          row.id,
          messages.map((message) => ({
            author: message.author,
            text: message.text,
            created_at: message.createdAt.toISOString(),
            read_at: message.readAt?.toISOString() ?? null,
            documents: message.documents.map((document) => ({ id: document.id, file_name: document.fileName })),
          })),
        );
      }
      return parts;
    },
  },
  {
    name: 'review',
    read: async (rows) => {
      const reviews = await reviewsOfCases(rows);
      const idOf = new Map(rows.map((row) => [row.publicId, row.id]));
      return new Map(reviews.map(({ case_id: caseId, ...review }) => [idOf.get(caseId)!, review]));
    },
  },
];

const json = (value: unknown): Uint8Array => new TextEncoder().encode(`${JSON.stringify(value, null, 2)}\n`);
const text = (value: string): Uint8Array => new TextEncoder().encode(value);

function accountJson(user: User) {
  return {
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    phone: user.phone,
    address: { street_name: user.streetName, house_number: user.houseNumber, postal_code: user.postalCode, city: user.city, district: user.district },
    language: user.language,
    created_at: user.createdAt.toISOString(),
    confirmed_at: user.confirmedAt?.toISOString() ?? null,
  };
}

async function membershipsJson(email: string) {
  const db = await getDatabase();
  const rows = await db.select().from(memberships).where(eq(memberships.email, email));
  // Everything but the request's technical hashes, which say nothing about the customer.
  return rows.map(({ id: _id, idempotencyHash: _key, requestHash: _request, ...membership }) => membership);
}

const documentFolder = (row: CaseRow) => `documents/${row.referenceNumber}`;

function readme(user: User, language: Language, at: Date): string {
  const t = textsOf(language, 'privacy');
  return `${t('export.readme', { name: `${user.firstName} ${user.lastName}`.trim(), email: user.email, date: at.toISOString() })}\n`;
}

/** The archive's file name, e.g. klarfall-daten-2026-11-23.zip. */
export const exportFileName = (language: Language, at: Date) => textsOf(language, 'privacy')('export.fileName', { date: at.toISOString().slice(0, 10) });

/** The account's archive, made while it is sent. `user` must be confirmed (its cases are its own only then). */
export async function* accountArchive(user: User, language: Language, at: Date): AsyncGenerator<ArchiveEntry> {
  const rows = user.confirmedAt ? await casesOfEmail(user.email) : [];
  const parts = await Promise.all(caseParts.map(async (part) => [part.name, await part.read(rows, language)] as const));
  const documentsOf = new Map<number, StoredDocument[]>();
  for (const row of rows) documentsOf.set(row.id, await listDocuments({ caseId: row.id }));

  const nameIn = new Map(rows.map((row) => [row.id, uniqueNames()]));
  const fileOf = new Map<string, string>();
  for (const row of rows) {
    for (const document of documentsOf.get(row.id) ?? []) fileOf.set(document.id, `${documentFolder(row)}/${nameIn.get(row.id)!(document.fileName)}`);
  }

  const casesJson = rows.map((row) => {
    const { id: _publicId, history: _history, deadline: _deadline, ...shown } = toCustomerCase({ case: row, history: [] }, language);
    return {
      ...shown,
      language: caseLanguage(row),
      documents: (documentsOf.get(row.id) ?? []).map((document) => ({
        file: fileOf.get(document.id),
        category: document.category,
        media_type: document.mediaType,
        size_bytes: document.sizeBytes,
        sha256: document.sha256,
        uploaded_at: document.createdAt.toISOString(),
      })),
      ...Object.fromEntries(parts.map(([name, values]) => [name, values.get(row.id) ?? null])),
    };
  });

  yield { name: 'README.txt', content: text(readme(user, language, at)), compress: true, modifiedAt: at };
  yield { name: 'account.json', content: json(accountJson(user)), compress: true, modifiedAt: at };
  yield { name: 'cases.json', content: json(casesJson), compress: true, modifiedAt: at };
  yield { name: 'memberships.json', content: json(await membershipsJson(user.email)), compress: true, modifiedAt: at };
  for (const row of rows) {
    for (const document of documentsOf.get(row.id) ?? []) {
      const found = await readDocument({ caseId: row.id }, document.id);
      if (found) yield { name: fileOf.get(document.id)!, content: found.content, compress: false, modifiedAt: document.createdAt };
    }
    const order = await orderOfCase(row.id);
    if (order) {
      const confirmation = await orderConfirmation(row, order, documentsOf.get(row.id) ?? []);
      yield { name: `${documentFolder(row)}/${nameIn.get(row.id)!(confirmation.fileName)}`, content: confirmation.content, compress: false, modifiedAt: order.signedAt };
    }
  }
}

export const accountArchiveBytes = (user: User, language: Language, at: Date) => zipStream(accountArchive(user, language, at));
