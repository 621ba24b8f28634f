/**
 * The reference backend's settings, read from the environment at run time (never inlined by the
 * build, unlike the brand settings). Each is listed with its default in .env.example.
 */
import path from 'node:path';
import proxyAddr from 'proxy-addr';
import { brand } from '@/basics/brand';
import { appUrlOf } from '@/basics/public-origin';

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

/** Which peers are proxies whose `X-Forwarded-For` entries count: none, a number of hops, or addresses. */
export type TrustedProxies = false | number | string[];

/**
 * TRUST_PROXY: `false` (no proxy: the peer is the client), a number of proxies in front (`1` for one
 * nginx; `true` means the same), or the proxies' addresses and subnets, comma-separated
 * (`127.0.0.1`, `10.0.0.0/8`, or proxy-addr's names `loopback`, `linklocal`, `uniquelocal`).
 */
export function parseTrustedProxies(raw: string | undefined): TrustedProxies {
  const value = raw?.trim().toLowerCase() ?? '';
  if (value === '' || value === 'false' || value === '0') return false;
  if (value === 'true') return 1;
  if (/^\d+$/.test(value)) return Number(value);
  const addresses = value.split(',').map((part) => part.trim()).filter(Boolean);
  try {
    proxyAddr.compile(addresses);
  } catch (error) {
    throw new Error(`TRUST_PROXY must be false, a number of proxies or their addresses, got "${raw}": ${(error as Error).message}`);
  }
  return addresses;
}

// Asked on every request: the setting is parsed (and its addresses compiled) once per value.
let parsedTrustedProxies: { raw: string | undefined; value: TrustedProxies } | undefined;
function trustedProxiesOf(raw: string | undefined): TrustedProxies {
  if (!parsedTrustedProxies || parsedTrustedProxies.raw !== raw) parsedTrustedProxies = { raw, value: parseTrustedProxies(raw) };
  return parsedTrustedProxies.value;
}

/**
 * The least length of every secret setting (the API key, the engine token, the TOTP key): a shorter
 * one could be guessed, so the part it guards refuses to work (`npm run demo` creates 32 random
 * characters).
 */
export const minimumSecretLength = 32;

export const serverConfig = {
  /** Where the embedded database and the mail outbox live. */
  get dataDir() {
    return path.resolve(env('DATA_DIR') ?? '.data');
  },
  /** `postgres://…` switches from the embedded PGlite to PostgreSQL. */
  get databaseUrl() {
    return env('DATABASE_URL');
  },
  /** How long to wait for a PostgreSQL connection, and for one statement, before answering 503. */
  get databaseConnectTimeoutSeconds() {
    return positiveInteger('DATABASE_CONNECT_TIMEOUT_SECONDS', 5);
  },
  get databaseStatementTimeoutSeconds() {
    return positiveInteger('DATABASE_STATEMENT_TIMEOUT_SECONDS', 10);
  },
  get mailOutboxDir() {
    return path.resolve(env('MAIL_OUTBOX_DIR') ?? path.join(this.dataDir, 'mail'));
  },
  get smtpUrl() {
    return env('SMTP_URL');
  },
  /**
   * The caseworkers' mailbox: every new order with a deadline and the daily digest of deadlines that
   * need the team go there. Unset: the brand's info mailbox (BRAND_SUPPORT_EMAIL).
   */
  get caseworkersEmail() {
    return env('CASEWORKERS_EMAIL') ?? brand.supportEmail;
  },
  /** Public origin for links in e-mails and redirects. */
  get appUrl() {
    return appUrlOf(process.env);
  },
  /** Origins besides APP_URL whose pages may send state-changing requests (comma-separated). */
  get allowedOrigins(): string[] {
    return (env('ALLOWED_ORIGINS') ?? '')
      .split(',')
      .map((origin) => origin.trim().replace(/\/+$/, '').toLowerCase())
      .filter(Boolean);
  },
  get engineAccessToken() {
    return env('ENGINE_ACCESS_TOKEN');
  },
  get backofficeApiKey() {
    return env('BACKOFFICE_API_KEY');
  },
  /** Key that seals the staff's TOTP secrets in the database. */
  get staffTotpKey() {
    return env('STAFF_TOTP_KEY');
  },
  /** The reverse proxies in front, whose X-Forwarded-For entries name the client (for rate limits). */
  get trustedProxies(): TrustedProxies {
    return trustedProxiesOf(env('TRUST_PROXY'));
  },
  /** Largest accepted JSON body in bytes (a route may allow more). */
  get maxBodyBytes() {
    return positiveInteger('MAX_BODY_BYTES', 64 * 1024);
  },
  /** Time a client has to send the request line and headers. */
  get headersTimeoutSeconds() {
    return positiveInteger('HTTP_HEADERS_TIMEOUT_SECONDS', 10);
  },
  /** Time a client has to send a request body once the headers are in (a route may allow more). */
  get bodyTimeoutSeconds() {
    return positiveInteger('HTTP_BODY_TIMEOUT_SECONDS', 10);
  },
  positiveInteger,
};
