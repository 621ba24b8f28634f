/**
 * The e-mails that keep a case's deadline (a dismissal's action, § 4 KSchG) in front of the team, sent
 * to the caseworkers' mailbox (CASEWORKERS_EMAIL) in German, the provider's working language: one at
 * once for every new order with a deadline, and the daily digest of the cases whose deadline is within
 * five working days with nothing filed. Like the customer-message mail they name the case by its
 * reference and link to it in the back office; what the customer wrote stays there.
 */
import { type CalendarDay, formatDateIn } from '@/basics/calendar';
import type { Language } from '@/basics/language';
import { deadlineStatus } from '@/domain/deadlines/dismissal-claim-deadline';
import { deadlineInShort } from '@/domain/deadlines/deadline-in-words';
import { routePath } from '@/routes';
import type { CaseRow } from '../db/tables/cases';
import { type RenderedMail, renderMail } from '../mail/layout';
import { portalUrl } from '../portal-links';
import { inWords, textsOf } from '../texts';
import { caseMailValues } from './notifications';
import { statusLabel } from './statuses';
import type { CaseStatus } from '@/contracts/vocabulary/cases';

/** The team reads German. */
const teamLanguage: Language = 'de';

/**
 * "am 07.12.2026, noch 10 Tage" / "am 27.11.2026, heute letzter Tag" / "am 23.11.2026, abgelaufen": the
 * date and the days left in the words the back office shows beside a case's deadline.
 */
function deadlineWords(day: CalendarDay, today: CalendarDay): string {
  const { daysLeft, warning } = deadlineStatus(day, today);
  return textsOf(teamLanguage, 'caseMail')('deadlineAlert.deadline', {
    date: formatDateIn(teamLanguage, day),
    daysLeft: inWords(teamLanguage, deadlineInShort({ daysLeft, warning })),
  });
}

const caseLink = (row: CaseRow) => portalUrl(routePath('staffCase', teamLanguage, { reference: row.referenceNumber }));

/** A new order with a deadline: its reference, product, deadline, whether work may start at once, the way to it. */
export function composeNewDeadlineCaseMail(row: CaseRow & { deadlineDay: string }, { earlyStart, urgent }: { earlyStart: boolean; urgent: boolean }, today: CalendarDay): RenderedMail {
  const t = textsOf(teamLanguage, 'caseMail');
  const values = { ...caseMailValues(row, teamLanguage), deadline: deadlineWords(row.deadlineDay, today), date: formatDateIn(teamLanguage, row.deadlineDay) };
  const subject = t(urgent ? 'deadlineAlert.subjectUrgent' : 'deadlineAlert.subject', values);
  return renderMail({
    language: teamLanguage,
    subject,
    preheader: subject,
    paragraphs: [t('deadlineAlert.intro', values), t(earlyStart ? 'deadlineAlert.earlyStart' : 'deadlineAlert.noEarlyStart'), ...(urgent ? [t('deadlineAlert.urgent')] : [])],
    action: { label: t('deadlineAlert.action'), url: caseLink(row) },
    notes: [t('deadlineAlert.confidential')],
  });
}

export interface DigestItem {
  case: CaseRow & { deadlineDay: string };
  assigneeName: string | null;
}

/** The day's digest: every case whose deadline is on or before `cutoff` with nothing filed, nearest first. */
export function composeDeadlineDigest(items: DigestItem[], today: CalendarDay, cutoff: CalendarDay): RenderedMail {
  const t = textsOf(teamLanguage, 'caseMail');
  const subject = t('deadlineDigest.subject', { count: items.length, cutoff: formatDateIn(teamLanguage, cutoff) });
  const lines = items.map(({ case: row, assigneeName }) =>
    t('deadlineDigest.line', {
      reference: row.referenceNumber,
      product: caseMailValues(row, teamLanguage).product,
      deadline: deadlineWords(row.deadlineDay, today),
      status: statusLabel(row.status as CaseStatus, teamLanguage),
      assignee: assigneeName ?? t('deadlineDigest.nobody'),
    }),
  );
  return renderMail({
    language: teamLanguage,
    subject,
    preheader: subject,
    paragraphs: [t('deadlineDigest.intro', { cutoff: formatDateIn(teamLanguage, cutoff) }), ...lines],
    action: { label: t('deadlineDigest.action'), url: portalUrl(routePath('staffInbox', teamLanguage), { deadline_alert: '1' }) },
    notes: [t('deadlineDigest.why')],
  });
}
