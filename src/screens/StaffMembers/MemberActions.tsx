import { useState } from 'react';
import styled from 'styled-components';
import { control } from '@/components/forms/fields';
import { useSubmission } from '@/components/forms/useSubmission';
import { SecondaryButton } from '@/components/ui/buttons';
import { ErrorList } from '@/components/ui/ErrorList';
import type { StaffMemberView } from '@/contracts/staff';
import { staffRoles, type StaffRole } from '@/contracts/vocabulary/staff';
import { useTranslation } from '@/i18n/useTranslation';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;

  select {
    ${control}
    width: auto;
  }
`;

/** What an admin can do with one member: change the role, send the invitation again or reset access, deactivate. */
export function MemberActions({ member, onDone }: { member: StaffMemberView; onDone: (notice: string) => void }) {
  const { t } = useTranslation('staff');
  const [role, setRole] = useState<StaffRole>(member.role);
  const { pending, serverErrors, submit } = useSubmission();
  if (member.state === 'deactivated') return null;
  const selectId = `role-${member.id}`;
  return (
    <>
      <Row>
        <label className="visually-hidden" htmlFor={selectId}>
          {t('members.changeRole', { name: member.name })}
        </label>
        <select id={selectId} value={role} disabled={pending} onChange={(event) => setRole(event.target.value as StaffRole)}>
          {staffRoles.map((option) => (
            <option key={option} value={option}>
              {t(`roles.${option}`)}
            </option>
          ))}
        </select>
        <SecondaryButton
          type="button"
          disabled={pending || role === member.role}
          aria-label={t('members.saveRoleFor', { name: member.name })}
          onClick={async () => {
            const { changeStaffRole } = await import('@/api-client/staff');
            if (await submit(() => changeStaffRole(member.id, role))) onDone(t('members.roleChanged', { name: member.name }));
          }}
        >
          {t('members.saveRole')}
        </SecondaryButton>
        {member.state === 'invited' && (
          <SecondaryButton
            type="button"
            disabled={pending}
            aria-label={t('members.renewFor', { name: member.name })}
            onClick={async () => {
              const { renewInvitation } = await import('@/api-client/staff');
              if (await submit(() => renewInvitation(member.id))) onDone(t('members.renewed', { email: member.email }));
            }}
          >
            {t('members.renew')}
          </SecondaryButton>
        )}
        {member.state === 'active' && (
          <SecondaryButton
            type="button"
            disabled={pending}
            aria-label={t('members.resetFor', { name: member.name })}
            onClick={async () => {
              if (!window.confirm(t('members.confirmReset', { name: member.name, email: member.email }))) return;
              const { resetStaffAccess } = await import('@/api-client/staff');
              if (await submit(() => resetStaffAccess(member.id))) onDone(t('members.resetDone', { name: member.name, email: member.email }));
            }}
          >
            {t('members.reset')}
          </SecondaryButton>
        )}
        <SecondaryButton
          type="button"
          disabled={pending}
          aria-label={t('members.deactivateFor', { name: member.name })}
          onClick={async () => {
            if (!window.confirm(t('members.confirmDeactivate', { name: member.name }))) return;
            const { deactivateStaff } = await import('@/api-client/staff');
            if (await submit(() => deactivateStaff(member.id))) onDone(t('members.deactivated', { name: member.name }));
          }}
        >
          {t('members.deactivate')}
        </SecondaryButton>
      </Row>
      {serverErrors.length > 0 && <ErrorList errors={serverErrors} />}
    </>
  );
}
