/**
 * The audit log: every staff action on a case or an account, with who, what, when and the record
 * before and after. Entries are written with the caller's transaction, so an action and its entry are
 * stored together or not at all. This module only appends and reads; the database refuses UPDATE,
 * DELETE and TRUNCATE on the table (trigger in the migration).
 */
import { count, desc } from 'drizzle-orm';
import type { AuditEntry } from '@/contracts/staff';
import { type AuditAction, auditPageSize } from '@/contracts/vocabulary/staff';
import { now } from '../../clock';
import type { DatabaseExecutor } from '../../db/client';
import { getDatabase } from '../../db/client';
import { staffAuditLog } from '../../db/tables/staff';
import type { Actor, AuditActor } from '../actor';

export type { Actor };

export interface AuditRecord {
  actor: AuditActor;
  action: AuditAction;
  subject: { type: 'staff' | 'case' | 'declaration' | 'membership'; id: string | number };
  before?: unknown;
  after?: unknown;
}

export async function recordAudit(tx: DatabaseExecutor, { actor, action, subject, before = null, after = null }: AuditRecord): Promise<void> {
  await tx.insert(staffAuditLog).values({
    at: now(),
    staffId: typeof actor === 'string' ? null : actor.id,
    actor: typeof actor === 'string' ? actor : actor.email,
    action,
    subjectType: subject.type,
    subjectId: String(subject.id),
    before,
    after,
  });
}

/** Runs `work` in a transaction and writes its audit entry in the same one: both are stored, or neither. */
export async function audited<T>(work: (tx: DatabaseExecutor) => Promise<T>, entry: (result: T) => AuditRecord): Promise<T> {
  const db = await getDatabase();
  return db.transaction(async (tx) => {
    const result = await work(tx);
    await recordAudit(tx, entry(result));
    return result;
  });
}

/** A page of the log, newest first. */
export async function auditLogPage(page: number): Promise<{ entries: AuditEntry[]; page: number; pages: number; total: number }> {
  const db = await getDatabase();
  const [{ total }] = await db.select({ total: count() }).from(staffAuditLog);
  const pages = Math.max(1, Math.ceil(total / auditPageSize));
  const rows = await db
    .select()
    .from(staffAuditLog)
    .orderBy(desc(staffAuditLog.at), desc(staffAuditLog.id))
    .limit(auditPageSize)
    .offset((page - 1) * auditPageSize);
  const entries = rows.map((row) => ({
    id: row.id,
    at: row.at.toISOString(),
    actor: row.actor,
    action: row.action,
    subject_type: row.subjectType,
    subject_id: row.subjectId,
    before: row.before ?? null,
    after: row.after ?? null,
  }));
  return { entries, page, pages, total };
}
