/**
 * The case-details questionnaire of each product: what happens next, the deadlines, the documents
 * that help, and what is good to know, shown beside a case's history. The content lives in
 * case-details/<product>.json, both languages side by side so that a scout cannot exist in one
 * language only. `position` places a scout on wide screens (see scoutPositions); small screens stack
 * the history first, then the scouts in ascending `mobile_position`.
 */
import { type SafeHtml, sanitiseHtml } from '@/html/safe-html';
import type { Language } from '@/basics/language';
import { type ProductName, type ScoutPosition, scoutPositions } from '@/contracts/vocabulary/cases';
import accountFees from './case-details/account-fees.json';
import cosmeticRepairs from './case-details/cosmetic-repairs.json';
import deposit from './case-details/deposit.json';
import dismissal from './case-details/dismissal.json';
import premiumSavings from './case-details/premium-savings.json';
import rentBrake from './case-details/rent-brake.json';
import rentIncrease from './case-details/rent-increase.json';
import rentReduction from './case-details/rent-reduction.json';
import slowInternet from './case-details/slow-internet.json';
import terminationAgreement from './case-details/termination-agreement.json';

interface ScoutSource {
  name: string;
  position: string;
  mobile_position: number;
  content: Record<Language, string>;
}

export interface CaseDetailsSource {
  categories: { name: string; scouts: ScoutSource[] }[];
}

export const caseDetailsSources: Record<ProductName, CaseDetailsSource> = {
  'rent-brake': rentBrake,
  'rent-increase': rentIncrease,
  deposit,
  'rent-reduction': rentReduction,
  'cosmetic-repairs': cosmeticRepairs,
  dismissal,
  'termination-agreement': terminationAgreement,
  'account-fees': accountFees,
  'premium-savings': premiumSavings,
  'slow-internet': slowInternet,
};

export interface Scout {
  name: string;
  content: SafeHtml;
  position: ScoutPosition;
  mobile_position: number;
}

export interface CaseDetailsQuestionnaire {
  questionnaire: {
    name: string;
    locale: Language;
    steps: { name: string; categories: { name: string; scouts: Scout[] }[] }[];
  };
}

const positionOf = (value: string): ScoutPosition =>
  (scoutPositions as readonly string[]).includes(value) ? (value as ScoutPosition) : 'other';

export function caseDetailsQuestionnaire(product: ProductName, language: Language): CaseDetailsQuestionnaire {
  const source = caseDetailsSources[product];
  return {
    questionnaire: {
      name: `${product}-case-details`,
      locale: language,
      steps: [
        {
          name: 'case-details',
          categories: source.categories.map((category) => ({
            name: category.name,
            scouts: category.scouts.map((scout) => ({
              name: scout.name,
              content: sanitiseHtml(scout.content[language]),
              position: positionOf(scout.position),
              mobile_position: scout.mobile_position,
            })),
          })),
        },
      ],
    },
  };
}
