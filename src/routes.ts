/**
 * The route table: the one place that knows every path of the portal in both languages. Links, the
 * DE | EN switch, hreflang alternates, the sitemap and the tests read it; nothing else writes a path.
 * A path may hold `[param]` segments, filled in by `routePath`.
 */
import { type Language, languages } from '@/basics/language';

export interface RouteDefinition {
  de: string;
  en: string;
  /**
   * A full-screen flow of the mobile app: with `shell_app` in the query it shows the page alone,
   * without the bottom app navigation (docs/architecture.md, "Layout modes").
   */
  appRoute?: boolean;
  /** Query parameters that belong to this page and are never carried into links to other pages. */
  ownParams?: readonly string[];
  /** Private or per-visitor pages stay out of the sitemap and carry `noindex`. */
  private?: boolean;
  /**
   * Partner sites named in FRAME_ANCESTORS may show the page in an iframe (the iframe layout mode):
   * public pages, calculators and the mini funnel. Pages that take credentials or show customer data
   * never are (`frame-ancestors 'none'`), nor is anything outside the route table.
   */
  embeddable?: boolean;
  /** A page of the back office (staff only): `noindex` in its headers too, its own session cookie. */
  staff?: boolean;
  /**
   * Parameters whose values read differently in each language's path: per parameter, per value (the
   * identifier code and APIs use), the path segment in each language.
   */
  segments?: Record<string, Record<string, Record<Language, string>>>;
}

/**
 * A product's order funnel speaks the page's language in its path: `/beauftragen/mietpreisbremse`,
 * `/en/commission/rent-brake`. The keys are the products' names (src/domain/products.ts; a unit test
 * checks that every product has its segments). Any other language's segment, or the name itself,
 * is an old link and is redirected to the page's own segment.
 */
const productSegments = {
  'rent-brake': { de: 'mietpreisbremse', en: 'rent-brake' },
  'rent-increase': { de: 'mieterhoehung', en: 'rent-increase' },
  deposit: { de: 'mietkaution', en: 'deposit' },
  'rent-reduction': { de: 'mietminderung', en: 'rent-reduction' },
  'cosmetic-repairs': { de: 'schoenheitsreparaturen', en: 'cosmetic-repairs' },
  dismissal: { de: 'kuendigung', en: 'dismissal' },
  'termination-agreement': { de: 'aufhebungsvertrag', en: 'termination-agreement' },
  'account-fees': { de: 'kontogebuehren', en: 'account-fees' },
  'premium-savings': { de: 'praemiensparvertraege', en: 'premium-savings' },
  'slow-internet': { de: 'langsames-internet', en: 'slow-internet' },
} as const satisfies Record<string, Record<Language, string>>;

export const routes = {
  home: { de: '/', en: '/en', embeddable: true },
  rentArea: { de: '/miete', en: '/en/rent', embeddable: true },
  labourArea: { de: '/arbeit', en: '/en/labour', embeddable: true },
  caseStatus: { de: '/case', en: '/en/case', appRoute: true, ownParams: ['id'], private: true },
  // The link in an order's or a membership's mail: proves the address (a button posts the token).
  addressProof: { de: '/adresse-bestaetigen', en: '/en/confirm-address', appRoute: true, ownParams: ['token'], private: true },
  // `confirmed` / `confirmation_error` (expired, invalid): where the e-mail confirmation link lands;
  // `password_changed`: after a password reset.
  signIn: { de: '/anmelden', en: '/en/signin', appRoute: true, ownParams: ['confirmed', 'confirmation_error', 'password_changed'] },
  signUp: { de: '/registrieren', en: '/en/signup', appRoute: true },
  passwordReset: {
    de: '/kennwort-zuruecksetzen',
    en: '/en/reset-password',
    appRoute: true,
    // The reset credentials must never travel on into other links. `first`: the link of an order's
    // confirmation, which sets a new account's first password and then signs in.
    ownParams: ['uid', 'client_id', 'access-token', 'first'],
    private: true,
  },
  dashboard: { de: '/dashboard', en: '/en/dashboard', private: true },
  // A signed-in customer chooses a new password (current password, new one twice).
  passwordChange: { de: '/kennwort-aendern', en: '/en/change-password', private: true },
  // Ends the session: the account menu posts to it (works without client JavaScript too); a visit asks first.
  signOut: { de: '/abmelden', en: '/en/signout', private: true },
  // The signed-in customer deletes the account (password), and where that leaves them, signed out.
  accountDeletion: { de: '/konto-loeschen', en: '/en/delete-account', private: true },
  accountDeleted: { de: '/konto-geloescht', en: '/en/account-deleted', private: true },
  giroFunnel: {
    de: '/minifunnel/girokosten',
    en: '/en/minifunnel/girokosten',
    appRoute: true,
    embeddable: true,
    ownParams: ['bankName', 'accountOpened', 'feesChanged', 'expressConsent', 'expressConsentYear', 'stillPaying', 'paidUntilYear', 'monthlyFee'],
  },
  // Commissioning online: a product's order funnel. `step` is the funnel's step, so that the browser's
  // back button goes back a step.
  orderFunnel: {
    de: '/beauftragen/[product]',
    en: '/en/commission/[product]',
    appRoute: true,
    ownParams: ['step'],
    private: true,
    segments: { product: productSegments },
  },

  // Services
  rentBrake: { de: '/mietpreisbremse', en: '/en/rent-brake', embeddable: true },
  // The check's form fields: a GET of the form is answered on the server and its URL shared, but the
  // values never travel on into other links.
  rentBrakeCheck: {
    de: '/mietpreisbremse/rechner',
    en: '/en/rent-brake/check',
    embeddable: true,
    ownParams: [
      'postalCode',
      'municipality',
      'land',
      'signedOn',
      'tenancyStart',
      'netColdRent',
      'livingArea',
      'previousRent',
      'modernisation',
      'newBuild',
      'comprehensiveModernisation',
      'temporaryUse',
      'graduatedRent',
      'indexRent',
      'disclosed',
    ],
  },
  rentIncrease: { de: '/mieterhoehung', en: '/en/rent-increase', embeddable: true },
  deposit: { de: '/mietkaution', en: '/en/deposit', embeddable: true },
  rentReduction: { de: '/mietminderung', en: '/en/rent-reduction', embeddable: true },
  cosmeticRepairs: { de: '/schoenheitsreparaturen', en: '/en/cosmetic-repairs', embeddable: true },
  tenantProtection: { de: '/mieterschutz', en: '/en/tenant-protection', embeddable: true },
  dismissalCheck: { de: '/kuendigung-pruefen', en: '/en/dismissal-check', embeddable: true },
  // As the rent-brake check's: the form's fields answer on the server but stay out of other links.
  severanceCalculator: {
    de: '/abfindungsrechner',
    en: '/en/severance-calculator',
    embeddable: true,
    ownParams: ['employmentStartMonth', 'employmentStartYear', 'employmentEnd', 'companySize', 'grossMonthlySalary', 'moreThanSixMonths'],
  },
  terminationAgreement: { de: '/aufhebungsvertrag', en: '/en/termination-agreement', embeddable: true },
  employmentProtection: { de: '/arbeitsrechtsschutz', en: '/en/employment-protection', embeddable: true },
  // Taking out a membership (paid monthly by SEPA direct debit), and cancelling one without an account (§ 312k BGB)
  tenantProtectionOrder: { de: '/mieterschutz/abschliessen', en: '/en/tenant-protection/sign-up', appRoute: true },
  employmentProtectionOrder: { de: '/arbeitsrechtsschutz/abschliessen', en: '/en/employment-protection/sign-up', appRoute: true },
  /** A membership's conversation with the team: the member's questions with documents, and the answers. */
  membershipQuestions: { de: '/mitgliedschaft/fragen', en: '/en/membership/questions', appRoute: true, ownParams: ['reference'], private: true },
  membershipCancellation: { de: '/vertraege-kuendigen', en: '/en/cancel-contracts', appRoute: true, ownParams: ['reference'] },
  // The withdrawal function (§ 356a BGB): withdrawing from an order or a membership without signing in.
  // `reference`: the contract the link came from (the case page, the confirmation mail), filled in.
  contractWithdrawal: { de: '/vertrag-widerrufen', en: '/en/withdraw-from-contract', appRoute: true, ownParams: ['reference'] },
  accountFees: { de: '/kontogebuehren', en: '/en/account-fees', embeddable: true },
  premiumSavings: { de: '/praemiensparvertraege', en: '/en/premium-savings', embeddable: true },
  slowInternet: { de: '/langsames-internet', en: '/en/slow-internet', embeddable: true },

  // Company and help
  howItWorks: { de: '/so-funktionierts', en: '/en/how-it-works', embeddable: true },
  pricesRent: { de: '/preise/miete', en: '/en/prices/rent', embeddable: true },
  pricesLabour: { de: '/preise/arbeit', en: '/en/prices/labour', embeddable: true },
  pricesFinance: { de: '/preise/finanzen', en: '/en/prices/finance', embeddable: true },
  faq: { de: '/faq', en: '/en/faq', embeddable: true },
  about: { de: '/ueber-uns', en: '/en/about', embeddable: true },
  experiences: { de: '/kundenerfahrungen', en: '/en/customer-experiences', embeddable: true },
  referral: { de: '/empfehlen', en: '/en/referral', embeddable: true },
  newsletter: { de: '/newsletter', en: '/en/newsletter', embeddable: true },
  // Signing up for the newsletter (double opt-in), confirming from the mail's link, unsubscribing from every mail's link.
  newsletterSignUp: { de: '/newsletter/anmelden', en: '/en/newsletter/sign-up', appRoute: true },
  newsletterConfirmation: { de: '/newsletter/bestaetigen', en: '/en/newsletter/confirm', appRoute: true, private: true, ownParams: ['token'] },
  newsletterUnsubscribe: { de: '/newsletter/abmelden', en: '/en/newsletter/unsubscribe', appRoute: true, private: true, ownParams: ['id'] },
  career: { de: '/karriere', en: '/en/career', embeddable: true },
  press: { de: '/presse', en: '/en/press', embeddable: true },
  imprint: { de: '/impressum', en: '/en/imprint', embeddable: true },
  privacy: { de: '/datenschutz', en: '/en/privacy', embeddable: true },
  accessibility: { de: '/barrierefreiheit', en: '/en/accessibility', embeddable: true },
  // The contract texts an order agrees to, in their current version (content/commissioning)
  terms: { de: '/agb', en: '/en/terms', embeddable: true },
  withdrawal: { de: '/widerrufsbelehrung', en: '/en/right-of-withdrawal', embeddable: true },

  // Guides: articles from content/articles (each language has its own slugs)
  guides: { de: '/ratgeber', en: '/en/guides', embeddable: true },
  article: { de: '/ratgeber/[slug]', en: '/en/guides/[slug]', embeddable: true },

  // The back office: the provider's staff, under their own prefix, never indexed nor framed.
  staffHome: { de: '/backoffice', en: '/en/backoffice', private: true, staff: true },
  // `expired`: a session ended by the idle timeout; `signed_out`: after signing out.
  staffSignIn: { de: '/backoffice/anmelden', en: '/en/backoffice/signin', ownParams: ['expired', 'signed_out'], private: true, staff: true },
  // Where an invitation link lands: `token` is the invitation's secret and never travels on.
  staffEnrolment: { de: '/backoffice/einrichten', en: '/en/backoffice/enrol', ownParams: ['token'], private: true, staff: true },
  staffMembers: { de: '/backoffice/mitarbeitende', en: '/en/backoffice/staff', private: true, staff: true },
  staffAuditLog: { de: '/backoffice/protokoll', en: '/en/backoffice/audit-log', ownParams: ['page'], private: true, staff: true },
  // Working cases: the inbox (its filters are a GET form) and one case by its reference number.
  staffInbox: { de: '/backoffice/faelle', en: '/en/backoffice/cases', ownParams: ['q', 'product_name', 'status', 'assignee', 'unanswered', 'deadline_alert', 'page'], private: true, staff: true },
  staffCase: { de: '/backoffice/faelle/[reference]', en: '/en/backoffice/cases/[reference]', private: true, staff: true },
  staffReviews: { de: '/backoffice/bewertungen', en: '/en/backoffice/reviews', private: true, staff: true },
  // Withdrawals and cancellations received without signing in: those to match or check, or all (`show`).
  staffDeclarations: { de: '/backoffice/erklaerungen', en: '/en/backoffice/declarations', ownParams: ['show'], private: true, staff: true },
  // Memberships with their mandates, debits and declarations; `q` searches them.
  staffMemberships: { de: '/backoffice/mitgliedschaften', en: '/en/backoffice/memberships', ownParams: ['q'], private: true, staff: true },
} as const satisfies Record<string, RouteDefinition>;

export type RouteId = keyof typeof routes;
export type RouteParams = Record<string, string>;

export const routeIds = Object.keys(routes) as RouteId[];

const definition = (id: RouteId): RouteDefinition => routes[id];

/** The path segment of a parameter's value in a language (the value itself where the route has none). */
export const routeSegment = (id: RouteId, name: string, value: string, language: Language): string =>
  definition(id).segments?.[name]?.[value]?.[language] ?? value;

/**
 * The value behind a path segment of a parameter, read from any language's segment or the value
 * itself (an old link); a segment the route does not know comes back as it is.
 */
export function routeParamValue(id: RouteId, name: string, segment: string): string {
  const values = definition(id).segments?.[name];
  if (!values) return segment;
  const found = Object.entries(values).find(([value, bySegment]) => value === segment || languages.some((language) => bySegment[language] === segment));
  return found ? found[0] : segment;
}

/** The path of a route in a language, with `[param]` segments filled in. */
export function routePath(id: RouteId, language: Language, params: RouteParams = {}): string {
  return definition(id)[language].replace(/\[(\w+)\]/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Route ${id} needs the parameter "${name}"`);
    return encodeURIComponent(routeSegment(id, name, value, language));
  });
}

/** The names of a route's `[param]` segments. */
export const routeParamNames = (id: RouteId): string[] => Array.from(definition(id).de.matchAll(/\[(\w+)\]/g), (match) => match[1]);

/** The page's path in each language, as the brand bar's language switch and hreflang need them. */
export function routeSlugs(id: RouteId, params: RouteParams = {}): Record<Language, string> {
  return { de: routePath(id, 'de', params), en: routePath(id, 'en', params) };
}

export interface RouteMatch {
  id: RouteId;
  language: Language;
  params: RouteParams;
}

/**
 * Finds the route of a page path. Accepts both Next's page pattern (`/ratgeber/[slug]`, as in
 * `router.pathname`) and a concrete path (`/ratgeber/mietpreisbremse-2025`).
 */
export function matchRoute(path: string): RouteMatch | undefined {
  const pathname = path.split(/[?#]/, 1)[0].replace(/(.)\/$/, '$1');
  // Every link asks for its page's route on every render; the table never changes, so answers are kept.
  if (matches.has(pathname)) return matches.get(pathname);
  const match = findRoute(pathname);
  // Callers pass page patterns (a bounded set); the cap keeps stray paths from growing it.
  if (matches.size < 1000) matches.set(pathname, match);
  return match;
}

const matches = new Map<string, RouteMatch | undefined>();

function findRoute(pathname: string): RouteMatch | undefined {
  // Fixed paths win over patterns, as in Next's own routing.
  for (const id of routeIds) {
    for (const language of languages) {
      if (definition(id)[language] === pathname) return { id, language, params: {} };
    }
  }
  for (const id of routeIds) {
    for (const language of languages) {
      const params = matchPattern(definition(id)[language], pathname);
      if (params) return { id, language, params: Object.fromEntries(Object.entries(params).map(([name, segment]) => [name, routeParamValue(id, name, segment)])) };
    }
  }
  return undefined;
}

function matchPattern(pattern: string, pathname: string): RouteParams | undefined {
  if (!pattern.includes('[')) return undefined;
  const names: string[] = [];
  const source = pattern
    .split('/')
    .map((segment) => {
      const param = /^\[(\w+)\]$/.exec(segment);
      if (!param) return segment.replace(/[.*+?^${}()|\\]/g, '\\$&');
      names.push(param[1]);
      return '([^/]+)';
    })
    .join('/');
  const match = new RegExp(`^${source}$`).exec(pathname);
  if (!match) return undefined;
  return Object.fromEntries(names.map((name, index) => [name, decodeURIComponent(match[index + 1])]));
}

export const isAppRoute = (id: RouteId | undefined) => Boolean(id && definition(id).appRoute);

export const ownParamsOf = (id: RouteId | undefined): readonly string[] => (id ? definition(id).ownParams ?? [] : []);

export const isPrivateRoute = (id: RouteId) => Boolean(definition(id).private);

export const isEmbeddableRoute = (id: RouteId) => Boolean(definition(id).embeddable);

export const isStaffRoute = (id: RouteId) => Boolean(definition(id).staff);
