import { Link } from '@/components/Link';
import { useTranslation } from '@/i18n/useTranslation';

/** What a member whose role does not allow a page sees instead of it (status 403). */
export function Forbidden() {
  const { t } = useTranslation('staff');
  return (
    <section>
      <h1>{t('forbidden.title')}</h1>
      <p role="alert">{t('forbidden.text')}</p>
      <p>
        <Link to="staffHome">{t('forbidden.back')}</Link>
      </p>
    </section>
  );
}
