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
 * and how to cancel it (§ 312k BGB) or, within the 14 days, withdraw from it (§ 356a BGB).
 */
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
