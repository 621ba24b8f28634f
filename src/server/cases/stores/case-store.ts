/** Storage of cases and their history. Input is validated by the callers (routes, seed). */
import { and, count, desc, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Language } from '@/basics/language';
import { now } from '../../clock';
import { type DatabaseExecutor, getDatabase, inTransaction, preparedQuery } from '../../db/client';
import { dayInGermany } from '@/basics/calendar';
import { normaliseEmail } from '@/basics/email-address';
import { generatePublicCaseId } from '../identifiers';
import type { ProductName } from '@/contracts/vocabulary/cases';
import { generateReferenceNumber, normaliseReferenceNumber } from '../reference-number';
import { type CaseHistoryRow, type CaseRow, type CaseWithHistory, caseHistoryEntries, cases } from '../../db/tables/cases';
import type { CaseStatus } from '@/contracts/vocabulary/cases';
import { initialStatus } from '../statuses';
import { textsOf } from '../../texts';

export interface HistoryEntryInput {
  short: string;
  /** HTML as the provider wrote it; sanitised whenever it is shown. */
  description: string;
  /** YYYY-MM-DD; today in Germany when left out. */
  date?: string;
  /** The language it is written in; the case's language when left out. */
  language?: Language;
}

export interface NewCase {
  email: string;
  language: Language;
  productName: ProductName;
  status?: CaseStatus;
  statusDescription?: string | null;
  replyEmail?: string | null;
  /** The first history entry; by default "case received" with the reference number, in the case's language. */
  firstEntry?: HistoryEntryInput;
  /** When the case was opened, if not now: for imports and the demo seed. */
  openedAt?: Date;
  /** The last day of the case's legal deadline, when the order gives one (case-deadline.ts). */
  deadlineDay?: string | null;
  /**
   * Whose the address is, as far as it is proven: by default the provider opens the case for an
   * address it knows, so it counts as proven at the opening. An order from a stranger passes
   * `{ provenAt: null, proofHash }` (the hash of the token in the link that proves it).
   */
  emailProof?: { provenAt: Date | null; proofHash: string | null };
}

export interface CaseChanges {
  status?: CaseStatus;
  statusDescription?: string | null;
  /** The language the status text is written in; the case's (new) language when left out. */
  statusDescriptionLanguage?: Language;
  email?: string;
  language?: Language;
  replyEmail?: string | null;
}

/** Drawing a reference number twice in a row that is already taken is already vanishingly rare. */
const maxNumberDraws = 5;

const newestFirst = [desc(caseHistoryEntries.date), desc(caseHistoryEntries.id)];

/** Opens a case with its first history entry, in one transaction. */
export async function createCase(input: NewCase): Promise<CaseWithHistory> {
  const db = await getDatabase();
  return db.transaction((tx) => openCase(tx, input));
}

/**
 * Opens a case with its first history entry inside the caller's transaction (an order stores its
 * answers, documents and mandate record in the same one).
 */
export async function openCase(tx: DatabaseExecutor, input: NewCase): Promise<CaseWithHistory> {
  const openedAt = input.openedAt ?? now();
  let row: CaseRow | undefined;
  for (let draw = 0; !row && draw < maxNumberDraws; draw += 1) {
    [row] = await tx
      .insert(cases)
      .values({
        publicId: generatePublicCaseId(),
        referenceNumber: generateReferenceNumber(openedAt),
        email: normaliseEmail(input.email),
        language: input.language,
        productName: input.productName,
        status: input.status ?? initialStatus,
        statusDescription: input.statusDescription ?? null,
        statusDescriptionLanguage: input.statusDescription ? input.language : null,
        replyEmail: input.replyEmail ? normaliseEmail(input.replyEmail) : null,
        deadlineDay: input.deadlineDay ?? null,
        emailProvenAt: input.emailProof ? input.emailProof.provenAt : openedAt,
        emailProofHash: input.emailProof?.proofHash ?? null,
        createdAt: openedAt,
        updatedAt: openedAt,
      })
      // A clash on the unique reference number (or id) inserts nothing; draw again.
      .onConflictDoNothing()
      .returning();
  }
  if (!row) throw new Error(`No free reference number after ${maxNumberDraws} draws`);
  const t = textsOf(input.language, 'cases');
  const entry = input.firstEntry ?? {
    short: t('history.created.short'),
    description: t('history.created.description', { reference: row.referenceNumber }),
  };
  const [first] = await tx
    .insert(caseHistoryEntries)
    .values({ caseId: row.id, date: entry.date ?? dayInGermany(openedAt), short: entry.short, description: entry.description, language: entry.language ?? input.language, createdAt: openedAt })
    .returning();
  return { case: row, history: [first] };
}

export async function findCaseByPublicId(publicId: string): Promise<CaseRow | undefined> {
  const db = await getDatabase();
  const [row] = await db.select().from(cases).where(eq(cases.publicId, publicId));
  return row;
}

/** Finds a case by its reference number as a person typed it (see normaliseReferenceNumber). */
export async function findCaseByReference(reference: string): Promise<CaseRow | undefined> {
  const normalised = normaliseReferenceNumber(reference);
  if (!normalised) return undefined;
  const db = await getDatabase();
  const [row] = await db.select().from(cases).where(eq(cases.referenceNumber, normalised));
  return row;
}

/** The history of each case, newest first. */
export async function historiesOf(caseIds: number[]): Promise<Map<number, CaseHistoryRow[]>> {
  const histories = new Map<number, CaseHistoryRow[]>(caseIds.map((id) => [id, []]));
  if (caseIds.length === 0) return histories;
  const db = await getDatabase();
  const rows = await db
    .select()
    .from(caseHistoryEntries)
    .where(inArray(caseHistoryEntries.caseId, caseIds))
    .orderBy(...newestFirst);
  for (const row of rows) histories.get(row.caseId)?.push(row);
  return histories;
}

export async function withHistory(row: CaseRow): Promise<CaseWithHistory> {
  return { case: row, history: (await historiesOf([row.id])).get(row.id) ?? [] };
}

const casesOfEmailQuery = preparedQuery((db) =>
  db
    .select()
    .from(cases)
    .where(and(eq(cases.email, sql.placeholder('email')), isNotNull(cases.emailProvenAt)))
    .orderBy(desc(cases.createdAt), desc(cases.id))
    .prepare('cases_of_email'),
);

/**
 * The cases an account with this address sees (exact normalised e-mail, the address proven for the
 * case), newest first (asked on every dashboard visit). A case ordered by a stranger with the address
 * stays apart until a link in a mail to it proves the address.
 */
export async function casesOfEmail(email: string): Promise<CaseRow[]> {
  return (await casesOfEmailQuery()).execute({ email: normaliseEmail(email) });
}

export interface CaseFilter {
  email?: string;
  status?: CaseStatus;
  productName?: ProductName;
  limit: number;
  offset: number;
}

/** A page of cases, newest first, and how many match in all. */
export async function listCases(filter: CaseFilter): Promise<{ rows: CaseRow[]; total: number }> {
  const db = await getDatabase();
  const conditions: SQL[] = [];
  if (filter.email) conditions.push(eq(cases.email, normaliseEmail(filter.email)));
  if (filter.status) conditions.push(eq(cases.status, filter.status));
  if (filter.productName) conditions.push(eq(cases.productName, filter.productName));
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(cases).where(where).orderBy(desc(cases.createdAt), desc(cases.id)).limit(filter.limit).offset(filter.offset),
    db.select({ total: count() }).from(cases).where(where),
  ]);
  return { rows, total };
}

/**
 * The changes of a new status. A new status makes the old status text wrong ("waiting for the
 * landlord's reply" while in court), so it goes unless the provider gives a new one.
 */
export function statusChange(row: CaseRow, status: CaseStatus, statusDescription: string | null | undefined): CaseChanges {
  if (statusDescription !== undefined) return { status, statusDescription };
  return status === row.status ? { status } : { status, statusDescription: null };
}

/** `at` is when the change was made, if not now (the demo seed); `executor` the caller's transaction (a staff action and its audit entry). */
export async function updateCase(caseId: number, changes: CaseChanges, at: Date = now(), executor?: DatabaseExecutor): Promise<CaseRow> {
  const db = executor ?? (await getDatabase());
  const [row] = await db
    .update(cases)
    .set({
      ...(changes.status !== undefined ? { status: changes.status } : {}),
      ...(changes.statusDescription !== undefined
        ? {
            statusDescription: changes.statusDescription,
            // Written now, in the language named, else in the case's (the new one, if it changes too).
            statusDescriptionLanguage: changes.statusDescription === null ? null : (changes.statusDescriptionLanguage ?? changes.language ?? sql`${cases.language}`),
          }
        : {}),
      ...(changes.email !== undefined ? { email: normaliseEmail(changes.email) } : {}),
      ...(changes.language !== undefined ? { language: changes.language } : {}),
      ...(changes.replyEmail !== undefined ? { replyEmail: changes.replyEmail ? normaliseEmail(changes.replyEmail) : null } : {}),
      // The first move to `court` is the day the claim was filed; later moves keep that day.
      ...(changes.status === 'court' ? { claimFiledAt: sql`coalesce(${cases.claimFiledAt}, ${at})` } : {}),
      updatedAt: at,
    })
    .where(eq(cases.id, caseId))
    .returning();
  return row;
}

/**
 * Adds a dated entry to a case's history and marks the case as updated, in one transaction (the
 * caller's, if given). `at` is when it was written, if not now (imports and the demo seed).
 */
export async function appendHistoryEntry(
  caseId: number,
  entry: HistoryEntryInput,
  at: Date = now(),
  executor?: DatabaseExecutor,
): Promise<{ case: CaseRow; entry: CaseHistoryRow }> {
  return inTransaction(executor, async (tx) => {
    const [added] = await tx
      .insert(caseHistoryEntries)
      .values({
        caseId,
        date: entry.date ?? dayInGermany(at),
        short: entry.short,
        description: entry.description,
        language: entry.language ?? sql`(select ${cases.language} from ${cases} where ${cases.id} = ${caseId})`,
        createdAt: at,
      })
      .returning();
    const [row] = await tx.update(cases).set({ updatedAt: at }).where(eq(cases.id, caseId)).returning();
    return { case: row, entry: added };
  });
}

/** Gives a case to a staff member, or to nobody (null), inside the caller's transaction. */
export async function assignCase(executor: DatabaseExecutor, caseId: number, staffId: number | null, at: Date = now()): Promise<CaseRow> {
  const [row] = await executor.update(cases).set({ assignedStaffId: staffId, updatedAt: at }).where(eq(cases.id, caseId)).returning();
  return row;
}
