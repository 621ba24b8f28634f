import { randomBytes } from 'node:crypto';

/**
 * The case id in the status page's link (`/case?id=…`). Whoever has the link sees the case without
 * signing in, so the id is the secret: 256 random bits, URL-safe base64 (43 characters). It is never
 * derived from anything else and never reused.
 */
export const generatePublicCaseId = (): string => randomBytes(32).toString('base64url');

/** Anything else cannot be a case id; callers answer it as unknown without asking the database. */
export const isPublicCaseIdFormat = (value: string): boolean => /^[A-Za-z0-9_-]{43}$/.test(value);
