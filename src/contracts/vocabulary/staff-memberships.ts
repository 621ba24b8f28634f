/** The back office's memberships page: how long a search may be, how many memberships one page lists. */
export const staffMembershipLimits = { searchLength: 200, listed: 50 } as const;

/** The inbox lists the members' questions waiting longest, at most this many (the memberships page has them all). */
export const inboxMemberQuestions = 20;
