import { type AuthenticatedSession, endSession } from '../stores/sessions';

/** Signs one client out; the account's other clients stay signed in. */
export const signOut = (session: Pick<AuthenticatedSession, 'sessionId'>): Promise<void> => endSession(session.sessionId);
