import { useRouter } from 'next/router';
import { FormCard, FormLinks, Notice } from '@/components/forms/FormCard';
import { Link } from '@/components/Link';
import { PageHead } from '@/components/PageHead';
import { Container, Lead } from '@/components/ui/Container';
import type { Namespace } from '@/i18n/namespaces';
import { useTranslation } from '@/i18n/useTranslation';
import { StaffSignInForm } from './StaffSignInForm';

export const staffSignInNamespaces: Namespace[] = ['staff', 'errors'];

export type StaffSignInData = Record<string, never>;

export function StaffSignInScreen() {
  const { t } = useTranslation('staff');
  const { query } = useRouter();
  return (
    <Container $narrow>
      <PageHead title={t('signIn.title')} description={t('signIn.description')} />
      <h1>{t('signIn.title')}</h1>
      <Lead>{t('signIn.lead')}</Lead>
      {query.expired !== undefined && (
        <Notice $tone="info" role="status">
          {t('signIn.expired')}
        </Notice>
      )}
      {query.signed_out !== undefined && <Notice role="status">{t('signIn.signedOut')}</Notice>}
      <FormCard>
        <StaffSignInForm />
        <FormLinks>
          <Link to="signIn">{t('signIn.toCustomers')}</Link>
        </FormLinks>
      </FormCard>
    </Container>
  );
}
