import type { StaffMember } from '../db/tables/staff';

/**
 * Whoever holds BACKOFFICE_API_KEY (the provider's command line and scripts): the actor of every change
 * made through the back-office API. Stored as `cli`, as entries made before it had this name.
 */
export const backofficeApiKeyActor = 'cli' as const;

/** Who acted, as the audit log names them: a signed-in staff member, or the back-office API's key. */
export type Actor = Pick<StaffMember, 'id' | 'email'> | typeof backofficeApiKeyActor;
