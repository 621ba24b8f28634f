import { createHash, randomBytes } from 'node:crypto';

/**
 * A new upload draft's token: 256 random bits, base64url. The funnel keeps it in the browser and
 * sends it with each upload and with the order; only its SHA-256 is stored, so a database leak gives
 * nobody another customer's uploads.
 */
export const newDraftToken = (): string => randomBytes(32).toString('base64url');

export const isDraftTokenFormat = (value: string): boolean => /^[A-Za-z0-9_-]{43}$/.test(value);

export const draftTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** Where a refused draft is reported: the order's field; callers that take the token elsewhere report it there (reportedAt). */
export const draftTokenPath = 'draft_token';
