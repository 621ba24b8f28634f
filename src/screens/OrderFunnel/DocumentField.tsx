import type { ChangeEvent } from 'react';
import styled from 'styled-components';
import { acceptedDocuments, ChosenFiles, fileInput } from '@/components/forms/file-picker';
import { FieldError, fieldErrorId, Hint } from '@/components/forms/fields';
import { wholeMegabytes } from '@/components/forms/chosen-file-check';
import { useShownError } from '@/components/forms/shown-errors';
import { SecondaryButton } from '@/components/ui/buttons';
import { ErrorMessages, useErrorText } from '@/components/ui/ErrorList';
import type { FunnelQuestion } from '@/contracts/commissioning';
import { defaultDocumentMaxBytes, defaultDraftMaxBytes } from '@/contracts/vocabulary/commissioning';
import { numberFormat } from '@/basics/numbers';
import { useTranslation } from '@/i18n/useTranslation';
import { useLanguage } from '@/page-setup/PageContext';
import { theme } from '@/styles/theme';
import type { DraftDocuments } from './useDraftDocuments';

const Frame = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.4rem;
  min-width: 0;

  > label {
    font-weight: 600;
  }

  input[type='file'] {
    ${fileInput}
  }

  input[type='file'][aria-invalid='true'] {
    border: 2px solid ${theme.colors.error};
  }
`;

const Sending = styled.p`
  margin: 0;
  font-style: italic;
`;

/**
 * A document question: a native file picker (keyboard and screen readers know it; several files at
 * once), the question's error above it, the files uploaded under this question with a button to take
 * each back, the files on their way, and each refusal with the file's name. The refusals describe the
 * picker and are announced as they come.
 */
export function DocumentField({ question, idPrefix, uploads }: { question: FunnelQuestion; idPrefix: string; uploads: DraftDocuments }) {
  const { t } = useTranslation('orderFunnel');
  const language = useLanguage();
  const errorText = useErrorText();
  const error = useShownError(question.id);
  const id = `${idPrefix}-field-${question.id}`;
  const mine = uploads.documents.filter((document) => document.category === question.id);
  const sending = uploads.sending.filter((each) => each.category === question.id);
  const refused = uploads.failures.filter((failure) => failure.category === question.id);
  const maxMegabytes = wholeMegabytes(uploads.limits?.maxBytes ?? defaultDocumentMaxBytes);
  const totalMegabytes = wholeMegabytes(uploads.limits?.maxTotalBytes ?? defaultDraftMaxBytes);
  const described = [`${id}-hint`, error ? fieldErrorId(id) : '', refused.length ? `${id}-refused` : ''].filter(Boolean).join(' ');
  const megabytes = (bytes: number) => numberFormat(language, { maximumFractionDigits: 1 }).format(Math.max(bytes / 1024 / 1024, 0.1));

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // Emptied at once, so that choosing the same file again (after taking it back) uploads it again.
    event.target.value = '';
    if (files.length > 0) await uploads.upload(question.id, files);
  };

  return (
    <Frame>
      <label htmlFor={id}>{`${question.label}${question.required ? '' : ` (${t('optional')})`}`}</label>
      <Hint id={`${id}-hint`}>
        {question.hint ? `${question.hint} ` : ''}
        {t('documents.hint', { max: maxMegabytes, total: totalMegabytes })}
      </Hint>
      {error && <FieldError id={fieldErrorId(id)}>{error}</FieldError>}
      <input id={id} name={question.id} type="file" multiple accept={acceptedDocuments} onChange={(event) => void choose(event)} aria-describedby={described} aria-invalid={error ? true : undefined} />
      {mine.length > 0 && (
        <ChosenFiles aria-label={question.label}>
          {mine.map((document) => (
            <li key={document.id}>
              <span>
                {document.file_name} ({t('documents.size', { size: megabytes(document.size_bytes) })})
              </span>
              <SecondaryButton type="button" onClick={() => void uploads.remove(document)} aria-label={t('documents.removeLabel', { name: document.file_name })}>
                {t('documents.remove')}
              </SecondaryButton>
            </li>
          ))}
        </ChosenFiles>
      )}
      {sending.map((each) => (
        <Sending key={each.fileName}>{t('documents.uploading', { name: each.fileName })}</Sending>
      ))}
      <div id={`${id}-refused`} role="alert">
        <ErrorMessages messages={refused.map((failure) => ({ text: t('documents.failed', { name: failure.fileName, error: errorText(failure.error) }), withIcon: true }))} />
      </div>
    </Frame>
  );
}
