import i18next, { type TFunction } from 'i18next';
import type { Language } from '@/i18n/language';
import de from '../../../locales/de/mail.json';
import en from '../../../locales/en/mail.json';

/**
 * The `mail` namespace of locales/<language>/mail.json, for the backend. Values are inserted
 * unescaped here: the HTML layout escapes every text as a whole.
 */
const instance = i18next.createInstance();
void instance.init({
  resources: { de: { mail: de }, en: { mail: en } },
  lng: 'de',
  fallbackLng: false,
  ns: ['mail'],
  defaultNS: 'mail',
  interpolation: { escapeValue: false },
  initAsync: false,
});

export type MailTexts = TFunction<'mail'>;

export const mailTexts = (language: Language): MailTexts => instance.getFixedT(language, 'mail');
