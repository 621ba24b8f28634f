/**
 * How long a deleted account's commercial records are kept.
 *
 * An order placed online is the contract with the customer (the mandate with its fee agreement) and
 * the record of its conclusion: a commercial letter received. Commercial letters received and copies
 * of those sent are kept six years (§ 257 Abs. 1 Nr. 2, 3 and Abs. 4 HGB; § 147 Abs. 1 Nr. 2, 3 and
 * Abs. 3 AO). Once a case ends successfully, the success fee falls due and is booked: the order's
 * record (fee agreement, amount) is then the voucher behind that booking, and accounting vouchers are
 * kept eight years (§ 257 Abs. 1 Nr. 4 and Abs. 4 HGB, § 147 Abs. 1 Nr. 4 and Abs. 3 AO, eight instead
 * of ten years since 1 January 2025 by the Viertes Bürokratieentlastungsgesetz, BGBl. 2024 I Nr. 323).
 *
 * Each period is counted from the end of the calendar year in which the letter was received or the
 * voucher arose (§ 257 Abs. 5 HGB, § 147 Abs. 4 AO), not from the deletion: kept longer, a record
 * would have no legal ground left (Art. 5 Abs. 1 lit. e GDPR). Art. 17 Abs. 3 lit. b GDPR lets these
 * records outlive the erasure of the account; they are then only kept, no longer used (Art. 18 GDPR by
 * analogy): apart from the customer tables, without the login.
 */
import { dayInGermany, yearInGermany } from '@/basics/calendar';
import type { CaseStatus } from '@/contracts/vocabulary/cases';

/** The status in which a case earned its success fee. */
const feeEarned: CaseStatus = 'successful';

/** § 257 Abs. 4 HGB, § 147 Abs. 3 AO: commercial letters received and copies of those sent. */
export const commercialLetterYears = 6;

/** § 257 Abs. 4 HGB, § 147 Abs. 3 AO (since 2025): accounting vouchers. */
export const accountingVoucherYears = 8;

/** The last day of a period of `years` counted from the end of the calendar year (in Germany) of `at`. */
export const retainUntil = (at: Date, years: number): string => `${yearInGermany(at) + years}-12-31`;

/**
 * The last day an order's record must be kept: six years after the year of the order (the contract as
 * a commercial letter), or, for a case that ended successfully, eight years after the year it did (the
 * voucher of the fee; the case's last change, never before the success, stands for that year).
 */
export function orderRecordRetainUntil(order: { orderedAt: Date; caseStatus: string; caseUpdatedAt: Date }): string {
  const letter = retainUntil(order.orderedAt, commercialLetterYears);
  if (order.caseStatus !== feeEarned) return letter;
  const voucher = retainUntil(order.caseUpdatedAt, accountingVoucherYears);
  return voucher > letter ? voucher : letter;
}

/** The last day of a period of `years` counted from the end of the calendar year of a calendar day. */
const retainUntilFromDay = (day: string, years: number): string => `${Number(day.slice(0, 4)) + years}-12-31`;

/**
 * The last day an ended membership must be kept: the contract with its SEPA mandate six years after
 * the year it ended (a commercial letter, § 257 Abs. 1 Nr. 2, 3 HGB), its debits eight years after the
 * year of the last one (accounting vouchers, § 257 Abs. 1 Nr. 4 HGB, § 147 Abs. 1 Nr. 4 AO). Both outlast
 * the SEPA rulebook's 14 months after the last collection. The debits are kept with their membership,
 * so the later day counts for both.
 */
export function membershipRetainUntil({ endsOn, lastDebitDueOn }: { endsOn: string; lastDebitDueOn: string | null }): string {
  const contract = retainUntilFromDay(endsOn, commercialLetterYears);
  if (!lastDebitDueOn) return contract;
  const vouchers = retainUntilFromDay(lastDebitDueOn, accountingVoucherYears);
  return vouchers > contract ? vouchers : contract;
}

/** Whether a record kept through `retainUntilDay` must still be kept on the day (in Germany) of `at`. */
export const stillRetained = (retainUntilDay: string, at: Date): boolean => retainUntilDay >= dayInGermany(at);
