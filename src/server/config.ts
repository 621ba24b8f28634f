/**
 * The reference backend's settings, read from the environment at run time (never inlined by the
 * build, unlike the brand settings). Each is listed with its default in .env.example.
 */
import path from 'node:path';

function env(name: string): string | undefined {
  const value = process.env[name];
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}

function positiveInteger(name: string, fallback: number): number {
  const raw = env(name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive whole number, got "${raw}"`);
  return value;
}

export const serverConfig = {
  /** Where the embedded database and the mail outbox live. */
  get dataDir() {
    return path.resolve(env('DATA_DIR') ?? '.data');
  },
  /** `postgres://…` switches from the embedded PGlite to PostgreSQL. */
  get databaseUrl() {
    return env('DATABASE_URL');
  },
  get mailOutboxDir() {
    return path.resolve(env('MAIL_OUTBOX_DIR') ?? path.join(this.dataDir, 'mail'));
  },
  get smtpUrl() {
    return env('SMTP_URL');
  },
  /** Public origin for links in e-mails and redirects. */
  get appUrl() {
    return (env('APP_URL') ?? `http://localhost:${env('PORT') ?? '3000'}`).replace(/\/+$/, '');
  },
  get engineAccessToken() {
    return env('ENGINE_ACCESS_TOKEN');
  },
  get backofficeApiKey() {
    return env('BACKOFFICE_API_KEY');
  },
  /** Behind a reverse proxy, the client address comes from X-Forwarded-For (for rate limits). */
  get trustProxy() {
    return env('TRUST_PROXY') === 'true' || env('TRUST_PROXY') === '1';
  },
  /** Largest accepted JSON body in bytes. */
  get maxBodyBytes() {
    return positiveInteger('MAX_BODY_BYTES', 64 * 1024);
  },
  positiveInteger,
};
