/**
 * Translation namespaces, one per area of the portal (files locales/<language>/<namespace>.json).
 * Pages load only the namespaces they list; `common` holds what the layout needs on every page.
 * Adding a namespace: add the two files, list it here and in src/i18n/i18next.d.ts.
 */
export const namespaces = [
  'common',
  'errors',
  'home',
  'areas',
  'auth',
  'dashboard',
  'caseStatus',
  'cases',
  'caseMail',
  // What a case ordered online shows its customer: the dismissal deadline, the documents.
  'caseOrder',
  // A case's conversation: messages and their documents, on the case page and the dashboard.
  'messages',
  'giroFunnel',
  'content',
  'calculators',
  // Commissioning: fee rules, memberships, mandate and order confirmation.
  'commissioning',
  // The order funnel's screens.
  'orderFunnel',
  // Memberships: taking one out and cancelling it (screens and their e-mails).
  'memberships',
  // Withdrawing from a contract without signing in (the withdrawal function), and the receipts of withdrawals and cancellations.
  'declarations',
  // The back office: staff sign-in, enrolment, staff management, audit log.
  'staff',
  // The back office's case work: inbox and case view.
  'staffCases',
  // The customer's own data (archive, deleting the account) and rating a closed case.
  'privacy',
  // The newsletter: signing up with double opt-in, confirming, unsubscribing, and its e-mails.
  'newsletter',
  // Texts of the e-mails the backend sends (src/server/mail); never loaded by pages.
  'mail',
] as const;

export type Namespace = (typeof namespaces)[number];
