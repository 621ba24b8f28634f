import styled from 'styled-components';
import { formatDateIn } from '@/basics/calendar';
import { useSubmission } from '@/components/forms/useSubmission';
import { ButtonRow, PrimaryButton, SecondaryButton } from '@/components/ui/buttons';
import { ErrorList } from '@/components/ui/ErrorList';
import { cardSurface } from '@/components/ui/surface';
import type { BackofficeReview, ReviewDecision } from '@/contracts/reviews';
import { useTranslation } from '@/i18n/useTranslation';
import { useLanguage } from '@/page-setup/PageContext';
import { theme } from '@/styles/theme';

const Card = styled.article`
  ${cardSurface}
  padding: 1rem 1.25rem;

  h3 {
    margin: 0 0 0.25rem;
    font-size: 1.1rem;
  }
`;

const Stars = styled.p`
  margin: 0 0 0.5rem;
  font-weight: 700;

  span[aria-hidden] {
    color: ${theme.colors.primary};
    letter-spacing: 0.1em;
  }
`;

const Words = styled.blockquote`
  margin: 0 0 0.75rem;
  padding-left: 0.75rem;
  border-left: 3px solid ${theme.colors.border};
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

const Facts = styled.p`
  margin: 0;
  color: ${theme.colors.muted};
  font-size: 0.95rem;
`;

const Decision = styled.p`
  margin: 0.5rem 0 0;
  font-weight: 600;
`;

/** One rating: stars, words, case, author and date, and the decisions still open for it. */
export function ReviewCard({ review, onDecided }: { review: BackofficeReview; onDecided: (review: BackofficeReview) => void }) {
  const { t, i18n } = useTranslation('staff');
  const language = useLanguage();
  const { pending, serverErrors, submit } = useSubmission();
  const productKey = `cases:products.${review.product_name}.title`;
  const product = i18n.exists(productKey) ? t(productKey as 'reviews.title') : review.product_name;
  const names = { author: review.author, reference: review.case_reference };

  const decide = async (decision: ReviewDecision, confirmation?: string) => {
    if (confirmation && !window.confirm(confirmation)) return;
    const { decideStaffReview } = await import('@/api-client/staff-reviews');
    let decided: BackofficeReview | undefined;
    const succeeded = await submit(async () => {
      const answer = await decideStaffReview(review.id, decision);
      if (answer.ok) decided = answer.data.review;
      return answer;
    });
    if (succeeded && decided) onDecided(decided);
  };

  return (
    <Card aria-labelledby={`review-${review.id}`}>
      <h3 id={`review-${review.id}`}>
        {product} · {t('reviews.case', { reference: review.case_reference })}
      </h3>
      <Stars>
        <span aria-hidden="true">{'★'.repeat(review.stars) + '☆'.repeat(5 - review.stars)}</span> {t('reviews.stars', { stars: review.stars })}
      </Stars>
      {review.text ? <Words lang={review.language}>{review.text}</Words> : <Facts>{t('reviews.noText')}</Facts>}
      <Facts>
        {t('reviews.author', { author: review.author })}, {t('reviews.ratedOn', { date: formatDateIn(language, review.created_at) })} ·{' '}
        {t('reviews.language', { language: t(`languages.${review.language}`) })}
      </Facts>
      {review.status !== 'pending' && review.decided_at && (
        <Decision>{t(review.status === 'published' ? 'reviews.publishedOn' : 'reviews.rejectedOn', { date: formatDateIn(language, review.decided_at) })}</Decision>
      )}
      {review.status !== 'rejected' && (
        <ButtonRow>
          {review.status === 'pending' && (
            <PrimaryButton type="button" disabled={pending} aria-label={t('reviews.publishLabel', names)} onClick={() => decide('publish')}>
              {t('reviews.publish')}
            </PrimaryButton>
          )}
          {review.status === 'pending' ? (
            <SecondaryButton type="button" disabled={pending} aria-label={t('reviews.rejectLabel', names)} onClick={() => decide('reject', t('reviews.confirmReject', names))}>
              {t('reviews.reject')}
            </SecondaryButton>
          ) : (
            <SecondaryButton type="button" disabled={pending} aria-label={t('reviews.takeDownLabel', names)} onClick={() => decide('reject', t('reviews.confirmTakeDown', names))}>
              {t('reviews.takeDown')}
            </SecondaryButton>
          )}
        </ButtonRow>
      )}
      {serverErrors.length > 0 && <ErrorList errors={serverErrors} />}
    </Card>
  );
}
