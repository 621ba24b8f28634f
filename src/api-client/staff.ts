/**
 * The staff service (contract: src/contracts/staff.ts). In the browser the session travels as the
 * HttpOnly staff cookie, which the browser adds itself (same origin); a page's loader on the server
 * passes the cookie of the page request on (`session` below).
 */
import type { RequestBodyOf } from '@/contracts/endpoint';
import type * as staffContract from '@/contracts/staff';
import type { StaffRole } from '@/contracts/vocabulary/staff';
import { call, type TransportOptions, withContract } from './http';

type Staff = typeof staffContract;

const staff = () => import('@/contracts/staff');

/** On the server: the Cookie header that carries the staff session of the page request. */
export type StaffSessionCookie = string | undefined;

const withSession = (cookie: StaffSessionCookie): TransportOptions => (cookie ? { headers: { Cookie: cookie } } : {});

export const signInStaff = (body: RequestBodyOf<Staff['staffSignIn']>) =>
  withContract(staff, ({ staffSignIn }) => call('staff', staffSignIn, { body }));

export const signOutStaff = () => withContract(staff, ({ staffSignOut }) => call('staff', staffSignOut));

export const currentStaff = (cookie?: StaffSessionCookie) => withContract(staff, ({ currentStaff }) => call('staff', currentStaff, withSession(cookie)));

export const startEnrolment = (token: string) => withContract(staff, ({ startEnrolment }) => call('staff', startEnrolment, { body: { token } }));

export const completeEnrolment = (body: RequestBodyOf<Staff['completeEnrolment']>) =>
  withContract(staff, ({ completeEnrolment }) => call('staff', completeEnrolment, { body }));

export const listStaff = (cookie?: StaffSessionCookie) => withContract(staff, ({ listStaff }) => call('staff', listStaff, withSession(cookie)));

export const inviteStaff = (body: RequestBodyOf<Staff['inviteStaff']>) => withContract(staff, ({ inviteStaff }) => call('staff', inviteStaff, { body }));

export const changeStaffRole = (id: number, role: StaffRole) =>
  withContract(staff, ({ changeStaffRole }) => call('staff', changeStaffRole, { params: { id: String(id) }, body: { role } }));

export const deactivateStaff = (id: number) => withContract(staff, ({ deactivateStaff }) => call('staff', deactivateStaff, { params: { id: String(id) } }));

export const resetStaffAccess = (id: number) => withContract(staff, ({ resetStaffAccess }) => call('staff', resetStaffAccess, { params: { id: String(id) } }));
export const renewInvitation = (id: number) => withContract(staff, ({ renewInvitation }) => call('staff', renewInvitation, { params: { id: String(id) } }));

export const auditLog = (page: number, cookie?: StaffSessionCookie) =>
  withContract(staff, ({ auditLog }) => call('staff', auditLog, { ...withSession(cookie), query: { page: String(page) } }));
