/**
 * Who may call a staff endpoint: a signed-in member (the staff cookie), with the permission the route
 * names. The role is checked before the input is read, so a member without the right learns nothing
 * but 403 forbidden.
 */
import { mayPerform, type StaffPermission } from '@/domain/staff-roles';
import type { StaffRole } from '@/contracts/vocabulary/staff';
import type { ApiRequest } from '../http/api';
import { ApiError } from '../http/errors';
import { authenticateStaff, noStaffSession, type StaffSession } from '../staff/stores/staff-sessions';

// The session found by a route's `authorise`, for its handler.
const sessions = new WeakMap<ApiRequest, StaffSession>();

/** Lets in a signed-in staff member with the permission, if one is named. */
export const signedIn = (permission?: StaffPermission) => ({
  async authorise(request: ApiRequest) {
    const session = await authenticateStaff(request);
    if (!session) throw noStaffSession();
    if (permission && !mayPerform(session.member.role as StaffRole, permission)) throw ApiError.of(403, 'forbidden');
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
