import type { ArticleTeaser } from '@/content/types';
import { useTranslation } from '@/i18n/useTranslation';
import { CardGrid, LinkCard } from './Cards';

/** Teasers of articles from the content layer, each linking to its article page. */
export function ArticleTeasers({ teasers }: { teasers: ArticleTeaser[] }) {
  const { t } = useTranslation('content');
  return (
    <CardGrid>
      {teasers.map((teaser) => (
        <LinkCard
          key={teaser.slug}
          to="article"
          params={{ slug: teaser.slug }}
          title={teaser.title}
          text={teaser.teaser}
          meta={
            <>
              {t(`topics.${teaser.topic}`)} · <time dateTime={teaser.date}>{teaser.dateText}</time>
            </>
          }
        />
      ))}
    </CardGrid>
  );
}
