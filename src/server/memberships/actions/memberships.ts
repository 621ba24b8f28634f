/**
 * Taking out a membership (cancelling one is a declaration: src/server/declarations). Taking out checks the plan and tariff against the price
 * list in force and the IBAN's bank, then one transaction writes the membership with its terms, a new
 * mandate reference and the mandate record. The same idempotency key with the same e-mail address
 * answers the membership the first request took out. Anyone can type someone else's address, so a
 * membership starts only once the address proves itself (src/server/address-proofs): at once when the
 * account with exactly that address was signed in, else with the link in the confirmation mail; until
 * then it is `pending`, without debits, and no account shows it.
 */
import { eq, sql } from 'drizzle-orm';
import { dayInGermany, yearInGermany } from '@/basics/calendar';
import { normaliseEmail } from '@/basics/email-address';
import type { MembershipOrderRequest } from '@/contracts/memberships';
import { checkIban } from '@/domain/iban/iban';
import { membershipDates } from '@/domain/pricing/membership-term';
import { createMandateReference } from '@/domain/sepa/mandate-reference';
import { isUniqueViolation } from '../../db/database-errors';
import { bankOfIban } from '../../banks/iban-bank';
import { currentContractTextVersion } from '../../commissioning/contract-texts';
import { mandateRecordOf, type OrderOrigin } from '../../commissioning/mandate-record';
import { requestHashOf, sha256 } from '../../commissioning/request-hash';
import { priceList, type SepaCreditor, sepaCreditor } from '../../commissioning/settings';
import { type DatabaseExecutor, getDatabase } from '../../db/client';
import { errorItem, type ErrorItem } from '@/contracts/errors';
import { DomainError } from '../../domain-error';
import { type MembershipRow, memberships } from '../../db/tables/memberships';
import { addressProofFor } from '../../address-proofs/address-proof';
import { scheduleDebits } from './debit-schedule';

export interface TakenOut {
  membership: MembershipRow;
  creditor: SepaCreditor;
  /** False when this request repeated one that had already taken out the membership. */
  created: boolean;
  /** The token of the confirmation mail's link that proves the address; none when it is proven (or a repeat). */
  proofToken?: string;
}

/** The creditor the mandate names; without one no direct debit, so no membership, can be taken out. */
export function requiredCreditor(): SepaCreditor {
  const creditor = sepaCreditor();
  if (!creditor) throw DomainError.of('memberships_unavailable');
  return creditor;
}

/** The e-mail address scopes the key: a key alone, guessed or leaked, reaches nobody's membership. */
const idempotencyHashOf = (request: MembershipOrderRequest) => sha256(`${normaliseEmail(request.customer.email)}\n${request.idempotency_key}`);

async function takenOutWith(executor: DatabaseExecutor, hash: string): Promise<MembershipRow | undefined> {
  const [found] = await executor.select().from(memberships).where(eq(memberships.idempotencyHash, hash));
  return found;
}

function repeated(existing: MembershipRow, requestHash: string, creditor: SepaCreditor): TakenOut {
  if (existing.requestHash !== requestHash) throw DomainError.of('idempotency_key_reused', 'idempotency_key');
  return { membership: existing, creditor, created: false };
}

/** What the contract cannot judge: the tariff in the price list in force, the bank, the text version. */
function checkedOrder(request: MembershipOrderRequest) {
  const errors: ErrorItem[] = [];
  if (request.consent.text_version !== currentContractTextVersion) errors.push(errorItem('unknown_text_version', 'consent.text_version'));
  const terms = priceList().memberships[request.plan];
  const tariff = terms.tariffs.find((candidate) => candidate.id === request.tariff);
  if (!tariff) errors.push(errorItem('invalid_choice', 'tariff', { allowed: terms.tariffs.map((candidate) => candidate.id).join(', ') }));
  const checked = checkIban(request.iban, 'sepa');
  // The contract checked the IBAN already; a German one must also name a bank that exists.
  const iban = checked.valid ? checked.iban : request.iban;
  const bank = bankOfIban(iban);
  if (!bank.found && bank.problem === 'unknown_sort_code') errors.push(errorItem('iban_unknown_bank', 'iban'));
  if (errors.length > 0 || !tariff) throw new DomainError(errors);
  return { terms, tariff, iban };
}

export async function takeOutMembership(request: MembershipOrderRequest, origin: OrderOrigin): Promise<TakenOut> {
  const creditor = requiredCreditor();
  const idempotencyHash = idempotencyHashOf(request);
  const requestHash = requestHashOf(request);
  const db = await getDatabase();
  const earlier = await takenOutWith(db, idempotencyHash);
  if (earlier) return repeated(earlier, requestHash, creditor);

  const { terms, tariff, iban } = checkedOrder(request);
  // A pending membership's dates are those it would have today; proving the address sets them anew.
  const dates = membershipDates(dayInGermany(origin.at), terms, request.consent.early_start);
  const proof = addressProofFor(request.customer.email, origin.signedInAs, origin.at);
  const row = {
    idempotencyHash,
    requestHash,
    plan: request.plan,
    tariffId: tariff.id,
    tariffTitle: tariff.title,
    monthlyPriceCents: tariff.monthlyPriceCents,
    minimumTermMonths: terms.minimumTermMonths,
    noticePeriodMonths: terms.noticePeriodMonths,
    preNotificationDays: terms.preNotificationDays,
    status: proof.provenAt ? 'active' : 'pending',
    startsOn: dates.startsOn,
    minimumTermEndsOn: dates.minimumTermEndsOn ?? null,
    email: normaliseEmail(request.customer.email),
    customerName: request.customer.name.trim(),
    language: request.language,
    accountHolder: request.account_holder.trim(),
    holderTypedName: request.consent.holder_typed_name?.trim() ?? null,
    iban,
    creditorIdentifier: creditor.identifier,
    ...mandateRecordOf(request.consent, origin),
    emailProvenAt: proof.provenAt,
    emailProofHash: proof.proofHash,
  };
  try {
    return await db.transaction(async (tx) => {
      // Parallel copies of one request wait here for the first; each then finds its membership.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`memberships:${idempotencyHash}`}, 0))`);
      const taken = await takenOutWith(tx, idempotencyHash);
      if (taken) return repeated(taken, requestHash, creditor);
      // 32^8 references a year make a clash unlikely; should one happen, the next draw decides.
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const mandateReference = createMandateReference({ prefix: creditor.mandatePrefix, year: yearInGermany(origin.at) });
        const [inserted] = await tx
          .insert(memberships)
          .values({ ...row, mandateReference })
          .onConflictDoNothing({ target: memberships.mandateReference })
          .returning();
        if (inserted) {
          // The debits for the initial term, so the back office and the member see them from the start
          // (a pending membership gets them when its address is proven).
          if (inserted.status === 'active') await scheduleDebits(tx, inserted, origin.at);
          return { membership: inserted, creditor, created: true, ...(proof.token ? { proofToken: proof.token } : {}) };
        }
      }
      throw new Error('no free mandate reference after 5 draws');
    });
  } catch (error) {
    // Another instance took out the same membership between our look and our insert: answer that one.
    if (!isUniqueViolation(error)) throw error;
    const winner = await takenOutWith(db, idempotencyHash);
    if (!winner) throw error;
    return repeated(winner, requestHash, creditor);
  }
}
