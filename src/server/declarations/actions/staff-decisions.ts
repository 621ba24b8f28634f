/**
 * What staff do with a declaration that did not take effect on its own: match it to the contract it
 * means (it then takes effect as if it had named that contract, and the customer gets a follow-up
 * receipt), or close it when it belongs to no contract of ours. Each in one transaction with its audit
 * entry, which names the declaration by its receipt number and records no free text.
 */
import { now } from '../../clock';
import { getDatabase } from '../../db/client';
import type { ContractDeclarationRow } from '../../db/tables/declarations';
import { DomainError } from '../../domain-error';
import { type Actor, recordAudit } from '../../staff/stores/audit-log';
import { contractReferenceOf, type NamedContract } from '../named-contract';
import { contractOfReference, declarationById, updateDeclaration } from '../stores/declaration-store';
import { applyCancellation, applyWithdrawal } from './declaration-effects';

const settled = (row: ContractDeclarationRow) => row.state === 'applied' || row.state === 'closed';

const actorName = (actor: Actor) => (actor === 'cli' ? 'cli' : actor.email);

export async function assignDeclaration(id: number, reference: string, actor: Actor): Promise<{ declaration: ContractDeclarationRow; contract: NamedContract }> {
  const db = await getDatabase();
  return db.transaction(async (tx) => {
    const row = await declarationById(tx, id, { lock: true });
    if (!row) throw DomainError.of('not_found', 'id');
    if (settled(row)) throw DomainError.of('declaration_settled', 'id');
    const contract = await contractOfReference(tx, reference, { lock: true });
    // A cancellation ends a membership; a case order is ended by the terms' own notice, not by § 312k BGB.
    if (!contract || (row.kind === 'cancellation' && contract.type !== 'membership')) throw DomainError.of('contract_not_found', 'contract_reference');
    const at = now();
    const applied = contract.type === 'membership' && row.kind === 'cancellation' ? await applyCancellation(tx, row, contract, at, actorName(actor)) : await applyWithdrawal(tx, row, contract, at, actorName(actor));
    await recordAudit(tx, {
      actor,
      action: 'declaration.applied',
      subject: { type: 'declaration', id: row.receiptNumber },
      before: { state: row.state },
      after: { state: applied.state, contract: contractReferenceOf(contract), ends_on: applied.endsOn },
    });
    return { declaration: applied, contract };
  });
}

export async function closeDeclaration(id: number, actor: Actor): Promise<ContractDeclarationRow> {
  const db = await getDatabase();
  return db.transaction(async (tx) => {
    const row = await declarationById(tx, id, { lock: true });
    if (!row) throw DomainError.of('not_found', 'id');
    if (settled(row)) throw DomainError.of('declaration_settled', 'id');
    const closed = await updateDeclaration(tx, id, { state: 'closed', appliedAt: now(), appliedBy: actorName(actor) });
    await recordAudit(tx, { actor, action: 'declaration.closed', subject: { type: 'declaration', id: row.receiptNumber }, before: { state: row.state }, after: { state: 'closed' } });
    return closed;
  });
}
