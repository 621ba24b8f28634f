import type { StaffMember } from '../db/tables/staff';

/**
 * Whoever holds BACKOFFICE_API_KEY (the provider's command line and scripts): the actor of every change
 * made through the back-office API. Stored as `cli`, as entries made before it had this name.
 */
export const backofficeApiKeyActor = 'cli' as const;

/** Who acted, as the audit log names them: a signed-in staff member, or the back-office API's key. */
export type Actor = Pick<StaffMember, 'id' | 'email'> | typeof backofficeApiKeyActor;

/**
 * Who acted where no staff member did, as the audit log names them: the customer themself (deleting
 * their account with its running cases), or the daily housekeeping (deleting an account whose deletion
 * waited for its cases to close). Neither is named by address: the log outlives the account.
 */
export const customerActor = 'customer' as const;
export const housekeepingActor = 'housekeeping' as const;

/** Whoever the audit log may name. */
export type AuditActor = Actor | typeof customerActor | typeof housekeepingActor;
