import i18next, { type TFunction } from 'i18next';
import type { Language } from '@/i18n/language';
import caseMailDe from '../../../locales/de/caseMail.json';
import caseMailEn from '../../../locales/en/caseMail.json';
import casesDe from '../../../locales/de/cases.json';
import casesEn from '../../../locales/en/cases.json';

/**
 * The backend's own translations: product titles, status texts and notification mails come from the
 * same locale files as the portal's screens, so a product is called the same in the API, in mails and
 * on the page.
 */
const instance = i18next.createInstance();
void instance.init({
  resources: {
    de: { cases: casesDe, caseMail: caseMailDe },
    en: { cases: casesEn, caseMail: caseMailEn },
  },
  lng: 'de',
  fallbackLng: false,
  ns: ['cases', 'caseMail'],
  defaultNS: 'cases',
  // Values are inserted as they are; HTML templates escape them themselves (see notifications.ts).
  interpolation: { escapeValue: false },
  initAsync: false,
});

export const casesText = (language: Language): TFunction<'cases'> => instance.getFixedT(language, 'cases');

export const mailText = (language: Language): TFunction<'caseMail'> => instance.getFixedT(language, 'caseMail');
