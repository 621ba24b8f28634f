import styled from 'styled-components';
import { Link } from '@/components/Link';
import { useTranslation } from '@/i18n/useTranslation';
import { usePage } from '@/page-setup/PageContext';
import { media, theme } from '@/styles/theme';
import { menuGroups, type NavigationItem, serviceAreas } from './navigation';
import { popoverPanel } from './popover';

/** Opens under the brand bar and its border, over the page, scrolling on its own when long. */
const Panel = styled.nav`
  ${popoverPanel}
  inset: calc(${theme.brandBarHeight} + 1px) 0 auto;
  max-height: calc(100dvh - ${theme.brandBarHeight} - 1px);
  padding: 0;
  overflow: auto;
  border-top: 1px solid ${theme.colors.border};
  box-shadow: ${theme.shadow};
`;

const Groups = styled.div`
  display: grid;
  gap: 1.25rem;
  max-width: ${theme.maxWidth};
  margin: 0 auto;
  padding: 1.25rem 1rem 1.5rem;

  ${media.tablet} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${media.desktop} {
    grid-template-columns: repeat(4, 1fr);
  }

  h2,
  h3 {
    margin: 0 0 0.4rem;
    font-size: 0.85rem;
    letter-spacing: 0.04em;
    text-transform: uppercase;
    color: ${theme.colors.muted};
  }

  h3 {
    letter-spacing: 0;
    text-transform: none;
    font-size: 0.95rem;
  }

  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }

  a {
    display: block;
    padding: 0.45rem 0;
    font-weight: 600;
    text-decoration: none;
  }

  a[aria-current='page'] {
    text-decoration: underline;
  }
`;

/** "All services" spans the whole menu; its areas sit side by side where there is room. */
const Services = styled.section`
  grid-column: 1 / -1;
  padding-bottom: 1.25rem;
  border-bottom: 1px solid ${theme.colors.border};
`;

const Areas = styled.div`
  display: grid;
  gap: 1rem;

  ${media.tablet} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${media.desktop} {
    grid-template-columns: repeat(4, 1fr);
  }
`;

function Items({ items }: { items: NavigationItem[] }) {
  const { t } = useTranslation('common');
  const { routeId } = usePage();
  return (
    <ul>
      {items.map((item) => (
        <li key={item.route}>
          <Link to={item.route} aria-current={item.route === routeId ? 'page' : undefined}>
            {t(`nav.${item.label}`)}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The navigation groups behind the brand bar's menu toggle (a popover, see BrandBar). */
export function MainMenu({ id }: { id: string }) {
  const { t } = useTranslation('common');
  return (
    <Panel id={id} aria-label={t('menu.label')} popover="auto">
      <Groups>
        <Services aria-labelledby={`${id}-services`}>
          <h2 id={`${id}-services`}>{t('menu.groups.services')}</h2>
          <Areas>
            {serviceAreas.map((area) => (
              <section key={area.id} aria-labelledby={`${id}-area-${area.id}`}>
                <h3 id={`${id}-area-${area.id}`}>{t(`menu.areas.${area.id}`)}</h3>
                <Items items={area.items} />
              </section>
            ))}
          </Areas>
        </Services>
        {menuGroups.map((group) => (
          <section key={group.id} aria-labelledby={`${id}-${group.id}`}>
            <h2 id={`${id}-${group.id}`}>{t(`menu.groups.${group.id}`)}</h2>
            <Items items={group.items} />
          </section>
        ))}
      </Groups>
    </Panel>
  );
}
