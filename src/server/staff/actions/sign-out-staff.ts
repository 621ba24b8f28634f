import { endStaffSession } from '../stores/staff-sessions';

/** Ends one session of a member; their other sessions stay. */
export const signOutStaff = (sessionId: number): Promise<void> => endStaffSession(sessionId);
