import type { FormikHelpers } from 'formik';
import { useState } from 'react';
import type { ApiResponse } from '@/api-client/http';
import { errorsOnFields, type FieldsByPath } from '@/components/forms/contract-checks';
import { useErrorText } from '@/components/ui/ErrorList';
import { type ErrorItem, errorItem } from '@/contracts/errors';

/** The message for a calculator that could not answer. */
const calculationFailed = errorItem('calculation_failed');

/**
 * Sends a calculator's question for a formik form: the answer on success; the service's validation
 * errors (422) on the fields they name; the calculation-error message for anything else.
 */
export function useCalculation<Answer, Values>(fields: FieldsByPath<Values>) {
  const text = useErrorText();
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [failure, setFailure] = useState<ErrorItem[]>([]);

  async function run(send: () => Promise<ApiResponse<Answer>>, helpers: FormikHelpers<Values>): Promise<Answer | null> {
    setFailure([]);
    const response = await send();
    if (response.ok) {
      setAnswer(response.data);
      return response.data;
    }
    setAnswer(null);
    const { onFields, elsewhere } = errorsOnFields(response.errors, fields, text);
    if (response.status === 422 && elsewhere.length === 0) helpers.setErrors(onFields);
    else setFailure([calculationFailed]);
    return null;
  }

  return { answer, failure, run };
}
