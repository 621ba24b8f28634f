import { Forbidden } from '@/components/staff/Forbidden';
import { Link } from '@/components/Link';
import { PageHead } from '@/components/PageHead';
import { Container } from '@/components/ui/Container';
import { mayPerform } from '@/domain/staff-roles';
import type { Namespace } from '@/i18n/namespaces';
import { useTranslation } from '@/i18n/useTranslation';
import type { StaffPageData } from '@/page-setup/staff-page';

export const staffHomeNamespaces: Namespace[] = ['staff', 'errors'];

export type StaffHomeData = StaffPageData;

/** Where a signed-in member lands: who they are, their role, and what they may open from here. */
export function StaffHomeScreen({ staff, forbidden }: StaffHomeData) {
  const { t } = useTranslation('staff');
  return (
    <Container>
      <PageHead title={t('home.title')} description={t('home.description')} />
      {forbidden ? (
        <Forbidden />
      ) : (
        <>
          <h1>{t('home.welcome', { name: staff.name })}</h1>
          <p>{t('home.role', { role: t(`roles.${staff.role}`) })}</p>
          <p>{t('home.sessionHint')}</p>
          <h2>{t('home.casesTitle')}</h2>
          <p>{t('home.casesText')}</p>
          <p>
            <Link to="staffInbox">{t('home.casesLink')}</Link>
          </p>
          {mayPerform(staff.role, 'manageStaff') && (
            <>
              <h2>{t('home.adminTitle')}</h2>
              <ul>
                <li>
                  <Link to="staffMembers">{t('home.membersLink')}</Link>: {t('home.membersText')}
                </li>
                <li>
                  <Link to="staffAuditLog">{t('home.auditLink')}</Link>: {t('home.auditText')}
                </li>
                {mayPerform(staff.role, 'decideReviews') && (
                  <li>
                    <Link to="staffReviews">{t('home.reviewsLink')}</Link>: {t('home.reviewsText')}
                  </li>
                )}
              </ul>
            </>
          )}
        </>
      )}
    </Container>
  );
}
