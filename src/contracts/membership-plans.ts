/**
 * The membership plans in one language (tenant protection, the employment protection plan): tariffs,
 * terms and the creditor the mandate names. Apart from taking out and cancelling (memberships.ts), so
 * that an order page checks the answer it loads first without loading the order's checks (IBAN,
 * names) before the visitor types.
 */
import { array, type InferType, number, object, string } from 'yup';
import { endpoint } from './endpoint';
import { answer, languageParam } from './rules';

const tariff = answer({
  id: string().strict().defined(),
  title: string().strict().defined(),
  monthly_price_cents: number().strict().defined(),
  /** E.g. "Tarif Basis: 8 € im Monat (inkl. USt.)". */
  price_text: string().strict().defined(),
});

const plan = answer({
  plan: string().strict().defined(),
  title: string().strict().defined(),
  /** Cheapest first. */
  tariffs: array(tariff).strict().defined(),
  minimum_term_months: number().strict().defined(),
  notice_period_months: number().strict().defined(),
  pre_notification_days: number().strict().defined(),
  /** The term, the cancellation rule and the debit in words, as the confirmation states them. */
  term_text: string().strict().defined(),
  cancellation_text: string().strict().defined(),
  debit_text: string().strict().defined(),
});

export type MembershipPlan = InferType<typeof plan>;

const plansAnswer = answer({
  plans: array(plan).strict().defined(),
  /** The contract texts a membership is taken out on now. */
  contract_text_version: string().strict().defined(),
  /** The creditor the SEPA mandate names; null while none is configured (nothing can be ordered then). */
  creditor: answer({ name: string().strict().defined(), identifier: string().strict().defined() }).nullable(),
});

export type MembershipPlans = InferType<typeof plansAnswer>;

/** The plans in one language: general product information, no token needed. */
export const membershipPlansRequest = endpoint({
  method: 'GET',
  path: '/api/memberships/plans',
  query: object({ locale: languageParam() }).strict(),
  answer: plansAnswer,
});
