import { searchBanks } from '@/api-client/banks';
import { checkAccountFees } from '@/api-client/calculators';
import { type CalendarDay, dayInGermany } from '@/basics/calendar';
import { searchKey } from '@/basics/search-key';
import { type AnsweredOnServer, answerOnServer } from '@/components/calculators/answered-on-server';
import { miniFunnelCookieHeader } from '@/components/calculators/mini-funnel-values';
import { appUrl } from '@/config/app-url';
import type { BankSuggestion } from '@/contracts/banks';
import type { AccountFeesAnswer, AccountFeesQuestion } from '@/contracts/calculators';
import type { Loader } from '@/page-setup/server-page';
import { funnelQueryOf, funnelQuestionOf, type FunnelValues, funnelValuesOf } from './funnel-values';

export interface GiroFunnelData {
  /** The check of the query's values (the form sent with GET, or a shared result), if it holds any. */
  answered: AnsweredOnServer<FunnelValues, AccountFeesAnswer> | null;
  /** The banks the search finds for a typed name it could not resolve: the field offers them (a datalist). */
  bankChoices: string[];
  /** Today in Germany, for the years still claimable until the browser's day takes over. */
  today: CalendarDay;
}

/**
 * The bank of a typed name, as the account-fee check accepts it: a name of the bank search's list,
 * case and umlauts aside. Anything else stays as typed, and the check answers that it knows no such
 * bank; the search's matches are then offered to choose from.
 */
async function resolveBank(typed: string): Promise<{ bank: BankSuggestion | null; choices: BankSuggestion[] }> {
  if (!typed.trim()) return { bank: null, choices: [] };
  const found = await searchBanks(typed.trim());
  const bank = found.find((suggestion) => searchKey(suggestion.name) === searchKey(typed)) ?? null;
  return { bank, choices: bank ? [] : found };
}

/**
 * A GET with the form's fields is answered on the server: the funnel works without JavaScript, and a
 * result's URL can be shared. Where the browser's check writes the answers cookie for the account-fee
 * order funnel, this answer sets the same cookie.
 */
export const loadGiroFunnel: Loader<GiroFunnelData> = async ({ language, query, res }) => {
  const typed = funnelQueryOf(query);
  const today = dayInGermany(new Date());
  if (!typed) return { data: { answered: null, bankChoices: [], today } };
  const { bank, choices } = await resolveBank(typed.bankName);
  const values = funnelValuesOf(typed, bank);
  const { request, unreadable } = funnelQuestionOf(values, language);
  const answered = await answerOnServer(values, unreadable, () => checkAccountFees(request as AccountFeesQuestion));
  const { answer } = answered;
  if (bank && answer) {
    const unprocessable = bank.unprocessable || (answer.result === 'negative' && answer.reason === 'bank_unprocessable');
    const cookie = miniFunnelCookieHeader({ bank: { ...bank, unprocessable }, accountOpened: values.accountOpened }, { secure: appUrl.startsWith('https:') });
    if (cookie) res.setHeader('Set-Cookie', cookie);
  }
  return { data: { answered, bankChoices: choices.map((choice) => choice.name), today } };
};
