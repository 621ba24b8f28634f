import { type FormEvent, useRef, useState } from 'react';
import styled from 'styled-components';
import { control, Hint } from '@/components/forms/fields';
import { acceptedDocuments, ChosenFiles, fileInput } from '@/components/forms/file-picker';
import { PrimaryButton, SecondaryButton } from '@/components/ui/buttons';
import { ErrorMessages, useErrorText } from '@/components/ui/ErrorList';
import { type ErrorItem, errorItem } from '@/contracts/errors';
import type { CaseMessage } from '@/contracts/messages';
import { messageLimits } from '@/contracts/vocabulary/messages';
import { numberFormat } from '@/basics/numbers';
import { useTranslation } from '@/i18n/useTranslation';
import { useLanguage } from '@/page/PageContext';
import { sendMessageWithFiles } from '@/session/case-conversation';
import { theme } from '@/styles/theme';

// One column that never grows beyond the screen: a file input's own minimum width would otherwise
// widen an auto-sized track on a 360 px phone.
const Form = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 0.75rem;
  max-width: 46rem;
  margin-top: 1.5rem;
  padding: 1.25rem;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};

  h3 {
    margin: 0;
    font-size: 1.1rem;
  }
  label {
    font-weight: 600;
  }
  textarea {
    ${control}
    min-height: 8rem;
    resize: vertical;
  }
  input[type='file'] {
    ${fileInput}
  }
`;

const Field = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 0.35rem;
  min-width: 0;
`;

const Sent = styled.p`
  margin: 0;
  font-weight: 600;
  color: ${theme.colors.success};
`;

const max = messageLimits.customerTextLength;

/** Errors the form finds itself, worded as the service's (`errors:message.text.*`). */
function ownChecks(text: string): ErrorItem[] {
  if (text.trim() === '') return [errorItem('required', 'message.text')];
  if (text.length > max) return [errorItem('too_long', 'message.text', { max })];
  return [];
}

/**
 * Writing to the provider: a plain-text message and files. The text is checked as the service checks
 * it; the files go to an upload draft with the order funnel's checks, then the message takes them. A
 * refusal names the file; nothing is sent until every file is accepted. The sent message is handed to
 * `onSent`, so it shows at once.
 */
export function MessageComposer({ caseId, onSent }: { caseId: string; onSent: (message: CaseMessage) => void }) {
  const { t } = useTranslation('messages');
  const errorText = useErrorText();
  const language = useLanguage();
  const [text, setText] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [pending, setPending] = useState(false);
  const [errors, setErrors] = useState<{ item: ErrorItem; file?: string }[]>([]);
  const [sent, setSent] = useState(false);
  const picker = useRef<HTMLInputElement>(null);
  const errorsRef = useRef<HTMLDivElement>(null);
  const count = (value: number) => numberFormat(language).format(value);

  const textInvalid = errors.some(({ item }) => item.path === 'message.text');

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    setSent(false);
    const own = ownChecks(text);
    if (own.length > 0) {
      setErrors(own.map((item) => ({ item })));
      errorsRef.current?.focus();
      return;
    }
    setPending(true);
    const { response, refusedFile } = await sendMessageWithFiles(caseId, text, files);
    setPending(false);
    if (!response.ok) {
      setErrors(response.errors.map((item) => ({ item, file: refusedFile })));
      // After the list has rendered, so that it is read out with its content.
      setTimeout(() => errorsRef.current?.focus(), 0);
      return;
    }
    setErrors([]);
    setText('');
    setFiles([]);
    if (picker.current) picker.current.value = '';
    setSent(true);
    onSent(response.data.message);
  }

  return (
    <Form onSubmit={submit} noValidate aria-labelledby="compose-title">
      <h3 id="compose-title">{t('compose.title')}</h3>
      <Field>
        <label htmlFor="message-text">{t('compose.label')}</label>
        <textarea
          id="message-text"
          name="text"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setSent(false);
          }}
          aria-invalid={textInvalid}
          aria-describedby={`message-text-hint message-text-count${errors.length ? ' message-errors' : ''}`}
          disabled={pending}
        />
        <Hint id="message-text-hint">{t('compose.hint', { max: count(max) })}</Hint>
        <Hint id="message-text-count" aria-live="polite">
          {t('compose.count', { used: count(text.length), max: count(max) })}
        </Hint>
      </Field>
      <Field>
        <label htmlFor="message-files">{t('compose.files')}</label>
        <input
          ref={picker}
          id="message-files"
          type="file"
          multiple
          accept={acceptedDocuments}
          aria-describedby="message-files-hint"
          disabled={pending}
          onChange={(event) => {
            const chosen = Array.from(event.target.files ?? []);
            setFiles((before) => [...before, ...chosen.filter((file) => !before.some((other) => other.name === file.name && other.size === file.size))]);
            event.target.value = '';
          }}
        />
        <Hint id="message-files-hint">{t('compose.filesHint')}</Hint>
        {files.length > 0 && (
          <ChosenFiles>
            {files.map((file) => (
              <li key={`${file.name}-${file.size}`}>
                <span>{file.name}</span>
                <SecondaryButton type="button" disabled={pending} onClick={() => setFiles((before) => before.filter((other) => other !== file))}>
                  {t('compose.remove', { name: file.name })}
                </SecondaryButton>
              </li>
            ))}
          </ChosenFiles>
        )}
      </Field>
      <div ref={errorsRef} id="message-errors" tabIndex={-1} role="alert">
        <ErrorMessages
          messages={errors.map(({ item, file }) => ({
            text: file ? t('compose.fileRefused', { name: file, reason: errorText(item) }) : errorText(item),
            withIcon: true,
          }))}
        />
      </div>
      <div aria-live="polite">{sent && <Sent>{t('compose.sent')}</Sent>}</div>
      <div>
        <PrimaryButton type="submit" aria-busy={pending} disabled={pending}>
          {pending ? t('compose.sending') : t('compose.send')}
        </PrimaryButton>
      </div>
    </Form>
  );
}
