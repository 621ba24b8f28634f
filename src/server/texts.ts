import i18next, { type TFunction } from 'i18next';
import type { Language } from '@/basics/language';
import type { LocalisedText } from '@/domain/localised-text';
import caseMailDe from '../../locales/de/caseMail.json';
import casesDe from '../../locales/de/cases.json';
import commissioningDe from '../../locales/de/commissioning.json';
import declarationsDe from '../../locales/de/declarations.json';
import errorsDe from '../../locales/de/errors.json';
import mailDe from '../../locales/de/mail.json';
import membershipsDe from '../../locales/de/memberships.json';
import newsletterDe from '../../locales/de/newsletter.json';
import privacyDe from '../../locales/de/privacy.json';
import caseMailEn from '../../locales/en/caseMail.json';
import casesEn from '../../locales/en/cases.json';
import commissioningEn from '../../locales/en/commissioning.json';
import declarationsEn from '../../locales/en/declarations.json';
import errorsEn from '../../locales/en/errors.json';
import mailEn from '../../locales/en/mail.json';
import membershipsEn from '../../locales/en/memberships.json';
import newsletterEn from '../../locales/en/newsletter.json';
import privacyEn from '../../locales/en/privacy.json';

/**
 * The backend's and the CLI's own texts (product titles, status texts, e-mails, error messages, the
 * order confirmation) from the
 * same locale files as the portal's screens, so a product or a failure is called the same in the API,
 * in mails, in the terminal and on the page. Values are inserted unescaped: the HTML mail layout
 * escapes every text as a whole.
 */
const resources = {
  de: { cases: casesDe, caseMail: caseMailDe, mail: mailDe, errors: errorsDe, commissioning: commissioningDe, memberships: membershipsDe, newsletter: newsletterDe, privacy: privacyDe, declarations: declarationsDe },
  en: { cases: casesEn, caseMail: caseMailEn, mail: mailEn, errors: errorsEn, commissioning: commissioningEn, memberships: membershipsEn, newsletter: newsletterEn, privacy: privacyEn, declarations: declarationsEn },
};

export type ServerNamespace = keyof (typeof resources)['de'];

const instance = i18next.createInstance();
void instance.init({
  resources,
  lng: 'de',
  fallbackLng: false,
  ns: Object.keys(resources.de),
  interpolation: { escapeValue: false },
  initAsync: false,
});

/** Whether a namespace has a text under `key` in a language. */
export const hasText = (language: Language, namespace: ServerNamespace, key: string): boolean => instance.exists(key, { lng: language, ns: namespace });

/** The texts of one namespace in one language. */
export const textsOf = <N extends ServerNamespace>(language: Language, namespace: N): TFunction<N> =>
  instance.getFixedT(language, namespace);

/**
 * A text a domain module answered (src/domain/localised-text.ts) in words: a key of the `commissioning`
 * namespace, or of the namespace it names (`cases:deadline.short.daysLeft`).
 */
export const inWords = (language: Language, { key, values }: LocalisedText): string =>
  (instance.getFixedT(language, 'commissioning') as unknown as (key: string, values: object) => string)(key, values);
