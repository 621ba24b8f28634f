import styled from 'styled-components';
import type { PublishedReview, PublishedReviews } from '@/contracts/reviews';
import { useTranslation } from '@/i18n/useTranslation';
import { theme } from '@/styles/theme';
import { ReviewVerification } from './Reviews';

const Figure = styled.figure`
  margin: 0;
  max-width: 60ch;

  blockquote {
    margin: 0 0 1rem;
    font-size: 1.3rem;
    line-height: 1.5;
  }
  blockquote p {
    margin: 0;
    white-space: pre-line;
    quotes: '„' '“';
  }
  &:lang(en) blockquote p {
    quotes: '“' '”';
  }
  blockquote p::before {
    content: open-quote;
  }
  blockquote p::after {
    content: close-quote;
  }
  figcaption {
    color: ${theme.colors.muted};
  }
  figcaption strong {
    color: ${theme.colors.text};
  }
`;

/** The voice the testimonial quotes: the newest published review with five stars and words, if any. */
export const testimonialOf = (reviews: PublishedReviews | null): PublishedReview | undefined => reviews?.items.find((review) => review.stars === 5);

/** One customer's voice, from the published reviews; nothing while none fits. */
export function Testimonial({ reviews }: { reviews: PublishedReviews | null }) {
  const { t } = useTranslation('content');
  const review = testimonialOf(reviews);
  if (!review) return null;
  return (
    <>
      <Figure>
        <blockquote>
          <p>{review.text}</p>
        </blockquote>
        <figcaption>
          <strong>{review.author}</strong>, {t('reviews.rating', { rating: review.stars })} · {review.product_title}
        </figcaption>
      </Figure>
      <ReviewVerification />
    </>
  );
}
