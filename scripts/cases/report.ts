import type { ApiResponse } from '../../src/api-client/http';
import type { BackofficeCase, Notification } from '../../src/contracts/backoffice';
import { errorTextKeys, type ErrorItem, hasError } from '../../src/contracts/errors';
import { hasText, textsOf } from '../../src/server/texts';
import { type CliIo, exitCodes } from './command';
import { formatCase } from './format';

type Failure = Extract<ApiResponse<unknown>, { ok: false }>;

/** An error as the portal's texts word it, in English: the terminal's language. */
function errorText(error: ErrorItem): string {
  const key = errorTextKeys(error).find((candidate) => hasText('en', 'errors', candidate));
  return key ? textsOf('en', 'errors')(key as 'not_found', error.params) : error.code;
}

/** Tells why the portal did not do it; `fields` names the options and arguments behind the API's fields. */
export function reportFailure(io: CliIo, baseUrl: string, failure: Failure, fields: Record<string, string>): number {
  if (failure.status === 0) {
    io.err(`Cannot reach the portal at ${baseUrl}. Is it running, and is APP_URL right?`);
    return exitCodes.unavailable;
  }
  if (hasError(failure.errors, 'network') || hasError(failure.errors, 'unexpected_response')) {
    io.err(`The portal at ${baseUrl} answered ${failure.status} without the back-office API's answer. Is APP_URL the portal?`);
    return exitCodes.unavailable;
  }
  if (failure.status === 401) {
    io.err(`The portal at ${baseUrl} refused the back-office key. Check BACKOFFICE_API_KEY: it must be the portal's.`);
    return exitCodes.unavailable;
  }
  if (hasError(failure.errors, 'not_configured')) {
    io.err(`The back office of the portal at ${baseUrl} is switched off: start the portal with BACKOFFICE_API_KEY set.`);
    return exitCodes.unavailable;
  }
  const tooMany = failure.errors.find((error) => error.code === 'too_many_requests');
  if (tooMany) {
    io.err(`Too many wrong keys from this address. Try again in ${tooMany.params.retryAfter ?? 'a few'} seconds.`);
    return exitCodes.unavailable;
  }
  if (failure.status >= 500) {
    io.err(`The portal failed (${failure.status}: ${failure.errors.map((error) => error.code).join(', ')}). See the portal's log.`);
    return exitCodes.unavailable;
  }
  io.err('The portal refused this:');
  for (const error of failure.errors) {
    const where = error.path ? (fields[error.path] ?? error.path) : '';
    io.err(`  ${where ? `${where}: ` : ''}${errorText(error)} (${error.code})`);
  }
  return exitCodes.refused;
}

/** Prints a case the portal answered with, and whether the customer got an e-mail about it. */
export function printCase(io: CliIo, json: boolean, data: { case: BackofficeCase; notification?: Notification }, heading: string): number {
  if (json) {
    io.out(JSON.stringify(data, null, 2));
    return exitCodes.ok;
  }
  const item = data.case;
  io.out(`${heading}\n\n${formatCase(item)}`);
  if (data.notification === 'sent') io.out(`\nE-mail to ${item.email}: sent, with the link to the status page.`);
  if (data.notification === 'skipped') io.out('\nE-mail: not sent (--no-mail).');
  if (data.notification === 'failed') {
    io.err(`\nE-mail to ${item.email}: NOT sent – the portal could not deliver it (see the portal's log). The change itself is saved.`);
  }
  return exitCodes.ok;
}
