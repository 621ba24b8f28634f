import { useRouter } from 'next/router';
import { useEffect, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { AccountIcon, BriefcaseIcon, HomeIcon, InfoIcon } from '@/components/icons';
import { Link } from '@/components/Link';
import { useTranslation } from '@/i18n/useTranslation';
import { usePage } from '@/page/PageContext';
import type { RouteId } from '@/routes';
import { theme } from '@/styles/theme';
import { appMoreInfoItems } from './navigation';

const Bar = styled.nav`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  z-index: 20;
  background: ${theme.colors.background};
  border-top: 1px solid ${theme.colors.border};
  box-shadow: 0 -2px 10px rgba(23, 32, 43, 0.08);
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

  a[aria-current='page'],
  button[aria-expanded='true'] {
    color: ${theme.colors.primary};
  }
`;

const MoreInfo = styled.ul`
  position: absolute;
  left: 0;
  right: 0;
  bottom: 100%;
  margin: 0;
  padding: 0.5rem 0;
  list-style: none;
  background: ${theme.colors.background};
  border-top: 1px solid ${theme.colors.border};
  box-shadow: 0 -4px 12px rgba(23, 32, 43, 0.1);

  a {
    display: block;
    padding: 0.75rem 1.25rem;
    font-weight: 600;
    text-decoration: none;
  }
`;

type Section = 'moreInfo';

const tabs: { route: RouteId; label: 'profile' | 'rent' | 'labour'; icon: ReactNode }[] = [
  { route: 'dashboard', label: 'profile', icon: <AccountIcon /> },
  { route: 'rentArea', label: 'rent', icon: <HomeIcon /> },
  { route: 'labourArea', label: 'labour', icon: <BriefcaseIcon /> },
];

/** The bottom navigation of the mobile-app shell mode (`shell_app` in the query). */
export function AppNavigation() {
  const { t } = useTranslation('common');
  const router = useRouter();
  const { routeId } = usePage();
  // Only one section of the navigation is open at a time.
  const [openSection, setOpenSection] = useState<Section | null>(null);

  useEffect(() => {
    const close = () => setOpenSection(null);
    router.events?.on('routeChangeStart', close);
    return () => router.events?.off('routeChangeStart', close);
  }, [router.events]);

  const toggle = (section: Section) => setOpenSection((open) => (open === section ? null : section));

  return (
    <Bar data-region="app-navigation" aria-label={t('appNavigation.label')}>
      <MoreInfo id="app-more-info" hidden={openSection !== 'moreInfo'}>
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
          <button
            type="button"
            aria-expanded={openSection === 'moreInfo'}
            aria-controls="app-more-info"
            onClick={() => toggle('moreInfo')}
          >
            <InfoIcon />
            {t('appNavigation.moreInfo')}
          </button>
        </li>
      </Items>
    </Bar>
  );
}
