/**
 * The bank search of the account-fee funnel: `GET /girokosten/banks?search=<text>`, outside /api as
 * the portal's clients expect it. BANK_SEARCH_URL may point it at another service.
 */
import { array, boolean, type InferType, object, string } from 'yup';
import { endpoint } from './endpoint';
import { anyText, answer, check, message } from './rules';
import { bankSearchLength } from './vocabulary/banks';

const bankSuggestion = answer({
  name: string().strict().defined(),
  /** No account-fee claim can be pursued against this institute. */
  unprocessable: boolean().strict().defined(),
});

export type BankSuggestion = InferType<typeof bankSuggestion>;

export const bankSearch = endpoint({
  method: 'GET',
  path: '/girokosten/banks',
  query: object({
    search: anyText().max(bankSearchLength.max, message('too_long', { max: bankSearchLength.max })),
  }).strict(),
  answer: array(bankSuggestion).strict().defined(),
});

/** The banks of a list that are well-formed; another service's stray entries are left out. */
export const wellFormedBanks = (list: unknown[]): BankSuggestion[] =>
  list.flatMap((item) => {
    const checked = check(bankSuggestion, item);
    return checked.ok ? [{ name: checked.value.name, unprocessable: checked.value.unprocessable }] : [];
  });
