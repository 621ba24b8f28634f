import i18next, { type i18n as I18n, type Resource } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { type ReactNode, useEffect, useLayoutEffect, useState } from 'react';
// The provider is the one place that creates the client instance; components use @/i18n/useTranslation.
// eslint-disable-next-line no-restricted-imports -- see above
import { I18nextProvider } from 'react-i18next';
import type { Language } from '@/basics/language';

/** What serverSideTranslations (src/i18n/translations.ts) hands to a page in its props. */
export interface PageTranslations {
  initialI18nStore: Resource;
  ns: string[];
}

/**
 * The translation layer's detection order: query `lng`, cookie, local storage, browser, <html lang>.
 * It only decides where no page language is given: every page passes the language of its path.
 */
export const detection = {
  order: ['querystring', 'cookie', 'localStorage', 'navigator', 'htmlTag'],
  lookupQuerystring: 'lng',
  caches: [],
};

function createI18n(translations: PageTranslations | undefined, language: Language): I18n {
  const instance = i18next.createInstance();
  if (typeof window !== 'undefined') instance.use(LanguageDetector);
  void instance.init({
    lng: language,
    fallbackLng: false,
    defaultNS: 'common',
    ns: translations?.ns ?? ['common'],
    resources: translations?.initialI18nStore ?? {},
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    detection,
    initAsync: false,
  });
  return instance;
}

const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * The page's translations for its components, in place of next-i18next's appWithTranslation: that one
 * switches the language on every page load, even to the one already set, which makes every component
 * render a second time right after hydration. Here the language only changes when the page's does.
 */
export function I18nProvider({
  translations,
  language,
  children,
}: {
  translations: PageTranslations | undefined;
  language: Language;
  children: ReactNode;
}) {
  const [i18n] = useState(() => createI18n(translations, language));

  // A page reached by client-side navigation brings its own namespaces (and maybe the other language).
  const store = translations?.initialI18nStore ?? {};
  for (const lng of Object.keys(store)) {
    for (const ns of Object.keys(store[lng])) {
      if (!i18n.hasResourceBundle(lng, ns)) i18n.addResourceBundle(lng, ns, store[lng][ns], true, true);
    }
  }

  useIsomorphicLayoutEffect(() => {
    if (i18n.language !== language) void i18n.changeLanguage(language);
    document.documentElement.lang = language;
  }, [i18n, language]);

  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}
