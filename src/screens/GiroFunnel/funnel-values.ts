import type { ParsedUrlQuery } from 'node:querystring';
import type { Language } from '@/basics/language';
import { parseDecimal } from '@/basics/numbers';
import { valuesOfQuery } from '@/components/calculators/answered-on-server';
import type { BankSuggestion } from '@/contracts/banks';
import type { AccountFeesQuestion } from '@/contracts/calculators';
import { type ErrorItem, errorItem } from '@/contracts/errors';
import { type FeeAnswer, feeAnswers } from '@/contracts/vocabulary/calculators';
import { accountOpenedRanges } from './mini-funnel';

/**
 * The funnel's form values: a flat set of named fields, one per question, each the query parameter of
 * the same name (the form submits with GET to its page, which answers on the server). The bank is the
 * one chosen from the search, or without JavaScript the name as typed.
 */
export interface FunnelValues {
  bankName: BankSuggestion | null;
  accountOpened: string;
  feesChanged: '' | FeeAnswer;
  expressConsent: '' | FeeAnswer;
  expressConsentYear: string;
  stillPaying: '' | 'yes' | 'no';
  paidUntilYear: string;
  monthlyFee: string;
}

/** The form's fields as a GET sends them: text throughout, the bank by its name. */
export type FunnelQuery = { [Name in keyof FunnelValues]: Name extends 'bankName' ? string : FunnelValues[Name] };

export const emptyFunnelQuery: FunnelQuery = {
  bankName: '',
  accountOpened: '',
  feesChanged: '',
  expressConsent: '',
  expressConsentYear: '',
  stillPaying: '',
  paidUntilYear: '',
  monthlyFee: '',
};

/** The form's field names, which are its query parameters too. */
export const funnelFieldNames = Object.keys(emptyFunnelQuery) as (keyof FunnelValues)[];

export const emptyFunnelValues: FunnelValues = { ...emptyFunnelQuery, bankName: null };

/** The form's fields from a GET of the form, only the choices it offers; none without a field of it. */
export const funnelQueryOf = (query: ParsedUrlQuery): FunnelQuery | undefined =>
  valuesOfQuery(emptyFunnelQuery, query, {
    accountOpened: accountOpenedRanges,
    feesChanged: feeAnswers,
    expressConsent: feeAnswers,
    stillPaying: ['yes', 'no'],
  });

/**
 * The form's values of a GET: the bank the typed name resolved to, or else the name as typed (the
 * service then says it knows no such bank; the field keeps what was typed).
 */
export const funnelValuesOf = (query: FunnelQuery, bank: BankSuggestion | null): FunnelValues => ({
  ...query,
  bankName: bank ?? (query.bankName.trim() ? { name: query.bankName.trim(), unprocessable: false } : null),
});

/** The question of the form's values; a year asked only after "yes" (or "no") goes along only then. */
export function funnelQuestionOf(values: FunnelValues, language: Language): { request: Partial<AccountFeesQuestion>; unreadable: ErrorItem[] } {
  const unreadable: ErrorItem[] = [];
  const year = (field: 'expressConsentYear' | 'paidUntilYear') => {
    const typed = values[field].trim();
    if (typed && !/^\d{4}$/.test(typed)) unreadable.push(errorItem('invalid_year', field));
    return typed && /^\d{4}$/.test(typed) ? Number(typed) : undefined;
  };
  const fee = values.monthlyFee.trim();
  const monthlyFee = fee ? parseDecimal(fee, language) : undefined;
  if (fee && monthlyFee === undefined) unreadable.push(errorItem('invalid_number', 'monthlyFee'));
  const request = {
    bankName: values.bankName?.name ?? '',
    accountOpened: values.accountOpened,
    feesChanged: values.feesChanged || undefined,
    expressConsent: values.expressConsent || undefined,
    ...(values.expressConsent === 'yes' ? { expressConsentYear: year('expressConsentYear') } : {}),
    stillPaying: values.stillPaying || undefined,
    ...(values.stillPaying === 'no' ? { paidUntilYear: year('paidUntilYear') } : {}),
    monthlyFee,
  };
  return { request, unreadable };
}

/** The check's answers under the account-fee order funnel's question ids, as typed. */
export const accountFeeOrderAnswers = (values: FunnelValues): Record<string, string> => ({
  ...(values.feesChanged ? { 'fees-changed': values.feesChanged } : {}),
  ...(values.expressConsent ? { 'express-consent': values.expressConsent } : {}),
  ...(values.stillPaying ? { 'still-paying': values.stillPaying } : {}),
  'monthly-fee': values.monthlyFee.trim(),
});
