/**
 * The e-mail that confirms an order, in the customer's language: the case's reference and status
 * link, the invitation to create an account with the same address (which then shows the case), and
 * the confirmation PDF, the contract on a durable medium (§ 312f Abs. 2 BGB). Sent after the answer;
 * the order stands whether or not the mail goes out, and a failure is logged.
 */
import { brand } from '@/basics/brand';
import { dismissalClaimDeadline } from '@/domain/deadlines/dismissal-claim-deadline';
import { isProductName } from '@/domain/products';
import { bankOfIban } from '../banks/iban-bank';
import { caseLanguage, replyEmailOf } from '../cases/presentation';
import { productTitle } from '../cases/products';
import type { CaseRow } from '../cases/schema';
import { renderMail } from '../mail/layout';
import { sendMail } from '../mail/mailer';
import { pageUrl } from '../portal-links';
import { textsOf } from '../texts';
import { type ClaimOrder, orderConfirmationPdf } from './pdf/order-confirmation';
import type { OrderRow } from './schema';
import { priceList, providerDetails } from './settings';

const textAnswer = (order: OrderRow, question: string): string | undefined => {
  const value = order.answers[question];
  return typeof value === 'string' ? value : undefined;
};

/** What the confirmation states about the order: the fee rule, and the facts the product's contract names. */
function claimOrder(row: CaseRow, order: OrderRow): ClaimOrder {
  if (!isProductName(row.productName)) throw new Error(`case ${row.referenceNumber} has no known product`);
  const product = row.productName;
  const received = product === 'dismissal' ? textAnswer(order, 'letter-received') : undefined;
  const iban = product === 'account-fees' ? textAnswer(order, 'iban') : undefined;
  const bank = iban ? bankOfIban(iban) : undefined;
  return {
    kind: 'claim',
    product,
    feeRule: priceList().successFees[product],
    achievedCents: order.calculatedCents ?? undefined,
    referenceNumber: row.referenceNumber,
    ...(received ? { dismissal: { received, deadline: dismissalClaimDeadline(received).deadline } } : {}),
    ...(iban ? { accountFeeClaim: { iban, bankName: bank?.found ? bank.bank.name : String(order.answers.bank ?? '') } } : {}),
  };
}

export async function sendOrderConfirmation(row: CaseRow, order: OrderRow): Promise<void> {
  const language = caseLanguage(row);
  const claim = claimOrder(row, order);
  const t = textsOf(language, 'caseMail');
  const values = { reference: row.referenceNumber, product: productTitle(claim.product, language), brand: brand.name, email: row.email };
  const pdf = await orderConfirmationPdf({
    language,
    provider: providerDetails(),
    customer: { fullName: order.customerName, email: row.email },
    order: claim,
    consent: { textVersion: order.textVersion, typedName: order.typedName, at: order.signedAt, ip: order.ip, userAgent: order.userAgent, earlyStart: order.earlyStart },
  });
  const subject = t('ordered.subject', values);
  await sendMail({
    to: row.email,
    replyTo: replyEmailOf(row),
    kind: 'order_confirmation',
    ...renderMail({
      language,
      firstName: order.customerName,
      subject,
      preheader: subject,
      paragraphs: [t('ordered.intro', values), t('ordered.attachment'), t('ordered.next')],
      action: { label: t('statusLink'), url: pageUrl('caseStatus', language, { id: row.publicId }) },
      notes: [`${t('ordered.account', values)} ${pageUrl('signUp', language)}`, t('footer', values), t('privacy')],
    }),
    attachments: [{ fileName: t('ordered.fileName', values), content: pdf, mediaType: 'application/pdf' }],
  });
}
