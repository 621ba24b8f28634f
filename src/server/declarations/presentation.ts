/** A declaration as the back office sees it (contract: src/contracts/declarations.ts). */
import type { StaffDeclaration } from '@/contracts/declarations';
import type { DeclarationKind, DeclarationState } from '@/contracts/vocabulary/declarations';
import { withdrawalPeriodEnds } from '@/domain/withdrawal/withdrawal';
import type { DatabaseExecutor } from '../db/client';
import type { ContractDeclarationRow } from './schema';
import { concludedOn, contractOfDeclaration, contractOfReference, contractEmail, type NamedContract } from './stores/declaration-store';

function contractView(contract: NamedContract | undefined): StaffDeclaration['contract'] {
  if (!contract) return null;
  const concluded = concludedOn(contract);
  return {
    type: contract.type,
    reference: contract.type === 'case' ? contract.case.referenceNumber : contract.membership.mandateReference,
    product: contract.type === 'case' ? contract.case.productName : contract.membership.plan,
    email: contractEmail(contract),
    concluded_on: concluded,
    withdrawal_period_ends: withdrawalPeriodEnds(concluded),
  };
}

export async function toStaffDeclaration(executor: DatabaseExecutor, row: ContractDeclarationRow): Promise<StaffDeclaration> {
  const contract = await contractOfDeclaration(executor, row);
  // Unmatched: what its reference names, if anything, though the e-mail address is another's.
  const candidate = !contract && row.state === 'unmatched' ? await contractOfReference(executor, row.contractReference) : undefined;
  return {
    id: row.id,
    receipt_number: row.receiptNumber,
    kind: row.kind as DeclarationKind,
    received_at: row.receivedAt.toISOString(),
    language: row.language,
    name: row.name,
    contract_reference: row.contractReference,
    email: row.email,
    cancellation_kind: row.cancellationKind,
    cancellation_reason: row.cancellationReason,
    requested_end: row.requestedEnd,
    state: row.state as DeclarationState,
    contract: contractView(contract),
    candidate: contractView(candidate),
    compensation: row.compensation ?? null,
    ends_on: row.endsOn,
    applied_at: row.appliedAt?.toISOString() ?? null,
    applied_by: row.appliedBy,
    receipt_sent_at: row.receiptSentAt?.toISOString() ?? null,
  };
}
