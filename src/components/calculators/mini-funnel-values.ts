/**
 * The bank-fee mini funnel's answers cookie (`MiniFunnelValues`, path /): a JSON map of question name to
 * `{name, answer}`, which the account-fee order funnel picks up so the customer is not asked twice.
 */
import Cookies from 'js-cookie';
import type { BankSuggestion } from '@/contracts/banks';

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
 * The same cookie as a `Set-Cookie` header, for a check answered on the server (the funnel without
 * JavaScript): encoded as js-cookie reads it, for this browser session, never for unprocessable banks.
 */
export function miniFunnelCookieHeader(answers: MiniFunnelAnswers, { secure }: { secure: boolean }): string | undefined {
  if (answers.bank.unprocessable) return undefined;
  const value = encodeURIComponent(JSON.stringify(miniFunnelValues(answers)));
  return `${miniFunnelCookieName}=${value}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** The answers of the cookie, if it holds a processable bank's; anything else reads as none. */
export function readMiniFunnelCookie(): { bankName: string; accountOpenedRange: string } | undefined {
  const raw = Cookies.get(miniFunnelCookieName);
  if (!raw) return undefined;
  try {
    const values = JSON.parse(raw) as Record<string, { answer?: unknown } | undefined>;
    const answer = (question: QuestionName) => values[question]?.answer;
    const bankName = answer(miniFunnelQuestions.bankName);
    const range = answer(miniFunnelQuestions.accountOpenedRange);
    if (typeof bankName !== 'string' || answer(miniFunnelQuestions.ibanUnprocessable) !== false) return undefined;
    return { bankName, accountOpenedRange: typeof range === 'string' ? range : '' };
  } catch {
    return undefined;
  }
}
