/**
 * TOTP secrets at rest. Unlike a password, a TOTP secret cannot be stored as a hash: the server needs
 * it to compute the expected code. So it is sealed with AES-256-GCM under STAFF_TOTP_KEY, which lives
 * in the environment, apart from the database: a copy of the database (a backup, a leaked dump) then
 * holds no second factor. Changing the key makes every stored secret unreadable; staff then need new
 * enrolment links (docs/backoffice.md).
 *
 * Stored form: `v1:<iv>:<ciphertext and tag>`, both base64url. A value without the prefix is a secret
 * stored before sealing was introduced; it is read as it is and sealed at the member's next sign-in.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { minimumSecretLength, serverConfig } from '../config';
import { DomainError } from '../domain-error';
import { log } from '../log';

const prefix = 'v1:';
const algorithm = 'aes-256-gcm';
/** Binds a sealed value to its use: it cannot be passed off as another kind of sealed value. */
const purpose = Buffer.from('klarfall staff totp secret v1');

let warned = false;

/** The 256-bit key derived from STAFF_TOTP_KEY; 503 not_configured while it is missing or too short. */
function key(): Buffer {
  const secret = serverConfig.staffTotpKey;
  if (!secret || secret.length < minimumSecretLength) {
    if (!warned) {
      warned = true;
      log.error(`STAFF_TOTP_KEY ${secret ? `is shorter than ${minimumSecretLength} characters` : 'is not set'}: staff can neither enrol nor sign in`, {
        setting: 'STAFF_TOTP_KEY',
      });
    }
    throw DomainError.of('not_configured');
  }
  return createHash('sha256').update(secret, 'utf8').digest();
}

export function sealTotpSecret(secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv(algorithm, key(), iv).setAAD(purpose);
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return `${prefix}${iv.toString('base64url')}:${sealed.toString('base64url')}`;
}

export const isSealed = (stored: string): boolean => stored.startsWith(prefix);

const tagLength = 16;

/**
 * The secret of a stored value. One sealed under another key (STAFF_TOTP_KEY was changed) or altered
 * cannot be opened: that is the set-up's fault, not the member's, so it answers 503 and logs why.
 */
export function openTotpSecret(stored: string): string {
  if (!isSealed(stored)) return stored;
  const secretKey = key();
  const [iv, sealed] = stored.slice(prefix.length).split(':').map((part) => Buffer.from(part, 'base64url'));
  try {
    if (!iv || !sealed || iv.length !== 12 || sealed.length <= tagLength) throw new Error('malformed');
    const decipher = createDecipheriv(algorithm, secretKey, iv).setAAD(purpose);
    decipher.setAuthTag(sealed.subarray(sealed.length - tagLength));
    return Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - tagLength)), decipher.final()]).toString('utf8');
  } catch {
    log.error('a stored TOTP secret cannot be opened with STAFF_TOTP_KEY (was the key changed?)', { setting: 'STAFF_TOTP_KEY' });
    throw DomainError.of('not_configured');
  }
}
