/** @jest-environment node */
import { addressKey, newClientId, newToken, tokenHash, tokenMatches } from '@/server/secrets';

describe('tokens', () => {
  it('carry 256 random bits, client ids 128', () => {
    expect(Buffer.from(newToken(), 'base64url')).toHaveLength(32);
    expect(Buffer.from(newClientId(), 'base64url')).toHaveLength(16);
    expect(new Set(Array.from({ length: 100 }, newToken)).size).toBe(100);
  });

  it('are stored as SHA-256 and matched only exactly', () => {
    const token = newToken();
    const stored = tokenHash(token);
    expect(stored).toMatch(/^[0-9a-f]{64}$/);
    expect(tokenMatches(token, stored)).toBe(true);
    expect(tokenMatches(`${token}x`, stored)).toBe(false);
    expect(tokenMatches('', stored)).toBe(false);
    expect(tokenMatches(token, 'not-a-hash')).toBe(false);
  });

  it('count addresses by a hash, not the address', () => {
    expect(addressKey('kim@example.de')).toBe(addressKey('kim@example.de'));
    expect(addressKey('kim@example.de')).not.toContain('kim');
    expect(addressKey('kim@example.de')).not.toBe(addressKey('kai@example.de'));
  });
});
