import type { MouseEvent } from 'react';
import styled from 'styled-components';
import { AccountIcon } from '@/components/icons';
import { Link } from '@/components/Link';
import { useTranslation } from '@/i18n/useTranslation';
import { usePage } from '@/page/PageContext';
import { media, theme } from '@/styles/theme';

const LoginLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0.35rem 0.6rem;
  font-size: 0.95rem;

  ${media.phone} {
    padding: 0.4rem 0.9rem;
    font-size: 1rem;
  }

  border: 2px solid ${theme.colors.primary};
  border-radius: ${theme.radius};
  font-weight: 600;
  text-decoration: none;
  white-space: nowrap;

  html[data-signed-in] & {
    display: none;
  }
`;

const AccountLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border-radius: 50%;
  background: ${theme.colors.primarySoft};

  html:not([data-signed-in]) & {
    display: none;
  }
`;

/**
 * "Anmelden" for visitors; an account icon to the dashboard once the browser holds an auth token.
 * Both are rendered: only the browser can read the cookie, so CSS shows one of them by
 * html[data-signed-in] (the signed-in script of src/page/inline-scripts.js at page start, src/session/auth-cookie.ts afterwards). That
 * works on pages without client JavaScript too and needs no second render after hydration.
 */
export function AccountButton() {
  const { t } = useTranslation('common');
  const { routeId } = usePage();
  const onDashboard = routeId === 'dashboard';
  // Already on the dashboard: nothing to load again.
  const stay = (event: MouseEvent) => onDashboard && event.preventDefault();
  return (
    <>
      <LoginLink to="signIn">{t('brandBar.login')}</LoginLink>
      <AccountLink
        to="dashboard"
        aria-label={t('brandBar.account')}
        aria-current={onDashboard ? 'page' : undefined}
        onClick={stay}
      >
        <AccountIcon />
      </AccountLink>
    </>
  );
}
