import styled from 'styled-components';
import { Forbidden } from '@/components/staff/Forbidden';
import { PrimaryButton } from '@/components/ui/buttons';
import { Link, useRouteHref } from '@/components/Link';
import { PageHead } from '@/components/PageHead';
import { Container, Lead } from '@/components/ui/Container';
import type { StaffMembership } from '@/contracts/staff-memberships';
import { staffMembershipLimits } from '@/contracts/vocabulary/staff-memberships';
import type { Namespace } from '@/i18n/namespaces';
import { useTranslation } from '@/i18n/useTranslation';
import type { StaffPageData } from '@/page-setup/staff-page';
import { MembershipDetails } from './MembershipDetails';

// `commissioning` names the plans.
export const staffMembershipsNamespaces: Namespace[] = ['staff', 'errors', 'commissioning'];

export type StaffMembershipsData = StaffPageData & {
  memberships?: StaffMembership[];
  openDeclarations?: number;
  q?: string;
  /** Where each document a member sent with a question opens, by its id. */
  documentUrls?: Record<string, string>;
};

const Search = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1rem;
  align-items: end;
  margin-bottom: 1.5rem;

  p {
    margin: 0;
    display: grid;
    gap: 0.25rem;
    flex: 1 1 18rem;
  }
`;

const List = styled.ul`
  display: grid;
  gap: 1rem;
  margin: 0 0 2rem;
  padding: 0;
  list-style: none;
`;

/**
 * Memberships for caseworkers: search by mandate reference, e-mail address or name; each with its
 * mandate, its debits and the withdrawals and cancellations about it. Declarations still waiting for
 * a person are matched on the declarations page, which this page links to.
 */
export function StaffMembershipsScreen({ forbidden, memberships, openDeclarations = 0, q = '', documentUrls = {} }: StaffMembershipsData) {
  const { t } = useTranslation('staff');
  const routeHref = useRouteHref();
  return (
    <Container>
      <PageHead title={t('memberships.title')} description={t('memberships.description')} />
      {forbidden || !memberships ? (
        <Forbidden />
      ) : (
        <>
          <h1>{t('memberships.title')}</h1>
          <Lead>{t('memberships.lead')}</Lead>
          {openDeclarations > 0 && (
            <p>
              {t('memberships.openDeclarations', { count: openDeclarations })} <Link to="staffDeclarations">{t('memberships.openDeclarationsLink')}</Link>
            </p>
          )}
          <Search method="get" action={routeHref('staffMemberships', { query: {} })} role="search" aria-label={t('memberships.search')}>
            <p>
              <label htmlFor="memberships-q">{t('memberships.search')}</label>
              <input id="memberships-q" name="q" type="search" defaultValue={q} maxLength={staffMembershipLimits.searchLength} aria-describedby="memberships-q-hint" />
              <small id="memberships-q-hint">{t('memberships.searchHint')}</small>
            </p>
            <PrimaryButton type="submit">{t('memberships.submit')}</PrimaryButton>
            {q && (
              <Link to="staffMemberships" query={{}}>
                {t('memberships.reset')}
              </Link>
            )}
          </Search>
          <h2>{t('memberships.found', { count: memberships.length })}</h2>
          {memberships.length === 0 ? (
            <p>{t('memberships.empty')}</p>
          ) : (
            <List>
              {memberships.map((membership) => (
                <li key={membership.mandate_reference}>
                  <MembershipDetails membership={membership} documentUrls={documentUrls} />
                </li>
              ))}
            </List>
          )}
        </>
      )}
    </Container>
  );
}
