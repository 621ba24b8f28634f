import { Link } from '@/components/Link';
import { PageHead } from '@/components/PageHead';
import { ButtonRow, SecondaryButtonLink } from '@/components/ui/buttons';
import { Container, Lead } from '@/components/ui/Container';
import type { Namespace } from '@/i18n/namespaces';
import { useTranslation } from '@/i18n/useTranslation';

export const accountDeletedNamespaces: Namespace[] = ['privacy'];

/** Where a deleted account leaves its former owner: signed out, told what happened, free to come back. */
export function AccountDeletedScreen() {
  const { t } = useTranslation('privacy');
  return (
    <Container $narrow>
      <PageHead title={t('deleted.title')} description={t('deleted.description')} />
      <h1>{t('deleted.title')}</h1>
      <Lead>{t('deleted.lead')}</Lead>
      <p>{t('deleted.kept')}</p>
      <p>{t('deleted.again')}</p>
      <ButtonRow>
        <SecondaryButtonLink to="home">{t('deleted.home')}</SecondaryButtonLink>
        <Link to="signUp">{t('deleted.signUp')}</Link>
      </ButtonRow>
    </Container>
  );
}
