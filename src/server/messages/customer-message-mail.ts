/**
 * The e-mail that tells the provider a customer has written in a case's conversation, so that a
 * question does not wait until someone happens to open the inbox. It goes to the case's caseworker
 * (in the member's language), or, while nobody has taken the case or its caseworker has left, to the
 * case's reply mailbox, which the team reads (in German, the provider's working language). Like the
 * customer's notification it holds nothing of the message, only the reference and a link to the case
 * in the back office, where signing in with two factors guards the content.
 */
import { eq } from 'drizzle-orm';
import { type Language, languageOrDefault } from '@/basics/language';
import { routePath } from '@/routes';
import { caseMailValues } from '../cases/notifications';
import { replyEmailOf } from '../cases/presentation';
import type { CaseRow } from '../db/tables/cases';
import { getDatabase } from '../db/client';
import { type RenderedMail, renderMail } from '../mail/layout';
import { type OutgoingMail, sendMail } from '../mail/mailer';
import { portalUrl } from '../portal-links';
import { staffMembers } from '../db/tables/staff';
import { staffView } from '../staff/staff-view';
import { textsOf } from '../texts';

export interface MessageRecipient {
  email: string;
  /** The caseworker's name for the greeting; none for the team mailbox. */
  name?: string;
  language: Language;
}

/** The case's caseworker while active and enrolled, otherwise the case's reply mailbox. */
export async function recipientOfCustomerMessage(row: CaseRow): Promise<MessageRecipient> {
  if (row.assignedStaffId !== null) {
    const db = await getDatabase();
    const [member] = await db.select().from(staffMembers).where(eq(staffMembers.id, row.assignedStaffId));
    if (member && staffView(member).state === 'active') return { email: member.email, name: member.name, language: languageOrDefault(member.language) };
  }
  return { email: replyEmailOf(row), language: 'de' };
}

export function composeCustomerMessageMail(row: CaseRow, recipient: MessageRecipient): RenderedMail {
  const { language } = recipient;
  const t = textsOf(language, 'caseMail');
  const values = caseMailValues(row, language);
  const subject = t('customerMessage.subject', values);
  return renderMail({
    language,
    firstName: recipient.name,
    subject,
    preheader: subject,
    paragraphs: [t(recipient.name ? 'customerMessage.introAssigned' : 'customerMessage.introTeam', values), t('customerMessage.confidential')],
    action: { label: t('customerMessage.action'), url: portalUrl(routePath('staffCase', language, { reference: row.referenceNumber })) },
    notes: [],
  });
}

/** Sends the mail; a failure is logged by the caller's background work, the message stays stored. */
export async function notifyProviderOfCustomerMessage(row: CaseRow, send: (mail: OutgoingMail) => Promise<void> = sendMail): Promise<void> {
  const recipient = await recipientOfCustomerMessage(row);
  await send({ to: recipient.email, kind: 'customer_message', ...composeCustomerMessageMail(row, recipient) });
}
