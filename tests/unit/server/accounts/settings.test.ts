/** @jest-environment node */
import { accountSettings } from '@/server/accounts/settings';
import { parseRateLimit } from '@/server/rate-limits/settings';

describe('account settings', () => {
  afterEach(() => {
    delete process.env.RATE_LIMIT_SIGN_IN_PER_IP;
    delete process.env.TOKEN_LIFESPAN_DAYS;
  });

  it('reads rate limits as <attempts>/<seconds>', () => {
    expect(parseRateLimit('X', '50/600')).toEqual({ limit: 50, windowSeconds: 600 });
    expect(parseRateLimit('X', ' 3 / 3600 ')).toEqual({ limit: 3, windowSeconds: 3600 });
    for (const wrong of ['50', '0/60', '5/0', 'a/b', '5/60/1', '-1/60']) expect(() => parseRateLimit('X', wrong)).toThrow(/X must look like/);
  });

  it('has the documented defaults', () => {
    expect(accountSettings.tokenLifespanSeconds).toBe(14 * 24 * 3600);
    expect(accountSettings.rateLimits('signIn')).toEqual({ perIp: { limit: 50, windowSeconds: 600 }, perAccount: { limit: 20, windowSeconds: 600 } });
    expect(accountSettings.lockoutAfter).toEqual({ limit: 10, windowSeconds: 3600 });
    expect(accountSettings.lockoutSeconds).toBe(1800);
  });

  it('follows the environment', () => {
    process.env.RATE_LIMIT_SIGN_IN_PER_IP = '500/60';
    process.env.TOKEN_LIFESPAN_DAYS = '30';
    expect(accountSettings.rateLimits('signIn').perIp).toEqual({ limit: 500, windowSeconds: 60 });
    expect(accountSettings.tokenLifespanSeconds).toBe(30 * 24 * 3600);
  });
});
