import Cookies from 'js-cookie';
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

/** The answers cookie the commission flow reads. */
export const miniFunnelCookieName = 'MiniFunnelValues';

export const miniFunnelQuestions = {
  searchableBic: 'information-searchable_bic',
  bankName: 'information-remote-bank_name',
  accountOpenedRange: 'information-account_opened_range',
  ibanUnprocessable: 'information-remote-iban-unprocessable',
} as const;

export interface MiniFunnelAnswers {
  bank: BankSuggestion;
  accountOpened: string;
}

type QuestionName = (typeof miniFunnelQuestions)[keyof typeof miniFunnelQuestions];

/**
 * The four questions as a map of question name to `{name, answer}`. The search answers names only, so
 * the searchable field's answer is the chosen bank's name, as the bank-name question's.
 */
export function miniFunnelValues({ bank, accountOpened }: MiniFunnelAnswers): Record<QuestionName, { name: QuestionName; answer: string | boolean }> {
  const entry = (name: QuestionName, answer: string | boolean) => [name, { name, answer }] as const;
  return Object.fromEntries([
    entry(miniFunnelQuestions.searchableBic, bank.name),
    entry(miniFunnelQuestions.bankName, bank.name),
    entry(miniFunnelQuestions.accountOpenedRange, accountOpened),
    entry(miniFunnelQuestions.ibanUnprocessable, bank.unprocessable),
  ]) as Record<QuestionName, { name: QuestionName; answer: string | boolean }>;
}

/**
 * Keeps the answers for the commission flow, for this browser session only (the flow follows the call
 * to action directly; nothing about a visitor's bank needs to outlive it). Never for unprocessable banks.
 */
export function writeMiniFunnelCookie(answers: MiniFunnelAnswers): boolean {
  if (answers.bank.unprocessable) return false;
  Cookies.set(miniFunnelCookieName, JSON.stringify(miniFunnelValues(answers)), {
    path: '/',
    sameSite: 'Lax',
    secure: window.location.protocol === 'https:',
  });
  return true;
}

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
