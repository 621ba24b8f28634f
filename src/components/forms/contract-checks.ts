import type { FormikErrors } from 'formik';
import { dayInGermany } from '@/basics/calendar';
import type { ErrorItem } from '@/contracts/errors';
import type { Checked } from '@/contracts/rules';
import { useErrorText } from '@/components/ui/ErrorList';

/** Which form field each error path of a request names, e.g. `{ 'user.first_name': 'firstName' }`. */
export type FieldsByPath<Values> = Record<string, keyof Values & string>;

/** For forms whose fields are named as the request's. */
export const samePaths = <Field extends string>(fields: readonly Field[]) =>
  Object.fromEntries(fields.map((field) => [field, field])) as Record<Field, Field>;

/** Errors on the fields their paths name (one per field, the first); the rest apart. */
export function errorsOnFields<Values>(errors: readonly ErrorItem[], fields: FieldsByPath<Values>, text: (error: ErrorItem) => string) {
  const onFields: Record<string, string> = {};
  const elsewhere: ErrorItem[] = [];
  for (const error of errors) {
    const field = error.path ? fields[error.path] : undefined;
    if (field) onFields[field] ??= text(error);
    else elsewhere.push(error);
  }
  return { onFields: onFields as FormikErrors<Values>, elsewhere };
}

export interface ContractChecks<Values> {
  /**
   * Loads the contract's checks for the request: the endpoint's own (`endpoint.checkBody`) or the
   * subset the contract gives for its form. Loaded on first use, with the schema library, so the
   * page's first load carries neither.
   */
  checks: () => Promise<(request: unknown, context: { today: string }) => Checked<unknown>>;
  /** The request the form would send, and the values it could not read (a number, a year). */
  toRequest: (values: Values) => { request: unknown; unreadable?: ErrorItem[] };
  fields: FieldsByPath<Values>;
}

/**
 * A formik `validate` built from the service's contract: the form's values become the request, the
 * contract judges it as the service will (dates by today in Germany), and each error lands on the
 * field its path names, worded as the service's error would be.
 */
export function useContractChecks<Values>({ checks, toRequest, fields }: ContractChecks<Values>) {
  const text = useErrorText();
  return async (values: Values): Promise<FormikErrors<Values>> => {
    const { request, unreadable = [] } = toRequest(values);
    let check: Awaited<ReturnType<typeof checks>>;
    try {
      check = await checks();
    } catch {
      // No contract (the network went away): the service judges the request instead.
      return errorsOnFields(unreadable, fields, text).onFields;
    }
    const checked = check(request, { today: dayInGermany(new Date()) });
    return errorsOnFields([...unreadable, ...(checked.ok ? [] : checked.errors)], fields, text).onFields;
  };
}
