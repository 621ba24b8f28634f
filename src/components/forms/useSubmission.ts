import { useCallback, useRef, useState } from 'react';
import type { ErrorItem } from '@/contracts/errors';

/** A submission cycles rest → pending → rejected (with errors), and back to rest on success. */
export type Submission = { state: 'rest' } | { state: 'pending' } | { state: 'rejected'; errors: ErrorItem[] };

type Outcome = { ok: true } | { ok: false; errors: ErrorItem[] };

/**
 * Runs a submission at most once at a time: while one is pending, further submits are ignored, so a
 * double click cannot send the form twice.
 */
export function useSubmission() {
  const [submission, setSubmission] = useState<Submission>({ state: 'rest' });
  const pending = useRef(false);

  const submit = useCallback(async (send: () => Promise<Outcome>): Promise<boolean> => {
    if (pending.current) return false;
    pending.current = true;
    setSubmission({ state: 'pending' });
    try {
      const outcome = await send();
      setSubmission(outcome.ok ? { state: 'rest' } : { state: 'rejected', errors: outcome.errors });
      return outcome.ok;
    } finally {
      pending.current = false;
    }
  }, []);

  return {
    submission,
    pending: submission.state === 'pending',
    serverErrors: submission.state === 'rejected' ? submission.errors : [],
    submit,
  };
}
