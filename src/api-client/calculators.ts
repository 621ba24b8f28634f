import type { Language } from '@/i18n/language';
import { type ApiResponse, request } from './http';

/**
 * The calculators (issue 7's contract, docs/calculators.md). They are served by this app's reference
 * backend under /api/calculators; CALCULATORS_SERVICE_URL points them elsewhere.
 */

export interface RentBrakeQuestion {
  street: string;
  city: string;
  postalCode: string;
  /** YYYY-MM-DD */
  movedInAt: string;
  netColdRent: number;
  livingArea: number;
}

export interface RentBrakeAnswer {
  result: 'no_rent_index' | 'savings' | 'no_savings';
  reason?: 'before_rent_brake' | 'rent_brake_expired' | 'within_limit';
  monthlySavings?: number;
  allowedRent?: number;
  comparativeRentPerSqm?: number;
  index?: string;
  source?: string;
}

export const companySizes = ['1-5', '6-10', '11-50', '51-500', '500+'] as const;
export type CompanySize = (typeof companySizes)[number];

export interface SeveranceQuestion {
  employmentStartYear: number;
  companySize: CompanySize;
  grossMonthlySalary: number;
  onProbation: boolean;
}

export interface SeveranceAnswer {
  result: 'positive' | 'negative';
  reason?: 'probation' | 'company_too_small';
  years?: number;
  regularSeverance?: number;
  maximumSeverance?: number;
}

export interface AccountFeesQuestion {
  bankName: string;
  /** YYYY-MM-DD, the end date of the chosen range. */
  accountOpened: string;
}

export interface AccountFeesAnswer {
  result: 'positive' | 'negative';
  reason?: 'bank_unprocessable' | 'fees_agreed_at_opening';
  payout?: number;
}

/** The answer quotes the rent-index figure's source in `language`, the page's. */
export const checkRentBrake = (question: RentBrakeQuestion, language: Language): Promise<ApiResponse<RentBrakeAnswer>> =>
  request('calculators', 'POST', `/api/calculators/rent?locale=${language}`, { body: question });

export const calculateSeverance = (question: SeveranceQuestion): Promise<ApiResponse<SeveranceAnswer>> =>
  request('calculators', 'POST', '/api/calculators/severance', { body: question });

export const checkAccountFees = (question: AccountFeesQuestion): Promise<ApiResponse<AccountFeesAnswer>> =>
  request('calculators', 'POST', '/api/calculators/giro', { body: question });
