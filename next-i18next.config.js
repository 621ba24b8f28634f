// @ts-check
// next-i18next settings for the pages router. The language of a page comes from its path (see
// src/i18n/language.ts) and is passed to serverSideTranslations explicitly; the browser detector below
// only decides where no page language is given, in the order the spec prescribes.
const isBrowser = typeof window !== 'undefined';

/** @type {import('next-i18next/pages').UserConfig} */
module.exports = {
  i18n: {
    defaultLocale: 'de',
    locales: ['de', 'en'],
  },
  defaultNS: 'common',
  // DE and EN keys are kept at parity by tests/i18n/locale-parity.test.ts, so no page ships a second language.
  fallbackLng: false,
  localePath: './locales',
  // The config holds a plugin instance, which cannot travel through page props as JSON.
  serializeConfig: false,
  use: isBrowser ? [require('i18next-browser-languagedetector').default] : [],
  detection: {
    order: ['querystring', 'cookie', 'localStorage', 'navigator', 'htmlTag'],
    lookupQuerystring: 'lng',
    caches: [],
  },
  react: { useSuspense: false },
};
