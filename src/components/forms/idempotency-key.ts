/**
 * A form's idempotency key, chosen once per declaration or order: a retried or doubled submit sends the
 * same one, and the service answers the first request's result. 32 random base64url characters (the
 * services accept 16–100 of A–Z, a–z, 0–9, `_` and `-`).
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
