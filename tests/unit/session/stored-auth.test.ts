import { parseStoredAuth } from '@/session/stored-auth';

const valid = { token: 't0k3n', uId: 'kim@example.org', client: 'c1', expiredAt: 2_000_000_000 };

describe('stored auth object', () => {
  it('reads a valid, unexpired session', () => {
    expect(parseStoredAuth(JSON.stringify(valid), 1_900_000_000)).toEqual(valid);
  });

  it.each([
    ['missing', undefined],
    ['not JSON', '{token'],
    ['not an object', '"abc"'],
    ['without token', JSON.stringify({ ...valid, token: '' })],
    ['with a string expiry', JSON.stringify({ ...valid, expiredAt: '2000000000' })],
  ])('treats a %s cookie as signed out', (_, raw) => {
    expect(parseStoredAuth(raw, 1_900_000_000)).toBeNull();
  });

  it('treats an expired session as signed out', () => {
    expect(parseStoredAuth(JSON.stringify(valid), 2_000_000_000)).toBeNull();
  });
});
