import type { CaseAssignee } from '@/contracts/staff-cases';
import type { CaseRow } from '../../db/tables/cases';
import type { StaffMember } from '../../db/tables/staff';
import { DomainError } from '../../domain-error';
import { type Actor, audited } from '../../staff/stores/audit-log';
import { listMembers } from '../../staff/stores/staff-members';
import { isActiveMember } from '../../staff/staff-view';
import { caseSubject } from '../case-audit';
import { assignCase as assignStoredCase } from '../stores/case-store';

const assigneeOf = (members: StaffMember[], id: number | null): CaseAssignee | null => {
  const member = id === null ? undefined : members.find((candidate) => candidate.id === id);
  return member ? { id: member.id, name: member.name } : null;
};

/** Who works the case, among the members listed (null: nobody). */
export const caseAssignee = (row: CaseRow, members: StaffMember[]): CaseAssignee | null => assigneeOf(members, row.assignedStaffId);

/**
 * Gives the case to an active member, or to nobody (null), with its audit entry in the same
 * transaction; giving it to whoever has it already changes nothing. 422 not_active_staff for anybody
 * else (invited, deactivated, unknown).
 */
export async function assignCase(actor: Actor, row: CaseRow, assigneeId: number | null): Promise<CaseAssignee | null> {
  const members = await listMembers();
  const target = assigneeOf(members.filter(isActiveMember), assigneeId);
  if (assigneeId !== null && !target) throw DomainError.of('not_active_staff', 'assignee_id');
  if ((target?.id ?? null) === row.assignedStaffId) return target;
  const before = caseAssignee(row, members);
  await audited(
    (tx) => assignStoredCase(tx, row.id, target?.id ?? null),
    () => ({ actor, action: 'case.assigned', subject: caseSubject(row), before: { assignee: before }, after: { assignee: target } }),
  );
  return target;
}
