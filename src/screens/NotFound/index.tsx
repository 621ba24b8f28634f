import { Link } from '@/components/Link';
import { PageHead } from '@/components/PageHead';
import { Container, Lead } from '@/components/ui/Container';
import { useTranslation } from '@/i18n/useTranslation';

export function NotFoundScreen() {
  const { t } = useTranslation('common');
  return (
    <Container $narrow>
      <PageHead title={t('notFound.title')} />
      <h1>{t('notFound.title')}</h1>
      <Lead>{t('notFound.text')}</Lead>
      <ul>
        <li>
          <Link to="home">{t('notFound.home')}</Link>
        </li>
        <li>
          <Link to="faq">{t('notFound.faq')}</Link>
        </li>
      </ul>
    </Container>
  );
}
