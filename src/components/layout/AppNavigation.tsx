import type { ReactNode } from 'react';
import styled from 'styled-components';
import { AccountIcon, BriefcaseIcon, HomeIcon, InfoIcon } from '@/components/icons';
import { Link } from '@/components/Link';
import { useTranslation } from '@/i18n/useTranslation';
import { usePage } from '@/page-setup/PageContext';
import type { RouteId } from '@/routes';
import { theme } from '@/styles/theme';
import { appMoreInfoItems } from './navigation';
import { popoverPanel, usePopoverClosesOnNavigation } from './popover';

const Bar = styled.nav`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  z-index: 20;
  background: ${theme.colors.background};
  border-top: 1px solid ${theme.colors.border};
  box-shadow: 0 -2px 10px rgba(23, 32, 43, 0.08);

  /* The "more info" toggle is highlighted while its list is open. */
  &:has(:popover-open) button {
    color: ${theme.colors.primary};
  }
`;

const Items = styled.ul`
  display: grid;
  grid-template-columns: repeat(4, 1fr);
  margin: 0;
  padding: 0;
  list-style: none;
  height: ${theme.appNavigationHeight};

  a,
  button {
    display: flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    gap: 0.15rem;
    width: 100%;
    height: 100%;
    border: 0;
    background: none;
    color: ${theme.colors.muted};
    font: inherit;
    font-size: 0.8rem;
    font-weight: 600;
    text-decoration: none;
    cursor: pointer;
  }

  a[aria-current='page'] {
    color: ${theme.colors.primary};
  }
`;

/** Opens above the bar (a popover, see ./popover.ts). */
const MoreInfo = styled.ul`
  ${popoverPanel}
  inset: auto 0 calc(${theme.appNavigationHeight} + 1px);
  padding: 0.5rem 0;
  list-style: none;
  border-top: 1px solid ${theme.colors.border};
  box-shadow: 0 -4px 12px rgba(23, 32, 43, 0.1);

  a {
    display: block;
    padding: 0.75rem 1.25rem;
    font-weight: 600;
    text-decoration: none;
  }
`;

const moreInfoId = 'app-more-info';

const tabs: { route: RouteId; label: 'profile' | 'rent' | 'labour'; icon: ReactNode }[] = [
  { route: 'dashboard', label: 'profile', icon: <AccountIcon /> },
  { route: 'rentArea', label: 'rent', icon: <HomeIcon /> },
  { route: 'labourArea', label: 'labour', icon: <BriefcaseIcon /> },
];

/** The bottom navigation of the mobile-app shell mode (`shell_app` in the query). */
export function AppNavigation() {
  const { t } = useTranslation('common');
  const { routeId } = usePage();
  usePopoverClosesOnNavigation(moreInfoId);

  return (
    <Bar data-region="app-navigation" aria-label={t('appNavigation.label')}>
      <MoreInfo id={moreInfoId} popover="auto">
        {appMoreInfoItems.map((item) => (
          <li key={item.route}>
            <Link to={item.route} query={{ shell_app: 'true' }}>
              {t(`nav.${item.label}`)}
            </Link>
          </li>
        ))}
      </MoreInfo>
      <Items>
        {tabs.map((tab) => (
          <li key={tab.route}>
            <Link to={tab.route} aria-current={tab.route === routeId ? 'page' : undefined}>
              {tab.icon}
              {t(`appNavigation.${tab.label}`)}
            </Link>
          </li>
        ))}
        <li>
          <button type="button" popoverTarget={moreInfoId}>
            <InfoIcon />
            {t('appNavigation.moreInfo')}
          </button>
        </li>
      </Items>
    </Bar>
  );
}
