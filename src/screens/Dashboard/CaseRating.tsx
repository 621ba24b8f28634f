import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { ScriptedControls } from '@/components/forms/ScriptedForm';
import { control, FieldError, fieldErrorId, Hint } from '@/components/forms/fields';
import { Notice } from '@/components/forms/FormCard';
import { useSubmission } from '@/components/forms/useSubmission';
import { PrimaryButton } from '@/components/ui/buttons';
import { ErrorList, useErrorText } from '@/components/ui/ErrorList';
import { Fieldset } from '@/components/ui/Fieldset';
import { cardSurface } from '@/components/ui/surface';
import type { CustomerCase } from '@/contracts/accounts';
import { type ErrorItem, errorItem } from '@/contracts/errors';
import type { OwnReview } from '@/contracts/reviews';
import { closedStatuses } from '@/contracts/vocabulary/cases';
import { ratingStars, reviewTextMaxLength } from '@/contracts/vocabulary/reviews';
import { useTranslation } from '@/i18n/useTranslation';
import { useLanguage } from '@/page-setup/PageContext';
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
  const errorText = useErrorText();
  const language = useLanguage();
  // The form's own checks, as the service makes them; the service's verdict by field after a submit.
  const [ownErrors, setOwnErrors] = useState<ErrorItem[]>([]);
  const [attempt, setAttempt] = useState(0);
  const firstStar = useRef<HTMLInputElement>(null);
  const comment = useRef<HTMLTextAreaElement>(null);
  const errors = ownErrors.length > 0 ? ownErrors : serverErrors;
  const starsError = errors.find((error) => error.path === 'stars');
  const textError = errors.find((error) => error.path === 'text');
  const otherErrors = errors.filter((error) => error !== starsError && error !== textError);
  // After a refused submit the first field with an error takes the focus and is read out with it.
  useEffect(() => {
    if (attempt === 0 || pending) return;
    if (starsError) firstStar.current?.focus();
    else if (textError) comment.current?.focus();
    // Only a new attempt moves the focus, not every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt, pending]);
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
    const own = [
      ...(stars === null ? [errorItem('required', 'stars')] : []),
      ...(text.length > reviewTextMaxLength ? [errorItem('too_long', 'text', { max: reviewTextMaxLength })] : []),
    ];
    setOwnErrors(own);
    if (own.length === 0) {
      await submit(async () => {
        // The words are in the language of the page they were written on.
        const response = await rateOwnCase(caseId, { stars: stars as number, text: text.trim() === '' ? null : text, language });
        if (response.ok) setSent(response.data.review);
        return response;
      });
    }
    setAttempt((count) => count + 1);
  };

  return (
    <Prompt aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('rating.title')}</h3>
      <p>{t('rating.text', { author })}</p>
      <form onSubmit={onSubmit} noValidate>
        <ScriptedControls>
          <Fieldset disabled={pending}>
            <StarChoices aria-describedby={starsError ? fieldErrorId(`${id}-stars`) : undefined}>
              <legend>{t('rating.stars')}</legend>
              {starsError && <FieldError id={fieldErrorId(`${id}-stars`)}>{errorText(starsError)}</FieldError>}
              <div>
                {ratingStars.map((value, index) => (
                  <label key={value}>
                    <input
                      type="radio"
                      ref={index === 0 ? firstStar : undefined}
                      name={`${id}-stars`}
                      value={value}
                      checked={stars === value}
                      onChange={() => setStars(value)}
                    />
                    {t('rating.star', { count: value })}
                  </label>
                ))}
              </div>
            </StarChoices>
            <CommentLabel htmlFor={`${id}-comment`}>{t('rating.comment')}</CommentLabel>
            {textError && <FieldError id={fieldErrorId(`${id}-comment`)}>{errorText(textError)}</FieldError>}
            <Comment
              ref={comment}
              id={`${id}-comment`}
              value={text}
              onChange={(event) => setText(event.target.value)}
              aria-invalid={textError ? true : undefined}
              aria-describedby={[`${id}-comment-hint`, textError ? fieldErrorId(`${id}-comment`) : ''].filter(Boolean).join(' ')}
            />
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
          {otherErrors.length > 0 && <ErrorList errors={otherErrors} />}
        </ScriptedControls>
      </form>
    </Prompt>
  );
}
