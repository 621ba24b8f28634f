// @ts-check
// next-i18next settings for serverSideTranslations (src/i18n/translations.ts), which loads a page's
// namespaces on the server. The language of a page comes from its path (src/i18n/language.ts); the
// browser side, with the spec's detection order, is src/i18n/I18nProvider.tsx.

/** @type {import('next-i18next/pages').UserConfig} */
module.exports = {
  i18n: {
    defaultLocale: 'de',
    locales: ['de', 'en'],
  },
  defaultNS: 'common',
  // DE and EN keys are kept at parity by tests/unit/i18n/locale-parity.test.ts, so no page ships a second language.
  fallbackLng: false,
  localePath: './locales',
  // The browser builds its instance from the page's resources alone; the config stays on the server.
  serializeConfig: false,
};
