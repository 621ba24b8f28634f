import { useRouter } from 'next/router';
import { useRef, useState } from 'react';
import styled from 'styled-components';
import { Forbidden } from '@/components/staff/Forbidden';
import { Notice } from '@/components/forms/FormCard';
import { PageHead } from '@/components/PageHead';
import { Container, Lead } from '@/components/ui/Container';
import type { BackofficeReview } from '@/contracts/reviews';
import type { Namespace } from '@/i18n/namespaces';
import { useTranslation } from '@/i18n/useTranslation';
import type { StaffPageData } from '@/page-setup/staff-page';
import { ReviewCard } from './ReviewCard';

// `cases` names the products.
export const staffReviewsNamespaces: Namespace[] = ['staff', 'errors', 'cases'];

export type StaffReviewsData = StaffPageData & { reviews?: { pending: BackofficeReview[]; decided: BackofficeReview[] } };

const Reviews = styled.ul`
  display: grid;
  gap: 1rem;
  margin: 0 0 2rem;
  padding: 0;
  list-style: none;
`;

function ReviewList({ reviews, empty, onDecided }: { reviews: BackofficeReview[]; empty: string; onDecided: (review: BackofficeReview) => void }) {
  if (reviews.length === 0) return <p>{empty}</p>;
  return (
    <Reviews>
      {reviews.map((review) => (
        <li key={review.id}>
          <ReviewCard review={review} onDecided={onDecided} />
        </li>
      ))}
    </Reviews>
  );
}

/** Admins: customers' ratings waiting for a decision first, then the latest decided ones. */
export function StaffReviewsScreen({ forbidden, reviews }: StaffReviewsData) {
  const { t } = useTranslation('staff');
  const router = useRouter();
  const [notice, setNotice] = useState<string | null>(null);
  const waitingHeading = useRef<HTMLHeadingElement>(null);
  // The lists come from the page's loader: reloading shows every decision as the service stored it.
  // The decided card leaves the list, so the focus goes on to the list's heading.
  const decided = async (review: BackofficeReview) => {
    await router.replace(router.asPath, undefined, { scroll: false });
    setNotice(t(review.status === 'published' ? 'reviews.publishedNotice' : 'reviews.rejectedNotice', { author: review.author }));
    waitingHeading.current?.focus();
  };
  return (
    <Container>
      <PageHead title={t('reviews.title')} description={t('reviews.description')} />
      {forbidden || !reviews ? (
        <Forbidden />
      ) : (
        <>
          <h1>{t('reviews.title')}</h1>
          <Lead>{t('reviews.lead')}</Lead>
          <p>{t('reviews.rules')}</p>
          <div role="status">{notice && <Notice>{notice}</Notice>}</div>
          <h2 ref={waitingHeading} tabIndex={-1}>
            {t('reviews.pendingTitle', { count: reviews.pending.length })}
          </h2>
          <ReviewList reviews={reviews.pending} empty={t('reviews.pendingEmpty')} onDecided={decided} />
          <h2>{t('reviews.decidedTitle')}</h2>
          <ReviewList reviews={reviews.decided} empty={t('reviews.decidedEmpty')} onDecided={decided} />
        </>
      )}
    </Container>
  );
}
