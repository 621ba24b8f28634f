import { formatDateIn } from '@/basics/calendar';
import { brand, phoneHref } from '@/basics/brand';
import { Link } from '@/components/Link';
import type { OwnMembership } from '@/contracts/memberships';
import { formatCents } from '@/domain/pricing/price-texts';
import { useTranslation } from '@/i18n/useTranslation';
import { useLanguage } from '@/page-setup/PageContext';
import { Card, Status } from './CaseCard';

const knownPlans = ['tenant-protection', 'employment-protection'] as const;
const knownStatuses = ['active', 'cancelled', 'withdrawn'] as const;

/**
 * One membership on the dashboard: plan, price, start, next debit and end, how to reach the hotline,
 * the way to ask the team in writing with documents (the membership's conversation, with its new
 * answers counted), and how to cancel it (§ 312k BGB) or, within the 14 days, withdraw from it (§ 356a BGB).
 */
/** The way to the membership's conversation with the team; its answers not yet read in words, not colour alone. */
function QuestionsLink({ membership, plan }: { membership: OwnMembership; plan: string }) {
  const { t } = useTranslation('dashboard');
  const { messages, unread } = membership.questions;
  const label = t('memberships.questionsLabel', { plan, reference: membership.mandate_reference });
  return (
    <p>
      {t(messages > 0 ? 'memberships.questionsSome' : 'memberships.questionsNone')}{' '}
      <Link to="membershipQuestions" query={{ reference: membership.mandate_reference }} aria-label={unread > 0 ? `${label}: ${t('memberships.questionsUnread', { count: unread })}` : label}>
        {t(messages > 0 ? 'memberships.questionsOpen' : 'memberships.questionsAsk')}
      </Link>
      {unread > 0 && <strong aria-hidden="true"> {t('memberships.questionsUnread', { count: unread })}</strong>}
    </p>
  );
}

export function MembershipCard({ membership }: { membership: OwnMembership }) {
  const { t } = useTranslation('dashboard');
  const language = useLanguage();
  const day = (value: string) => <time dateTime={value}>{formatDateIn(language, value)}</time>;
  const plan = (knownPlans as readonly string[]).includes(membership.plan) ? t(`memberships.plans.${membership.plan as (typeof knownPlans)[number]}`) : membership.plan;
  const status = (knownStatuses as readonly string[]).includes(membership.status) ? t(`memberships.statuses.${membership.status as (typeof knownStatuses)[number]}`) : membership.status;
  const id = `membership-${membership.mandate_reference}`;
  const next = membership.next_debit;
  const running = membership.status === 'active';
  return (
    <Card aria-labelledby={id}>
      <h3 id={id}>{plan}</h3>
      <dl>
        <dt>{t('memberships.status')}</dt>
        <dd>
          <Status>{status}</Status>
        </dd>
        <dt>{t('memberships.reference')}</dt>
        <dd>{membership.mandate_reference}</dd>
        <dt>{t('memberships.price')}</dt>
        <dd>{t('memberships.perMonth', { price: formatCents(membership.monthly_price_cents, language) })}</dd>
        <dt>{t('memberships.startsOn')}</dt>
        <dd>{day(membership.starts_on)}</dd>
        <dt>{t('memberships.nextDebit')}</dt>
        <dd>
          {next ? (
            <>
              {formatCents(next.amount_cents, language)}, {day(next.due_on)}
            </>
          ) : (
            t('memberships.noDebit')
          )}
        </dd>
        <dt>{t('memberships.endsOn')}</dt>
        <dd>
          {membership.ends_on
            ? day(membership.ends_on)
            : membership.minimum_term_ends_on
              ? t('memberships.runsOnAfter', { date: formatDateIn(language, membership.minimum_term_ends_on) })
              : t('memberships.runsOn')}
        </dd>
      </dl>
      {next && (
        <p>
          {t(next.announced ? 'memberships.debitAnnounced' : 'memberships.debitWillBeAnnounced', {
            count: membership.pre_notification_days,
            from: formatDateIn(language, next.period_start),
            to: formatDateIn(language, next.period_end),
          })}
        </p>
      )}
      {membership.status !== 'withdrawn' && (
        <p>
          {t('memberships.hotline', { days: t('memberships.hotlineDays'), from: brand.supportHours.from, to: brand.supportHours.to })}{' '}
          <a href={phoneHref(brand.phone)}>{brand.phone}</a>
        </p>
      )}
      {/* A withdrawn membership keeps its earlier answers readable, but takes no new questions. */}
      {(membership.status !== 'withdrawn' || membership.questions.messages > 0) && <QuestionsLink membership={membership} plan={plan} />}
      {membership.withdrawal_until && (
        <p>
          {t('memberships.withdrawalOpen', { date: formatDateIn(language, membership.withdrawal_until) })}{' '}
          <Link to="contractWithdrawal" query={{ reference: membership.mandate_reference }} aria-label={t('memberships.withdrawLabel', { plan, reference: membership.mandate_reference })}>
            {t('memberships.withdraw')}
          </Link>
        </p>
      )}
      {running && (
        <p>
          {t('memberships.cancelHint', { count: membership.notice_period_months })}{' '}
          <Link to="membershipCancellation" query={{ reference: membership.mandate_reference }} aria-label={t('memberships.cancelLabel', { plan, reference: membership.mandate_reference })}>
            {t('memberships.cancel')}
          </Link>
        </p>
      )}
    </Card>
  );
}
