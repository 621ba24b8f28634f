import { Formik } from 'formik';
import { useRouter } from 'next/router';
import { useState } from 'react';
import styled from 'styled-components';
import { formatDateIn, formatTime } from '@/basics/calendar';
import { SafeHtmlBlock } from '@/components/conversation/SafeHtmlBlock';
import { type FieldsByPath, useContractChecks } from '@/components/forms/contract-checks';
import { FormErrors } from '@/components/forms/FormErrors';
import { ScriptedForm } from '@/components/forms/ScriptedForm';
import { FieldGrid, TextAreaField } from '@/components/forms/fields';
import { PendingSubmit } from '@/components/forms/PendingSubmit';
import { useSubmission } from '@/components/forms/useSubmission';
import { Fieldset } from '@/components/ui/Fieldset';
import type { StaffMembership } from '@/contracts/staff-memberships';
import { plainTextToHtml } from '@/html/plain-text-html';
import { sanitiseHtml } from '@/html/safe-html';
import { useTranslation } from '@/i18n/useTranslation';
import { useLanguage } from '@/page-setup/PageContext';
import { theme } from '@/styles/theme';

const Messages = styled.ol`
  display: grid;
  gap: 0.75rem;
  margin: 0.5rem 0 1rem;
  padding: 0;
  list-style: none;
`;

const Message = styled.article<{ $member: boolean }>`
  padding: 0.75rem 1rem;
  border-left: 4px solid ${({ $member }) => ($member ? theme.colors.accent : theme.colors.primary)};
  background: ${theme.colors.surface};
  overflow-wrap: anywhere;

  h5 {
    margin: 0 0 0.25rem;
    font-size: 0.95rem;
  }
  p {
    margin: 0.25rem 0;
  }
`;

/** The member's text as typed, with its line breaks; React escapes it. */
const PlainText = styled.p`
  white-space: pre-wrap;
`;

interface AnswerValues {
  text: string;
}

const fields: FieldsByPath<AnswerValues> = { 'message.text': 'text' };
const requestOf = (values: AnswerValues) => ({ request: { message: { text: values.text.trim() ? plainTextToHtml(values.text) : '' } } });

/**
 * A member's questions and the team's answers, oldest first, with the documents the member sent, and
 * the form to answer: plain text kept as paragraphs. The member is told by e-mail that an answer waits;
 * the page then loads again with the answer in the list.
 */
export function MemberQuestions({ membership, documentUrls }: { membership: StaffMembership; documentUrls: Record<string, string> }) {
  const { t } = useTranslation('staff');
  const language = useLanguage();
  const router = useRouter();
  const [notice, setNotice] = useState('');
  const { pending, serverErrors, submit } = useSubmission(fields);
  const validate = useContractChecks<AnswerValues>({ checks: async () => (await import('@/contracts/staff-memberships')).answerMemberQuestion.checkBody, toRequest: requestOf, fields });
  const reference = membership.mandate_reference;
  const idPrefix = `questions-${reference}`;
  const moment = (iso: string) => `${formatDateIn(language, new Date(iso))}, ${formatTime(new Date(iso))}`;
  return (
    <section aria-labelledby={`${idPrefix}-title`}>
      <h4 id={`${idPrefix}-title`}>{t('memberships.questions.title', { count: membership.messages.length })}</h4>
      {membership.awaiting_answer_since && <p>{t('memberships.questions.awaiting', { date: moment(membership.awaiting_answer_since) })}</p>}
      {membership.messages.length === 0 ? (
        <p>{t('memberships.questions.none')}</p>
      ) : (
        <Messages>
          {membership.messages.map((message) => (
            <li key={message.id}>
              <Message $member={message.author === 'customer'} aria-labelledby={`message-${message.id}`}>
                <h5 id={`message-${message.id}`}>
                  {t(message.author === 'customer' ? 'memberships.questions.fromMember' : 'memberships.questions.fromTeam', { date: moment(message.created_at) })}
                </h5>
                {message.author === 'customer' ? <PlainText>{message.text}</PlainText> : <SafeHtmlBlock html={sanitiseHtml(message.text)} />}
                {message.documents.length > 0 && (
                  <ul aria-label={t('memberships.questions.documents')}>
                    {message.documents.map((document) => (
                      <li key={document.id}>
                        <a href={documentUrls[document.id]} download={document.file_name}>
                          {document.file_name}
                        </a>
                      </li>
                    ))}
                  </ul>
                )}
              </Message>
            </li>
          ))}
        </Messages>
      )}
      <Formik<AnswerValues>
        initialValues={{ text: '' }}
        validate={validate}
        validateOnChange={false}
        onSubmit={async (values, { setStatus, resetForm }) => {
          setNotice('');
          const { answerMemberQuestion } = await import('@/api-client/staff-memberships');
          const sent = await submit(() => answerMemberQuestion(reference, requestOf(values).request.message.text), { values, setStatus });
          if (sent) {
            resetForm();
            setNotice(t('memberships.questions.sent'));
            await router.replace(router.asPath, undefined, { scroll: false });
          }
        }}
      >
        <ScriptedForm noValidate>
          <Fieldset disabled={pending}>
            <FieldGrid $columns={1}>
              <TextAreaField id={`${idPrefix}-answer`} name="text" label={t('memberships.questions.answer', { reference })} hint={t('memberships.questions.answerHint')} />
            </FieldGrid>
            <PendingSubmit pending={pending} label={t('memberships.questions.send')} pendingLabel={t('memberships.questions.sending')} />
          </Fieldset>
          <p role="status">{notice}</p>
          <FormErrors id={`${idPrefix}-errors`} fields={fields} server={serverErrors} />
        </ScriptedForm>
      </Formik>
    </section>
  );
}
