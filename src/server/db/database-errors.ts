/** What the database's errors mean, as pg and PGlite report them (possibly wrapped by Drizzle). */

/** PostgreSQL's unique_violation (23505): a unique index refused a second row. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if (typeof current === 'object' && (current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Errors that mean "the database cannot be reached or does not answer in time", as pg and PostgreSQL
 * report them (possibly wrapped by Drizzle), rather than a fault in a query.
 */
const unreachableCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EPIPE', 'EAI_AGAIN']);
const unavailableSqlStates = new Set([
  '57014', // query_canceled: statement_timeout
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, shutting down, recovering)
  '53300', // too_many_connections
  '25P03', // idle_in_transaction_session_timeout
]);
const unavailableMessages = /timeout exceeded when trying to connect|Connection terminated|Query read timeout|Client has encountered a connection error/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (unreachableCodes.has(code) || unavailableSqlStates.has(code) || code.startsWith('08'))) return true;
    if (typeof message === 'string' && unavailableMessages.test(message)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
