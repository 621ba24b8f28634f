/**
 * The staff service (contract: src/contracts/staff.ts). The session is the staff cookie; admin
 * actions are checked before the input is (a caseworker learns nothing but 403 forbidden), and
 * state-changing calls from another site's page are refused by the HTTP layer (cross_site_request).
 */
import * as contract from '@/contracts/staff';
import { created, ok } from '../../http/api';
import { clientNetwork } from '../../http/client-address';
import { type ApiRoute, route } from '../../http/router';
import { backofficeApiKey } from '../../access/secret-access';
import { readAuditLog } from '../../staff/actions/read-audit-log';
import { completeEnrolment, startEnrolment } from '../../staff/actions/enrolment';
import { changeRole, createAdminFromCli, deactivate, inviteMember, renewInvitation, resetAccess } from '../../staff/actions/staff-accounts';
import { listMembers } from '../../staff/actions/list-members';
import { staffView } from '../../staff/staff-view';
import { signOutStaff } from '../../staff/actions/sign-out-staff';
import { clearedCookie, privateHeaders, sessionCookie, sessionOf, signedIn } from '../../access/staff-access';
import { signInStaff } from '../../staff/actions/staff-sign-in';

export const staffRoutes: ApiRoute[] = [
  route(contract.staffSignIn, async ({ body, request }) => {
    const { member, session } = await signInStaff(body, request.ip);
    return ok({ staff: staffView(member), expires_at: session.expiresAt.toISOString() }, { ...privateHeaders, 'Set-Cookie': sessionCookie(session.token) });
  }),
  route(
    contract.staffSignOut,
    async ({ request }) => {
      await signOutStaff(sessionOf(request).sessionId);
      return ok({}, { ...privateHeaders, 'Set-Cookie': clearedCookie() });
    },
    signedIn(),
  ),
  route(
    contract.currentStaff,
    async ({ request }) => {
      const { member, expiresAt } = sessionOf(request);
      return ok({ staff: staffView(member), expires_at: expiresAt.toISOString() }, privateHeaders);
    },
    signedIn(),
  ),
  route(contract.startEnrolment, async ({ body }) => ok(await startEnrolment(body.token), privateHeaders)),
  route(contract.completeEnrolment, async ({ body, request }) => ok({ recovery_codes: await completeEnrolment(body, clientNetwork(request.ip)) }, privateHeaders)),
  route(contract.listStaff, async () => ok({ members: (await listMembers()).map(staffView) }, privateHeaders), signedIn('manageStaff')),
  route(
    contract.inviteStaff,
    async ({ body, request }) => created({ member: staffView(await inviteMember(sessionOf(request).member, body)) }, privateHeaders),
    signedIn('manageStaff'),
  ),
  route(
    contract.changeStaffRole,
    async ({ body, params, request }) => ok({ member: staffView(await changeRole(sessionOf(request).member, params.id ?? '', body.role)) }, privateHeaders),
    signedIn('manageStaff'),
  ),
  route(
    contract.deactivateStaff,
    async ({ params, request }) => ok({ member: staffView(await deactivate(sessionOf(request).member, params.id ?? '')) }, privateHeaders),
    signedIn('manageStaff'),
  ),
  route(
    contract.renewInvitation,
    async ({ params, request }) => ok({ member: staffView(await renewInvitation(sessionOf(request).member, params.id ?? '')) }, privateHeaders),
    signedIn('manageStaff'),
  ),
  route(
    contract.resetStaffAccess,
    async ({ params, request }) => ok({ member: staffView(await resetAccess(sessionOf(request).member, params.id ?? '')) }, privateHeaders),
    signedIn('manageStaff'),
  ),
  route(contract.auditLog, async ({ query }) => ok(await readAuditLog(Number(query.page ?? 1)), privateHeaders), signedIn('readAuditLog')),
  route(
    contract.createAdmin,
    async ({ body }) => {
      const { member, link, expiresAt } = await createAdminFromCli(body);
      return created({ member: staffView(member), enrolment_link: link, expires_at: expiresAt.toISOString() });
    },
    backofficeApiKey,
  ),
];
