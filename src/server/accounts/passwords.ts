import { randomBytes } from 'node:crypto';
import { type Algorithm, hash, type Options, parseOptions, verify } from '@node-rs/argon2';
import { normalisePassword } from '@/contracts/accounts';
import { heavyWork } from '../heavy-work';

/**
 * Password hashing with argon2id at OWASP's recommended minimum (Password Storage Cheat Sheet:
 * m = 19 MiB, t = 2, p = 1), a 16-byte random salt per hash and a 32-byte output, stored as a PHC
 * string (`$argon2id$v=19$m=19456,t=2,p=1$<salt>$<hash>`) that carries its own parameters. Hashes made
 * with other parameters are replaced at the next successful sign-in (`needsRehash`).
 *
 * @node-rs/argon2 hashes on libuv's thread pool (4 threads by default). Every hash and check waits
 * for its place among the instance's heavy work (heavy-work.ts), so a flood of them leaves threads for
 * the rest and is turned away with 503 beyond a short queue.
 */
export const passwordHashing = {
  // Algorithm.Argon2id: a const enum, which isolatedModules cannot read from the declaration file.
  algorithm: 2 as Algorithm,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
  outputLen: 32,
} as const satisfies Options;

export function hashPassword(password: string): Promise<string> {
  return heavyWork('password-hash', () => hash(normalisePassword(password), passwordHashing));
}

export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  return heavyWork('password-hash', async () => {
    try {
      return await verify(storedHash, normalisePassword(password));
    } catch {
      // A malformed stored hash matches no password.
      return false;
    }
  });
}

export function needsRehash(storedHash: string): boolean {
  try {
    const options = parseOptions(storedHash);
    return (
      options.algorithm !== passwordHashing.algorithm ||
      options.memoryCost !== passwordHashing.memoryCost ||
      options.timeCost !== passwordHashing.timeCost ||
      options.parallelism !== passwordHashing.parallelism ||
      options.outputLen !== passwordHashing.outputLen
    );
  } catch {
    return true;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Sign-in with an unknown e-mail address still verifies a password against this hash (same parameters,
 * random password), so the answer takes as long as for a known address with a wrong password.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(32).toString('base64url'));
  await verifyPassword(await dummyHash, password);
  return false;
}
