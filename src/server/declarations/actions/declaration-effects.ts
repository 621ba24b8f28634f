/**
 * What a declaration does to its contract, inside the caller's transaction (the declaration's own,
 * or a staff member's matching with its audit entry):
 *
 * - a withdrawn **case** closes as `withdrawn`, with a history entry that names the receipt and the
 *   compensation owed for an early start (§ 357a Abs. 2 BGB; for the labour products the mandate to
 *   the partner law firm falls away with it, § 360 BGB, which the receipt says);
 * - a withdrawn **membership** ends the day the withdrawal arrived and its SEPA mandate is never used
 *   (status `withdrawn`, no debit follows);
 * - a **cancelled** membership ends on the day its terms allow (§ 309 Nr. 9, § 314 BGB), or on the later
 *   day the customer asked for (§ 312k Abs. 2 Satz 2 Nr. 4 BGB);
 * - either way its debit schedule is settled: no debit for a month after the end, the last month only
 *   for its days (src/domain/sepa/debit-schedule.ts), and after a withdrawal none not yet due.
 */
import { type CalendarDay, dayInGermany, formatDateIn, formatTime } from '@/basics/calendar';
import { languageOrDefault } from '@/basics/language';
import { type CancellationKind, membershipEndsOn } from '@/domain/pricing/membership-term';
import { isProductName } from '@/domain/products';
import { caseWithdrawalCompensation, type Compensation, compensationText, membershipWithdrawalCompensation } from '@/domain/withdrawal/withdrawal';
import { eq } from 'drizzle-orm';
import { appendHistoryEntry, updateCase } from '../../cases/stores/case-store';
import { priceList } from '../../commissioning/settings';
import type { DatabaseExecutor } from '../../db/client';
import type { ContractDeclarationRow } from '../../db/tables/declarations';
import { memberships } from '../../db/tables/memberships';
import { settleDebitsAtEnd } from '../../memberships/actions/debit-schedule';
import { inWords, textsOf } from '../../texts';
import type { NamedContract } from '../named-contract';
import { updateDeclaration } from '../stores/declaration-store';

/** The compensation a withdrawal received now states, from the contract as it stands. */
export function withdrawalCompensation(contract: NamedContract, receivedAt: Date): Compensation {
  if (contract.type === 'membership') {
    return membershipWithdrawalCompensation({ startsOn: contract.membership.startsOn, receivedOn: dayInGermany(receivedAt), monthlyPriceCents: contract.membership.monthlyPriceCents });
  }
  const product = contract.case.productName;
  const rule = contract.order?.feeRule ?? (isProductName(product) ? priceList().successFees[product] : undefined);
  return caseWithdrawalCompensation({ earlyStart: contract.order?.earlyStart ?? false, feeKind: rule?.kind ?? 'share', status: contract.case.status });
}

/** Lets a withdrawal take effect on its contract and marks it applied by `appliedBy` (`automatic` or a staff member's address). */
export async function applyWithdrawal(tx: DatabaseExecutor, declaration: ContractDeclarationRow, contract: NamedContract, at: Date, appliedBy: string): Promise<ContractDeclarationRow> {
  const compensation = withdrawalCompensation(contract, declaration.receivedAt);
  const receivedOn = dayInGermany(declaration.receivedAt);
  if (contract.type === 'case') {
    const language = languageOrDefault(contract.case.language);
    const t = textsOf(language, 'cases');
    await updateCase(contract.case.id, { status: 'withdrawn', statusDescription: null }, at, tx);
    await appendHistoryEntry(
      contract.case.id,
      {
        short: t('history.withdrawn.short'),
        description: t('history.withdrawn.description', {
          date: formatDateIn(language, declaration.receivedAt),
          time: formatTime(declaration.receivedAt),
          receipt: declaration.receiptNumber,
          compensation: inWords(language, compensationText(compensation, language)),
        }),
        date: receivedOn,
      },
      at,
      tx,
    );
    return updateDeclaration(tx, declaration.id, { state: 'applied', caseId: contract.case.id, membershipId: null, compensation, endsOn: receivedOn, appliedAt: at, appliedBy });
  }
  await tx.update(memberships).set({ status: 'withdrawn', endsOn: receivedOn }).where(eq(memberships.id, contract.membership.id));
  await settleDebitsAtEnd(tx, contract.membership, receivedOn, receivedOn, true);
  return updateDeclaration(tx, declaration.id, { state: 'applied', caseId: null, membershipId: contract.membership.id, compensation, endsOn: receivedOn, appliedAt: at, appliedBy });
}

/** The last day of a cancelled membership: as the terms allow, or the later day asked for. */
export function cancellationEndsOn(membership: NamedContract & { type: 'membership' }, receivedAt: Date, kind: CancellationKind, requestedEnd: CalendarDay | null): CalendarDay {
  const earliest = membershipEndsOn(membership.membership, dayInGermany(receivedAt), kind);
  return requestedEnd && requestedEnd > earliest ? requestedEnd : earliest;
}

/**
 * Lets a cancellation take effect on its membership. A membership that had already ended (cancelled
 * or withdrawn) stays as it was: the first declaration stands, and this one is applied with its day.
 */
export async function applyCancellation(
  tx: DatabaseExecutor,
  declaration: ContractDeclarationRow,
  contract: NamedContract & { type: 'membership' },
  at: Date,
  appliedBy: string,
): Promise<ContractDeclarationRow> {
  const { membership } = contract;
  const applied = { state: 'applied', caseId: null, membershipId: membership.id, appliedAt: at, appliedBy } as const;
  if (membership.status !== 'active') return updateDeclaration(tx, declaration.id, { ...applied, endsOn: membership.endsOn });
  const kind: CancellationKind = declaration.cancellationKind === 'extraordinary' ? 'extraordinary' : 'ordinary';
  const endsOn = cancellationEndsOn(contract, declaration.receivedAt, kind, declaration.requestedEnd);
  await tx
    .update(memberships)
    .set({ status: 'cancelled', cancelledAt: declaration.receivedAt, cancellationKind: kind, cancellationReason: declaration.cancellationReason, endsOn })
    .where(eq(memberships.id, membership.id));
  await settleDebitsAtEnd(tx, membership, endsOn, dayInGermany(declaration.receivedAt));
  return updateDeclaration(tx, declaration.id, { ...applied, endsOn });
}
