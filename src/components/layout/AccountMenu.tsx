import type { MouseEvent } from 'react';
import styled from 'styled-components';
import { AccountIcon } from '@/components/icons';
import { Link } from '@/components/Link';
import { useTranslation } from '@/i18n/useTranslation';
import { usePage } from '@/page-setup/PageContext';
import { media, theme } from '@/styles/theme';
import { popoverPanel, usePopoverClosesOnNavigation } from './popover';
import { SignOutForm } from './SignOutForm';

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

const AccountToggle = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: ${theme.colors.primarySoft};
  color: ${theme.colors.primary};
  cursor: pointer;

  &:hover {
    background: ${theme.colors.border};
  }

  html:not([data-signed-in]) & {
    display: none;
  }
`;

/** Opens under the brand bar, at the right edge of its content. */
const Panel = styled.div`
  ${popoverPanel}
  inset: calc(${theme.brandBarHeight} + 1px) max(0.5rem, calc((100vw - ${theme.maxWidth}) / 2 + 1rem)) auto auto;
  min-width: 15rem;
  max-width: calc(100vw - 1rem);
  padding: 0.5rem 0;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  box-shadow: ${theme.shadow};

  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }

  a,
  button {
    display: block;
    width: 100%;
    min-height: 44px;
    padding: 0.6rem 1.25rem;
    border: 0;
    background: none;
    color: ${theme.colors.primary};
    font: inherit;
    font-weight: 600;
    text-align: left;
    text-decoration: none;
    cursor: pointer;
  }

  a:hover,
  button:hover {
    background: ${theme.colors.surface};
  }

  a[aria-current='page'] {
    text-decoration: underline;
  }
`;

const accountMenuId = 'account-menu';

/**
 * "Anmelden" for visitors; for a signed-in customer an account icon that opens the account menu (their
 * cases and profile, the password, sign-out). Both are rendered: only the browser can read the cookie, so CSS shows one
 * of them by html[data-signed-in] (src/session/signed-in-script.js at page start, auth-cookie.ts
 * afterwards). The menu is a popover and sign-out a form, so both work on pages without client
 * JavaScript too and need no second render after hydration.
 */
export function AccountMenu() {
  const { t } = useTranslation('common');
  const { routeId } = usePage();
  usePopoverClosesOnNavigation(accountMenuId);
  const onDashboard = routeId === 'dashboard';
  // Already on the dashboard: nothing to load again, only the menu closes.
  const stay = (event: MouseEvent) => {
    if (!onDashboard) return;
    event.preventDefault();
    document.getElementById(accountMenuId)?.hidePopover();
  };
  return (
    <>
      <LoginLink to="signIn">{t('brandBar.login')}</LoginLink>
      <AccountToggle type="button" popoverTarget={accountMenuId} aria-label={t('brandBar.account')}>
        <AccountIcon />
      </AccountToggle>
      <Panel id={accountMenuId} popover="auto" role="group" aria-label={t('brandBar.account')}>
        <ul>
          <li>
            <Link to="dashboard" aria-current={onDashboard ? 'page' : undefined} onClick={stay}>
              {t('accountMenu.dashboard')}
            </Link>
          </li>
          <li>
            <Link to="passwordChange" aria-current={routeId === 'passwordChange' ? 'page' : undefined}>
              {t('accountMenu.passwordChange')}
            </Link>
          </li>
          <li>
            <SignOutForm button="button" />
          </li>
        </ul>
      </Panel>
    </>
  );
}
