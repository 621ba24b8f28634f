/** The back office's words: staff roles and what the audit log records. */
export { staffRoles, type StaffRole } from '@/domain/staff-roles';

/** The actions the audit log records, each named `<subject>.<what happened>`. */
export const auditActions = [
  'staff.created_by_cli',
  'staff.invited',
  'staff.invitation_renewed',
  'staff.enrolled',
  'staff.signed_in',
  'staff.signed_in_with_recovery_code',
  'staff.role_changed',
  'staff.deactivated',
  'staff.access_reset',
  'case.opened',
  'case.assigned',
  'case.status_changed',
  'case.history_entry_added',
  'case.document_uploaded',
  'case.message_sent',
  // Through the back-office API only: the customer's address, language or reply address changed.
  'case.updated',
  // A customer's account deletion (actor: the customer, or the housekeeping that deletes it later):
  // a running case ended with it, kept until closed, and every case deleted with the account.
  'case.ended_with_account_deletion',
  'case.account_deletion_requested',
  'case.deleted_with_account',
  // Customers' ratings (subject: the rated case).
  'review.published',
  'review.rejected',
  // Withdrawals and cancellations received without signing in (subject: the declaration's receipt number).
  'declaration.applied',
  'declaration.closed',
  // A withdrawal or cancellation the customer made by deleting the account with the contract running.
  'declaration.received_with_account_deletion',
  // A member's question answered (subject: the membership's mandate reference).
  'membership.answered',
] as const;
export type AuditAction = (typeof auditActions)[number];

/** Audit log entries per page. */
export const auditPageSize = 50;

/**
 * The names of the staff session's cookie (HttpOnly: only the server reads it). Over HTTPS it carries
 * the `__Host-` prefix: the browser then takes it only with Secure, for the path / and without a
 * Domain, so no other host (a subdomain) can set or overwrite it. Plain HTTP (development, tests)
 * cannot set a Secure cookie, so there the name has no prefix.
 */
export const staffCookieNames = { secure: '__Host-klarfall_staff', plain: 'klarfall_staff' } as const;

/** The cookie's name where the portal is reached over HTTPS (`secure`) or not. */
export const staffCookieName = (secure: boolean): string => (secure ? staffCookieNames.secure : staffCookieNames.plain);
