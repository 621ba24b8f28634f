import styled from 'styled-components';
import { isLanguage, type Language } from '@/basics/language';
import { useTranslation } from '@/i18n/useTranslation';
import { useLanguage } from '@/page-setup/PageContext';
import { theme } from '@/styles/theme';

const Note = styled.span`
  display: block;
  font-size: 0.85rem;
  font-style: italic;
  color: ${theme.colors.muted};
`;

/**
 * The language a text the provider wrote is in, where it is not the page's: for the `lang` attribute
 * (so that screen readers pronounce it right) and a note saying so. Undefined where it is the page's
 * language or unknown (another engine's text).
 */
export function useForeignLanguage(written: string | null | undefined): Language | undefined {
  const language = useLanguage();
  return isLanguage(written) && written !== language ? written : undefined;
}

/** "Written in German" beside a text in the other language than the page's. */
export function WrittenIn({ language }: { language: Language | undefined }) {
  const { t } = useTranslation('cases');
  return language ? <Note>{t(`writtenIn.${language}`)}</Note> : null;
}
