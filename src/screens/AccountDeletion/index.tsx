import { FormCard, FormLinks } from '@/components/forms/FormCard';
import { Link } from '@/components/Link';
import { PageHead } from '@/components/PageHead';
import { Container, Lead } from '@/components/ui/Container';
import type { Namespace } from '@/i18n/namespaces';
import { Trans, useTranslation } from '@/i18n/useTranslation';
import { DeletionForm } from './DeletionForm';

export const accountDeletionNamespaces: Namespace[] = ['privacy', 'errors'];

/** Nothing to load: load.ts only sends visitors without a session to sign-in. */
export type AccountDeletionData = Record<string, never>;

/**
 * Deleting the account (GDPR Art. 17): what goes at once, what the law makes us keep and why, what a
 * membership means, then the password to confirm.
 */
export function AccountDeletionScreen() {
  const { t } = useTranslation('privacy');
  return (
    <Container $narrow>
      <PageHead title={t('deletion.title')} description={t('deletion.description')} />
      <h1>{t('deletion.title')}</h1>
      <Lead>{t('deletion.lead')}</Lead>
      <ul>
        <li>{t('deletion.deleted.account')}</li>
        <li>{t('deletion.deleted.cases')}</li>
      </ul>
      <p>{t('deletion.openCases')}</p>
      <h2>{t('deletion.keptTitle')}</h2>
      <p>{t('deletion.kept')}</p>
      <p>
        <Trans t={t} i18nKey="deletion.memberships" components={{ link: <Link to="membershipCancellation" /> }} />
      </p>
      <FormCard>
        <DeletionForm />
        <FormLinks>
          <Link to="dashboard">{t('deletion.cancel')}</Link>
        </FormLinks>
      </FormCard>
    </Container>
  );
}
