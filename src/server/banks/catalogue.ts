import { now } from '../clock';
import { searchKey } from '../../basics/search-key';
import { brands } from './brands';
import { nextQuarterFrom, sortCodeTable } from './bundesbank-data';
import { type UnprocessableReason, unprocessableReason } from './unprocessable';

/** A bank as the search offers it. */
export interface Bank {
  name: string;
  unprocessable: boolean;
  /** Why no claim can be pursued (docs/calculators.md); only for unprocessable banks. */
  reason?: UnprocessableReason;
  /** Search keys of the name and of every alias, name first. */
  keys: string[];
}

/**
 * Sort codes that are no bank a customer holds an account with: merged institutes the Bundesbank keeps
 * for routing ("-alt-"), internal business lines ("Gf", "GF"), cash-machine networks ("GAA"), clearing and
 * special codes. Brands are matched before this filter, so "Commerzbank - GF comdirect" still counts.
 */
const technicalCode = /-alt-|\b(Gf|GF|GAA|ITGK|CC|Sonder-BLZ|Settlement|Prepaid Card)\b/;

/** Branch and legal-form additions that make one bank look like many. */
const branchSuffixes: readonly RegExp[] = [
  /\s*\((vormals|ehem\.?|formerly)[^)]*\)/g,
  /\s+(vormals|ehem\.|eh)(\s.*)?$/,
  /,?\s+-?\s*(Filiale|Fil\.?|Zweigniederlassung|Zndl\.?|ZNdl\.?|ZwNdl\.?|Zw Ndl|Ndl\.?|Niederlassung|NL|Agentur)(\s.*)?$/,
  /,?\s+(German|Germany|Frankfurt|Hamburg|Deutschland|Düsseldorf|Munich|München)\s+Branch$/,
];

export function displayName(bundesbankName: string): string {
  let name = bundesbankName;
  for (const suffix of branchSuffixes) name = name.replace(suffix, '');
  return name.replace(/[\s,-]+$/, '').trim() || bundesbankName;
}

/**
 * The name the bank list shows for an institute of the sort-code file: its brand's, or its own without
 * branch additions. Technical codes (merged institutes and the like) keep routing payments, so an IBAN
 * may still carry one; they get their cleaned name too.
 */
export function catalogueName(bundesbankName: string): string {
  return brands.find((brand) => brand.covers.test(bundesbankName))?.name ?? displayName(bundesbankName);
}

/** The bank list from a sort-code table, in alphabetical order: every brand and institute once by name. */
export function buildCatalogue(table: Record<string, string[]>): Bank[] {
  const byKey = new Map<string, Bank>();
  const add = (name: string, aliases: string[]) => {
    const key = searchKey(name);
    const existing = byKey.get(key);
    if (existing) {
      for (const alias of aliases.map(searchKey)) if (!existing.keys.includes(alias)) existing.keys.push(alias);
      return;
    }
    const reason = unprocessableReason(name);
    byKey.set(key, {
      name,
      unprocessable: reason !== undefined,
      ...(reason ? { reason } : {}),
      keys: [key, ...aliases.map(searchKey).filter((alias) => alias !== key)],
    });
  };

  for (const brand of brands) add(brand.name, brand.aliases);
  for (const [shortName] of Object.values(table)) {
    if (brands.some((brand) => brand.covers.test(shortName)) || technicalCode.test(shortName)) continue;
    add(displayName(shortName), []);
  }
  return [...byKey.values()].sort((a, b) => a.name.localeCompare(b.name, 'de'));
}

let cached: { nextQuarter: boolean; banks: Bank[] } | undefined;

/** The bank list of the sort-code data in force now; rebuilt once when the next quarter's data applies. */
export function bankCatalogue(): Bank[] {
  const at = now();
  const nextQuarter = at >= nextQuarterFrom;
  if (cached?.nextQuarter !== nextQuarter) cached = { nextQuarter, banks: buildCatalogue(sortCodeTable(at)) };
  return cached.banks;
}

/** The bank of a name exactly as the search offered it (case and umlauts aside). */
export function findBank(name: string): Bank | undefined {
  const key = searchKey(name);
  return bankCatalogue().find((bank) => bank.keys[0] === key);
}
