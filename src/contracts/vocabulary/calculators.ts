/** The severance calculator's bands of staff in the Betrieb (§ 23 Abs. 1 KSchG), and `unknown`. */
export { type CompanySize, companySizes } from '@/domain/severance/dismissal-protection';
