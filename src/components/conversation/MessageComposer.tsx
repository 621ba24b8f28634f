import { type FormEvent, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { ScriptedControls } from '@/components/forms/ScriptedForm';
import { control, FieldError, fieldErrorId, Hint } from '@/components/forms/fields';
import { chosenFileProblem, wholeMegabytes } from '@/components/forms/chosen-file-check';
import { acceptedDocuments, ChosenFiles, fileInput } from '@/components/forms/file-picker';
import { PrimaryButton, SecondaryButton } from '@/components/ui/buttons';
import { ErrorMessages, useErrorText } from '@/components/ui/ErrorList';
import { type ErrorItem, errorItem } from '@/contracts/errors';
import type { CaseMessage } from '@/contracts/messages';
import { defaultDocumentMaxBytes } from '@/contracts/vocabulary/commissioning';
import { messageLimits } from '@/contracts/vocabulary/messages';
import { numberFormat } from '@/basics/numbers';
import { useTranslation } from '@/i18n/useTranslation';
import { useLanguage } from '@/page-setup/PageContext';
import { type AttachmentDraft, type ConversationDoor, sendMessageWithFiles, startAttachmentDraft } from '@/session/case-conversation';
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
  input[type='file'][aria-invalid='true'] {
    border: 2px solid ${theme.colors.error};
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

/** A file that was not attached, and why. */
interface Refusal {
  name: string;
  error: ErrorItem;
}

/** What is wrong, by where it shows: at the text, at the files, or about the message as a whole. */
interface Problems {
  text?: ErrorItem;
  files: Refusal[];
  /** The message was not sent because a file was refused: said once more at the button. */
  notSent: boolean;
  general: ErrorItem[];
}

const noProblems: Problems = { files: [], notSent: false, general: [] };

const sameFile = (one: File, other: File) => one.name === other.name && one.size === other.size && one.lastModified === other.lastModified;

/**
 * Writing to the provider: a plain-text message and files. The text is checked as the service checks
 * it. Each chosen file is looked at in the browser first (empty, over the limit, not a PDF, JPEG or
 * PNG by its first bytes): a refused file never joins the list and is named at the picker with its
 * reason, every one of them, not only the last. The files then go to an upload draft with the order
 * funnel's checks; a file the service still refuses leaves the list, is named the same way, and the
 * message waits, so that the next "send" sends the rest. Every error stands at what it is about and is
 * announced; focus moves to the first. The sent message is handed to `onSent`, so it shows at once.
 */
export function MessageComposer({ door, onSent }: { door: ConversationDoor; onSent: (message: CaseMessage) => void }) {
  const { t } = useTranslation('messages');
  const errorText = useErrorText();
  const language = useLanguage();
  const [text, setText] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [pending, setPending] = useState(false);
  const [checking, setChecking] = useState(false);
  const [problems, setProblems] = useState<Problems>(noProblems);
  const [sent, setSent] = useState(false);
  const [maxBytes, setMaxBytes] = useState<number>();
  // The draft the files go to: kept across attempts (files already there are not sent twice), given up
  // when a file leaves the list (the message would take every file of its draft).
  const draft = useRef<AttachmentDraft | undefined>(undefined);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const picker = useRef<HTMLInputElement>(null);
  const generalRef = useRef<HTMLDivElement>(null);
  const count = (value: number) => numberFormat(language).format(value);
  const megabytes = wholeMegabytes(maxBytes ?? defaultDocumentMaxBytes);

  // Focus moves to the first problem once it has rendered (and the form is enabled again), so that
  // what is focused is read out with its error.
  const [focusRequest, setFocusRequest] = useState<{ shown: Problems }>();
  useEffect(() => {
    if (!focusRequest) return;
    const { shown } = focusRequest;
    if (shown.text) textarea.current?.focus();
    else if (shown.files.length > 0) picker.current?.focus();
    else generalRef.current?.focus();
  }, [focusRequest]);
  const focusFirst = (shown: Problems) => setFocusRequest({ shown });

  async function choose(chosen: File[]) {
    if (chosen.length === 0) return;
    setSent(false);
    setChecking(true);
    if (!draft.current) {
      const started = await startAttachmentDraft();
      if (started.ok) {
        draft.current = started.draft;
        setMaxBytes(started.draft.maxBytes);
      }
    }
    const limit = draft.current?.maxBytes;
    const refused: Refusal[] = [];
    const accepted: File[] = [];
    for (const file of chosen) {
      const problem = await chosenFileProblem(file, limit);
      if (problem) refused.push({ name: file.name, error: problem });
      else accepted.push(file);
    }
    setChecking(false);
    setFiles((before) => [...before, ...accepted.filter((file) => !before.some((other) => sameFile(file, other)))]);
    // The refusals of this choice, each with its file's name; those of an earlier choice are done.
    setProblems((before) => ({ ...before, files: refused, notSent: false }));
  }

  function remove(file: File) {
    setFiles((before) => before.filter((other) => other !== file));
    draft.current = undefined;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (pending || checking) return;
    setSent(false);
    // Cleared first, so that the same error again is rendered, and announced, again.
    setProblems(noProblems);
    const own = ownChecks(text);
    if (own.length > 0) {
      const shown = { ...noProblems, text: own[0] };
      setProblems(shown);
      focusFirst(shown);
      return;
    }
    setPending(true);
    const { response, refusedFile, draft: kept } = await sendMessageWithFiles(door, text, files, draft.current);
    setPending(false);
    draft.current = kept;
    if (response.ok) {
      setText('');
      setFiles([]);
      setSent(true);
      onSent(response.data.message);
      return;
    }
    const shown: Problems = { ...noProblems };
    if (refusedFile) {
      // The refused file leaves the list: sending again sends the others.
      setFiles((before) => before.filter((other) => other !== refusedFile));
      const reason = response.status === 413 ? errorItem('document_too_large', 'file', { max: megabytes }) : response.errors[0] ?? errorItem('unexpected_response');
      shown.files = [{ name: refusedFile.name, error: reason }];
      shown.notSent = true;
    } else {
      shown.text = response.errors.find((item) => item.path === 'message.text');
      shown.general = response.errors.filter((item) => item.path !== 'message.text');
    }
    setProblems(shown);
    focusFirst(shown);
  }

  const textError = problems.text ? errorText(problems.text) : undefined;
  const filesInvalid = problems.files.length > 0;
  const general = [
    ...(problems.notSent ? [{ text: t('compose.notSent') }] : []),
    ...problems.general.map((item) => ({ text: errorText(item), withIcon: true })),
  ];

  return (
    <Form onSubmit={submit} noValidate aria-labelledby="compose-title">
      <ScriptedControls>
        <h3 id="compose-title">{t('compose.title')}</h3>
        <Field>
          <label htmlFor="message-text">{t('compose.label')}</label>
          <Hint id="message-text-hint">{t('compose.hint', { max: count(max) })}</Hint>
          {textError && <FieldError id={fieldErrorId('message-text')}>{textError}</FieldError>}
          <textarea
            ref={textarea}
            id="message-text"
            name="text"
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setSent(false);
            }}
            aria-invalid={textError ? true : undefined}
            aria-describedby={['message-text-hint', 'message-text-count', textError ? fieldErrorId('message-text') : ''].filter(Boolean).join(' ')}
            disabled={pending}
          />
          <Hint id="message-text-count" aria-live="polite">
            {t('compose.count', { used: count(text.length), max: count(max) })}
          </Hint>
        </Field>
        <Field>
          <label htmlFor="message-files">{t('compose.files')}</label>
          <Hint id="message-files-hint">{t('compose.filesHint', { max: megabytes })}</Hint>
          <div role="alert" id={fieldErrorId('message-files')}>
            <ErrorMessages messages={problems.files.map(({ name, error }) => ({ text: t('compose.notAttached', { name, reason: errorText(error) }), withIcon: true }))} />
          </div>
          <input
            ref={picker}
            id="message-files"
            type="file"
            multiple
            accept={acceptedDocuments}
            aria-describedby={`message-files-hint${filesInvalid ? ` ${fieldErrorId('message-files')}` : ''}`}
            aria-invalid={filesInvalid ? true : undefined}
            disabled={pending}
            onChange={(event) => {
              const chosen = Array.from(event.target.files ?? []);
              // Emptied at once, so that the same file can be chosen again after it was taken back.
              event.target.value = '';
              void choose(chosen);
            }}
          />
          <p role="status">{checking ? t('compose.checking') : ''}</p>
          {files.length > 0 && (
            <ChosenFiles aria-label={t('compose.chosen')}>
              {files.map((file) => (
                <li key={`${file.name}-${file.size}-${file.lastModified}`}>
                  <span>{file.name}</span>
                  <SecondaryButton type="button" disabled={pending} onClick={() => remove(file)}>
                    {t('compose.remove', { name: file.name })}
                  </SecondaryButton>
                </li>
              ))}
            </ChosenFiles>
          )}
        </Field>
        <div ref={generalRef} id="message-errors" tabIndex={-1} role="alert">
          <ErrorMessages messages={general} />
        </div>
        <div aria-live="polite">{sent && <Sent>{t('compose.sent')}</Sent>}</div>
        <div>
          <PrimaryButton type="submit" aria-busy={pending || checking} disabled={pending || checking}>
            {pending ? t('compose.sending') : t('compose.send')}
          </PrimaryButton>
        </div>
      </ScriptedControls>
    </Form>
  );
}
