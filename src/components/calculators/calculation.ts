import type { FormikErrors, FormikHelpers } from 'formik';
import { useState } from 'react';
import type { ApiResponse, ClientError } from '@/api-client/http';
import { numberFormat } from '@/i18n/numbers';
import { useTranslation } from '@/i18n/useTranslation';
import { useLanguage } from '@/page/PageContext';

/** The spec's message for a failed calculator call (section 8). */
export const calculationFailed: ClientError = { key: 'calculationFailed', params: {} };

/** A field's error as the visitor reads it, from its code (`calculators:fieldErrors.<code>`). */
export function useFieldErrorText() {
  const { t } = useTranslation('calculators');
  const language = useLanguage();
  return (code: string, params: Record<string, unknown> = {}) => {
    // Limits arrive as numbers; "20.000" reads better than "20000" in a German sentence.
    const values = Object.fromEntries(
      Object.entries(params).map(([name, value]) => [name, typeof value === 'number' ? numberFormat(language).format(value) : value]),
    );
    return t(`fieldErrors.${code}` as 'fieldErrors.invalid_type', { ...values, defaultValue: t('fieldErrors.invalid_type') }) as string;
  };
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
        // One message per field: the first the server names.
        (fieldErrors as Record<string, string>)[field] ??= fieldErrorText(error.key.slice(field.length + 1), error.params);
        return true;
      });
    setAnswer(null);
    if (onFields) helpers.setErrors(fieldErrors);
    else setFailure([calculationFailed]);
  }

  return { answer, failure, run };
}
