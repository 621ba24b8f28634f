import fs from 'node:fs';
import path from 'node:path';
import { brand } from '@/basics/brand';
import { provider } from '@/basics/provider';
import { marketingFigures } from '@/domain/marketing-figures';
import { applyPriceListOverrides, contradictionsWithAdvertisedPrices, type PriceList, PriceListError } from '@/domain/pricing/price-list';
import { DEMO_CREDITOR_IDENTIFIER, isValidCreditorIdentifier, normaliseCreditorIdentifier } from '@/domain/sepa/creditor-identifier';
import { documentLimits, uploadQuotas } from '../documents/settings';
import { log } from '../log';
import type { RateLimit } from '../rate-limits/rate-limiter';
import { rateLimitSetting } from '../rate-limits/settings';

/**
 * Settings of online commissioning, read from the environment at run time (listed in .env.example,
 * explained in docs/commissioning.md) and checked once when the server starts, so a wrong price list or
 * creditor identifier stops the start instead of reaching a customer.
 */
const env = (name: string): string | undefined => process.env[name]?.trim() || undefined;

let priceListCache: { file: string | undefined; list: PriceList } | undefined;

/**
 * The prices in force: the defaults (src/domain/pricing/default-price-list.ts) with the overrides of
 * the JSON file PRICE_LIST_FILE, if set. Read once per file name.
 */
export function priceList(): PriceList {
  const file = env('PRICE_LIST_FILE');
  if (priceListCache && priceListCache.file === file) return priceListCache.list;
  let overrides: unknown = {};
  if (file) {
    const resolved = path.resolve(file);
    let text: string;
    try {
      text = fs.readFileSync(resolved, 'utf8');
    } catch (error) {
      throw new Error(`PRICE_LIST_FILE: cannot read ${resolved}: ${(error as Error).message}`);
    }
    try {
      overrides = JSON.parse(text);
    } catch (error) {
      throw new Error(`PRICE_LIST_FILE: ${resolved} is not valid JSON: ${(error as Error).message}`);
    }
  }
  const list = applyPriceListOverrides(overrides);
  const contradictions = contradictionsWithAdvertisedPrices(list, marketingFigures);
  if (contradictions.length > 0) throw new PriceListError(contradictions);
  priceListCache = { file, list };
  return list;
}

/** The creditor a SEPA direct-debit mandate names. */
export interface SepaCreditor {
  name: string;
  identifier: string;
  /** Starts every mandate reference (mandate-reference.ts). */
  mandatePrefix: string;
}

/** The first ten capital letters and digits of the brand: "Klarfall" → "KLARFALL". */
const defaultMandatePrefix = () =>
  brand.name
    .normalize('NFD')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, 10) || 'MANDATE';

/**
 * Undefined while SEPA_CREDITOR_ID is unset: memberships, which are paid by direct debit, cannot be
 * ordered then. `npm run demo` sets the Bundesbank's example identifier, which no bank accepts.
 */
export function sepaCreditor(): SepaCreditor | undefined {
  const raw = env('SEPA_CREDITOR_ID');
  if (!raw) return undefined;
  const identifier = normaliseCreditorIdentifier(raw);
  if (!isValidCreditorIdentifier(identifier)) throw new Error(`SEPA_CREDITOR_ID "${raw}" is no valid creditor identifier (check digits or format)`);
  const mandatePrefix = env('SEPA_MANDATE_PREFIX') ?? defaultMandatePrefix();
  if (!/^[A-Z0-9]{1,10}$/.test(mandatePrefix)) throw new Error(`SEPA_MANDATE_PREFIX must be 1–10 of A–Z and 0–9, got "${mandatePrefix}"`);
  return { name: providerDetails().legalName, identifier, mandatePrefix };
}

/** The provider as the order confirmation names it (Art. 246a § 1 EGBGB: identity, address, contact). */
export interface ProviderDetails {
  legalName: string;
  /** Street, postal code and city, country: one entry per line. */
  address: string[];
  email: string;
  phone: string;
  /** E.g. "Amtsgericht Charlottenburg (Berlin), HRB 123456 B". */
  register: string;
  managingDirectors: string;
}

/** The imprint's data (PROVIDER_*, src/basics/provider.ts), which a production build requires. */
export const providerDetails = (): ProviderDetails => ({
  legalName: provider.company,
  address: [provider.street, `${provider.postalCode} ${provider.city}`, 'Deutschland'],
  email: brand.supportEmail,
  phone: brand.phone,
  register: `${provider.registerCourt}, ${provider.registerNumber}`,
  managingDirectors: provider.managingDirectors,
});

/**
 * How many orders one client IP and one e-mail address may place per window (`<orders>/<seconds>`).
 * A household orders a few products at most; the limits stop a script from filling the back office.
 * Replays of an order count too, so a looping client is stopped as well.
 */
export function orderRateLimits(): { perIp: RateLimit; perEmail: RateLimit } {
  return {
    perIp: rateLimitSetting('RATE_LIMIT_ORDER_PER_IP', '20/3600'),
    perEmail: rateLimitSetting('RATE_LIMIT_ORDER_PER_EMAIL', '10/3600'),
  };
}

/**
 * How many membership cancellations one client IP may send per window: the mandate reference is the
 * secret that names a membership, so guessing it must stay slow.
 */
export const cancellationRateLimit = (): RateLimit => rateLimitSetting('RATE_LIMIT_CANCELLATION_PER_IP', '20/3600');

/** Checks every commissioning setting; throws with the first wrong one. Called at server start. */
export function checkCommissioningSettings(): void {
  priceList();
  const creditor = sepaCreditor();
  if (creditor?.identifier === DEMO_CREDITOR_IDENTIFIER) {
    log.warn('SEPA_CREDITOR_ID is the Bundesbank’s example identifier: fine for the demo, but no bank collects a direct debit with it');
  }
  documentLimits();
  uploadQuotas();
  orderRateLimits();
  cancellationRateLimit();
}
