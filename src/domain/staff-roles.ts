export const staffRoles = ['caseworker', 'admin'] as const;
export type StaffRole = (typeof staffRoles)[number];

/**
 * What each staff role may do. Caseworkers work cases; admins do that too and manage the staff
 * (invite, change roles, deactivate), read the audit log and publish or reject customers' ratings.
 */
export type StaffPermission = 'workCases' | 'manageStaff' | 'readAuditLog' | 'decideReviews';

const permissions: Record<StaffRole, readonly StaffPermission[]> = {
  caseworker: ['workCases'],
  admin: ['workCases', 'manageStaff', 'readAuditLog', 'decideReviews'],
};

export const mayPerform = (role: StaffRole, permission: StaffPermission): boolean => permissions[role].includes(permission);
