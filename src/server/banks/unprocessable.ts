/**
 * Institutes against which no account-fee claim can be pursued, each with its reason, so the list can
 * be checked. The claim (BGH, judgment of 27 April 2021, XI ZR 26/20) concerns fees on consumer
 * current accounts that were raised by "tacit consent"; an institute that holds no consumer current
 * accounts cannot owe such a refund. They stay searchable so a visitor who picks one gets the honest
 * negative result instead of "not found".
 */
export type UnprocessableReason =
  /** The central bank keeps accounts for banks and public bodies only. */
  | 'central_bank'
  /** Promotional banks of the Federation and the Länder lend through other banks; no current accounts. */
  | 'promotional_bank'
  /** Building societies hold savings and loan contracts (Bausparverträge), not current accounts. */
  | 'building_society'
  /** Institutes that serve businesses only (merchant payments, real-estate finance, payment infrastructure). */
  | 'business_clients_only';

export interface UnprocessableRule {
  /** Tested against the name the search shows. */
  matches: RegExp;
  reason: UnprocessableReason;
}

export const unprocessableRules: readonly UnprocessableRule[] = [
  { matches: /^Deutsche Bundesbank$/, reason: 'central_bank' },
  { matches: /^KfW$/, reason: 'promotional_bank' },
  { matches: /^Landwirtschaftliche Rentenbank$/, reason: 'promotional_bank' },
  { matches: /^NRW\.BANK$/, reason: 'promotional_bank' },
  { matches: /^Investitionsbank\b/, reason: 'promotional_bank' },
  { matches: /\bFörderbank\b/, reason: 'promotional_bank' },
  { matches: /^Sächsische Aufbaubank\b/, reason: 'promotional_bank' },
  { matches: /Bausparkasse\b|^LBS\b/i, reason: 'building_society' },
  { matches: /^Aareal Bank\b/, reason: 'business_clients_only' },
  { matches: /^Adyen\b/, reason: 'business_clients_only' },
  { matches: /^Banking Circle\b/, reason: 'business_clients_only' },
];

export function unprocessableReason(name: string): UnprocessableReason | undefined {
  return unprocessableRules.find((rule) => rule.matches.test(name))?.reason;
}
