/**
 * The order confirmation of a placed order, the PDF the confirmation e-mail carries (§ 312f Abs. 2
 * BGB). It is built from the stored order whenever it is needed (the e-mail, the customer's and the
 * back office's downloads) rather than stored: the order row holds everything it states (answers,
 * typed name, time, IP, user agent, early start), the contract texts of a version never change, and
 * the PDF's creation date is the order's time, and the order keeps the fee rule agreed to. What it reads
 * from the settings at build time is the provider's details (docs/commissioning.md says what that means),
 * and the fee rule only for orders placed before the order kept it.
 */
import { dismissalClaimDeadline, letterReceivedQuestion } from '@/domain/deadlines/dismissal-claim-deadline';
import { funnelDefinitions } from '@/domain/funnels/definitions';
import { orderedFacts, questionsIn } from '@/domain/funnels/answer-in-words';
import { MAXIMUM_ACHIEVED_CENTS } from '@/domain/pricing/success-fees';
import { isProductName } from '@/domain/products';
import { bankOfIban } from '../../banks/iban-bank';
import { caseLanguage } from '../../cases/presentation';
import type { CaseRow } from '../../db/tables/cases';
import { textsOf } from '../../texts';
import { type ClaimOrder, orderConfirmationPdf } from './confirmation-pdf';
import type { OrderRow } from '../../db/tables/orders';
import { priceList, providerDetails } from '../settings';

const textAnswer = (order: OrderRow, question: string): string | undefined => {
  const value = order.answers[question];
  return typeof value === 'string' ? value : undefined;
};

/** The order's documents as the confirmation lists them: their question (category) and file name. */
export type OrderDocumentNames = readonly { category: string; fileName: string }[];

/**
 * What the confirmation states about the order: the fee rule, the facts the product's contract names,
 * every answer and the documents uploaded (the same words as the summary and the back office), and
 * the account money is forwarded to.
 */
export function claimOrder(row: CaseRow, order: OrderRow, documents: OrderDocumentNames = []): ClaimOrder {
  if (!isProductName(row.productName)) throw new Error(`case ${row.referenceNumber} has no known product`);
  const product = row.productName;
  const received = product === 'dismissal' ? textAnswer(order, letterReceivedQuestion) : undefined;
  const iban = product === 'account-fees' ? textAnswer(order, 'iban') : undefined;
  const bank = iban ? bankOfIban(iban) : undefined;
  return {
    kind: 'claim',
    product,
    feeRule: order.feeRule ?? priceList().successFees[product],
    // Orders placed before the order kept to the fee rules' bound may hold more: no worked example then.
    achievedCents: order.calculatedCents !== null && order.calculatedCents <= MAXIMUM_ACHIEVED_CENTS ? order.calculatedCents : undefined,
    referenceNumber: row.referenceNumber,
    facts: orderedFacts(questionsIn(funnelDefinitions[product], caseLanguage(row)), order.answers, documents, caseLanguage(row)),
    ...(order.payoutIban ? { payoutIban: order.payoutIban } : {}),
    ...(received ? { dismissal: { received, deadline: dismissalClaimDeadline(received).deadline } } : {}),
    ...(iban ? { accountFeeClaim: { iban, bankName: bank?.found ? bank.bank.name : String(order.answers.bank ?? '') } } : {}),
  };
}

/** The confirmation's file name in the case's language, e.g. `Auftragsbestaetigung-KF-….pdf`. */
export function confirmationFileName(row: CaseRow): string {
  return textsOf(caseLanguage(row), 'caseMail')('ordered.fileName', { reference: row.referenceNumber });
}

export interface OrderConfirmation {
  fileName: string;
  content: Uint8Array;
}

export async function orderConfirmation(row: CaseRow, order: OrderRow, documents: OrderDocumentNames): Promise<OrderConfirmation> {
  const content = await orderConfirmationPdf({
    language: caseLanguage(row),
    provider: providerDetails(),
    customer: {
      fullName: order.customerName,
      email: row.email,
      ...(order.customerPhone ? { phone: order.customerPhone } : {}),
      ...(order.customerAddress ? { address: order.customerAddress } : {}),
    },
    order: claimOrder(row, order, documents),
    consent: { textVersion: order.textVersion, typedName: order.typedName, at: order.signedAt, ip: order.ip, userAgent: order.userAgent, earlyStart: order.earlyStart },
  });
  return { fileName: confirmationFileName(row), content };
}
