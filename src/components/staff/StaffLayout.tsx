import { useRouter } from 'next/router';
import { type ReactNode, useState } from 'react';
import styled from 'styled-components';
import { brand } from '@/basics/brand';
import { LogoMark } from '@/components/icons';
import { LanguageSwitch } from '@/components/layout/LanguageSwitch';
import { MainRegion, SkipLink } from '@/components/layout/MainRegion';
import { Link, useRouteHref } from '@/components/Link';
import { SecondaryButton } from '@/components/ui/buttons';
import { brandLink } from '@/components/ui/brand-link';
import type { StaffMemberView } from '@/contracts/staff';
import { mayPerform } from '@/domain/staff-roles';
import { useTranslation } from '@/i18n/useTranslation';
import { usePage } from '@/page-setup/PageContext';
import { media, theme } from '@/styles/theme';

const Header = styled.header`
  background: ${theme.colors.background};
  border-bottom: 1px solid ${theme.colors.border};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.25rem 1rem;
  max-width: ${theme.maxWidth};
  margin: 0 auto;
  padding: 0.5rem 0.75rem;

  ${media.phone} {
    padding: 0.5rem 1rem;
  }

  & + & {
    border-top: 1px solid ${theme.colors.border};
  }
`;

const Brand = styled(Link)`
  ${brandLink}
  min-height: 44px;
  font-size: 1.1rem;
`;

const Nav = styled.nav`
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 0 1.25rem;
    margin: 0;
    padding: 0;
    list-style: none;
  }

  a {
    display: inline-block;
    padding: 0.6rem 0;
  }

  a[aria-current='page'] {
    font-weight: 700;
  }
`;

const Who = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 1rem;
`;

const Footer = styled.footer`
  margin-top: 3rem;
  border-top: 1px solid ${theme.colors.border};

  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 0 1.25rem;
    max-width: ${theme.maxWidth};
    margin: 0 auto;
    padding: 1rem;
    list-style: none;
  }

  a {
    display: inline-block;
    padding: 0.4rem 0;
  }
`;

/** Ends the staff session and goes to the staff sign-in. */
function SignOutButton() {
  const { t } = useTranslation('staff');
  const router = useRouter();
  const routeHref = useRouteHref();
  const [pending, setPending] = useState(false);
  return (
    <SecondaryButton
      type="button"
      disabled={pending}
      aria-busy={pending}
      onClick={async () => {
        setPending(true);
        const { signOutStaff } = await import('@/api-client/staff');
        // Signed out either way: an ended session is what the button is for.
        await signOutStaff();
        await router.push(`${routeHref('staffSignIn')}?signed_out=1`);
      }}
    >
      {pending ? t('frame.signingOut') : t('frame.signOut')}
    </SecondaryButton>
  );
}

/** The back office's pages a member's role opens. */
function StaffNavigation({ staff }: { staff: StaffMemberView }) {
  const { t } = useTranslation('staff');
  const { routeId } = usePage();
  const pages = [
    { to: 'staffHome' as const, label: t('frame.home') },
    ...(mayPerform(staff.role, 'workCases') ? [
          { to: 'staffInbox' as const, label: t('frame.cases') },
          { to: 'staffDeclarations' as const, label: t('frame.declarations') },
          { to: 'staffMemberships' as const, label: t('frame.memberships') },
        ] : []),
    ...(mayPerform(staff.role, 'manageStaff') ? [{ to: 'staffMembers' as const, label: t('frame.members') }] : []),
    ...(mayPerform(staff.role, 'readAuditLog') ? [{ to: 'staffAuditLog' as const, label: t('frame.auditLog') }] : []),
    ...(mayPerform(staff.role, 'decideReviews') ? [{ to: 'staffReviews' as const, label: t('frame.reviews') }] : []),
  ];
  return (
    <Nav aria-label={t('frame.navLabel')}>
      <ul>
        {pages.map((page) => (
          <li key={page.to}>
            <Link to={page.to} aria-current={page.to === routeId || (page.to === 'staffInbox' && routeId === 'staffCase') ? 'page' : undefined}>
              {page.label}
            </Link>
          </li>
        ))}
      </ul>
    </Nav>
  );
}

/**
 * The frame of every back-office page: the brand with "Back office", the language switch and, for a
 * signed-in member, the pages their role opens, who they are and sign-out. Nothing of the customer
 * side (account menu, marketing menu and footer) shows here; the footer keeps only the legal links.
 */
export function StaffLayout({ staff, children }: { staff?: StaffMemberView; children: ReactNode }) {
  const { t } = useTranslation('staff');
  const common = useTranslation('common').t;
  return (
    <>
      <Header>
        <SkipLink />
        <Row>
          <Brand to={staff ? 'staffHome' : 'staffSignIn'}>
            <LogoMark />
            {brand.name} {t('brand')}
          </Brand>
          <LanguageSwitch />
        </Row>
        {staff && (
          <Row>
            <StaffNavigation staff={staff} />
            <Who>
              <span>{t('frame.signedInAs', { name: staff.name, role: t(`roles.${staff.role}`) })}</span>
              <SignOutButton />
            </Who>
          </Row>
        )}
      </Header>
      <MainRegion>{children}</MainRegion>
      <Footer>
        <ul>
          <li>
            <Link to="imprint">{common('nav.imprint')}</Link>
          </li>
          <li>
            <Link to="privacy">{common('nav.privacy')}</Link>
          </li>
        </ul>
      </Footer>
    </>
  );
}
