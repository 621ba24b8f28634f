import { type Language, localeTag } from '@/basics/language';

/**
 * The figures the provider markets and its fixed prices. Pages state them as the
 * provider's own claims; they live here once so that every page, article and teaser shows the same number.
 */
export const marketingFigures = {
  /** Headline: rent-brake savings of up to this much per month. */
  maxMonthlySavings: 400,
  /** Average monthly rent-brake saving. */
  averageMonthlySavings: 300,
  /** Share of customers who report no problems with their landlord. */
  noLandlordProblemsPercent: 99.6,
  /** Tenant protection membership with lawyer hotline, per month (its one tariff). */
  tenantProtectionMonthly: 8,
  /** Employment protection plan, per month. */
  employmentProtectionMonthly: 1,
  /**
   * What the provider pays for an account-fee claim. Advertising states this figure and no other: an
   * "up to" figure beside a fixed payout would mislead (§ 5 UWG).
   */
  accountFeePayout: 20,
  /** § 4 KSchG: weeks to file an action against a dismissal. */
  dismissalDeadlineWeeks: 3,
} as const;

export type MarketingFigure = keyof typeof marketingFigures;

const euros = (language: Language, amount: number) =>
  new Intl.NumberFormat(localeTag[language], { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(amount);

export type FormattedFigures = Record<MarketingFigure, string>;

/**
 * The figures as text in a language ("400 €" / "€400", "99,6 %" / "99.6%"), for interpolation. Pages
 * get them ready-made in their props: building Intl formatters in the browser costs a phone tens of
 * milliseconds of blocking time.
 */
export function formattedFigures(language: Language): FormattedFigures {
  const f = marketingFigures;
  return {
    maxMonthlySavings: euros(language, f.maxMonthlySavings),
    averageMonthlySavings: euros(language, f.averageMonthlySavings),
    noLandlordProblemsPercent: new Intl.NumberFormat(localeTag[language], { style: 'percent', maximumFractionDigits: 1 }).format(
      f.noLandlordProblemsPercent / 100,
    ),
    tenantProtectionMonthly: euros(language, f.tenantProtectionMonthly),
    employmentProtectionMonthly: euros(language, f.employmentProtectionMonthly),
    accountFeePayout: euros(language, f.accountFeePayout),
    dismissalDeadlineWeeks: String(f.dismissalDeadlineWeeks),
  };
}
