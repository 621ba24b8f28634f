import { PageHead } from '@/components/PageHead';
import { Container, Lead } from '@/components/ui/Container';
import type { Namespace } from '@/i18n/namespaces';
import { useTranslation } from '@/i18n/useTranslation';
import type { PageProps } from '@/page/page-props';
import type { RouteId } from '@/routes';

export const contentNamespaces: Namespace[] = ['content'];

/** The routes whose text lives in the `content` namespace. */
export type ContentRouteId = Extract<RouteId, keyof typeof import('../../../locales/de/content.json')>;

export function ContentPageScreen({ routeId }: PageProps) {
  const { t } = useTranslation('content');
  const id = routeId as ContentRouteId;
  return (
    <Container $narrow>
      <PageHead title={t(`${id}.title`)} description={t(`${id}.lead`)} />
      <h1>{t(`${id}.title`)}</h1>
      <Lead>{t(`${id}.lead`)}</Lead>
    </Container>
  );
}
