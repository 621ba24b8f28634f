/**
 * Structured logs, one JSON object per line. Callers pass facts, never passwords, tokens or
 * confirmation links' secrets (mail links are only logged for the local outbox).
 */
type Level = 'info' | 'warn' | 'error';

function write(level: Level, message: string, fields: Record<string, unknown> = {}) {
  const line = JSON.stringify({ time: new Date().toISOString(), level, message, ...fields });
  if (level === 'info') console.log(line);
  else console.error(line);
}

export const log = {
  info: (message: string, fields?: Record<string, unknown>) => write('info', message, fields),
  warn: (message: string, fields?: Record<string, unknown>) => write('warn', message, fields),
  error: (message: string, fields?: Record<string, unknown>) => write('error', message, fields),
};

/** The stack's frames without its first line, which repeats the message. */
const framesOf = (error: Error) => error.stack?.split('\n').filter((line) => /^\s+at /.test(line)).join('\n');

interface DatabaseErrorDetails {
  code?: unknown;
  message?: unknown;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
}

/**
 * What a failed query may log. Drizzle's message appends the query's parameters (addresses, password
 * and token hashes), and PostgreSQL quotes offending values in its messages and details, so only the
 * SQL text with its placeholders, the SQLSTATE, the names of the schema objects involved and the
 * message with every quoted value blanked out are kept.
 */
function databaseErrorFields(error: Error & { query: string }) {
  const cause = (error.cause ?? {}) as DatabaseErrorDetails;
  const names = Object.fromEntries(
    (['constraint', 'table', 'column'] as const).filter((name) => typeof cause[name] === 'string').map((name) => [name, cause[name]]),
  );
  return {
    error: 'database query failed',
    query: error.query,
    ...(typeof cause.code === 'string' ? { sqlState: cause.code } : {}),
    ...(typeof cause.message === 'string' ? { cause: cause.message.replace(/"[^"]*"/g, '"…"') } : {}),
    ...names,
    stack: framesOf(error),
  };
}

const isFailedQuery = (error: Error): error is Error & { query: string } =>
  typeof (error as { query?: unknown }).query === 'string' && 'params' in error;

export const errorFields = (error: unknown) => {
  if (!(error instanceof Error)) return { error: String(error) };
  if (isFailedQuery(error)) return databaseErrorFields(error);
  return { error: error.message, stack: error.stack };
};
