import { useCallback, useRef, useState } from 'react';
import { useErrorText } from '@/components/ui/ErrorList';
import type { ErrorItem } from '@/contracts/errors';
import { errorsOnFields, type FieldsByPath } from './contract-checks';
import type { Refusal } from './shown-errors';

/** A submission cycles rest → pending → rejected (with errors), and back to rest on success. */
export type Submission = { state: 'rest' } | { state: 'pending' } | { state: 'rejected'; errors: ErrorItem[] };

type Outcome = { ok: true } | { ok: false; errors: ErrorItem[] };

/** The formik form a submission belongs to: the values sent, and where the service's verdict is kept. */
export interface SubmittedForm {
  values: unknown;
  setStatus: (status?: Refusal) => void;
}

/**
 * Runs a submission at most once at a time: while one is pending, further submits are ignored, so a
 * double click cannot send the form twice. For a formik form, the service's errors about its fields are
 * kept with the values sent (see shown-errors.ts); `serverErrors` holds every error of the last refusal.
 */
export function useSubmission<Values>(fields?: FieldsByPath<Values>) {
  const text = useErrorText();
  const [submission, setSubmission] = useState<Submission>({ state: 'rest' });
  const pending = useRef(false);

  const submit = useCallback(
    async (send: () => Promise<Outcome>, form?: SubmittedForm): Promise<boolean> => {
      if (pending.current) return false;
      pending.current = true;
      setSubmission({ state: 'pending' });
      form?.setStatus(undefined);
      try {
        const outcome = await send();
        if (!outcome.ok && form && fields) form.setStatus({ refusedFields: errorsOnFields(outcome.errors, fields, text).onFields as Record<string, string>, sent: form.values });
        setSubmission(outcome.ok ? { state: 'rest' } : { state: 'rejected', errors: outcome.errors });
        return outcome.ok;
      } finally {
        pending.current = false;
      }
    },
    [fields, text],
  );

  return {
    submission,
    pending: submission.state === 'pending',
    serverErrors: submission.state === 'rejected' ? submission.errors : [],
    submit,
  };
}
