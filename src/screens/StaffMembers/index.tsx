import { useRouter } from 'next/router';
import { useState } from 'react';
import { Forbidden } from '@/components/staff/Forbidden';
import { StaffTable } from '@/components/staff/StaffTable';
import { FormCard, Notice } from '@/components/forms/FormCard';
import { PageHead } from '@/components/PageHead';
import { Container } from '@/components/ui/Container';
import type { StaffMemberView } from '@/contracts/staff';
import type { Namespace } from '@/i18n/namespaces';
import { useTranslation } from '@/i18n/useTranslation';
import type { StaffPageData } from '@/page-setup/staff-page';
import { InviteForm } from './InviteForm';
import { MemberActions } from './MemberActions';

export const staffMembersNamespaces: Namespace[] = ['staff', 'errors'];

export type StaffMembersData = StaffPageData & { members?: StaffMemberView[] };

/** Admins: everyone with access to the back office, and inviting someone new. */
export function StaffMembersScreen({ staff, forbidden, members = [] }: StaffMembersData) {
  const { t } = useTranslation('staff');
  const router = useRouter();
  const [notice, setNotice] = useState<string | null>(null);
  // The list comes from the page's loader: reloading it shows every change as the service stored it.
  const done = async (text: string) => {
    await router.replace(router.asPath, undefined, { scroll: false });
    setNotice(text);
  };
  return (
    <Container>
      <PageHead title={t('members.title')} description={t('members.description')} />
      {forbidden ? (
        <Forbidden />
      ) : (
        <>
          <h1>{t('members.title')}</h1>
          <div role="status">{notice && <Notice>{notice}</Notice>}</div>
          <StaffTable caption={t('members.tableCaption')} columns={[t('members.columns.name'), t('members.columns.email'), t('members.columns.role'), t('members.columns.state'), t('members.columns.actions')]}>
            {members.map((member) => (
              <tr key={member.id}>
                <td>
                  {member.name} {member.id === staff.id && t('members.you')}
                </td>
                <td>{member.email}</td>
                <td>{t(`roles.${member.role}`)}</td>
                <td>{t(`states.${member.state}`)}</td>
                <td>{member.id !== staff.id && <MemberActions member={member} onDone={done} />}</td>
              </tr>
            ))}
          </StaffTable>
          <h2>{t('members.inviteTitle')}</h2>
          <FormCard>
            <InviteForm onInvited={(email) => done(t('members.invited', { email }))} />
          </FormCard>
        </>
      )}
    </Container>
  );
}
