/**
 * Recovery codes: the way in when the phone with the authenticator app is lost. Ten per enrolment,
 * each 10 characters from an alphabet without look-alikes (50 random bits), shown once as `xxxxx-xxxxx`
 * and stored as SHA-256: with the sign-in lockout, that is far beyond guessing, and a leaked table
 * yields no code. Each works once.
 */
import { randomInt } from 'node:crypto';
import { tokenHash } from '../secrets';

const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789'; // no i, l, o, 0, 1

export function newRecoveryCode(): string {
  const characters = Array.from({ length: 10 }, () => alphabet[randomInt(alphabet.length)]);
  return `${characters.slice(0, 5).join('')}-${characters.slice(5).join('')}`;
}

/** As typed: case, spaces and dashes do not matter. */
export const normaliseRecoveryCode = (code: string): string => code.toLowerCase().replace(/[\s-]+/g, '');

export const recoveryCodeHash = (code: string): string => tokenHash(normaliseRecoveryCode(code));
