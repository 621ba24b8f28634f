import styled from 'styled-components';
import { Link } from '@/components/Link';
import { useTranslation } from '@/i18n/useTranslation';
import { usePage } from '@/page/PageContext';
import { media, theme } from '@/styles/theme';
import { menuGroups } from './navigation';
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

  h2 {
    margin: 0 0 0.4rem;
    font-size: 0.85rem;
    letter-spacing: 0.04em;
    text-transform: uppercase;
    color: ${theme.colors.muted};
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

/** The navigation groups behind the brand bar's menu toggle (a popover, see BrandBar). */
export function MainMenu({ id }: { id: string }) {
  const { t } = useTranslation('common');
  const { routeId } = usePage();
  return (
    <Panel id={id} aria-label={t('menu.label')} popover="auto">
      <Groups>
        {menuGroups.map((group) => (
          <section key={group.id} aria-labelledby={`${id}-${group.id}`}>
            <h2 id={`${id}-${group.id}`}>{t(`menu.groups.${group.id}`)}</h2>
            <ul>
              {group.items.map((item) => (
                <li key={item.route}>
                  <Link to={item.route} aria-current={item.route === routeId ? 'page' : undefined}>
                    {t(`nav.${item.label}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </Groups>
    </Panel>
  );
}
