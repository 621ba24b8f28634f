/** The words and limits of the back office's inbox, shared by its screens and the staff service. */

/** The assignee filter's words besides a member's id: the signed-in member, or cases nobody has taken. */
export const inboxAssignees = ['me', 'nobody'] as const;
export type InboxAssigneeWord = (typeof inboxAssignees)[number];

export const inboxLimits = {
  /** Cases per inbox page: a screenful to scan, few enough to load at once. */
  pageSize: 50,
  /** A search is a reference number, a name or an e-mail address. */
  searchLength: 200,
} as const;
