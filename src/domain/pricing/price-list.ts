import { isProductName, type ProductName } from '../products';
import { defaultPriceList } from './default-price-list';
import { type MembershipPlanTerms, type MembershipPlanName, cheapestTariff, isMembershipPlanName, membershipPlanBounds } from './membership-plans';
import { type SuccessFeeRule, successFeeBounds, successFeeKinds } from './success-fees';

/** Every price the portal quotes: a success-fee rule per product and the membership plans. */
export interface PriceList {
  successFees: Record<ProductName, SuccessFeeRule>;
  memberships: Record<MembershipPlanName, MembershipPlanTerms>;
}

/** A configured price list that cannot be used; `problems` name each wrong value by its path. */
export class PriceListError extends Error {
  constructor(readonly problems: string[]) {
    super(`invalid price list:\n- ${problems.join('\n- ')}`);
    this.name = 'PriceListError';
  }
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

function checkKeys(value: Json, allowed: readonly string[], path: string, problems: string[]) {
  for (const key of Object.keys(value)) if (!allowed.includes(key)) problems.push(`${path}.${key}: unknown field (allowed: ${allowed.join(', ')})`);
}

function checkNumber(value: unknown, path: string, bounds: { min: number; max: number }, decimals: number, problems: string[]): number {
  const ok =
    typeof value === 'number' &&
    Number.isFinite(value) &&
    value >= bounds.min &&
    value <= bounds.max &&
    Math.abs(Math.round(value * 10 ** decimals) - value * 10 ** decimals) < 1e-9;
  if (!ok) {
    const kind = decimals === 0 ? 'a whole number' : `a number with at most ${decimals} decimals`;
    problems.push(`${path}: must be ${kind} from ${bounds.min} to ${bounds.max}, got ${JSON.stringify(value)}`);
  }
  return value as number;
}

function parseRule(product: ProductName, value: unknown, problems: string[]): SuccessFeeRule | undefined {
  const path = `successFees.${product}`;
  const kind = successFeeKinds[product];
  if (!isObject(value)) {
    problems.push(`${path}: must be an object`);
    return undefined;
  }
  if (value.kind !== kind) {
    problems.push(`${path}.kind: must be "${kind}" (the price pages describe this product's fee that way), got ${JSON.stringify(value.kind)}`);
    return undefined;
  }
  const before = problems.length;
  let rule: SuccessFeeRule;
  if (kind === 'monthly_multiple') {
    checkKeys(value, ['kind', 'months'], path, problems);
    rule = { kind, months: checkNumber(value.months, `${path}.months`, successFeeBounds.months, 0, problems) };
  } else if (kind === 'share') {
    checkKeys(value, ['kind', 'percent'], path, problems);
    rule = { kind, percent: checkNumber(value.percent, `${path}.percent`, successFeeBounds.percent, 2, problems) };
  } else {
    checkKeys(value, ['kind', 'payoutCents'], path, problems);
    rule = { kind, payoutCents: checkNumber(value.payoutCents, `${path}.payoutCents`, successFeeBounds.payoutCents, 0, problems) };
  }
  return problems.length === before ? rule : undefined;
}

function parsePlan(name: MembershipPlanName, value: unknown, problems: string[]): MembershipPlanTerms | undefined {
  const path = `memberships.${name}`;
  if (!isObject(value)) {
    problems.push(`${path}: must be an object`);
    return undefined;
  }
  const before = problems.length;
  checkKeys(value, ['tariffs', 'minimumTermMonths', 'noticePeriodMonths', 'preNotificationDays'], path, problems);
  // Fields left out keep their default; a given list of tariffs replaces the default list.
  const plan = { ...defaultPriceList.memberships[name], ...value } as MembershipPlanTerms;
  if (!Array.isArray(plan.tariffs) || plan.tariffs.length === 0) {
    problems.push(`${path}.tariffs: must be a non-empty list`);
  } else {
    const ids = new Set<string>();
    plan.tariffs.forEach((tariff: unknown, index) => {
      const tariffPath = `${path}.tariffs[${index}]`;
      if (!isObject(tariff)) return problems.push(`${tariffPath}: must be an object`);
      checkKeys(tariff, ['id', 'title', 'monthlyPriceCents'], tariffPath, problems);
      const title = tariff.title;
      const titled = isObject(title) && (['de', 'en'] as const).every((language) => typeof title[language] === 'string' && /\S/.test(title[language] as string) && (title[language] as string).length <= 60);
      if (!titled) problems.push(`${tariffPath}.title: must be {"de": "…", "en": "…"}, each at most 60 characters`);
      if (typeof tariff.id !== 'string' || !/^[a-z0-9][a-z0-9-]{0,31}$/.test(tariff.id)) problems.push(`${tariffPath}.id: must be a slug (a-z, 0-9, -; at most 32)`);
      else if (ids.has(tariff.id)) problems.push(`${tariffPath}.id: "${tariff.id}" is used twice`);
      else ids.add(tariff.id);
      checkNumber(tariff.monthlyPriceCents, `${tariffPath}.monthlyPriceCents`, membershipPlanBounds.monthlyPriceCents, 0, problems);
    });
  }
  checkNumber(plan.minimumTermMonths, `${path}.minimumTermMonths`, membershipPlanBounds.minimumTermMonths, 0, problems);
  checkNumber(plan.noticePeriodMonths, `${path}.noticePeriodMonths`, membershipPlanBounds.noticePeriodMonths, 0, problems);
  checkNumber(plan.preNotificationDays, `${path}.preNotificationDays`, membershipPlanBounds.preNotificationDays, 0, problems);
  return problems.length === before ? { ...plan, tariffs: plan.tariffs.map(({ id, title, monthlyPriceCents }) => ({ id, title: { de: title.de.trim(), en: title.en.trim() }, monthlyPriceCents })) } : undefined;
}

/**
 * The price list with an operator's overrides applied: `{successFees?: {<product>: rule},
 * memberships?: {<plan>: partial plan}}`. A product's rule is replaced whole; a plan's fields are
 * replaced one by one. Anything unknown or out of bounds throws a PriceListError naming every problem.
 */
export function applyPriceListOverrides(overrides: unknown, base: PriceList = defaultPriceList): PriceList {
  const problems: string[] = [];
  if (!isObject(overrides)) throw new PriceListError(['the price list must be a JSON object']);
  checkKeys(overrides, ['successFees', 'memberships'], '(root)', problems);
  const result: PriceList = { successFees: { ...base.successFees }, memberships: { ...base.memberships } };

  const fees = overrides.successFees ?? {};
  if (!isObject(fees)) problems.push('successFees: must be an object');
  else
    for (const [product, value] of Object.entries(fees)) {
      if (!isProductName(product)) problems.push(`successFees.${product}: unknown product`);
      else {
        const rule = parseRule(product, value, problems);
        if (rule) result.successFees[product] = rule;
      }
    }

  const plans = overrides.memberships ?? {};
  if (!isObject(plans)) problems.push('memberships: must be an object');
  else
    for (const [name, value] of Object.entries(plans)) {
      if (!isMembershipPlanName(name)) problems.push(`memberships.${name}: unknown plan`);
      else {
        const plan = parsePlan(name, value, problems);
        if (plan) result.memberships[name] = plan;
      }
    }

  if (problems.length > 0) throw new PriceListError(problems);
  return result;
}

/** The figures the price pages print (src/domain/marketing-figures.ts), in whole euros. */
export interface AdvertisedPrices {
  accountFeePayout: number;
  tenantProtectionMonthly: number;
  employmentProtectionMonthly: number;
}

/**
 * Where a price list contradicts what the price pages say: a customer must never be quoted another
 * figure in the order summary than the page they came from shows.
 */
export function contradictionsWithAdvertisedPrices(list: PriceList, advertised: AdvertisedPrices): string[] {
  const problems: string[] = [];
  const compare = (path: string, cents: number, euros: number, what: string) => {
    if (cents !== Math.round(euros * 100)) problems.push(`${path} is ${cents} cents, but the price pages say ${what} ${euros} EUR`);
  };
  const payout = list.successFees['account-fees'];
  if (payout.kind === 'payout') compare('successFees.account-fees.payoutCents', payout.payoutCents, advertised.accountFeePayout, 'the payout is');
  // The pages state one price per plan: "from 8 EUR" beside a single tariff would promise a choice
  // that does not exist (§ 5 UWG), so each plan has exactly the one tariff the pages name.
  const plans = [
    ['tenant-protection', advertised.tenantProtectionMonthly],
    ['employment-protection', advertised.employmentProtectionMonthly],
  ] as const;
  for (const [name, euros] of plans) {
    const plan = list.memberships[name];
    if (plan.tariffs.length !== 1) problems.push(`memberships.${name}.tariffs: the price pages state one price, so the plan has one tariff`);
    compare(`memberships.${name} (tariff)`, cheapestTariff(plan).monthlyPriceCents, euros, 'it costs');
  }
  return problems;
}
