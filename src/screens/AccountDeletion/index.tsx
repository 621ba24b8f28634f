import { useRouter } from 'next/router';
import { formatDateIn } from '@/basics/calendar';
import { FormCard, FormLinks } from '@/components/forms/FormCard';
import { Link } from '@/components/Link';
import { PageHead } from '@/components/PageHead';
import { ErrorList } from '@/components/ui/ErrorList';
import { Container, Lead } from '@/components/ui/Container';
import type { RunningContracts as Running } from '@/contracts/privacy';
import type { ErrorItem } from '@/contracts/errors';
import type { Namespace } from '@/i18n/namespaces';
import { Trans, useTranslation } from '@/i18n/useTranslation';
import { useLanguage } from '@/page-setup/PageContext';
import { DeletionForm } from './DeletionForm';
import { RunningContracts } from './RunningContracts';

export const accountDeletionNamespaces: Namespace[] = ['privacy', 'cases', 'commissioning', 'errors'];

export interface AccountDeletionData {
  /** The account's running cases and memberships; null when the service could not list them. */
  running: Running | null;
  loadErrors: ErrorItem[];
}

/**
 * Deleting the account (GDPR Art. 17): what goes at once, what the law makes us keep and why, what a
 * membership means; the running cases and memberships with what ending each would mean, and the
 * choice to end them or keep the account until they are over; then the password to confirm.
 */
export function AccountDeletionScreen({ running, loadErrors }: AccountDeletionData) {
  const { t } = useTranslation('privacy');
  const router = useRouter();
  const language = useLanguage();
  const hasRunning = Boolean(running && (running.cases.length > 0 || running.memberships.length > 0));
  return (
    <Container $narrow>
      <PageHead title={t('deletion.title')} description={t('deletion.description')} />
      <h1>{t('deletion.title')}</h1>
      <Lead>{t('deletion.lead')}</Lead>
      <ul>
        <li>{t('deletion.deleted.account')}</li>
        <li>{t('deletion.deleted.cases')}</li>
        <li>{t('deletion.deleted.newsletter')}</li>
      </ul>
      <p>{t('deletion.openCases')}</p>
      <h2>{t('deletion.keptTitle')}</h2>
      <p>{t('deletion.kept')}</p>
      <p>
        <Trans t={t} i18nKey="deletion.memberships" components={{ page: <Link to="membershipCancellation" /> }} />
      </p>
      {running?.deletion_requested_at && <p role="status">{t('deletion.running.requestedOn', { date: formatDateIn(language, running.deletion_requested_at) })}</p>}
      {running && hasRunning && <RunningContracts running={running} />}
      {running ? (
        <FormCard>
          <DeletionForm hasRunning={hasRunning} />
          <FormLinks>
            <Link to="dashboard">{t('deletion.cancel')}</Link>
          </FormLinks>
        </FormCard>
      ) : (
        <>
          <p>{t('deletion.running.loadFailed')}</p>
          <ErrorList errors={loadErrors} />
          <p>
            <a href={router.asPath}>{t('deletion.running.retry')}</a>
          </p>
        </>
      )}
    </Container>
  );
}
