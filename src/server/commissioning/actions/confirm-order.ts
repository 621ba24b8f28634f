/**
 * Confirms a placed order, after the answer: the confirmation PDF with the claim's facts and the
 * documents uploaded, the way into the account (an account made for a new address with its "set your
 * password" link, or the sign-in), and the mail that carries both.
 */
import { accountLinkForOrder } from '../../accounts/actions/account-for-order';
import { caseLanguage } from '../../cases/presentation';
import type { CaseRow } from '../../db/tables/cases';
import type { OrderRow } from '../../db/tables/orders';
import { sendMail } from '../../mail/mailer';
import { composeOrderConfirmation } from '../confirmation/order-mail';
import { orderConfirmationFile } from './confirmation-file';

/**
 * `documentCategories`: those the order brought, so the mail names what is still missing. `proofToken`:
 * the token of the link that proves the order's address (none when an account with it was signed in);
 * a new account's "set your password" link proves it too, since it goes to the same mailbox.
 */
export async function confirmOrder(row: CaseRow, order: OrderRow, documentCategories: readonly string[] = [], proofToken?: string): Promise<void> {
  const account = await accountLinkForOrder({
    email: row.email,
    name: order.customerName,
    language: caseLanguage(row),
    phone: order.customerPhone,
    address: order.customerAddress,
    ...(proofToken ? { provesCaseId: row.id } : {}),
  });
  const pdf = await orderConfirmationFile(row, order);
  await sendMail(composeOrderConfirmation(row, order, pdf, account, documentCategories, proofToken));
}
