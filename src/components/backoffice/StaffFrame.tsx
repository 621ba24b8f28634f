import { useRouter } from 'next/router';
import type { ReactNode } from 'react';
import { useState } from 'react';
import styled from 'styled-components';
import { Link, useRouteHref } from '@/components/Link';
import { SecondaryButton } from '@/components/ui/buttons';
import { Container } from '@/components/ui/Container';
import type { StaffMemberView } from '@/contracts/staff';
import { mayPerform } from '@/domain/staff-roles';
import { useTranslation } from '@/i18n/useTranslation';
import { theme } from '@/styles/theme';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem 1.5rem;
  margin-bottom: 1.5rem;
  padding-bottom: 1rem;
  border-bottom: 1px solid ${theme.colors.muted};
`;

const Nav = styled.nav`
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem 1.25rem;
    margin: 0;
    padding: 0;
    list-style: none;
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

/** Every back-office page for a signed-in member: who is signed in, the back office's pages, sign-out. */
export function StaffFrame({ staff, current, children }: { staff: StaffMemberView; current: 'staffHome' | 'staffMembers' | 'staffAuditLog'; children: ReactNode }) {
  const { t } = useTranslation('staff');
  const pages = [
    { to: 'staffHome' as const, label: t('frame.home') },
    ...(mayPerform(staff.role, 'manageStaff') ? [{ to: 'staffMembers' as const, label: t('frame.members') }] : []),
    ...(mayPerform(staff.role, 'readAuditLog') ? [{ to: 'staffAuditLog' as const, label: t('frame.auditLog') }] : []),
  ];
  return (
    <Container>
      <Bar>
        <Nav aria-label={t('frame.navLabel')}>
          <ul>
            {pages.map((page) => (
              <li key={page.to}>
                <Link to={page.to} aria-current={page.to === current ? 'page' : undefined}>
                  {page.label}
                </Link>
              </li>
            ))}
          </ul>
        </Nav>
        <Who>
          <span>{t('frame.signedInAs', { name: staff.name, role: t(`roles.${staff.role}`) })}</span>
          <SignOutButton />
        </Who>
      </Bar>
      {children}
    </Container>
  );
}

/** What a member whose role does not allow a page sees instead of it (status 403). */
export function Forbidden() {
  const { t } = useTranslation('staff');
  return (
    <section>
      <h1>{t('forbidden.title')}</h1>
      <p role="alert">{t('forbidden.text')}</p>
      <p>
        <Link to="staffHome">{t('forbidden.back')}</Link>
      </p>
    </section>
  );
}
