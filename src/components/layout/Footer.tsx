import styled from 'styled-components';
import { Link } from '@/components/Link';
import { brand, phoneHref } from '@/basics/brand';
import { useTranslation } from '@/i18n/useTranslation';
import { media, theme } from '@/styles/theme';
import { footerGroups } from './navigation';

const FooterElement = styled.footer`
  margin-top: 3rem;
  background: ${theme.colors.text};
  color: #e9eef2;

  a {
    color: #ffffff;
  }
  a:hover {
    color: ${theme.colors.accent};
  }
`;

const Inner = styled.div`
  display: grid;
  gap: 2rem;
  max-width: ${theme.maxWidth};
  margin: 0 auto;
  padding: 2.5rem 1rem;

  ${media.tablet} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${media.desktop} {
    grid-template-columns: 1.4fr repeat(3, 1fr);
  }

  h2 {
    font-size: 1rem;
    margin-bottom: 0.6rem;
  }

  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }

  li {
    padding: 0.2rem 0;
  }

  address {
    font-style: normal;
  }
`;

const Bottom = styled.p`
  max-width: ${theme.maxWidth};
  margin: 0 auto;
  padding: 1rem;
  border-top: 1px solid rgba(255, 255, 255, 0.2);
  font-size: 0.9rem;
`;

export function Footer() {
  const { t } = useTranslation('common');
  const hours = t('supportHours.text', {
    days: t('supportHours.days'),
    from: brand.supportHours.from,
    to: brand.supportHours.to,
  });
  return (
    <FooterElement data-region="footer">
      <Inner>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">{t('footer.contact.title')}</h2>
          <p>{t('footer.contact.text', { brand: brand.name })}</p>
          <address>
            <ul>
              <li>
                <a href={`mailto:${brand.supportEmail}`}>{brand.supportEmail}</a>
              </li>
              <li>
                <a href={phoneHref(brand.phone)}>{brand.phone}</a>
              </li>
              <li>{hours}</li>
            </ul>
          </address>
        </section>
        {footerGroups.map((group) => (
          <nav key={group.id} aria-labelledby={`footer-${group.id}`}>
            <h2 id={`footer-${group.id}`}>{t(`footer.groups.${group.id}`)}</h2>
            <ul>
              {group.items.map((item) => (
                <li key={item.route}>
                  <Link to={item.route}>{t(`nav.${item.label}`)}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </Inner>
      <Bottom>{t('footer.claim', { brand: brand.name })}</Bottom>
    </FooterElement>
  );
}
