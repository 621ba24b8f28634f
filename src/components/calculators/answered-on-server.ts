/**
 * A calculator page answers a GET with the form's fields on the server too (progressive enhancement):
 * the form submits with GET to its page, the page's loader reads the values from the query, asks the
 * calculator service through the api-client as the browser would, and the page renders the form filled
 * in with the answer or the service's errors beside it. The result's URL can be shared. Where the app
 * runs, the form goes on answering in the browser.
 */
import type { ParsedUrlQuery } from 'node:querystring';
import type { ApiResponse } from '@/api-client/http';
import { type ErrorItem, errorItem } from '@/contracts/errors';

export interface AnsweredOnServer<Values, Answer> {
  /** The form's values as the query gave them. */
  values: Values;
  answer: Answer | null;
  /** The service's refusal (422: per field), or why there is no answer. */
  errors: ErrorItem[];
}

/** The first value of a query parameter, as typed (within a sane length). */
const queryText = (query: ParsedUrlQuery, name: string): string | undefined => {
  const value = query[name];
  const first = typeof value === 'string' ? value : Array.isArray(value) ? value[0] : undefined;
  return first?.slice(0, 200);
};

/**
 * A form's values from a GET of the form, or none when the query holds no field of it: each field
 * named as its query parameter, text as typed, a checkbox checked when present (the browser sends it
 * only then), a choice only where it is one the form offers (`choices`), else the field's empty value.
 */
export function valuesOfQuery<Values extends { [Name in keyof Values]: string | boolean }>(
  empty: Values,
  query: ParsedUrlQuery,
  choices: Partial<Record<keyof Values, readonly string[]>> = {},
): Values | undefined {
  const names = Object.keys(empty) as (keyof Values & string)[];
  if (!names.some((name) => queryText(query, name) !== undefined)) return undefined;
  const values = { ...empty };
  for (const name of names) {
    const text = queryText(query, name);
    if (typeof empty[name] === 'boolean') values[name] = (text !== undefined && text !== 'false') as Values[typeof name];
    else if (text !== undefined && (choices[name]?.includes(text) ?? true)) values[name] = text as Values[typeof name];
  }
  return values;
}

/**
 * Sends the question the query's values make: the answer, or the service's validation errors (a value
 * the form could not read stands at its field in place of the service's word on it), or the
 * calculation-error message for anything else.
 */
export async function answerOnServer<Values, Answer>(
  values: Values,
  unreadable: ErrorItem[],
  send: () => Promise<ApiResponse<Answer>>,
): Promise<AnsweredOnServer<Values, Answer>> {
  const response = await send();
  const unreadablePaths = new Set(unreadable.map((error) => error.path));
  if (response.ok) return unreadable.length > 0 ? { values, answer: null, errors: unreadable } : { values, answer: response.data, errors: [] };
  if (response.status !== 422) return { values, answer: null, errors: [errorItem('calculation_failed')] };
  return { values, answer: null, errors: [...unreadable, ...response.errors.filter((error) => !unreadablePaths.has(error.path))] };
}
