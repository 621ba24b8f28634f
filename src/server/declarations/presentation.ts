/** A declaration as the back office sees it (contract: src/contracts/declarations.ts). */
import type { StaffDeclaration } from '@/contracts/declarations';
import type { DeclarationKind, DeclarationState } from '@/contracts/vocabulary/declarations';
import { withdrawalPeriodEnds } from '@/domain/withdrawal/withdrawal';
import type { ContractDeclarationRow } from '../db/tables/declarations';
import { concludedOn, contractEmail, contractReferenceOf, type NamedContract } from './named-contract';

function contractView(contract: NamedContract | undefined): StaffDeclaration['contract'] {
  if (!contract) return null;
  const concluded = concludedOn(contract);
  return {
    type: contract.type,
    reference: contractReferenceOf(contract),
    product: contract.type === 'case' ? contract.case.productName : contract.membership.plan,
    email: contractEmail(contract),
    concluded_on: concluded,
    withdrawal_period_ends: withdrawalPeriodEnds(concluded),
  };
}

/** `contract`: the one it took effect on (or was found for); `candidate`: what an unmatched one's reference names, though of another address. */
export function toStaffDeclaration(row: ContractDeclarationRow, contract: NamedContract | undefined, candidate: NamedContract | undefined): StaffDeclaration {
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
