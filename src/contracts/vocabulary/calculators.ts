/** The severance calculator's bands of staff in the Betrieb (§ 23 Abs. 1 KSchG), and `unknown`. */
export { type CompanySize, companySizes } from '@/domain/severance/dismissal-protection';

/** The account-fee check's answers to "were fees raised without your yes" and "did you agree later". */
export const feeAnswers = ['yes', 'no', 'unknown'] as const;

export type FeeAnswer = (typeof feeAnswers)[number];
