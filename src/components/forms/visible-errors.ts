import type { FormikErrors, FormikTouched } from 'formik';
import type { ClientError } from '@/api-client/http';

export interface VisibleErrors<Field extends string> {
  /** Fields whose error is shown (they get aria-invalid). */
  fields: Field[];
  /** Their errors in field order, for the list under the form. */
  errors: ClientError[];
}

/**
 * The validation errors to show: a field's error appears once the field was touched (left after
 * focusing it) or a submit was attempted (spec section 2, Sign up).
 */
export function visibleErrors<Values, Field extends keyof Values & string>(
  order: readonly Field[],
  errors: FormikErrors<Values>,
  touched: FormikTouched<Values>,
  submitCount: number,
): VisibleErrors<Field> {
  const fields = order.filter((field) => typeof errors[field] === 'string' && (submitCount > 0 || Boolean(touched[field])));
  return { fields, errors: fields.map((field) => ({ key: errors[field] as string, params: {} })) };
}
