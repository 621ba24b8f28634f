import i18next, { type TFunction } from 'i18next';
import type { LocalisedText } from '@/domain/localised-text';
import type { Language } from '@/i18n/language';
import de from '../../../locales/de/commissioning.json';
import en from '../../../locales/en/commissioning.json';

/** The `commissioning` namespace for the backend (the confirmation PDF, the e-mail), unescaped. */
const instance = i18next.createInstance();
void instance.init({
  resources: { de: { commissioning: de }, en: { commissioning: en } },
  lng: 'de',
  fallbackLng: false,
  ns: ['commissioning'],
  defaultNS: 'commissioning',
  interpolation: { escapeValue: false },
  initAsync: false,
});

export type CommissioningTexts = TFunction<'commissioning'>;

export const commissioningTexts = (language: Language): CommissioningTexts => instance.getFixedT(language, 'commissioning');

/** A text a domain module answered (src/domain/localised-text.ts) in words. */
export const inWords = (language: Language, { key, values }: LocalisedText): string =>
  (commissioningTexts(language) as unknown as (key: string, values: object) => string)(key, values);
