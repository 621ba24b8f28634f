/**
 * What makes a public order idempotent: hashes of the idempotency key (scoped to something only the
 * customer sends) and of the request's content, so a retry finds the first result and the same key
 * sent with another order is told apart.
 */
import { createHash } from 'node:crypto';

export const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** JSON with the keys of every object sorted, so the same order hashes the same however it was written. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value)
      .filter(([, inner]) => inner !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, inner]) => `${JSON.stringify(key)}:${canonicalJson(inner)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** The hash of a request without its idempotency key. */
export const requestHashOf = ({ idempotency_key: _key, ...request }: { idempotency_key: string }) => sha256(canonicalJson(request));
