/** @jest-environment node */
import { presentedToken } from '@/server/access/staff-access';
import { idleExpiry } from '@/server/staff/stores/staff-sessions';

describe('staff session expiry', () => {
  const signedIn = new Date('2026-11-23T08:00:00Z');
  const endsAt = new Date(signedIn.getTime() + 10 * 3600_000);

  afterEach(() => {
    delete process.env.STAFF_SESSION_IDLE_MINUTES;
  });

  it('ends 15 minutes after the last request by default', () => {
    const request = new Date('2026-11-23T09:00:00Z');
    expect(idleExpiry(request, endsAt)).toEqual(new Date('2026-11-23T09:15:00Z'));
  });

  it('follows STAFF_SESSION_IDLE_MINUTES', () => {
    process.env.STAFF_SESSION_IDLE_MINUTES = '5';
    expect(idleExpiry(new Date('2026-11-23T09:00:00Z'), endsAt)).toEqual(new Date('2026-11-23T09:05:00Z'));
  });

  it('never moves past the end of the working day, however busy', () => {
    expect(idleExpiry(new Date('2026-11-23T17:55:00Z'), endsAt)).toEqual(endsAt);
  });
});

describe('the staff cookie', () => {
  it('is read from the Cookie header among others', () => {
    expect(presentedToken({ headers: { cookie: 'lng=de; klarfall_staff=abc-123_x; auth=zzz' } })).toBe('abc-123_x');
    expect(presentedToken({ headers: { cookie: 'auth=zzz' } })).toBeUndefined();
    expect(presentedToken({ headers: {} })).toBeUndefined();
  });
});
