import type { Language } from '@/basics/language';
import { formatEuro, numberFormat } from '@/basics/numbers';
import type { LocalisedText } from '../localised-text';
import type { ProductName } from '../products';
import type { MembershipPlanTerms, MembershipPlanName } from './membership-plans';
import { type SuccessFeeRule, successFee } from './success-fees';

/** Prices as text, for the order summary, the e-mail and the confirmation PDF. */
export type PriceText<Key extends string = string> = LocalisedText<Key>;

/** Whole euros without cents ("20 €"), otherwise with ("1.696,56 €"). */
export const formatCents = (cents: number, language: Language): string =>
  formatEuro(cents / 100, language, { cents: cents % 100 !== 0 });

const formatPercent = (percent: number, language: Language): string =>
  numberFormat(language, { style: 'percent', maximumFractionDigits: 2 }).format(percent / 100);

function ruleValues(rule: SuccessFeeRule, language: Language): PriceText['values'] {
  if (rule.kind === 'monthly_multiple') return { count: rule.months };
  if (rule.kind === 'share') return { percent: formatPercent(rule.percent, language) };
  return { payout: formatCents(rule.payoutCents, language) };
}

/** The product's fee rule in words, e.g. "30 % der Abfindung, die wir für Sie erreichen (inkl. USt.)". */
export function successFeeRuleText(product: ProductName, rule: SuccessFeeRule, language: Language): PriceText<`feeRules.${ProductName}`> {
  return { key: `feeRules.${product}`, values: ruleValues(rule, language) };
}

/**
 * The rule applied to an amount, e.g. the saving the rent-brake calculator found: "Bei einer
 * Ersparnis von 424,14 € im Monat sind das 1.696,56 €."
 */
export function successFeeExampleText(rule: SuccessFeeRule, achievedCents: number, language: Language): PriceText<`feeExamples.${SuccessFeeRule['kind']}`> {
  const { feeCents, payoutCents } = successFee(rule, achievedCents);
  return {
    key: `feeExamples.${rule.kind}`,
    values: { achieved: formatCents(achievedCents, language), fee: formatCents(feeCents, language), payout: formatCents(payoutCents, language) },
  };
}

export interface MembershipTexts {
  title: PriceText<`memberships.titles.${MembershipPlanName}`>;
  /** One per tariff, cheapest first. */
  prices: PriceText<'memberships.price'>[];
  term: PriceText<'memberships.noMinimumTerm' | 'memberships.minimumTerm'>;
  cancellation: PriceText<`memberships.cancellation.${'withTerm' | 'noTerm'}.${'oneMonth' | 'none'}`>;
  debit: PriceText<'memberships.debit'>;
}

export function membershipTexts(name: MembershipPlanName, plan: MembershipPlanTerms, language: Language): MembershipTexts {
  const tariffs = [...plan.tariffs].sort((a, b) => a.monthlyPriceCents - b.monthlyPriceCents);
  return {
    title: { key: `memberships.titles.${name}`, values: {} },
    prices: tariffs.map((tariff) => ({
      key: 'memberships.price',
      values: { tariff: tariff.title[language], price: formatCents(tariff.monthlyPriceCents, language) },
    })),
    term:
      plan.minimumTermMonths === 0
        ? { key: 'memberships.noMinimumTerm', values: {} }
        : { key: 'memberships.minimumTerm', values: { count: plan.minimumTermMonths } },
    cancellation: {
      key: `memberships.cancellation.${plan.minimumTermMonths === 0 ? 'noTerm' : 'withTerm'}.${plan.noticePeriodMonths === 0 ? 'none' : 'oneMonth'}`,
      values: {},
    },
    debit: { key: 'memberships.debit', values: { count: plan.preNotificationDays } },
  };
}

/**
 * A monthly-multiple rule applied to an estimated range of monthly savings (the rent-brake check's
 * estimate), never to one figure presented as fact: "Bei einer Senkung um 120 € bis 320 € im Monat
 * wären das 480 € bis 1.280 €."
 */
export function successFeeRangeExampleText(
  rule: Extract<SuccessFeeRule, { kind: 'monthly_multiple' }>,
  lowCents: number,
  highCents: number,
  language: Language,
): PriceText<'feeExamples.monthly_multiple_range'> {
  return {
    key: 'feeExamples.monthly_multiple_range',
    values: {
      low: formatCents(lowCents, language),
      high: formatCents(highCents, language),
      feeLow: formatCents(successFee(rule, lowCents).feeCents, language),
      feeHigh: formatCents(successFee(rule, highCents).feeCents, language),
    },
  };
}
