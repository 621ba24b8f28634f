/**
 * The words and limits the contracts are written in, without the schema library: screens render with
 * them (a select's options, a badge, a hint) without loading the contracts themselves, and server, CLI
 * and contracts take them from here. Texts for each word live in the locales.
 */

/**
 * The products a case can be about: the stable identifier in every API (the engine's `product_name`,
 * the case-details questionnaire's file name). Titles: `cases:products.<name>.title`.
 */
export const productNames = [
  'rent-brake',
  'rent-increase',
  'deposit',
  'rent-reduction',
  'cosmetic-repairs',
  'dismissal',
  'termination-agreement',
  'account-fees',
  'premium-savings',
  'slow-internet',
] as const;

export type ProductName = (typeof productNames)[number];

/** A check that a value is one of a list's words. */
const isOneOf =
  <Word extends string>(words: readonly Word[]) =>
  (value: unknown): value is Word =>
    typeof value === 'string' && (words as readonly string[]).includes(value);

export const isProductName = isOneOf(productNames);

/**
 * Where a case stands, in the order a case usually moves through them. Any status may follow any
 * other: a closed case can be reopened, and a case can skip steps (a settlement before any court).
 * Labels and standard descriptions: `cases:statuses.<status>`.
 */
export const caseStatuses = [
  'received',
  'documents_requested',
  'in_review',
  'claim_asserted',
  'negotiation',
  'court',
  'successful',
  'unsuccessful',
  'withdrawn',
] as const;

export type CaseStatus = (typeof caseStatuses)[number];

export const isCaseStatus = isOneOf(caseStatuses);

/** Statuses in which the provider's work on the case is over. */
export const closedStatuses: ReadonlySet<string> = new Set<CaseStatus>(['successful', 'unsuccessful', 'withdrawn']);

/**
 * Where a case-details scout stands on wide screens: beside the history (`left`, `right`) or below it
 * (`other`). Small screens stack everything by `mobile_position`.
 */
export const scoutPositions = ['left', 'right', 'other'] as const;

export type ScoutPosition = (typeof scoutPositions)[number];

/** The severance calculator's company-size bands (employees). */
export const companySizes = ['1-5', '6-10', '11-50', '51-500', '500+'] as const;

export type CompanySize = (typeof companySizes)[number];

/**
 * Password length in characters as people count them (code points). At least 8; the maximum keeps
 * hashing cheap while allowing long passphrases.
 */
export const passwordLength = { min: 8, max: 128 } as const;

/** First and last names, in characters. */
export const maxNameLength = 100;

/**
 * The bank search answers from three characters on (shorter text finds too much to be useful) and
 * refuses more than 100 (no bank is called that).
 */
export const bankSearchLength = { min: 3, max: 100 } as const;
