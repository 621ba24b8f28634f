/**
 * Placing an order: the answers are checked against the product's funnel, then one transaction opens
 * the case (reference number, status "new", the first history entry), stores the answers and the
 * mandate record, and moves the upload draft's documents to the case. Either all of it exists or
 * none. The same idempotency key with the same draft answers the case the first request opened.
 */
import { eq, sql } from 'drizzle-orm';
import { dayInGermany } from '@/basics/calendar';
import { answerProblemItems, type OrderRequest } from '@/contracts/commissioning';
import { type Answers, checkAnswers } from '@/domain/funnels/check-answers';
import { funnelDefinitions } from '@/domain/funnels/definitions';
import { questionsOf } from '@/domain/funnels/funnel-definition';
import { checkIban, normaliseIban } from '@/domain/iban/iban';
import { forwardsPayments } from '@/domain/products';
import { isUniqueViolation } from '../../db/database-errors';
import { bankOfIban } from '../../banks/iban-bank';
import { openCase } from '../../cases/stores/case-store';
import { type CaseRow, cases } from '../../db/tables/cases';
import { type DatabaseExecutor, getDatabase } from '../../db/client';
import { claimDraftDocuments, documentCategoriesOf, listDocuments } from '../../documents/stores/document-store';
import { errorItem, type ErrorItem } from '@/contracts/errors';
import { DomainError } from '../../domain-error';
import { addressProofFor } from '../../address-proofs/address-proof';
import { deadlineDayOf } from '../../cases/case-deadline';
import { currentContractTextVersion } from '../contract-texts';
import { mandateRecordOf, type OrderOrigin } from '../mandate-record';
import { requestHashOf, sha256 } from '../request-hash';
import { priceList } from '../settings';
import { type OrderRow, orders } from '../../db/tables/orders';


export interface PlacedOrder {
  case: CaseRow;
  order: OrderRow;
  /** False when this request repeated one that had already placed the order. */
  created: boolean;
  /** The category of each document the new order brought (its confirmation names what is missing). */
  documentCategories: string[];
  /** The token of the link that proves the address, for the order's mail; none when it is proven (or a repeat). */
  proofToken?: string;
}


/** The draft token scopes the key: a key alone, guessed or leaked, reaches nobody's order. */
const idempotencyHashOf = (request: OrderRequest) => sha256(`${request.draft_token}\n${request.idempotency_key}`);

/** The order a request with this idempotency hash placed, with its case. */
async function placedWith(executor: DatabaseExecutor, hash: string): Promise<{ order: OrderRow; case: CaseRow } | undefined> {
  const [found] = await executor.select({ order: orders, case: cases }).from(orders).innerJoin(cases, eq(cases.id, orders.caseId)).where(eq(orders.idempotencyHash, hash));
  return found;
}

/** The earlier result of the same request, or 422 when the key came with another order. */
function repeated(existing: { order: OrderRow; case: CaseRow }, requestHash: string): PlacedOrder {
  if (existing.order.requestHash !== requestHash) throw DomainError.of('idempotency_key_reused', 'idempotency_key');
  return { ...existing, created: false, documentCategories: [] };
}

/** What the funnel cannot judge alone: whether the bank behind an IBAN exists and can be processed. */
function bankProblems(request: OrderRequest, answers: Answers): ErrorItem[] {
  const problems: ErrorItem[] = [];
  for (const question of questionsOf(funnelDefinitions[request.product])) {
    const iban = answers[question.id];
    if (question.type !== 'iban' || typeof iban !== 'string') continue;
    const found = bankOfIban(iban);
    const path = `answers.${question.id}`;
    if (!found.found) {
      if (found.problem === 'unknown_sort_code') problems.push(errorItem('iban_unknown_bank', path));
    } else if (request.product === 'account-fees' && found.bank.unprocessable) {
      problems.push(errorItem('bank_unprocessable', path, { bank: found.bank.name }));
    }
  }
  return problems;
}

/** Checks everything the contract cannot: the answers against the funnel, the documents, the banks, the text version. */
async function checkedAnswers(request: OrderRequest, at: Date): Promise<Answers> {
  const errors: ErrorItem[] = [];
  if (request.consent.text_version !== currentContractTextVersion) errors.push(errorItem('unknown_text_version', 'consent.text_version'));
  const documents = await listDocuments({ draftToken: request.draft_token }, at);
  const result = checkAnswers(funnelDefinitions[request.product], request.answers, {
    today: dayInGermany(at),
    documentCategories: documents.map((document) => document.category),
    checkIban,
  });
  if (!result.ok) errors.push(...answerProblemItems(result.problems));
  else errors.push(...bankProblems(request, result.answers));
  // The payout account must name a bank that exists (the contract checked its form and check digits).
  const payout = request.customer.payout_iban;
  if (payout && forwardsPayments(request.product)) {
    const found = bankOfIban(normaliseIban(payout));
    if (!found.found && found.problem === 'unknown_sort_code') errors.push(errorItem('iban_unknown_bank', 'customer.payout_iban'));
  }
  if (errors.length > 0 || !result.ok) throw new DomainError(errors);
  return result.answers;
}

export async function placeOrder(request: OrderRequest, origin: OrderOrigin): Promise<PlacedOrder> {
  const idempotencyHash = idempotencyHashOf(request);
  const requestHash = requestHashOf(request);
  // A repeated request is answered before the checks: its documents already belong to the case.
  const db = await getDatabase();
  const earlier = await placedWith(db, idempotencyHash);
  if (earlier) return repeated(earlier, requestHash);

  let answers: Answers;
  try {
    answers = await checkedAnswers(request, origin.at);
  } catch (error) {
    // A copy of this request sent in parallel may have placed the order since our look, taking the
    // draft's documents with it: that order is the answer, not the missing documents.
    const placedMeanwhile = error instanceof DomainError ? await placedWith(db, idempotencyHash) : undefined;
    if (placedMeanwhile) return repeated(placedMeanwhile, requestHash);
    throw error;
  }
  const required = questionsOf(funnelDefinitions[request.product]).filter((question) => question.type === 'document' && question.required);
  try {
    return await db.transaction(async (tx) => {
      // Parallel copies of one request wait here for the first; each then finds its order.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`orders:${idempotencyHash}`}, 0))`);
      const placed = await placedWith(tx, idempotencyHash);
      if (placed) return repeated(placed, requestHash);
      const proof = addressProofFor(request.customer.email, origin.signedInAs, origin.at);
      const opened = await openCase(tx, {
        email: request.customer.email,
        language: request.language,
        productName: request.product,
        openedAt: origin.at,
        deadlineDay: deadlineDayOf(request.product, answers),
        emailProof: { provenAt: proof.provenAt, proofHash: proof.proofHash },
      });
      await claimDraftDocuments(tx, request.draft_token, opened.case.id, origin.at);
      // An upload that expired or was deleted since the check leaves a required document missing.
      const categories = await documentCategoriesOf(tx, opened.case.id);
      const missing = required.filter((question) => !categories.includes(question.id));
      if (missing.length > 0) throw new DomainError(missing.map((question) => errorItem('required', `answers.${question.id}`)));
      const [order] = await tx
        .insert(orders)
        .values({
          caseId: opened.case.id,
          idempotencyHash,
          requestHash,
          answers,
          customerName: request.customer.name.trim(),
          calculatedCents: request.calculated_amount === undefined ? null : Math.round(request.calculated_amount * 100),
          feeRule: priceList().successFees[request.product],
          customerPhone: request.customer.phone.trim(),
          customerAddress: {
            streetName: request.customer.address.street_name.trim(),
            houseNumber: request.customer.address.house_number.trim(),
            postalCode: request.customer.address.postal_code.trim(),
            city: request.customer.address.city.trim(),
          },
          payoutIban: forwardsPayments(request.product) && request.customer.payout_iban ? normaliseIban(request.customer.payout_iban) : null,
          ...mandateRecordOf(request.consent, origin),
        })
        .returning();
      return { case: opened.case, order, created: true, documentCategories: categories, proofToken: proof.token };
    });
  } catch (error) {
    // Another instance placed the same order between our look and our insert: answer that one.
    if (!isUniqueViolation(error)) throw error;
    const winner = await placedWith(db, idempotencyHash);
    if (!winner) throw error;
    return repeated(winner, requestHash);
  }
}
