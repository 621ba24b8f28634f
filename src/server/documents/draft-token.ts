/**
 * Upload draft tokens: 256 random bits, base64url. The funnel keeps the token in the browser and
 * sends it with each upload and with the order; only its SHA-256 is stored, so a database leak gives
 * nobody another customer's uploads.
 */
import { createHash, randomBytes } from 'node:crypto';

export const newDraftToken = (): string => randomBytes(32).toString('base64url');

export const isDraftTokenFormat = (value: string): boolean => /^[A-Za-z0-9_-]{43}$/.test(value);

export const draftTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
