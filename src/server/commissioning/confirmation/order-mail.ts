/**
 * The e-mail that confirms an order, in the customer's language: the case's reference and status
 * link, what happens next and when with the customer's own next steps (a block of its own, as on the
 * thank-you page: src/domain/orders/next-steps.ts), the way into the account (a "set your password" link
 * for a new address, the sign-in for one that has an account), the withdrawal function with this order
 * filled in, and the confirmation PDF, the contract on a durable medium (§ 312f Abs. 2 BGB). Composed
 * here; sent after the answer by the order's confirmation action, and the order stands whether or not
 * the mail goes out.
 */
import { brand } from '@/basics/brand';
import { dayInGermany, formatDateIn } from '@/basics/calendar';
import { localeTag } from '@/basics/language';
import { letterReceivedQuestion } from '@/domain/deadlines/dismissal-claim-deadline';
import { funnelDefinitions } from '@/domain/funnels/definitions';
import { questionsOf } from '@/domain/funnels/funnel-definition';
import { nextStepsText, orderNextSteps } from '@/domain/orders/next-steps';
import { caseLanguage, replyEmailOf } from '../../cases/presentation';
import { productTitle } from '../../cases/products';
import type { CaseRow } from '../../db/tables/cases';
import type { OrderRow } from '../../db/tables/orders';
import { renderMail } from '../../mail/layout';
import type { OutgoingMail } from '../../mail/mailer';
import { pageUrl } from '../../portal-links';
import { textsOf } from '../../texts';
import { claimOrder, type OrderConfirmation } from './order-confirmation';

/** The next steps as the mail's block: ours in order, then the customer's. */
function nextStepsBlock(row: CaseRow, order: OrderRow, documentCategories: readonly string[]): { title: string; items: string[] } {
  const language = caseLanguage(row);
  const t = textsOf(language, 'cases');
  const product = claimOrder(row, order).product;
  const documentQuestions = questionsOf(funnelDefinitions[product]).filter((question) => question.type === 'document');
  const received = order.answers[letterReceivedQuestion];
  const steps = orderNextSteps({
    product,
    orderedOn: dayInGermany(order.signedAt),
    earlyStart: order.earlyStart,
    documentQuestions,
    documentCategories,
    ...(typeof received === 'string' ? { letterReceived: received } : {}),
  });
  const missing = documentQuestions.filter((question) => steps.missingDocuments.includes(question.id)).map((question) => question.label[language]);
  // The account invitation follows as a note of its own.
  const text = nextStepsText(steps, { documents: new Intl.ListFormat(localeTag[language], { type: 'conjunction' }).format(missing), account: 'elsewhere' });
  const say = ({ key, values = {} }: { key: string; values?: Record<string, string> }) =>
    (t as (key: string, values: Record<string, string>) => string)(`nextSteps.${key}`, { ...values, ...(values.date ? { date: formatDateIn(language, values.date) } : {}) });
  return { title: t('nextSteps.title'), items: [...text.ours.map(say), ...text.yours.map(say)] };
}

/** How the mail leads into the account (src/server/accounts/actions/account-for-order.ts). */
export type OrderAccountLink = { kind: 'set_password'; url: string; validHours: number } | { kind: 'sign_in'; url: string };

/**
 * `documentCategories`: those the order brought, so the mail names what is still missing. `proofToken`:
 * the address is not proven yet (nobody signed in with it ordered), so the way to the case goes
 * through the link that proves it; until then the status link shows only what was ordered.
 */
export function composeOrderConfirmation(
  row: CaseRow,
  order: OrderRow,
  pdf: OrderConfirmation,
  account: OrderAccountLink,
  documentCategories: readonly string[] = [],
  proofToken?: string,
): OutgoingMail {
  const language = caseLanguage(row);
  const claim = claimOrder(row, order);
  const t = textsOf(language, 'caseMail');
  const values = { reference: row.referenceNumber, product: productTitle(claim.product, language), brand: brand.name, email: row.email };
  const subject = t('ordered.subject', values);
  const accountNote =
    account.kind === 'set_password'
      ? `${t('ordered.setPassword', { ...values, count: account.validHours })} ${account.url}`
      : `${t(proofToken ? 'ordered.signInAfterProof' : 'ordered.signIn', values)} ${account.url}`;
  return {
    to: row.email,
    replyTo: replyEmailOf(row),
    kind: 'order_confirmation',
    ...renderMail({
      language,
      firstName: order.customerName,
      subject,
      preheader: subject,
      paragraphs: [t('ordered.intro', values), t('ordered.attachment'), t(proofToken ? 'ordered.proof' : 'ordered.next')],
      action: proofToken
        ? { label: t('ordered.proofAction'), url: pageUrl('addressProof', language, { token: proofToken }) }
        : { label: t('statusLink'), url: pageUrl('caseStatus', language, { id: row.publicId }) },
      blocks: [nextStepsBlock(row, order, documentCategories)],
      notes: [
        accountNote,
        // The withdrawal function (§ 356a BGB), linked with this order filled in.
        `${t('ordered.withdraw')} ${pageUrl('contractWithdrawal', language, { reference: row.referenceNumber })}`,
        t('footer', values),
        t('privacy'),
      ],
    }),
    attachments: [{ fileName: pdf.fileName, content: pdf.content, mediaType: 'application/pdf' }],
  };
}
