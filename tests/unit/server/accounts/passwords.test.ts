/** @jest-environment node */
import { hash } from '@node-rs/argon2';
import { passwordCharacters } from '@/contracts/accounts';
import { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from '@/server/accounts/passwords';

describe('password hashing', () => {
  it("uses argon2id at OWASP's minimum parameters with a random salt", async () => {
    const first = await hashPassword('richtig-geheim');
    const second = await hashPassword('richtig-geheim');
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(first).not.toBe(second);
    expect(needsRehash(first)).toBe(false);
  });

  it('verifies the password and nothing else, composed and decomposed alike', async () => {
    const stored = await hashPassword('Kennwort-für-Jürgen');
    expect(await verifyPassword(stored, 'Kennwort-für-Jürgen')).toBe(true);
    expect(await verifyPassword(stored, 'Kennwort-für-Jürgen'.normalize('NFD'))).toBe(true);
    expect(await verifyPassword(stored, 'kennwort-für-jürgen')).toBe(false);
    expect(await verifyPassword('kaputt', 'Kennwort-für-Jürgen')).toBe(false);
  });

  it('asks for a new hash when the parameters were others', async () => {
    expect(needsRehash(await hash('x', { memoryCost: 8192, timeCost: 3 }))).toBe(true);
    expect(needsRehash('$2b$10$abcdefghijklmnopqrstuv')).toBe(true);
  });

  it('verifies unknown accounts against a dummy hash and always fails', async () => {
    await expect(verifyAgainstDummy('irgendwas')).resolves.toBe(false);
  });

  it('counts characters as people do', () => {
    expect(passwordCharacters('😀😀😀😀')).toBe(4);
    expect(passwordCharacters('a\u0308bcdefg')).toBe(7);
  });
});
