import type { StaffMemberView } from '@/contracts/staff';
import type { StaffRole } from '@/contracts/vocabulary/staff';
import type { StaffMember } from '../db/tables/staff';

/** A member as the staff API shows them, with the state their dates give: invited, active or deactivated. */
export function staffView(member: StaffMember): StaffMemberView {
  const state = member.deactivatedAt ? 'deactivated' : member.enrolledAt ? 'active' : 'invited';
  return { id: member.id, email: member.email, name: member.name, role: member.role as StaffRole, state };
}

/** An enrolled member who is not deactivated: the one a case can be given to, and whose mail reaches the back office. */
export const isActiveMember = (member: StaffMember): boolean => staffView(member).state === 'active';
