/**
 * The e-mail that confirms an order, in the customer's language: the case's reference and status
 * link, the invitation to create an account with the same address (which then shows the case), and
 * the confirmation PDF, the contract on a durable medium (§ 312f Abs. 2 BGB). Sent after the answer;
 * the order stands whether or not the mail goes out, and a failure is logged.
 */
import { brand } from '@/basics/brand';
import { caseLanguage, replyEmailOf } from '../../cases/presentation';
import { productTitle } from '../../cases/products';
import type { CaseRow } from '../../db/tables/cases';
import { renderMail } from '../../mail/layout';
import { sendMail } from '../../mail/mailer';
import { pageUrl } from '../../portal-links';
import { textsOf } from '../../texts';
import { claimOrder, type OrderConfirmation } from './order-confirmation';
import type { OrderRow } from '../../db/tables/orders';

export async function sendOrderConfirmation(row: CaseRow, order: OrderRow, pdf: OrderConfirmation): Promise<void> {
  const language = caseLanguage(row);
  const claim = claimOrder(row, order);
  const t = textsOf(language, 'caseMail');
  const values = { reference: row.referenceNumber, product: productTitle(claim.product, language), brand: brand.name, email: row.email };
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
      notes: [
        `${t('ordered.account', values)} ${pageUrl('signUp', language)}`,
        // The withdrawal function (§ 356a BGB), linked with this order filled in.
        `${t('ordered.withdraw')} ${pageUrl('contractWithdrawal', language, { reference: row.referenceNumber })}`,
        t('footer', values),
        t('privacy'),
      ],
    }),
    attachments: [{ fileName: pdf.fileName, content: pdf.content, mediaType: 'application/pdf' }],
  });
}
