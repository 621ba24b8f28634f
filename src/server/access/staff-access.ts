/**
 * Who may call a staff endpoint: a signed-in member (the staff cookie), with the permission the route
 * names. The role is checked before the input is read, so a member without the right learns nothing
 * but 403 forbidden.
 */
import { mayPerform, type StaffPermission } from '@/domain/staff-roles';
import type { StaffRole } from '@/contracts/vocabulary/staff';
import { type ApiRequest, header } from '../http/api';
import { DomainError } from '../domain-error';
import { staffCookieName } from '@/contracts/vocabulary/staff';
import { staffSettings } from '../staff/settings';
import { authenticateStaff, type StaffSession } from '../staff/stores/staff-sessions';

/** 401 unauthorized: no valid staff session (ended, expired, or never signed in). */
const noStaffSession = () => DomainError.of('unauthorized');

/** The session cookie's value from a request, if any. */
export function presentedToken(request: Pick<ApiRequest, 'headers'>): string | undefined {
  const cookies = header(request, 'cookie') ?? '';
  for (const part of cookies.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === staffCookieName(staffSettings.secureCookies)) return value.join('=') || undefined;
  }
  return undefined;
}

// The session found by a route's `authorise`, for its handler.
const sessions = new WeakMap<ApiRequest, StaffSession>();

/** Lets in a signed-in staff member with the permission, if one is named. */
export const signedIn = (permission?: StaffPermission) => ({
  async authorise(request: ApiRequest) {
    const session = await authenticateStaff(presentedToken(request));
    if (!session) throw noStaffSession();
    if (permission && !mayPerform(session.member.role as StaffRole, permission)) throw DomainError.of('forbidden');
    sessions.set(request, session);
  },
});

/** The session `signedIn` let in. */
export function sessionOf(request: ApiRequest): StaffSession {
  const session = sessions.get(request);
  if (!session) throw noStaffSession();
  return session;
}

/** Staff answers are private to their reader, and no search engine indexes them. */
export const privateHeaders = { 'X-Robots-Tag': 'noindex, nofollow' };

function cookie(value: string, maxAgeSeconds: number): string {
  return [
    `${staffCookieName(staffSettings.secureCookies)}=${value}`,
    'Path=/',
    'HttpOnly',
    'SameSite=Strict',
    `Max-Age=${maxAgeSeconds}`,
    ...(staffSettings.secureCookies ? ['Secure'] : []),
  ].join('; ');
}

/**
 * The cookie that carries a session. It lives as long as the session could (its end), while the
 * server decides the idle expiry: the browser cannot be trusted to drop it in time.
 */
export const sessionCookie = (token: string): string => cookie(token, staffSettings.sessionMaxSeconds);

export const clearedCookie = (): string => cookie('', 0);
