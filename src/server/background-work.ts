import { errorFields, log } from './log';

/**
 * Work that runs after the answer has gone out: mails, and the account lookups whose duration must
 * not tell a client whether an address has an account. Started on the next turn of the event loop, so
 * the answer is written first; failures are logged, never answered.
 */
const inFlight = new Set<Promise<void>>();

export function runInBackground(what: string, task: () => Promise<void>, fields: Record<string, unknown> = {}): void {
  const work = new Promise<void>((resolve) => setImmediate(resolve))
    .then(task)
    .catch((error) => log.error(`${what} failed`, { ...fields, ...errorFields(error) }))
    .finally(() => inFlight.delete(work));
  inFlight.add(work);
}

/** Resolves once all background work started so far, and all it started in turn, has ended (shutdown, tests). */
export async function backgroundWorkSettled(): Promise<void> {
  while (inFlight.size > 0) await Promise.all(inFlight);
}
