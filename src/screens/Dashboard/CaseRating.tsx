import { useId, useState } from 'react';
import styled from 'styled-components';
import { control, Hint } from '@/components/forms/fields';
import { Notice } from '@/components/forms/FormCard';
import { useSubmission } from '@/components/forms/useSubmission';
import { PrimaryButton } from '@/components/ui/buttons';
import { ErrorList } from '@/components/ui/ErrorList';
import { Fieldset } from '@/components/ui/Fieldset';
import { cardSurface } from '@/components/ui/surface';
import type { CustomerCase } from '@/contracts/accounts';
import type { OwnReview } from '@/contracts/reviews';
import { closedStatuses } from '@/contracts/vocabulary/cases';
import { ratingStars, reviewTextMaxLength } from '@/contracts/vocabulary/reviews';
import { useTranslation } from '@/i18n/useTranslation';
import { rateOwnCase } from '@/session/own-data';
import { theme } from '@/styles/theme';

const Prompt = styled.section`
  margin-top: 0.75rem;
  padding: 1.25rem;
  ${cardSurface}

  h3 {
    margin: 0 0 0.5rem;
    font-size: 1.1rem;
  }
`;

const StarChoices = styled.fieldset`
  margin: 0.75rem 0;
  padding: 0;
  border: 0;

  legend {
    font-weight: 600;
    margin-bottom: 0.35rem;
  }

  div {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem 1rem;
  }

  label {
    display: inline-flex;
    gap: 0.35rem;
    align-items: center;
    min-height: 44px;
  }
`;

const Comment = styled.textarea`
  ${control}
  min-height: 6rem;
  resize: vertical;
`;

const CommentLabel = styled.label`
  display: block;
  font-weight: 600;
  margin-bottom: 0.35rem;
`;

const Counter = styled.span<{ $over: boolean }>`
  color: ${({ $over }) => ($over ? theme.colors.error : theme.colors.muted)};
`;

/** What a closed case's customer sees below it: the invitation to rate it, or where their rating stands. */
export function CaseRating({ request, review, author }: { request: CustomerCase; review: OwnReview | undefined; author: string }) {
  const { t } = useTranslation('privacy');
  const id = useId();
  const [stars, setStars] = useState<number | null>(null);
  const [text, setText] = useState('');
  const [sent, setSent] = useState<OwnReview | null>(null);
  const { pending, serverErrors, submit } = useSubmission();
  const shown = sent ?? review;

  if (!request.id || !closedStatuses.has(request.status)) return null;
  const caseId = request.id;
  if (shown) {
    return (
      <Prompt aria-labelledby={`${id}-title`}>
        <h3 id={`${id}-title`}>{t('rating.title')}</h3>
        {sent && <Notice role="status">{t('rating.thanks')}</Notice>}
        <p>{t(`rating.status.${shown.status}`, { stars: shown.stars })}</p>
      </Prompt>
    );
  }

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    await submit(async () => {
      // Without stars the service answers `required` on them, in the form's own error list.
      const response = await rateOwnCase(caseId, { stars: stars as number, text: text.trim() === '' ? null : text });
      if (response.ok) setSent(response.data.review);
      return response;
    });
  };

  return (
    <Prompt aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('rating.title')}</h3>
      <p>{t('rating.text', { author })}</p>
      <form onSubmit={onSubmit} noValidate>
        <Fieldset disabled={pending}>
          <StarChoices>
            <legend>{t('rating.stars')}</legend>
            <div>
              {ratingStars.map((value) => (
                <label key={value}>
                  <input type="radio" name={`${id}-stars`} value={value} checked={stars === value} onChange={() => setStars(value)} />
                  {t('rating.star', { count: value })}
                </label>
              ))}
            </div>
          </StarChoices>
          <CommentLabel htmlFor={`${id}-comment`}>{t('rating.comment')}</CommentLabel>
          <Comment id={`${id}-comment`} value={text} onChange={(event) => setText(event.target.value)} aria-describedby={`${id}-comment-hint`} />
          <Hint id={`${id}-comment-hint`}>
            {t('rating.commentHint', { max: reviewTextMaxLength })}{' '}
            <Counter $over={text.length > reviewTextMaxLength}>
              ({text.length}/{reviewTextMaxLength})
            </Counter>
          </Hint>
          <p>
            <PrimaryButton type="submit" aria-busy={pending}>
              {pending ? t('rating.pending') : t('rating.submit')}
            </PrimaryButton>
          </p>
        </Fieldset>
        {serverErrors.length > 0 && <ErrorList errors={serverErrors} />}
      </form>
    </Prompt>
  );
}
