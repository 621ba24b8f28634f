// Typed translation keys: a key missing from the German files fails the type check, and the
// parity test (tests/unit/i18n/locale-parity.test.ts) makes the English files match.
import 'i18next';
import type areas from '../../locales/de/areas.json';
import type auth from '../../locales/de/auth.json';
import type calculators from '../../locales/de/calculators.json';
import type caseMail from '../../locales/de/caseMail.json';
import type caseOrder from '../../locales/de/caseOrder.json';
import type caseStatus from '../../locales/de/caseStatus.json';
import type cases from '../../locales/de/cases.json';
import type commissioning from '../../locales/de/commissioning.json';
import type common from '../../locales/de/common.json';
import type content from '../../locales/de/content.json';
import type dashboard from '../../locales/de/dashboard.json';
import type declarations from '../../locales/de/declarations.json';
import type errors from '../../locales/de/errors.json';
import type giroFunnel from '../../locales/de/giroFunnel.json';
import type home from '../../locales/de/home.json';
import type mail from '../../locales/de/mail.json';
import type memberships from '../../locales/de/memberships.json';
import type messages from '../../locales/de/messages.json';
import type newsletter from '../../locales/de/newsletter.json';
import type orderFunnel from '../../locales/de/orderFunnel.json';
import type staff from '../../locales/de/staff.json';
import type staffCases from '../../locales/de/staffCases.json';
import type privacy from '../../locales/de/privacy.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      areas: typeof areas;
      auth: typeof auth;
      calculators: typeof calculators;
      caseMail: typeof caseMail;
      caseOrder: typeof caseOrder;
      caseStatus: typeof caseStatus;
      cases: typeof cases;
      commissioning: typeof commissioning;
      common: typeof common;
      content: typeof content;
      dashboard: typeof dashboard;
      declarations: typeof declarations;
      errors: typeof errors;
      giroFunnel: typeof giroFunnel;
      home: typeof home;
      mail: typeof mail;
      memberships: typeof memberships;
      messages: typeof messages;
      newsletter: typeof newsletter;
      orderFunnel: typeof orderFunnel;
      staff: typeof staff;
      staffCases: typeof staffCases;
      privacy: typeof privacy;
    };
  }
}
