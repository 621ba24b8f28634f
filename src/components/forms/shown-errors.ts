/**
 * The one rule for which errors a form shows, so that they always describe the values on screen:
 * - a field's own error (the contract's check of the current values) once the visitor has left the
 *   field (touched) or tried to submit the form; before that, nobody is told off for a form they have
 *   only started;
 * - else the service's error about that field from the last submit, for as long as the field still holds
 *   the value that was sent: once the visitor changes it, the service's verdict no longer applies.
 */
import { getIn, useFormikContext } from 'formik';

/** The service's refusal of a submit, kept as formik's `status`: its error texts by field, and what was sent. */
export interface Refusal {
  refusedFields: Record<string, string>;
  sent: unknown;
}

const isRefusal = (status: unknown): status is Refusal =>
  typeof status === 'object' && status !== null && 'refusedFields' in status && 'sent' in status;

const isShown = (touched: unknown, submitCount: number) => submitCount > 0 || Boolean(touched);

/** The same value: the same text, or an object of the same content (a chosen bank; formik keeps its own copy of the values). */
const sameValue = (a: unknown, b: unknown) =>
  Object.is(a, b) || (typeof a === 'object' && a !== null && typeof b === 'object' && b !== null && JSON.stringify(a) === JSON.stringify(b));

interface FormState {
  values: unknown;
  errors: unknown;
  touched: unknown;
  submitCount: number;
  status?: unknown;
}

interface ShownError {
  field: string;
  error: string;
  /** The service's verdict rather than the form's own check. */
  fromService: boolean;
}

function shownError({ values, errors, touched, submitCount, status }: FormState, field: string): ShownError | undefined {
  const own: unknown = getIn(errors, field);
  if (typeof own === 'string' && isShown(getIn(touched, field), submitCount)) return { field, error: own, fromService: false };
  if (!isRefusal(status)) return undefined;
  const refused = status.refusedFields[field];
  return refused !== undefined && sameValue(getIn(values, field), getIn(status.sent, field)) ? { field, error: refused, fromService: true } : undefined;
}

/** The field's error text, if the rule says it shows. */
export function useShownError(field: string): string | undefined {
  return shownError(useFormikContext(), field)?.error;
}

/** The errors the rule shows, in the fields' order, for a list under the form. */
export function useShownErrors(fields: readonly string[]): ShownError[] {
  const form = useFormikContext();
  return fields.flatMap((field) => shownError(form, field) ?? []);
}
