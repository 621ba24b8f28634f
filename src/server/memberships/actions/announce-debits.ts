/**
 * Sending the pre-notifications that are due (src/domain/sepa/pre-notification.ts): the daily
 * housekeeping for every membership, and right after a membership is taken out for its own (its first
 * debit may be due within the agreed period). Each debit is claimed before its mail goes out, so
 * several instances never send one notice twice; a notice that could not be sent is tried again in
 * the next round. A notice sent later than the agreed period allows moves its debit, never the period.
 */
import { dayInGermany } from '@/basics/calendar';
import { announcedDueDay, announcementMarginDays } from '@/domain/sepa/pre-notification';
import { now } from '../../clock';
import { errorFields, log } from '../../log';
import { debitingStatuses } from '../debit-terms';
import { sendDebitNotice } from '../debit-notice-mail';
import { claimDueNotices, markAnnounced, releaseClaim } from '../stores/debit-store';

const batchSize = 50;

/** Sends every notice due now (of one membership, or all); answers how many went out. */
export async function announceDueDebits(options: { membershipId?: number } = {}, at: Date = now()): Promise<number> {
  const today = dayInGermany(at);
  let sent = 0;
  for (;;) {
    const claimed = await claimDueNotices(today, at, { ...options, limit: batchSize, margin: announcementMarginDays, statuses: debitingStatuses });
    let failed = false;
    for (const { debit, membership } of claimed) {
      const dueOn = announcedDueDay(debit.dueOn, membership.preNotificationDays, today);
      try {
        await sendDebitNotice(membership, debit, dueOn, today);
      } catch (error) {
        failed = true;
        log.error('debit pre-notification failed', { membership: membership.mandateReference, debit: debit.sequence, ...errorFields(error) });
        await releaseClaim(debit.id);
        continue;
      }
      await markAnnounced(debit.id, dueOn, at);
      sent += 1;
    }
    // A failed mail waits for the next round rather than being claimed again at once.
    if (failed || claimed.length < batchSize) return sent;
  }
}
