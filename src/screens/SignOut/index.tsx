import { SignOutForm } from '@/components/layout/SignOutForm';
import { Link } from '@/components/Link';
import { PageHead } from '@/components/PageHead';
import { ButtonRow } from '@/components/ui/buttons';
import { Container, Lead } from '@/components/ui/Container';
import { useTranslation } from '@/i18n/useTranslation';

/**
 * The sign-out page. The account menu posts to it where the app's JavaScript does not run; a visit
 * (a link, a bookmark) only asks, so that no link from elsewhere can sign a customer out.
 */
export function SignOutScreen() {
  const { t } = useTranslation('common');
  return (
    <Container $narrow>
      <PageHead title={t('signOut.title')} description={t('signOut.description')} />
      <h1>{t('signOut.title')}</h1>
      <Lead>{t('signOut.question')}</Lead>
      <ButtonRow>
        <SignOutForm />
      </ButtonRow>
      <p>
        <Link to="dashboard">{t('signOut.back')}</Link>
      </p>
    </Container>
  );
}
