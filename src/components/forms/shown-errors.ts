/**
 * The one rule for when a form shows a field's error: once the visitor has left the field (touched) or
 * tried to submit the form. Before that, nobody is told off for a form they have only started.
 */
import { getIn, useField, useFormikContext } from 'formik';

const isShown = (touched: unknown, submitCount: number) => submitCount > 0 || Boolean(touched);

/** The field's error text, if the rule says it shows. */
export function useShownError(name: string): string | undefined {
  const [, meta] = useField(name);
  const { submitCount } = useFormikContext();
  return typeof meta.error === 'string' && isShown(meta.touched, submitCount) ? meta.error : undefined;
}

/** The errors the rule shows, in the fields' order, for a list under the form. */
export function useShownErrors(fields: readonly string[]): { field: string; error: string }[] {
  const { errors, touched, submitCount } = useFormikContext();
  return fields.flatMap((field) => {
    const error: unknown = getIn(errors, field);
    return typeof error === 'string' && isShown(getIn(touched, field), submitCount) ? [{ field, error }] : [];
  });
}
