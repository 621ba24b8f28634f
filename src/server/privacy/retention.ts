/**
 * How long a deleted account's commercial records are kept.
 *
 * An order placed online is the contract with the customer (the mandate with its fee agreement) and
 * the record of its conclusion: a commercial letter received and the basis of the fee's invoice. The
 * provider must keep such records for six years (commercial letters received and copies of those sent,
 * § 257 Abs. 1 Nr. 2 and 3, Abs. 4 HGB; § 147 Abs. 1 Nr. 2 and 3, Abs. 3 AO), counted from the end of
 * the calendar year in which the record was made or last changed (§ 257 Abs. 5 HGB, § 147 Abs. 4 AO).
 * Art. 17 Abs. 3 lit. b GDPR lets these records outlive the erasure of the account; they are then only
 * kept, no longer used (Art. 18 GDPR by analogy): apart from the customer tables, without the login.
 *
 * The period is counted from the year of the deletion, which is never earlier than the last change of
 * an order still running, so it is never too short.
 */
import { yearInGermany } from '@/basics/calendar';

/** § 257 Abs. 4 HGB, § 147 Abs. 3 AO: commercial letters and their copies. */
export const commercialRecordYears = 6;

/** The last day a record made or last changed at `at` must be kept: 31 December of the sixth following year. */
export const retainUntil = (at: Date, years: number = commercialRecordYears): string => `${yearInGermany(at) + years}-12-31`;
