/** @jest-environment node */
import { generateSync } from 'otplib';
import { verifyTotp } from '@/server/staff/totp';
import { newRecoveryCode, normaliseRecoveryCode, recoveryCodeHash } from '@/server/staff/recovery-codes';

const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const at = new Date('2026-11-23T10:00:10Z');
const seconds = at.getTime() / 1000;
const codeAt = (offsetSeconds: number) => generateSync({ secret, epoch: seconds + offsetSeconds });
const step = Math.floor(seconds / 30);

describe('TOTP verification', () => {
  it('accepts the current code and one step either side, and nothing further', () => {
    expect(verifyTotp(secret, codeAt(0), null, at)).toBe(step);
    expect(verifyTotp(secret, codeAt(-30), null, at)).toBe(step - 1);
    expect(verifyTotp(secret, codeAt(30), null, at)).toBe(step + 1);
    expect(verifyTotp(secret, codeAt(-60), null, at)).toBeUndefined();
    expect(verifyTotp(secret, codeAt(60), null, at)).toBeUndefined();
  });

  it('accepts a code only after the last step used, so a code is good once', () => {
    expect(verifyTotp(secret, codeAt(0), step, at)).toBeUndefined();
    expect(verifyTotp(secret, codeAt(-30), step, at)).toBeUndefined();
    expect(verifyTotp(secret, codeAt(30), step, at)).toBe(step + 1);
  });

  it('reads a code typed with spaces, and refuses anything but six digits', () => {
    const code = codeAt(0);
    expect(verifyTotp(secret, `${code.slice(0, 3)} ${code.slice(3)}`, null, at)).toBe(step);
    expect(verifyTotp(secret, `${code}0`, null, at)).toBeUndefined();
    expect(verifyTotp(secret, 'abcdef', null, at)).toBeUndefined();
  });
});

describe('recovery codes', () => {
  it('are ten characters without look-alikes, grouped in fives', () => {
    for (let index = 0; index < 50; index += 1) expect(newRecoveryCode()).toMatch(/^[a-hjkmnp-z2-9]{5}-[a-hjkmnp-z2-9]{5}$/);
  });

  it('match however they are typed (case, spaces, dashes)', () => {
    const code = newRecoveryCode();
    expect(normaliseRecoveryCode(` ${code.toUpperCase().replace('-', ' ')} `)).toBe(code.replace('-', ''));
    expect(recoveryCodeHash(code.toUpperCase())).toBe(recoveryCodeHash(code));
    expect(recoveryCodeHash(code)).not.toContain(code.replace('-', ''));
  });
});
