/**
 * The rules of a consumer's withdrawal from a contract concluded online: when the period ends, and what
 * the consumer owes when they had asked us to start early. Pure: the server records a withdrawal with
 * them, the back office and the receipt state their result.
 *
 * - The period is 14 days from the day the contract is concluded (§ 355 Abs. 2 BGB, services: § 356
 *   Abs. 2 Nr. 2 BGB). The day of conclusion does not count (§ 187 Abs. 1 BGB); the period ends with the
 *   14th day after it (§ 188 Abs. 1 BGB): concluded Monday 2 March 2026 → Monday 16 March 2026. A last
 *   day on a Saturday, Sunday or public holiday moves to the next working day (§ 193 BGB); only the
 *   holidays of every state count, so the period shown is never later than the real one.
 * - Compensation after an early start (§ 357a Abs. 2 BGB) follows the terms (version 2026-2, no. 6):
 *   nothing without the express request to start early; for a success fee, the share of the fee for the
 *   stage of the work reached, owed only if a success results from that work; for a membership, the
 *   monthly fee pro rata for the days from its start; for the sale of a claim, nothing.
 */
import { addDays, type CalendarDay, daysBetween, weekday } from '@/basics/calendar';
import type { Language } from '@/basics/language';
import { holidayOn } from '../calendar/public-holidays';
import type { LocalisedText } from '../localised-text';
import { formatCents } from '../pricing/price-texts';

/** The right of withdrawal lasts 14 days from the contract (§ 355 Abs. 2 BGB). */
export const withdrawalPeriodDays = 14;

/** The last day on which a withdrawal of a contract concluded on `concludedOn` is in time. */
export function withdrawalPeriodEnds(concludedOn: CalendarDay): CalendarDay {
  let last = addDays(concludedOn, withdrawalPeriodDays);
  while (weekday(last) === 0 || weekday(last) === 6 || holidayOn(last)) last = addDays(last, 1);
  return last;
}

/** Whether a withdrawal received on `receivedOn` (a day in Germany) is within the period. */
export const withinWithdrawalPeriod = (concludedOn: CalendarDay, receivedOn: CalendarDay): boolean => receivedOn <= withdrawalPeriodEnds(concludedOn);

/**
 * How far the work on a case had come, as the terms' compensation table names the stages. `completed`:
 * the case is closed; whether a withdrawal still applies (§ 356 Abs. 4 BGB: the right expires once
 * the service is fully performed) is for the provider to check.
 */
export const workStages = ['none', 'review', 'asserted', 'negotiation', 'court', 'completed'] as const;
export type WorkStage = (typeof workStages)[number];

const stageOfStatus: Record<string, WorkStage> = {
  received: 'none',
  documents_requested: 'none',
  in_review: 'review',
  claim_asserted: 'asserted',
  negotiation: 'negotiation',
  court: 'court',
  successful: 'completed',
  unsuccessful: 'completed',
  withdrawn: 'completed',
};

/** The stage of a case's status (an unknown status counts as the first stage: nothing is owed for it). */
export const workStageOf = (status: string): WorkStage => stageOfStatus[status] ?? 'none';

/** The share of the agreed success fee per stage (terms 2026-2, no. 6). */
export const compensationPercent: Record<Exclude<WorkStage, 'completed'>, number> = { none: 0, review: 10, asserted: 40, negotiation: 60, court: 80 };

export type Compensation =
  | { kind: 'none'; reason: 'no_early_start' | 'nothing_done' | 'claim_sale' | 'not_started' }
  | { kind: 'success_share'; stage: Exclude<WorkStage, 'none' | 'completed'>; percent: number }
  | { kind: 'pro_rata'; days: number; cents: number }
  | { kind: 'check'; stage: 'completed' };

/** A case order's compensation: its fee kind (`payout` is the sale of a claim), whether it started early, and its status when the withdrawal arrived. */
export function caseWithdrawalCompensation({ earlyStart, feeKind, status }: { earlyStart: boolean; feeKind: 'share' | 'monthly_multiple' | 'payout'; status: string }): Compensation {
  if (feeKind === 'payout') return { kind: 'none', reason: 'claim_sale' };
  if (!earlyStart) return { kind: 'none', reason: 'no_early_start' };
  const stage = workStageOf(status);
  if (stage === 'completed') return { kind: 'check', stage };
  if (stage === 'none') return { kind: 'none', reason: 'nothing_done' };
  return { kind: 'success_share', stage, percent: compensationPercent[stage] };
}

/**
 * A membership's compensation: the monthly price pro rata (a year of 365 days, twelve months) for the
 * days from its start up to and including the day the withdrawal arrived; nothing before it started.
 */
export function membershipWithdrawalCompensation({ startsOn, receivedOn, monthlyPriceCents }: { startsOn: CalendarDay; receivedOn: CalendarDay; monthlyPriceCents: number }): Compensation {
  if (receivedOn < startsOn) return { kind: 'none', reason: 'not_started' };
  const days = daysBetween(startsOn, receivedOn) + 1;
  return { kind: 'pro_rata', days, cents: Math.round((monthlyPriceCents * 12 * days) / 365) };
}

/** The compensation in words (`commissioning:withdrawalCompensation.*`), for the receipt, the case history and the back office. */
export function compensationText(compensation: Compensation, language: Language): LocalisedText {
  switch (compensation.kind) {
    case 'none':
      return { key: `withdrawalCompensation.none_${compensation.reason}`, values: {} };
    case 'success_share':
      return { key: `withdrawalCompensation.success_share_${compensation.stage}`, values: { percent: compensation.percent } };
    case 'pro_rata':
      return { key: 'withdrawalCompensation.pro_rata', values: { count: compensation.days, amount: formatCents(compensation.cents, language) } };
    case 'check':
      return { key: 'withdrawalCompensation.check', values: {} };
  }
}
