import type { FormikErrors, FormikHelpers } from 'formik';
import { useState } from 'react';
import type { ApiResponse, ClientError } from '@/api-client/http';
import { useTranslation } from '@/i18n/useTranslation';

/** The spec's message for a failed calculator call (section 8). */
export const calculationFailed: ClientError = { key: 'calculationFailed', params: {} };

/** A field's error as the visitor reads it, from its code (`calculators:fieldErrors.<code>`). */
export function useFieldErrorText() {
  const { t } = useTranslation('calculators');
  return (code: string, params: Record<string, unknown> = {}) =>
    t(`fieldErrors.${code}` as 'fieldErrors.invalid_type', { ...params, defaultValue: t('fieldErrors.invalid_type') }) as string;
}

/**
 * Runs a calculator call for a formik form: the answer on success; the server's validation errors
 * (`<field>.<code>`) on the fields they name; the calculation-error message for anything else.
 */
export function useCalculation<Question, Answer, Values>(
  call: (question: Question) => Promise<ApiResponse<Answer>>,
  fields: readonly (keyof Values & string)[],
) {
  const fieldErrorText = useFieldErrorText();
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [failure, setFailure] = useState<ClientError[]>([]);

  async function run(question: Question, helpers: FormikHelpers<Values>) {
    setFailure([]);
    const response = await call(question);
    if (response.ok) {
      setAnswer(response.data);
      return;
    }
    const fieldErrors: FormikErrors<Values> = {};
    const onFields =
      response.status === 422 &&
      response.errors.every((error) => {
        const field = fields.find((name) => error.key.startsWith(`${name}.`));
        if (!field) return false;
        (fieldErrors as Record<string, string>)[field] = fieldErrorText(error.key.slice(field.length + 1), error.params);
        return true;
      });
    setAnswer(null);
    if (onFields) helpers.setErrors(fieldErrors);
    else setFailure([calculationFailed]);
  }

  return { answer, failure, run };
}
