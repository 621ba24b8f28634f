import styled from 'styled-components';
import { Forbidden } from '@/components/staff/Forbidden';
import { StaffTable } from '@/components/staff/StaffTable';
import { Link } from '@/components/Link';
import { PageHead } from '@/components/PageHead';
import { Container, Lead } from '@/components/ui/Container';
import { formatDateIn, formatTime } from '@/basics/calendar';
import type { AuditEntry } from '@/contracts/staff';
import type { Namespace } from '@/i18n/namespaces';
import { useTranslation } from '@/i18n/useTranslation';
import { useLanguage } from '@/page-setup/PageContext';
import type { StaffPageData } from '@/page-setup/staff-page';

export const staffAuditLogNamespaces: Namespace[] = ['staff', 'errors'];

export type StaffAuditLogData = StaffPageData & { log?: { entries: AuditEntry[]; page: number; pages: number; total: number } };

const Record = styled.pre`
  margin: 0;
  max-width: 22rem;
  font-size: 0.8rem;
  white-space: pre-wrap;
  word-break: break-word;
`;

const Pages = styled.nav`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 0.5rem 1rem;
`;

const subjectKeys = { case: 'audit.subjects.case', declaration: 'audit.subjects.declaration', membership: 'audit.subjects.membership' } as const;
const subjectKey = (type: string) => subjectKeys[type as keyof typeof subjectKeys] ?? 'audit.subjects.staff';

const recordText = (value: unknown) => (value === null || value === undefined ? '–' : JSON.stringify(value, null, 1));

/** Admins: the audit log, newest first, page by page. */
export function StaffAuditLogScreen({ forbidden, log }: StaffAuditLogData) {
  const { t, i18n } = useTranslation('staff');
  const language = useLanguage();
  const actionText = (action: string) => (i18n.exists(`staff:audit.actions.${action}`) ? t(`audit.actions.${action}` as 'audit.actions.staff.invited') : action);
  return (
    <Container>
      <PageHead title={t('audit.title')} description={t('audit.description')} />
      {forbidden || !log ? (
        <Forbidden />
      ) : (
        <>
          <h1>{t('audit.title')}</h1>
          <Lead>{t('audit.lead')}</Lead>
          {log.entries.length === 0 ? (
            <p>{t('audit.empty')}</p>
          ) : (
            <StaffTable
              caption={t('audit.tableCaption', { page: log.page, pages: log.pages })}
              columns={[t('audit.columns.at'), t('audit.columns.actor'), t('audit.columns.action'), t('audit.columns.subject'), t('audit.columns.before'), t('audit.columns.after')]}
            >
              {log.entries.map((entry) => (
                <tr key={entry.id}>
                  <td>
                    {formatDateIn(language, entry.at)} {formatTime(new Date(entry.at))}
                  </td>
                  <td>{entry.actor === 'cli' ? t('audit.cli') : entry.actor === 'customer' ? t('audit.customer') : entry.actor === 'housekeeping' ? t('audit.housekeeping') : entry.actor}</td>
                  <td>{actionText(entry.action)}</td>
                  <td>{t(subjectKey(entry.subject_type), { id: entry.subject_id })}</td>
                  <td>
                    <Record>{recordText(entry.before)}</Record>
                  </td>
                  <td>
                    <Record>{recordText(entry.after)}</Record>
                  </td>
                </tr>
              ))}
            </StaffTable>
          )}
          <Pages aria-label={t('audit.pageOf', { page: log.page, pages: log.pages, total: log.total })}>
            <span>{log.page > 1 && <Link to="staffAuditLog" query={{ page: String(log.page - 1) }}>{t('audit.previous')}</Link>}</span>
            <span>{t('audit.pageOf', { page: log.page, pages: log.pages, total: log.total })}</span>
            <span>{log.page < log.pages && <Link to="staffAuditLog" query={{ page: String(log.page + 1) }}>{t('audit.next')}</Link>}</span>
          </Pages>
        </>
      )}
    </Container>
  );
}
