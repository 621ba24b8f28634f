import styled from 'styled-components';
import { Link } from '@/components/Link';
import { type Language, languages } from '@/basics/language';
import { useTranslation } from '@/i18n/useTranslation';
import { usePage } from '@/page-setup/PageContext';
import { theme } from '@/styles/theme';

const List = styled.ul`
  display: flex;
  flex-wrap: nowrap;
  align-items: center;
  gap: 0.25rem;
  margin: 0;
  padding: 0;
  list-style: none;
  font-weight: 600;

  li + li::before {
    content: '|';
    margin-right: 0.25rem;
    color: ${theme.colors.muted};
  }

  white-space: nowrap;

  li {
    display: flex;
    align-items: center;
  }

  a,
  span {
    display: inline-block;
    padding: 0.6rem 0.2rem;
  }

  span[aria-current] {
    color: ${theme.colors.primary};
    text-decoration: underline;
    text-decoration-thickness: 2px;
    text-underline-offset: 0.3em;
  }

  a {
    color: ${theme.colors.muted};
    text-decoration: none;
  }
`;

/**
 * DE | EN. The current language is not a link (choosing it does nothing); the other one leads to this
 * page's slug in that language, which the page supplies as a path or a full URL.
 */
export function LanguageSwitch() {
  const { t } = useTranslation('common');
  const { language: current, slugs } = usePage();
  return (
    <nav aria-label={t('languageSwitch.label')}>
      <List>
        {languages.map((language: Language) => (
          <li key={language}>
            {language === current ? (
              <span aria-current="true" lang={language} title={t(`languageSwitch.name.${language}`)}>
                {language.toUpperCase()}
              </span>
            ) : (
              <Link
                href={slugs[language]}
                lang={language}
                hrefLang={language}
                // The name starts with the visible "EN"/"DE" (WCAG 2.5.3, label in name), for voice control.
                aria-label={`${language.toUpperCase()} – ${t(`languageSwitch.switchTo.${language}`)}`}
              >
                {language.toUpperCase()}
              </Link>
            )}
          </li>
        ))}
      </List>
    </nav>
  );
}
