export const staffRoles = ['caseworker', 'admin'] as const;
export type StaffRole = (typeof staffRoles)[number];

/**
 * What each staff role may do. Caseworkers work cases; admins do that too and manage the staff
 * (invite, change roles, deactivate) and read the audit log.
 */
export type StaffPermission = 'workCases' | 'manageStaff' | 'readAuditLog';

const permissions: Record<StaffRole, readonly StaffPermission[]> = {
  caseworker: ['workCases'],
  admin: ['workCases', 'manageStaff', 'readAuditLog'],
};

export const mayPerform = (role: StaffRole, permission: StaffPermission): boolean => permissions[role].includes(permission);
