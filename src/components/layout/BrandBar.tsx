import styled from 'styled-components';
import { CalendarIcon, CloseIcon, LogoMark, MenuIcon } from '@/components/icons';
import { Link } from '@/components/Link';
import { brandLink } from '@/components/ui/brand-link';
import { brand } from '@/basics/brand';
import { useTranslation } from '@/i18n/useTranslation';
import { media, theme } from '@/styles/theme';
import { AccountMenu } from './AccountMenu';
import { LanguageSwitch } from './LanguageSwitch';
import { SkipLink } from './MainRegion';
import { MainMenu } from './MainMenu';
import { usePopoverClosesOnNavigation } from './popover';

const Header = styled.header`
  position: sticky;
  top: 0;
  z-index: 20;
  background: ${theme.colors.background};
  border-bottom: 1px solid ${theme.colors.border};

  /* The menu toggle shows a cross while the menu is open. */
  [data-icon='close'] {
    display: none;
  }
  &:has(#main-menu:popover-open) [data-icon='open'] {
    display: none;
  }
  &:has(#main-menu:popover-open) [data-icon='close'] {
    display: inline-flex;
  }
`;

const Bar = styled.div`
  display: flex;
  align-items: center;
  gap: 0.25rem;
  padding: 0.5rem 0.5rem 0.5rem 0.75rem;

  ${media.phone} {
    gap: 0.5rem;
    padding: 0.5rem 1rem;
  }

  > * {
    flex: none;
  }

  max-width: ${theme.maxWidth};
  min-height: ${theme.brandBarHeight};
  margin: 0 auto;
`;

const Logo = styled(Link)`
  ${brandLink}
  margin-right: auto;
  font-size: 1.25rem;

  /* On the narrowest phones the mark alone stands for the brand (the link keeps its name). */
  span {
    display: none;
  }

  ${media.phone} {
    span {
      display: inline;
    }
  }
`;

const ScheduleCall = styled.a`
  display: none;
  align-items: center;
  gap: 0.4rem;
  font-weight: 600;
  text-decoration: none;
  white-space: nowrap;

  ${media.tablet} {
    display: inline-flex;
  }
`;

const ScheduleCallCompact = styled.a`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 44px;

  ${media.tablet} {
    display: none;
  }
`;

const MenuToggle = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 0.4rem;
  min-height: 44px;
  padding: 0.4rem;
  border: 0;
  border-radius: ${theme.radius};
  background: transparent;
  color: ${theme.colors.text};
  font: inherit;
  font-weight: 600;
  cursor: pointer;

  &:hover {
    background: ${theme.colors.surface};
  }
`;

const menuId = 'main-menu';

/** The bar at the top of every page in the full layout; its menu is a popover (see ./popover.ts). */
export function BrandBar() {
  const { t } = useTranslation('common');
  usePopoverClosesOnNavigation(menuId);

  const scheduleLabel = t('brandBar.scheduleCall', { days: t('supportHours.days') });

  return (
    <Header data-region="brand-bar">
      <SkipLink />
      <Bar>
        <Logo to="home" aria-label={t('brandBar.home', { brand: brand.name })}>
          <LogoMark />
          <span>{brand.name}</span>
        </Logo>
        {brand.schedulingUrl && (
          <>
            <ScheduleCall href={brand.schedulingUrl} target="_blank" rel="noopener noreferrer">
              <CalendarIcon />
              {scheduleLabel}
            </ScheduleCall>
            <ScheduleCallCompact href={brand.schedulingUrl} target="_blank" rel="noopener noreferrer" aria-label={scheduleLabel}>
              <CalendarIcon />
            </ScheduleCallCompact>
          </>
        )}
        <LanguageSwitch />
        <AccountMenu />
        <MenuToggle type="button" popoverTarget={menuId}>
          <MenuIcon data-icon="open" />
          <CloseIcon data-icon="close" />
          <span className="visually-hidden">{t('brandBar.menu')}</span>
        </MenuToggle>
      </Bar>
      <MainMenu id={menuId} />
    </Header>
  );
}
