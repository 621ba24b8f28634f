/**
 * Keeping deadlines in front of the team (docs/commissioning.md, "The team and the deadline"): every new
 * order with a deadline is mailed to the caseworkers' mailbox at once, and the daily housekeeping mails a
 * digest of the cases whose deadline is within five working days with nothing filed. Several instances
 * send each day's digest once: the first to claim the day in the database sends it.
 */
import { dayInGermany } from '@/basics/calendar';
import { attentionCutoff, deadlineNeedsAttention } from '@/domain/deadlines/dismissal-claim-deadline';
import { now } from '../../clock';
import { serverConfig } from '../../config';
import type { CaseRow } from '../../db/tables/cases';
import type { OrderRow } from '../../db/tables/orders';
import { type OutgoingMail, sendMail } from '../../mail/mailer';
import { composeDeadlineDigest, composeNewDeadlineCaseMail, type DigestItem } from '../deadline-mails';
import { casesNeedingAttention, claimDigestDay, releaseDigestDay } from '../stores/deadline-alerts';

/** Mails the team about a new order whose case has a deadline; nothing for one without. */
export async function alertTeamOfDeadlineCase(row: CaseRow, order: Pick<OrderRow, 'earlyStart'>, send: (mail: OutgoingMail) => Promise<void> = sendMail): Promise<void> {
  const { deadlineDay } = row;
  if (!deadlineDay) return;
  const today = dayInGermany(now());
  const mail = composeNewDeadlineCaseMail({ ...row, deadlineDay }, { earlyStart: order.earlyStart, urgent: deadlineNeedsAttention(deadlineDay, today) }, today);
  await send({ to: serverConfig.caseworkersEmail, kind: 'deadline_case', ...mail });
}

/**
 * The day's digest, if any case needs the team and no instance has sent it today. Answers how many
 * cases it named (0 when it sent nothing). A failed mail gives the day back for another round.
 */
export async function sendDeadlineDigest(at: Date = now(), send: (mail: OutgoingMail) => Promise<void> = sendMail): Promise<number> {
  const today = dayInGermany(at);
  const cutoff = attentionCutoff(today);
  const items = (await casesNeedingAttention(cutoff)).filter((item): item is DigestItem => item.case.deadlineDay !== null);
  if (items.length === 0 || !(await claimDigestDay(today, at, items.length))) return 0;
  try {
    await send({ to: serverConfig.caseworkersEmail, kind: 'deadline_digest', ...composeDeadlineDigest(items, today, cutoff) });
  } catch (error) {
    await releaseDigestDay(today);
    throw error;
  }
  return items.length;
}
