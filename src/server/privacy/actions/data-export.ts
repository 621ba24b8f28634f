/**
 * The customer's data as one zip archive (GDPR Art. 15 access, Art. 20 portability): machine-readable
 * JSON, every document as it was uploaded, the order confirmations, and a README in the customer's
 * language that says what each file holds and what Art. 15 asks beyond the data: purposes, recipients,
 * periods, the data's source and the rights.
 *
 * What the archive says about a case is assembled from `caseParts`: adding a kind of case data (the
 * case's messages, say) is one more part there. Documents are read one at a time while the archive
 * is sent (zip-stream.ts), so memory holds one document, whatever the account holds in total.
 *
 * A part that cannot be read or rendered (a document whose bytes are missing, a confirmation that
 * fails) does not take the archive with it: the rest is delivered, the failure is logged, and a file
 * at the end of the archive names what is missing, in the customer's language.
 */
import type { Language } from '@/basics/language';
import { orderOfCase, ordersOfCases } from '../../cases/stores/case-orders';
import { orderConfirmationFile } from '../../commissioning/actions/confirmation-file';
import { orderAnswers } from '../../cases/order-presentation';
import type { User } from '../../db/tables/accounts';
import { casesOfEmail, historiesOf } from '../../cases/stores/case-store';
import { caseLanguage, toCustomerCase } from '../../cases/presentation';
import type { CaseRow } from '../../db/tables/cases';
import { getDatabase } from '../../db/client';
import { listDocuments, readDocument } from '../../documents/stores/document-store';
import type { StoredDocument } from '../../db/tables/documents';
import { messagesOf, messagesOfCase } from '../../messages/stores/message-store';
import { membershipsOfEmail } from '../../memberships/stores/membership-store';
import { reviewsOfCases } from '../../reviews/actions/reviews';
import { subscriptionOf } from '../../newsletter/actions/subscriptions';
import { errorFields, log } from '../../log';
import { textsOf } from '../../texts';
import { pageUrl } from '../../portal-links';
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
          answers: orderAnswers(row.productName, order.answers, documents, language).map(({ question, label, value, value_label, unit }) => ({ question, label, value, value_label, unit })),
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

async function membershipsJson(user: User) {
  const db = await getDatabase();
  // Those the account sees: proven for this address, and not those of an earlier account with it, deleted
  // since (they are somebody else's as far as we know).
  const rows = user.confirmedAt ? await membershipsOfEmail(db, user.email) : [];
  // Everything but the request's technical hashes, which say nothing about the customer; with the
  // member's questions and the team's answers as written (the files sent along by name).
  return Promise.all(
    rows.map(async ({ id, idempotencyHash: _key, requestHash: _request, detachedAt: _detached, emailProofHash: _proof, ...membership }) => ({
      ...membership,
      questions: (await messagesOf(db, { membershipId: id })).map((message) => ({
        author: message.author,
        text: message.text,
        created_at: message.createdAt.toISOString(),
        read_at: message.readAt?.toISOString() ?? null,
        documents: message.documents.map((document) => ({ id: document.id, file_name: document.fileName })),
      })),
    })),
  );
}

const documentFolder = (row: CaseRow) => `documents/${row.referenceNumber}`;

function readme(user: User, language: Language, at: Date): string {
  const t = textsOf(language, 'privacy');
  const contents = t('export.readme', { name: `${user.firstName} ${user.lastName}`.trim(), email: user.email, date: at.toISOString() });
  // What Art. 15 GDPR asks beyond the data themselves: purposes, recipients, periods, source, rights.
  const about = t('export.article15', { privacyUrl: pageUrl('privacy', language) });
  return `${contents}\n${about}\n`;
}

/** The archive's file name, e.g. klarfall-daten-2026-11-23.zip. */
export const exportFileName = (language: Language, at: Date) => textsOf(language, 'privacy')('export.fileName', { date: at.toISOString().slice(0, 10) });

/** What could not go into the archive, each in the customer's words; logged as it happens. */
class MissingParts {
  readonly lines: string[] = [];
  constructor(
    private readonly user: User,
    private readonly language: Language,
  ) {}

  /** Runs one part; when it fails, notes `line`, logs why, and answers undefined. */
  async attempt<T>(part: string, line: string, work: () => Promise<T>): Promise<T | undefined> {
    try {
      return await work();
    } catch (error) {
      log.error('data export: a part could not be included', { userId: this.user.id, part, ...errorFields(error) });
      this.lines.push(line);
      return undefined;
    }
  }

  get t() {
    return textsOf(this.language, 'privacy');
  }

  entry(at: Date): ArchiveEntry | undefined {
    if (this.lines.length === 0) return undefined;
    const body = `${this.t('export.missing.intro')}\n\n${this.lines.map((line) => `- ${line}`).join('\n')}\n\n${this.t('export.missing.outro')}\n`;
    return { name: this.t('export.missing.fileName'), content: text(body), compress: true, modifiedAt: at };
  }
}

/** The account's archive, made while it is sent. `user` must be confirmed (its cases are its own only then). */
export async function* accountArchive(user: User, language: Language, at: Date): AsyncGenerator<ArchiveEntry> {
  const missing = new MissingParts(user, language);
  const { t } = missing;
  const rows = user.confirmedAt ? await casesOfEmail(user.email) : [];
  const parts = await Promise.all(
    caseParts.map(async (part) => [part.name, (await missing.attempt(`case part ${part.name}`, t('export.missing.casePart', { part: part.name }), () => part.read(rows, language))) ?? new Map<number, unknown>()] as const),
  );
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
  const membershipRows = await missing.attempt('memberships', t('export.missing.memberships'), () => membershipsJson(user));
  if (membershipRows) yield { name: 'memberships.json', content: json(membershipRows), compress: true, modifiedAt: at };
  // The newsletter is the address's, not the account's: shown once the account has proven the address.
  if (user.confirmedAt) {
    const newsletter = await missing.attempt('newsletter', t('export.missing.newsletter'), () => subscriptionOf(user.email));
    if (newsletter) yield { name: 'newsletter.json', content: json(newsletter), compress: true, modifiedAt: at };
  }
  for (const row of rows) {
    for (const document of documentsOf.get(row.id) ?? []) {
      const file = fileOf.get(document.id)!;
      const found = await missing.attempt('document', t('export.missing.document', { file }), () => readDocument({ caseId: row.id }, document.id));
      if (found) yield { name: file, content: found.content, compress: false, modifiedAt: document.createdAt };
    }
    const confirmation = await missing.attempt('confirmation', t('export.missing.confirmation', { reference: row.referenceNumber }), async () => {
      const order = await orderOfCase(row.id);
      return order ? { order, file: await orderConfirmationFile(row, order) } : undefined;
    });
    if (confirmation) {
      yield { name: `${documentFolder(row)}/${nameIn.get(row.id)!(confirmation.file.fileName)}`, content: confirmation.file.content, compress: false, modifiedAt: confirmation.order.signedAt };
    }
  }
  const note = missing.entry(at);
  if (note) yield note;
}

export const accountArchiveBytes = (user: User, language: Language, at: Date) => zipStream(accountArchive(user, language, at));
