/**
 * getStaticProps/getStaticPaths for the marketing pages: translations plus what the content layer
 * (content/) supplies. Server side only, like page-props.ts: route files import these, screens never.
 */
import type { GetStaticPaths, GetStaticProps } from 'next';
import { articlesOf, articleTeasers, findArticle } from '@/content/articles';
import { contentPageOf, routeCards } from '@/content/pages';
import { companyOf } from '@/content/company';
import type { ArticleData, ArticleTeaser, CompanyContent, ContentAction, ContentPageData, ContentWidget, Topic } from '@/content/types';
import type { PublishedReviews } from '@/contracts/reviews';
import { type FormattedFigures, formattedFigures } from '@/domain/marketing-figures';
import type { Language } from '@/basics/language';
import type { Namespace } from '@/i18n/namespaces';
import { type RouteId, routePath } from '@/routes';
import { type PageProps, pageProps } from './page-props';
import { pageReviews, reviewsRefreshSeconds } from './page-reviews';

export interface ContentPageProps extends PageProps {
  content: ContentPageData;
  teasers: ArticleTeaser[];
  /** What the provider says about itself, for a page with a press bar, the team or the open positions. */
  company: CompanyContent | null;
  /** The published reviews, for a page with a review widget or testimonial; null on the others (and when built without them). */
  reviews: PublishedReviews | null;
}

const reviewWidgets: readonly ContentWidget[] = ['reviews', 'reviewList', 'testimonial'];
const companyWidgets: readonly ContentWidget[] = ['pressBar', 'team', 'jobs'];

export const contentNamespaces: Namespace[] = ['content'];

/** An information page whose text is content/pages/<language>/<routeId>.md. */
export const contentPage =
  (routeId: RouteId, language: Language): GetStaticProps<ContentPageProps> =>
  async () => {
    const content = contentPageOf(language, routeId);
    const showsReviews = content.widgets.some((widget) => reviewWidgets.includes(widget));
    return {
      props: {
        ...(await pageProps(routeId, language, contentNamespaces)),
        content,
        teasers: content.widgets.includes('articles') ? articleTeasers(language, { topics: content.topic ? [content.topic] : undefined }) : [],
        company: content.widgets.some((widget) => companyWidgets.includes(widget)) ? companyOf(language) : null,
        reviews: showsReviews ? await pageReviews(language) : null,
      },
      ...(showsReviews ? { revalidate: reviewsRefreshSeconds() } : {}),
    };
  };

export interface ArticlePageProps extends PageProps {
  article: ArticleData;
  /** Further reading: the newest other articles of the same topic. */
  more: ArticleTeaser[];
}

export const articlePaths =
  (language: Language): GetStaticPaths =>
  async () => ({
    paths: articlesOf(language).map((article) => ({ params: { slug: article.slug } })),
    fallback: false,
  });

/** One article; its sibling in the other language has its own slug, which the DE | EN switch and hreflang use. */
export const articlePage =
  (language: Language): GetStaticProps<ArticlePageProps> =>
  async ({ params }) => {
    const slug = typeof params?.slug === 'string' ? params.slug : '';
    const article = findArticle(language, slug);
    if (!article) return { notFound: true };
    const other: Language = language === 'de' ? 'en' : 'de';
    const base = await pageProps('article', language, contentNamespaces, { slug });
    return {
      props: {
        ...base,
        slugs: { [language]: routePath('article', language, { slug }), [other]: routePath('article', other, { slug: article.siblingSlug }) } as Record<Language, string>,
        article,
        more: articleTeasers(language, { topics: [article.topic] })
          .filter((teaser) => teaser.slug !== slug)
          .slice(0, 3),
      },
    };
  };

export interface MarketingPageProps extends PageProps {
  /** The marketed figures as text in the page's language. */
  figures: FormattedFigures;
  teasers: ArticleTeaser[];
  press: CompanyContent['press'];
  /** The published reviews; null when built without them. */
  reviews: PublishedReviews | null;
  /** Cards for other pages, by group, with each page's own title and lead. */
  cards: Record<string, ContentAction[]>;
}

interface MarketingPageOptions {
  namespaces: readonly Namespace[];
  teasers: { topics?: Topic[]; limit: number };
  cards?: Record<string, readonly RouteId[]>;
}

/** A page with its own screen (homepage, area pages) that shows article teasers, reviews and cards. */
export const marketingPage =
  (routeId: RouteId, language: Language, { namespaces, teasers, cards = {} }: MarketingPageOptions): GetStaticProps<MarketingPageProps> =>
  async () => ({
    props: {
      ...(await pageProps(routeId, language, [...namespaces, 'content'])),
      figures: formattedFigures(language),
      teasers: articleTeasers(language, teasers),
      press: companyOf(language).press,
      reviews: await pageReviews(language),
      cards: Object.fromEntries(Object.entries(cards).map(([group, ids]) => [group, routeCards(language, ids)])),
    },
    revalidate: reviewsRefreshSeconds(),
  });
