/** The calculators (contract: src/contracts/calculators.ts). */
import type { AccountFeesQuestion, RentBrakeQuestion, SeveranceQuestion } from '@/contracts/calculators';
import type { Language } from '@/basics/language';
import { call, withContract } from './http';

const calculators = () => import('@/contracts/calculators');

/** The answer quotes the rent index figure's source in `language`, the page's. */
export const checkRentBrake = (question: RentBrakeQuestion, language: Language) =>
  withContract(calculators, ({ rentBrakeCheck }) => call('calculators', rentBrakeCheck, { body: question, query: { locale: language } }));

export const calculateSeverance = (question: SeveranceQuestion) =>
  withContract(calculators, ({ severanceCalculation }) => call('calculators', severanceCalculation, { body: question }));

export const checkAccountFees = (question: AccountFeesQuestion) =>
  withContract(calculators, ({ accountFeesCheck }) => call('calculators', accountFeesCheck, { body: question }));
