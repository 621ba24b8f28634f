import type { ParsedUrlQuery } from 'node:querystring';
import type { BankSuggestion } from '@/contracts/banks';

/** The suggestions before anything is typed: the banks most visitors hold accounts with, all processable. */
export const defaultBanks: BankSuggestion[] = [
  'Postbank',
  'Deutsche Bank',
  'Commerzbank',
  'Berliner Sparkasse',
  'norisbank',
  'Berliner Volksbank eG',
  'HypoVereinsbank',
].map((name) => ({ name, unprocessable: false }));

/** When the account was opened, in ranges; each option's value is the range's end date. */
export const accountOpenedRanges = [
  '2011-12-31',
  '2013-12-31',
  '2015-12-31',
  '2017-12-31',
  '2019-12-31',
  '2020-12-31',
  '2021-01-01',
] as const;

/**
 * The funnel's tracking parameters for the links of its result. Campaign parameters the visitor arrived
 * with stay (they are carried by the Link component); the funnel adds its own only where none exist,
 * and always says which link was used.
 */
export function trackingQuery(link: 'cta' | 'more-info', current: ParsedUrlQuery): Record<string, string> {
  const funnel: Record<string, string> = { utm_source: 'portal', utm_medium: 'minifunnel', utm_campaign: 'girokosten' };
  const query: Record<string, string> = { utm_content: `girokosten-${link}` };
  for (const [name, value] of Object.entries(funnel)) if (current[name] === undefined) query[name] = value;
  return query;
}
