import { mayPerform } from '@/domain/staff-roles';

describe('staff roles', () => {
  it('let caseworkers work cases and nothing else', () => {
    expect(mayPerform('caseworker', 'workCases')).toBe(true);
    expect(mayPerform('caseworker', 'manageStaff')).toBe(false);
    expect(mayPerform('caseworker', 'readAuditLog')).toBe(false);
    expect(mayPerform('caseworker', 'decideReviews')).toBe(false);
  });

  it('let admins work cases, manage staff, read the audit log and decide on ratings', () => {
    expect(mayPerform('admin', 'workCases')).toBe(true);
    expect(mayPerform('admin', 'manageStaff')).toBe(true);
    expect(mayPerform('admin', 'readAuditLog')).toBe(true);
    expect(mayPerform('admin', 'decideReviews')).toBe(true);
  });
});
