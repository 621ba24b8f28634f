import type { RateLimit } from './rate-limiter';

/** `<attempts>/<seconds>`, e.g. `50/600`: at most 50 attempts in a 10-minute window. */
export function parseRateLimit(name: string, raw: string): RateLimit {
  const match = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(raw);
  const limit = match ? Number(match[1]) : NaN;
  const windowSeconds = match ? Number(match[2]) : NaN;
  if (!(limit > 0) || !(windowSeconds > 0)) {
    throw new Error(`${name} must look like <attempts>/<seconds>, e.g. 50/600; got "${raw}"`);
  }
  return { limit, windowSeconds };
}

/** A rate limit from the environment variable `name` (read at run time), or `fallback`. */
export function rateLimitSetting(name: string, fallback: string): RateLimit {
  const raw = process.env[name]?.trim();
  return parseRateLimit(name, raw ? raw : fallback);
}
