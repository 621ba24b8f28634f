/** The calculators (contract: src/contracts/calculators.ts). */
import type { AccountFeesQuestion, RentBrakeQuestion, SeveranceQuestion } from '@/contracts/calculators';
import { call, withContract } from './http';

const calculators = () => import('@/contracts/calculators');

export const checkRentBrake = (question: RentBrakeQuestion) =>
  withContract(calculators, ({ rentBrakeCheck }) => call('calculators', rentBrakeCheck, { body: question }));

export const calculateSeverance = (question: SeveranceQuestion) =>
  withContract(calculators, ({ severanceCalculation }) => call('calculators', severanceCalculation, { body: question }));

export const checkAccountFees = (question: AccountFeesQuestion) =>
  withContract(calculators, ({ accountFeesCheck }) => call('calculators', accountFeesCheck, { body: question }));
