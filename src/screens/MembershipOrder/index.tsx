import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { membershipPlans } from '@/api-client/memberships';
import { brand } from '@/basics/brand';
import { formatDateIn } from '@/basics/calendar';
import { FormCard, Notice } from '@/components/forms/FormCard';
import { Link } from '@/components/Link';
import { PageHead } from '@/components/PageHead';
import { lazyPart } from '@/components/ui/lazy-part';
import { SecondaryButton } from '@/components/ui/buttons';
import { Container, Lead } from '@/components/ui/Container';
import { ErrorList } from '@/components/ui/ErrorList';
import type { ErrorItem } from '@/contracts/errors';
import type { MembershipPlans } from '@/contracts/membership-plans';
import type { TakenOutMembership } from '@/contracts/memberships';
import { formatCents } from '@/domain/pricing/price-texts';
import type { MembershipPlanName } from '@/domain/pricing/membership-plans';
import type { Namespace } from '@/i18n/namespaces';
import { useTranslation } from '@/i18n/useTranslation';
import { useLanguage } from '@/page-setup/PageContext';

// The form (formik, the contract's checks, the order request) shows only once the plans are loaded,
// so its code loads beside them rather than with the page; the first load stays within its budget.
const loadOrderForm = () => import('./MembershipOrderForm').then((module) => module.MembershipOrderForm);

function FormLoading({ error }: { error?: Error | null }) {
  const { t } = useTranslation('memberships');
  return error ? <p role="alert">{t('order.loadFailed')}</p> : <p role="status">{t('order.loading')}</p>;
}

const MembershipOrderForm = lazyPart(loadOrderForm, FormLoading);

/** `auth` for the error list's label, `errors` for the service's refusals. */
export const membershipOrderNamespaces: Namespace[] = ['memberships', 'auth', 'errors'];

type Offer = { state: 'loading' } | { state: 'failed'; errors: ErrorItem[] } | { state: 'loaded'; plans: MembershipPlans };

const Facts = styled.ul`
  padding-inline-start: 1.2rem;

  li {
    margin-block: 0.3rem;
  }
`;

function TakenOut({ membership, email }: { membership: TakenOutMembership; email: string }) {
  const { t } = useTranslation('memberships');
  const language = useLanguage();
  const heading = useRef<HTMLHeadingElement>(null);
  // The form is gone: focus moves to the result so keyboard and screen-reader users land on it.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby="membership-success" role="status">
      <h2 id="membership-success" ref={heading} tabIndex={-1}>
        {t('order.success.title')}
      </h2>
      <Notice $tone="success">{t('order.success.reference', { reference: membership.mandate_reference })}</Notice>
      {/* Taken out without the account of the address signed in: it starts once the mail's link proves the address. */}
      {membership.status === 'pending' && <Notice $tone="info">{t('order.success.pending', { email })}</Notice>}
      <Facts>
        {membership.status !== 'pending' && <li>{t('order.success.startsOn', { date: formatDateIn(language, membership.starts_on) })}</li>}
        {membership.status !== 'pending' && membership.minimum_term_ends_on && (
          <li>{t('order.success.termEndsOn', { date: formatDateIn(language, membership.minimum_term_ends_on) })}</li>
        )}
        <li>{t('order.success.price', { price: formatCents(membership.monthly_price_cents, language) })}</li>
      </Facts>
      <h3>{t('order.success.nextTitle')}</h3>
      <Facts>
        <li>{t('order.success.next.receipt', { email })}</li>
        <li>{t('order.success.next.debit')}</li>
        <li>{t('order.success.next.cancel')}</li>
      </Facts>
      <p>
        <Link to="membershipCancellation">{t('order.success.cancelLink')}</Link>
      </p>
    </section>
  );
}

/**
 * Taking out a membership (tenant protection, the employment protection plan) online: the plan's
 * tariffs, terms and creditor come from the service, then one form from tariff to order.
 */
export function MembershipOrderScreen({ plan: planName }: { plan: MembershipPlanName }) {
  const { t } = useTranslation('memberships');
  const language = useLanguage();
  const [offer, setOffer] = useState<Offer>({ state: 'loading' });
  const [takenOut, setTakenOut] = useState<{ membership: TakenOutMembership; email: string } | null>(null);

  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    // Fetched beside the plans; a failure shows where the form is needed.
    loadOrderForm().catch(() => undefined);
  }, []);
  useEffect(() => {
    let current = true;
    void membershipPlans(language).then((response) => {
      if (current) setOffer(response.ok ? { state: 'loaded', plans: response.data } : { state: 'failed', errors: response.errors });
    });
    return () => {
      current = false;
    };
  }, [language, attempt]);
  const retry = () => {
    setOffer({ state: 'loading' });
    setAttempt((count) => count + 1);
  };

  const plans = offer.state === 'loaded' ? offer.plans : undefined;
  const plan = plans?.plans.find((candidate) => candidate.plan === planName);
  const creditor = plans?.creditor;

  let body;
  if (takenOut) body = <TakenOut {...takenOut} />;
  else if (offer.state === 'loading') body = <p role="status">{t('order.loading')}</p>;
  else if (offer.state === 'failed' || !plans || !plan) {
    body = (
      <div role="alert">
        <p>{t('order.loadFailed')}</p>
        {offer.state === 'failed' && <ErrorList errors={offer.errors} />}
        <SecondaryButton type="button" onClick={retry}>
          {t('order.retry')}
        </SecondaryButton>
      </div>
    );
  } else if (!creditor) body = <Notice $tone="info">{t('order.unavailable', { email: brand.supportEmail })}</Notice>;
  else body = <MembershipOrderForm plan={plan} offer={{ ...plans, creditor }} onTakenOut={(membership, email) => setTakenOut({ membership, email })} />;

  return (
    <Container $narrow>
      <PageHead title={t(`order.title.${planName}`)} description={t(`order.description.${planName}`)} />
      <h1>{t(`order.title.${planName}`)}</h1>
      <Lead>{t('order.lead')}</Lead>
      <FormCard aria-busy={offer.state === 'loading'}>{body}</FormCard>
    </Container>
  );
}

export const TenantProtectionOrderScreen = () => <MembershipOrderScreen plan="tenant-protection" />;
export const EmploymentProtectionOrderScreen = () => <MembershipOrderScreen plan="employment-protection" />;
