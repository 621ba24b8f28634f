import { Link } from '@/components/Link';
import { PageHead } from '@/components/PageHead';
import { Container, Lead } from '@/components/ui/Container';
import { brand } from '@/basics/brand';
import { Trans, useTranslation } from '@/i18n/useTranslation';

const mail = <a href={`mailto:${brand.supportEmail}`} />;

/** No id, or one the engine does not know (answered with status 404). */
export function CaseNotFound() {
  const { t } = useTranslation('caseStatus');
  return (
    <Container $narrow>
      <PageHead title={t('notFound.title')} />
      <h1>{t('notFound.title')}</h1>
      <Lead>{t('notFound.text')}</Lead>
      <p>{t('notFound.account')}</p>
      <ul>
        <li>
          <Link to="dashboard">{t('notFound.toAccount')}</Link>
        </li>
        <li>
          <Link to="home">{t('notFound.home')}</Link>
        </li>
      </ul>
      <p>
        <Trans t={t} i18nKey="notFound.contact" values={{ email: brand.supportEmail }} components={{ mail }} />
      </p>
    </Container>
  );
}

/** The engine did not answer (answered with status 503). */
export function CaseUnavailable({ id }: { id: string }) {
  const { t } = useTranslation('caseStatus');
  return (
    <Container $narrow>
      <PageHead title={t('unavailable.title')} />
      <h1>{t('unavailable.title')}</h1>
      <div role="alert">
        <Lead>{t('unavailable.text')}</Lead>
      </div>
      <p>
        <Link to="caseStatus" query={{ id }}>
          {t('unavailable.retry')}
        </Link>
      </p>
      <p>
        <Trans t={t} i18nKey="unavailable.contact" values={{ email: brand.supportEmail }} components={{ mail }} />
      </p>
    </Container>
  );
}
