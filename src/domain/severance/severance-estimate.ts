/**
 * What a severance may come to, as a range rather than one figure:
 * - the rule of thumb: half a gross monthly salary per year of service, the formula of the statutory
 *   severance offer (§ 1a Abs. 2 KSchG) and the usual starting point of every negotiation;
 * - the range commonly negotiated: 0.5 to 1.0 monthly salaries per year. Settlements depend on how
 *   likely the dismissal is to fail in court, so either end can be missed.
 *
 * No cap: § 10 KSchG caps only a severance the court orders when it dissolves the employment (12
 * monthly earnings; 15 from age 50 with 15 years of service, 18 from age 55 with 20 years). A
 * negotiated severance has no upper limit. Amounts are whole euros, rounded half up once.
 */
export const RULE_OF_THUMB_FACTOR = 0.5;
export const NEGOTIATED_RANGE = { from: 0.5, to: 1.0 } as const;

/** § 10 Abs. 1 and 2 KSchG: the court's cap in monthly earnings, for the text beside the range. */
export const COURT_CAP_MONTHS = { general: 12, from50With15Years: 15, from55With20Years: 18 } as const;

export interface SeveranceEstimate {
  ruleOfThumb: number;
  negotiatedFrom: number;
  negotiatedTo: number;
}

/** factor × salary × years in whole euros; factors are whole tenths, so the product stays an integer of cent-tenths. */
const amount = (salaryCents: number, factor: number, years: number) => Math.round((salaryCents * Math.round(factor * 10) * years) / 1000);

export function severanceEstimate(grossMonthlySalary: number, years: number): SeveranceEstimate {
  const salaryCents = Math.round(grossMonthlySalary * 100);
  return {
    ruleOfThumb: amount(salaryCents, RULE_OF_THUMB_FACTOR, years),
    negotiatedFrom: amount(salaryCents, NEGOTIATED_RANGE.from, years),
    negotiatedTo: amount(salaryCents, NEGOTIATED_RANGE.to, years),
  };
}
