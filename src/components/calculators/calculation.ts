import type { FormikHelpers } from 'formik';
import { useState } from 'react';
import type { ApiResponse } from '@/api-client/http';
import { errorsOnFields, type FieldsByPath } from '@/components/forms/contract-checks';
import type { Refusal } from '@/components/forms/shown-errors';
import { useErrorText } from '@/components/ui/ErrorList';
import { type ErrorItem, errorItem } from '@/contracts/errors';
import type { AnsweredOnServer } from './answered-on-server';

/** The message for a calculator that could not answer. */
const calculationFailed = errorItem('calculation_failed');

/**
 * Sends a calculator's question for a formik form: the answer on success; the service's validation
 * errors (422) on the fields they name; the calculation-error message for anything else. A page that
 * answered on the server (`answered`) starts with that answer, its refusal as the form's status (shown
 * at each field for as long as it holds the value sent) and the errors no field names.
 */
export function useCalculation<Answer, Values>(fields: FieldsByPath<Values>, answered?: AnsweredOnServer<Values, Answer> | null) {
  const text = useErrorText();
  const [answer, setAnswer] = useState<Answer | null>(answered?.answer ?? null);
  const onServer = answered ? errorsOnFields(answered.errors, fields, text) : undefined;
  const [failure, setFailure] = useState<ErrorItem[]>(onServer?.elsewhere ?? []);
  const initialStatus: Refusal | undefined = onServer && answered ? { refusedFields: onServer.onFields as Record<string, string>, sent: answered.values } : undefined;

  async function run(send: () => Promise<ApiResponse<Answer>>, helpers: FormikHelpers<Values>): Promise<Answer | null> {
    setFailure([]);
    // The server's refusal concerned the values sent then; this run gives its own verdict.
    if (answered) helpers.setStatus(undefined);
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

  return { answer, failure, run, initialStatus };
}
