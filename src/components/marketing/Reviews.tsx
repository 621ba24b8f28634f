import styled from 'styled-components';
import { formatDateIn } from '@/basics/calendar';
import { type Language, languages } from '@/basics/language';
import { numberFormat } from '@/basics/numbers';
import { Link } from '@/components/Link';
import type { PublishedReview, PublishedReviews } from '@/contracts/reviews';
import { Trans, useTranslation } from '@/i18n/useTranslation';
import { useLanguage } from '@/page-setup/PageContext';
import { media, theme } from '@/styles/theme';
import { CardGrid } from './Cards';
import { SectionMoreLink } from './Section';
import { Stars } from './Stars';

const Summary = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 1rem;
  margin-bottom: 1.25rem;

  strong {
    font-size: 1.6rem;
  }
`;

const ReviewCard = styled.li`
  margin: 0;
  padding: 1.25rem;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  background: ${theme.colors.background};

  blockquote {
    margin: 0.5rem 0 0.75rem;
  }
  blockquote p {
    margin: 0;
    white-space: pre-line;
  }
  footer {
    color: ${theme.colors.muted};
    font-size: 0.9rem;
  }
`;

/** How the reviews are checked, next to them (§ 5b Abs. 3 UWG). */
const Verification = styled.p`
  margin: 1rem 0 0;
  max-width: 70ch;
  color: ${theme.colors.muted};
  font-size: 0.9rem;
`;

const MoreLink = styled(SectionMoreLink)`
  ${media.tablet} {
    text-align: right;
  }
`;

const otherLanguage = (language: Language): Language => languages.find((other) => other !== language) ?? language;

/** Whether there is anything real to show: until a rating is published, the widgets show nothing. */
export const hasReviews = (reviews: PublishedReviews | null): reviews is PublishedReviews & { average: number } =>
  reviews !== null && reviews.count > 0 && reviews.average !== null;

function ReviewItem({ review }: { review: PublishedReview }) {
  const { t } = useTranslation('content');
  const language = useLanguage();
  return (
    <ReviewCard>
      <Stars value={review.stars} />
      <span className="visually-hidden">{t('reviews.rating', { rating: review.stars })}</span>
      <blockquote>
        <p>{review.text}</p>
      </blockquote>
      <footer>
        {t('reviews.byline', { author: review.author, product: review.product_title })} · <time dateTime={review.date}>{formatDateIn(language, review.date)}</time>
      </footer>
    </ReviewCard>
  );
}

/** How the reviews come about, said wherever they are shown. */
export function ReviewVerification() {
  const { t } = useTranslation('content');
  return <Verification>{t('reviews.verified')}</Verification>;
}

/**
 * The customer-review widget: the average and count of every published rating and the newest texts,
 * as the review service answered them when the page was built. Nothing at all while none is published.
 */
export function ReviewWidget({ reviews, limit = 3, showAllLink = true }: { reviews: PublishedReviews | null; limit?: number; showAllLink?: boolean }) {
  const { t } = useTranslation('content');
  const language = useLanguage();
  if (!hasReviews(reviews)) return null;
  const average = numberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(reviews.average);
  return (
    <div>
      <Summary>
        <Stars value={reviews.average} size={28} />
        <strong>{t('reviews.summary', { average, count: reviews.count, countText: numberFormat(language).format(reviews.count) })}</strong>
      </Summary>
      {reviews.items.length > 0 ? (
        <CardGrid>
          {reviews.items.slice(0, limit).map((review) => (
            <ReviewItem key={`${review.author}-${review.date}-${review.text.slice(0, 20)}`} review={review} />
          ))}
        </CardGrid>
      ) : (
        // The count is every language's; the texts are each shown in the language they were written in.
        <p>
          <Trans t={t} i18nKey="reviews.withoutText" components={{ other: <Link to="experiences" language={otherLanguage(language)} /> }} />
        </p>
      )}
      <ReviewVerification />
      {showAllLink && (
        <MoreLink>
          <Link to="experiences">{t('reviews.all')}</Link>
        </MoreLink>
      )}
    </div>
  );
}

/** Every published text, for the customer-experiences page; says so plainly while there is none. */
export function ReviewList({ reviews }: { reviews: PublishedReviews | null }) {
  const { t } = useTranslation('content');
  if (!hasReviews(reviews)) {
    return (
      <>
        <p>{t('reviews.empty')}</p>
        <ReviewVerification />
      </>
    );
  }
  return <ReviewWidget reviews={reviews} limit={reviews.items.length} showAllLink={false} />;
}
