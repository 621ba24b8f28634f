import Cookies from 'js-cookie';
import { signedInScript } from '@/page/inline-scripts';
import { authCookieName, parseStoredAuth } from '@/session/stored-auth';

const inAnHour = () => Date.now() / 1000 + 3600;

afterEach(() => {
  Cookies.remove(authCookieName, { path: '/' });
  document.documentElement.removeAttribute('data-signed-in');
});

describe('the pre-paint signed-in script', () => {
  it.each([
    ['a valid session', JSON.stringify({ token: 't', uId: 'kim@example.org', client: 'c', expiredAt: inAnHour() })],
    ['an expired session', JSON.stringify({ token: 't', uId: 'kim@example.org', client: 'c', expiredAt: Date.now() / 1000 - 1 })],
    ['a missing token', JSON.stringify({ uId: 'kim@example.org', client: 'c', expiredAt: inAnHour() })],
    ['an empty client', JSON.stringify({ token: 't', uId: 'kim@example.org', client: '', expiredAt: inAnHour() })],
    ['an expiry as text', JSON.stringify({ token: 't', uId: 'kim@example.org', client: 'c', expiredAt: String(inAnHour()) })],
    ['no JSON', 'not-json'],
    ['JSON null', 'null'],
  ])('decides %s as parseStoredAuth does', (_, value) => {
    // js-cookie writes the value as the portal does (auth-cookie.ts), with its own encoding.
    Cookies.set(authCookieName, value, { path: '/' });
    new Function(signedInScript)();
    const expected = parseStoredAuth(Cookies.get(authCookieName)) !== null;
    expect(document.documentElement.hasAttribute('data-signed-in')).toBe(expected);
  });

  it('marks a signed-in visitor and leaves a visitor without the cookie alone', () => {
    new Function(signedInScript)();
    expect(document.documentElement).not.toHaveAttribute('data-signed-in');
    Cookies.set(authCookieName, JSON.stringify({ token: 't=;%', uId: 'kim+1@example.org', client: 'c', expiredAt: inAnHour() }), { path: '/' });
    Cookies.set('other', 'x', { path: '/' });
    new Function(signedInScript)();
    expect(document.documentElement).toHaveAttribute('data-signed-in');
    Cookies.remove('other', { path: '/' });
  });
});
