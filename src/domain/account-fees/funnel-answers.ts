import { isCalendarDate } from '@/basics/calendar';
import type { FeeAnswer, FeeRefundQuestion } from './fee-refund-claim';

/** The account-fee order funnel's questions (definitions/account-fees.json) that decide the claim. */
export const feeQuestions = {
  feesChanged: 'fees-changed',
  expressConsent: 'express-consent',
  expressConsentOn: 'express-consent-on',
  stillPaying: 'still-paying',
  paidUntil: 'paid-until',
  monthlyFee: 'monthly-fee',
} as const;

const feeAnswer = (value: unknown): FeeAnswer | undefined => (value === 'yes' || value === 'no' || value === 'unknown' ? value : undefined);
const yearOf = (value: unknown) => (typeof value === 'string' && isCalendarDate(value) ? Number(value.slice(0, 4)) : undefined);

/**
 * The claim's question from the funnel's answers (amounts as numbers, days as YYYY-MM-DD), or
 * undefined while one it needs is missing or unreadable.
 */
export function feeRefundQuestionOf(answers: Readonly<Record<string, unknown>>): FeeRefundQuestion | undefined {
  const feesChanged = feeAnswer(answers[feeQuestions.feesChanged]);
  const expressConsent = feeAnswer(answers[feeQuestions.expressConsent]);
  const stillPaying = answers[feeQuestions.stillPaying];
  const monthlyFee = answers[feeQuestions.monthlyFee];
  if (!feesChanged || !expressConsent || (stillPaying !== 'yes' && stillPaying !== 'no') || typeof monthlyFee !== 'number' || !Number.isFinite(monthlyFee)) return undefined;
  const expressConsentYear = expressConsent === 'yes' ? yearOf(answers[feeQuestions.expressConsentOn]) : undefined;
  const paidUntilYear = stillPaying === 'no' ? yearOf(answers[feeQuestions.paidUntil]) : undefined;
  if ((expressConsent === 'yes' && expressConsentYear === undefined) || (stillPaying === 'no' && paidUntilYear === undefined)) return undefined;
  return { feesChanged, expressConsent, expressConsentYear, stillPaying, paidUntilYear, monthlyFee };
}
