/**
 * Daily housekeeping: what has run out is deleted even when nothing else happens. Most sweeps also
 * ride along with the requests that make such rows (uploads, sign-ins); records kept by law have no
 * such request, so without this they would outlive their period. Every instance runs it: the deletes
 * are idempotent, so several instances on one database only repeat each other's work. The round also
 * extends the memberships' debit schedules and sends the pre-notifications due, each claimed by one
 * instance so that no notice goes out twice, and mails the team the day's digest of deadlines that
 * need it, which only one instance sends a day. Accounts whose deletion waited for their running cases
 * and memberships are deleted once none runs any more.
 */
import { purgeExpiredSessions } from './accounts/stores/sessions';
import { sendDeadlineDigest } from './cases/actions/deadline-alerts';
import { deleteExpiredDrafts } from './documents/stores/document-store';
import { errorFields, log } from './log';
import { announceDueDebits } from './memberships/actions/announce-debits';
import { extendDebitSchedules } from './memberships/actions/debit-schedule';
import { deleteUnconfirmedSignUps } from './newsletter/actions/subscriptions';
import { deleteAccountsWhoseContractsEnded } from './privacy/actions/account-deletion';
import { deleteExpiredRetainedRecords, deleteMembershipsPastRetention } from './privacy/stores/retention-sweep';
import { purgeExpiredStaffSessions } from './staff/stores/staff-sessions';

const day = 24 * 60 * 60 * 1000;
/** The first round waits until the start is over, so it does not compete with the first requests. */
const firstRoundDelay = 60 * 1000;

/** One round of every sweep; failures are logged and the next round tries again. */
export async function runHousekeeping(): Promise<void> {
  const sweeps: [string, () => Promise<number>][] = [
    ['retained records past their period', deleteExpiredRetainedRecords],
    ['ended memberships past their period', () => deleteMembershipsPastRetention()],
    ['upload drafts never ordered', deleteExpiredDrafts],
    ['expired customer sessions', purgeExpiredSessions],
    ['ended staff sessions', purgeExpiredStaffSessions],
    ['newsletter sign-ups never confirmed', () => deleteUnconfirmedSignUps()],
    ['accounts whose deletion waited for their contracts to end', () => deleteAccountsWhoseContractsEnded()],
  ];
  for (const [what, sweep] of sweeps) {
    try {
      const deleted = await sweep();
      if (deleted > 0) log.info('housekeeping deleted', { what, deleted });
    } catch (error) {
      log.error('housekeeping failed', { what, ...errorFields(error) });
    }
  }
  await sendDebitNotices();
  await sendDeadlineDigestOfTheDay();
}

/** The team's digest of the cases whose deadline needs attention, once a day. */
async function sendDeadlineDigestOfTheDay(): Promise<void> {
  try {
    const named = await sendDeadlineDigest();
    if (named > 0) log.info('deadline digest sent', { cases: named });
  } catch (error) {
    log.error('housekeeping failed', { what: 'deadline digest', ...errorFields(error) });
  }
}

/** Memberships' schedules reach ahead, and the debits due for their pre-notification are announced. */
async function sendDebitNotices(): Promise<void> {
  try {
    const added = await extendDebitSchedules();
    if (added > 0) log.info('membership debits scheduled', { added });
    const announced = await announceDueDebits();
    if (announced > 0) log.info('membership debits announced', { announced });
  } catch (error) {
    log.error('housekeeping failed', { what: 'membership debit pre-notifications', ...errorFields(error) });
  }
}

/** Runs a round a minute after the start and then once a day; answers a function that stops it. */
export function startHousekeeping(): () => void {
  let timer = setTimeout(function round() {
    void runHousekeeping();
    timer = setTimeout(round, day).unref();
  }, firstRoundDelay).unref();
  return () => clearTimeout(timer);
}
