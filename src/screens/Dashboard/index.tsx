import { useRouter } from 'next/router';
import styled from 'styled-components';
import { SignOutForm } from '@/components/layout/SignOutForm';
import { Link, useRouteHref } from '@/components/Link';
import { PageHead } from '@/components/PageHead';
import { Container, Lead } from '@/components/ui/Container';
import { ErrorList } from '@/components/ui/ErrorList';
import type { Namespace } from '@/i18n/namespaces';
import { useTranslation } from '@/i18n/useTranslation';
import { useSessionExpiry } from '@/session/useSessionExpiry';
import { useSignOut } from '@/session/useSignOut';
import { media } from '@/styles/theme';
import { CaseCard } from './CaseCard';
import { CaseRating } from './CaseRating';
import { MembershipCard } from './MembershipCard';
import { ProfileCard, SideCard } from './ProfileCard';
import { ToDos } from './ToDos';
import { YourData } from './YourData';
import type { CurrentUser } from '@/contracts/accounts';
import type { ErrorItem } from '@/contracts/errors';
import type { OwnMembership } from '@/contracts/memberships';
import type { OwnReview } from '@/contracts/reviews';
import { reviewAuthorName } from '@/domain/reviews/author-name';

export const dashboardNamespaces: Namespace[] = ['dashboard', 'cases', 'caseOrder', 'messages', 'privacy', 'errors'];

/** What load.ts finds for the page: the user with profile and cases, or why they could not be loaded. */
export interface DashboardData {
  user: CurrentUser | null;
  /** The customer's ratings of their cases; null when the service could not say (no invitation to rate then). */
  reviews?: OwnReview[] | null;
  /** The customer's memberships; null when the service could not say. */
  memberships?: OwnMembership[] | null;
  loadErrors: ErrorItem[];
}

const Columns = styled.div`
  display: grid;
  gap: 2rem;

  ${media.desktop} {
    grid-template-columns: 2fr 1fr;
    align-items: start;
  }
`;

const Main = styled.div`
  display: grid;
  gap: 2rem;
`;

const CaseList = styled.ul`
  display: grid;
  gap: 1.25rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Aside = styled.aside`
  display: grid;
  gap: 1.25rem;

  ul {
    margin: 0;
    padding-left: 1.1rem;
  }
`;

const commissionProducts = ['rentBrake', 'dismissalCheck', 'accountFees', 'slowInternet'] as const;

function NoCases({ email }: { email: string }) {
  const { t } = useTranslation('dashboard');
  return (
    <SideCard aria-labelledby="no-cases-title">
      <h3 id="no-cases-title">{t('empty.title')}</h3>
      <p>{t('empty.text', { email })}</p>
      <p>{t('empty.commission')}</p>
      <ul>
        {commissionProducts.map((product) => (
          <li key={product}>
            <Link to={product}>{t(`empty.products.${product}`)}</Link>
          </li>
        ))}
      </ul>
    </SideCard>
  );
}

/** The signed-in customer's cases and memberships in one column; profile, help and sign-out beside them. */
export function DashboardScreen({ user, reviews, memberships, loadErrors }: DashboardData) {
  const { t } = useTranslation('dashboard');
  const router = useRouter();
  const routeHref = useRouteHref();
  const { signOut } = useSignOut(routeHref('signIn'));
  useSessionExpiry(signOut);

  const name = user ? `${user.first_name} ${user.last_name}`.trim() : '';
  return (
    <Container>
      <PageHead title={t('title')} description={t('description')} />
      <h1>{t('title')}</h1>
      {user ? (
        <>
          <Lead>{t('greeting', { name })}</Lead>
          <ToDos requests={user.overview.requests} />
          <Columns>
            <Main>
              <section aria-labelledby="cases-title">
                <h2 id="cases-title">{t('cases.title')}</h2>
                {user.overview.requests.length === 0 ? (
                  <NoCases email={user.email} />
                ) : (
                  <CaseList>
                    {user.overview.requests.map((request) => (
                      <li key={request.reference_number}>
                        <CaseCard request={request} />
                        {reviews && (
                          <CaseRating request={request} review={reviews.find((review) => review.case_id === request.id)} author={reviewAuthorName({ firstName: user.first_name, lastName: user.last_name })} />
                        )}
                      </li>
                    ))}
                  </CaseList>
                )}
              </section>
              {memberships === null ? (
                <p role="status">{t('memberships.loadFailed')}</p>
              ) : (
                memberships &&
                memberships.length > 0 && (
                  <section aria-labelledby="memberships-title">
                    <h2 id="memberships-title">{t('memberships.title')}</h2>
                    <CaseList>
                      {memberships.map((membership) => (
                        <li key={membership.mandate_reference}>
                          <MembershipCard membership={membership} />
                        </li>
                      ))}
                    </CaseList>
                  </section>
                )
              )}
            </Main>
            <Aside>
              <ProfileCard profile={user.overview.profile} />
              <YourData />
              <SideCard aria-labelledby="help-title">
                <h2 id="help-title">{t('help.title')}</h2>
                <ul>
                  <li>
                    <Link to="faq">{t('help.faq')}</Link>
                  </li>
                  <li>
                    <Link to="howItWorks">{t('help.howItWorks')}</Link>
                  </li>
                  <li>
                    <Link to="pricesRent">{t('help.prices')}</Link>
                  </li>
                  <li>
                    <Link to="contractWithdrawal">{t('help.withdraw')}</Link>
                  </li>
                </ul>
              </SideCard>
              <SignOutForm />
            </Aside>
          </Columns>
        </>
      ) : (
        <>
          <Lead>{t('loadFailed')}</Lead>
          <ErrorList errors={loadErrors} />
          <p>
            <a href={router.asPath}>{t('retry')}</a>
          </p>
          <SignOutForm />
        </>
      )}
    </Container>
  );
}
