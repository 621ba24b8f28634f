/**
 * The SQL of contract declarations: recording one, finding the contract a reference names, and the
 * back office's lists. Callers pass their transaction; nothing here decides what a declaration does.
 */
import { desc, eq, inArray } from 'drizzle-orm';
import { type DeclarationState, openDeclarationStates } from '@/contracts/vocabulary/declarations';
import { normaliseMandateReference } from '@/domain/sepa/mandate-reference';
import { generateReferenceNumber, normaliseReferenceNumber } from '../../cases/reference-number';
import { cases } from '../../db/tables/cases';
import type { DatabaseExecutor } from '../../db/client';
import { type ContractDeclarationRow, contractDeclarations, type NewContractDeclaration } from '../../db/tables/declarations';
import { memberships } from '../../db/tables/memberships';
import { orders } from '../../db/tables/orders';
import type { NamedContract } from '../named-contract';

/**
 * The contract a reference names as a person typed it: a case's reference number (forgiving, with its
 * check character) or a membership's mandate reference (any case). With `lock`, its row is locked for
 * the caller's transaction, so a declaration and a staff action on the same contract wait in turn.
 */
export async function contractOfReference(tx: DatabaseExecutor, typed: string, { lock = false } = {}): Promise<NamedContract | undefined> {
  const caseReference = normaliseReferenceNumber(typed);
  if (caseReference) {
    const query = tx.select().from(cases).where(eq(cases.referenceNumber, caseReference));
    const [row] = lock ? await query.for('update') : await query;
    if (row) {
      const [order] = await tx.select().from(orders).where(eq(orders.caseId, row.id));
      return { type: 'case', case: row, order };
    }
  }
  const mandateReference = normaliseMandateReference(typed.trim());
  if (!mandateReference) return undefined;
  const query = tx.select().from(memberships).where(eq(memberships.mandateReference, mandateReference));
  const [membership] = lock ? await query.for('update') : await query;
  return membership ? { type: 'membership', membership } : undefined;
}

/** The contract a recorded declaration took effect on (or was found for). */
export async function contractOfDeclaration(tx: DatabaseExecutor, row: ContractDeclarationRow): Promise<NamedContract | undefined> {
  if (row.caseId !== null) {
    const [caseRow] = await tx.select().from(cases).where(eq(cases.id, row.caseId));
    if (!caseRow) return undefined;
    const [order] = await tx.select().from(orders).where(eq(orders.caseId, caseRow.id));
    return { type: 'case', case: caseRow, order };
  }
  if (row.membershipId !== null) {
    const [membership] = await tx.select().from(memberships).where(eq(memberships.id, row.membershipId));
    return membership ? { type: 'membership', membership } : undefined;
  }
  return undefined;
}

export async function declarationWithIdempotencyHash(executor: DatabaseExecutor, hash: string): Promise<ContractDeclarationRow | undefined> {
  const [row] = await executor.select().from(contractDeclarations).where(eq(contractDeclarations.idempotencyHash, hash));
  return row;
}

export async function declarationById(tx: DatabaseExecutor, id: number, { lock = false } = {}): Promise<ContractDeclarationRow | undefined> {
  const query = tx.select().from(contractDeclarations).where(eq(contractDeclarations.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** Records a declaration with a fresh receipt number (`E-` and a number like a case's reference). */
export async function insertDeclaration(tx: DatabaseExecutor, values: Omit<NewContractDeclaration, 'receiptNumber'>): Promise<ContractDeclarationRow> {
  for (let draw = 0; draw < 5; draw += 1) {
    const [row] = await tx
      .insert(contractDeclarations)
      .values({ ...values, receiptNumber: `E-${generateReferenceNumber(values.receivedAt)}` })
      .onConflictDoNothing({ target: contractDeclarations.receiptNumber })
      .returning();
    if (row) return row;
  }
  throw new Error('no free receipt number after 5 draws');
}

export async function updateDeclaration(tx: DatabaseExecutor, id: number, changes: Partial<NewContractDeclaration>): Promise<ContractDeclarationRow> {
  const [row] = await tx.update(contractDeclarations).set(changes).where(eq(contractDeclarations.id, id)).returning();
  return row;
}

/** Declarations newest first: those waiting for staff, or the latest `limit` of all. */
export async function listDeclarations(executor: DatabaseExecutor, show: 'open' | 'all', limit = 200): Promise<ContractDeclarationRow[]> {
  const where = show === 'open' ? inArray(contractDeclarations.state, openDeclarationStates as DeclarationState[]) : undefined;
  return executor.select().from(contractDeclarations).where(where).orderBy(desc(contractDeclarations.receivedAt), desc(contractDeclarations.id)).limit(limit);
}

/** Records when a declaration's receipt went out. */
export async function markReceiptSent(executor: DatabaseExecutor, id: number, at: Date): Promise<void> {
  await executor.update(contractDeclarations).set({ receiptSentAt: at }).where(eq(contractDeclarations.id, id));
}
