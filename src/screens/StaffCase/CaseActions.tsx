import { Formik, useField } from 'formik';
import { useRef, useState } from 'react';
import styled from 'styled-components';
import { ScriptedForm } from '@/components/forms/ScriptedForm';
import { RichTextEditor } from '@/components/staff/RichTextEditor';
import { CheckboxField } from '@/components/forms/CheckboxField';
import { type FieldsByPath, samePaths, useContractChecks } from '@/components/forms/contract-checks';
import type { SubmittedForm } from '@/components/forms/useSubmission';
import { acceptedDocuments, fileInput } from '@/components/forms/file-picker';
import { FormErrors } from '@/components/forms/FormErrors';
import { FieldGrid, Hint, TextAreaField, TextField } from '@/components/forms/fields';
import { PendingSubmit } from '@/components/forms/PendingSubmit';
import { SelectField } from '@/components/forms/SelectField';
import { useShownError } from '@/components/forms/shown-errors';
import { useSubmission } from '@/components/forms/useSubmission';
import { SecondaryButton } from '@/components/ui/buttons';
import { Fieldset } from '@/components/ui/Fieldset';
import type { StaffMemberView } from '@/contracts/staff';
import type { WorkedCase } from '@/contracts/staff-cases';
import { caseStatuses, type CaseStatus } from '@/contracts/vocabulary/cases';
import { plainTextToHtml } from '@/html/plain-text-html';
import { useTranslation } from '@/i18n/useTranslation';
import { theme } from '@/styles/theme';

type Done = (notice: string) => void;

const Legend = styled.legend`
  font-size: 1.15rem;
  font-weight: 700;
  margin-bottom: 0.75rem;
`;

const Card = styled.section`
  min-width: 0;
  margin-bottom: 1.5rem;
  padding: 1rem;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
`;

const Files = styled.input`
  ${fileInput}
  width: 100%;
`;

// A file input's own width must not widen the form on a small phone.
const FilePicker = styled.div`
  min-width: 0;

  label {
    display: block;
    font-weight: 600;
    margin-bottom: 0.3rem;
  }
`;

// Assign ----------------------------------------------------------------------------------------------

interface AssignValues {
  assignee: string;
}

const assignFields: FieldsByPath<AssignValues> = { assignee_id: 'assignee' };

/** Gives the case to an active member or to nobody; "take the case" gives it to the signed-in member. */
export function AssignForm({ worked, staff, onDone }: { worked: WorkedCase; staff: StaffMemberView; onDone: Done }) {
  const { t } = useTranslation('staffCases');
  const { pending, serverErrors, submit } = useSubmission(assignFields);
  const reference = worked.case.reference_number;
  const send = async (assigneeId: number | null, form?: SubmittedForm) => {
    const { assignCase } = await import('@/api-client/staff-cases');
    if (await submit(() => assignCase(reference, assigneeId), form)) onDone(t('actions.assign.done'));
  };
  return (
    <Card aria-labelledby="assign-legend">
      <Formik<AssignValues> initialValues={{ assignee: worked.assignee ? String(worked.assignee.id) : '' }} onSubmit={(values, { setStatus }) => send(values.assignee ? Number(values.assignee) : null, { values, setStatus })}>
        <ScriptedForm noValidate>
          <Fieldset disabled={pending}>
            <Legend id="assign-legend">{t('actions.assign.legend')}</Legend>
            {worked.assignee?.id !== staff.id && (
              <p>
                <SecondaryButton type="button" onClick={() => send(staff.id)}>
                  {t('actions.assign.takeIt')}
                </SecondaryButton>
              </p>
            )}
            <FieldGrid>
              <SelectField id="assign-assignee" name="assignee" label={t('actions.assign.label')}>
                <option value="">{t('actions.assign.nobody')}</option>
                {worked.members.map((member) => (
                  <option key={member.id} value={String(member.id)}>
                    {member.name}
                  </option>
                ))}
              </SelectField>
            </FieldGrid>
            <PendingSubmit pending={pending} label={t('actions.assign.save')} pendingLabel={t('actions.pending')} />
          </Fieldset>
          <FormErrors id="assign-errors" fields={assignFields} server={serverErrors} />
        </ScriptedForm>
      </Formik>
    </Card>
  );
}

// Status ----------------------------------------------------------------------------------------------

interface StatusValues {
  status: CaseStatus;
  status_description: string;
}

const statusFields: FieldsByPath<StatusValues> = samePaths(['status', 'status_description']);
const statusRequest = (values: StatusValues) => ({ request: { status: values.status, ...(values.status_description.trim() ? { status_description: values.status_description.trim() } : {}) } });

export function StatusForm({ worked, onDone }: { worked: WorkedCase; onDone: Done }) {
  const { t } = useTranslation('staffCases');
  const { t: tc } = useTranslation('cases');
  const { pending, serverErrors, submit } = useSubmission(statusFields);
  const validate = useContractChecks<StatusValues>({ checks: async () => (await import('@/contracts/staff-cases')).changeCaseStatus.checkBody, toRequest: statusRequest, fields: statusFields });
  return (
    <Card aria-labelledby="status-legend">
      <Formik<StatusValues>
        initialValues={{ status: worked.case.status as CaseStatus, status_description: worked.case.custom_status_description ?? '' }}
        validate={validate}
        onSubmit={async (values, { setStatus }) => {
          const { changeCaseStatus } = await import('@/api-client/staff-cases');
          if (await submit(() => changeCaseStatus(worked.case.reference_number, statusRequest(values).request), { values, setStatus })) onDone(t('actions.status.done'));
        }}
      >
        <ScriptedForm noValidate>
          <Fieldset disabled={pending}>
            <Legend id="status-legend">{t('actions.status.legend')}</Legend>
            <FieldGrid>
              <SelectField id="status-status" name="status" label={t('actions.status.label')}>
                {caseStatuses.map((status) => (
                  <option key={status} value={status}>
                    {tc(`statuses.${status}.label`)}
                  </option>
                ))}
              </SelectField>
              <TextField id="status-text" name="status_description" label={t('actions.status.text')} hint={t('actions.status.textHint')} maxLength={500} />
            </FieldGrid>
            <PendingSubmit pending={pending} label={t('actions.status.save')} pendingLabel={t('actions.pending')} />
          </Fieldset>
          <FormErrors id="status-errors" fields={statusFields} server={serverErrors} />
        </ScriptedForm>
      </Formik>
    </Card>
  );
}

// History entry -----------------------------------------------------------------------------------------

interface EntryValues {
  short: string;
  description: string;
  date: string;
  notify: boolean;
}

const entryFields: FieldsByPath<EntryValues> = { 'entry.short': 'short', 'entry.description': 'description', 'entry.date': 'date', notify: 'notify' };
// An editor left empty still holds an empty paragraph: that is no text.
const withText = (html: string) => (html.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ').trim() ? html : '');

const entryRequest = (values: EntryValues) => ({
  request: { entry: { short: values.short.trim(), description: withText(values.description), ...(values.date ? { date: values.date } : {}) }, notify: values.notify },
});

/** The entry's text in the back office's rich-text editor, bound to the form. */
function DescriptionEditor({ label, hint }: { label: string; hint: string }) {
  const [field, , helpers] = useField<string>('description');
  return <RichTextEditor id="entry-description" name="description" label={label} hint={hint} value={field.value} onChange={(html) => helpers.setValue(html)} error={useShownError('description')} />;
}

/** A new history entry: title, formatted text (HTML, sanitised by the service whenever shown), day, and whether to mail the customer. */
export function EntryForm({ worked, onDone }: { worked: WorkedCase; onDone: Done }) {
  const { t } = useTranslation('staffCases');
  const { pending, serverErrors, submit } = useSubmission(entryFields);
  const validate = useContractChecks<EntryValues>({ checks: async () => (await import('@/contracts/staff-cases')).addStaffHistoryEntry.checkBody, toRequest: entryRequest, fields: entryFields });
  return (
    <Card aria-labelledby="entry-legend">
      <Formik<EntryValues>
        initialValues={{ short: '', description: '', date: '', notify: true }}
        validate={validate}
        validateOnChange={false}
        onSubmit={async (values, { setStatus, resetForm }) => {
          const { addHistoryEntry } = await import('@/api-client/staff-cases');
          if (await submit(() => addHistoryEntry(worked.case.reference_number, entryRequest(values).request), { values, setStatus })) {
            resetForm();
            onDone(t('actions.entry.done'));
          }
        }}
      >
        <ScriptedForm noValidate>
          <Fieldset disabled={pending}>
            <Legend id="entry-legend">{t('actions.entry.legend')}</Legend>
            <FieldGrid>
              <TextField id="entry-short" name="short" label={t('actions.entry.short')} maxLength={120} />
              <DescriptionEditor label={t('actions.entry.description')} hint={t('actions.entry.descriptionHint')} />
              <TextField id="entry-date" name="date" type="date" label={t('actions.entry.date')} />
              <CheckboxField id="entry-notify" name="notify" label={t('actions.entry.notify')} />
            </FieldGrid>
            <PendingSubmit pending={pending} label={t('actions.entry.save')} pendingLabel={t('actions.pending')} />
          </Fieldset>
          <FormErrors id="entry-errors" fields={entryFields} server={serverErrors} />
        </ScriptedForm>
      </Formik>
    </Card>
  );
}

// Message -----------------------------------------------------------------------------------------------

interface MessageValues {
  text: string;
}

const messageFields: FieldsByPath<MessageValues> = { 'message.text': 'text' };
const messageRequest = (values: MessageValues) => ({ request: { message: { text: values.text.trim() ? plainTextToHtml(values.text) : '' } } });

/** An answer to the customer: plain text (kept as paragraphs) and files, uploaded first, then sent with it. */
export function MessageForm({ worked, onDone }: { worked: WorkedCase; onDone: Done }) {
  const { t } = useTranslation('staffCases');
  const { pending, serverErrors, submit } = useSubmission(messageFields);
  const [progress, setProgress] = useState('');
  const files = useRef<HTMLInputElement>(null);
  const validate = useContractChecks<MessageValues>({ checks: async () => (await import('@/contracts/staff-cases')).sendStaffMessage.checkBody, toRequest: messageRequest, fields: messageFields });
  const reference = worked.case.reference_number;
  return (
    <Card aria-labelledby="message-legend">
      <Formik<MessageValues>
        initialValues={{ text: '' }}
        validate={validate}
        validateOnChange={false}
        onSubmit={async (values, { setStatus, resetForm }) => {
          const { sendCaseMessage, uploadProviderDocument } = await import('@/api-client/staff-cases');
          const chosen = Array.from(files.current?.files ?? []);
          const sent = await submit(async () => {
            const documents: string[] = [];
            for (const file of chosen) {
              setProgress(t('actions.message.uploading', { name: file.name }));
              const uploaded = await uploadProviderDocument(reference, file);
              if (!uploaded.ok) return uploaded;
              documents.push(uploaded.data.document.id);
            }
            setProgress('');
            return sendCaseMessage(reference, { text: messageRequest(values).request.message.text, documents });
          }, { values, setStatus });
          setProgress('');
          if (sent) {
            resetForm();
            if (files.current) files.current.value = '';
            onDone(t('actions.message.done'));
          }
        }}
      >
        <ScriptedForm noValidate>
          <Fieldset disabled={pending}>
            <Legend id="message-legend">{t('actions.message.legend')}</Legend>
            <FieldGrid>
              <TextAreaField id="message-text" name="text" label={t('actions.message.text')} hint={t('actions.message.textHint')} />
              <FilePicker>
                <label htmlFor="message-files">{t('actions.message.files')}</label>
                <Files ref={files} id="message-files" name="files" type="file" multiple accept={acceptedDocuments} />
              </FilePicker>
            </FieldGrid>
            <Hint role="status">{progress}</Hint>
            <PendingSubmit pending={pending} label={t('actions.message.send')} pendingLabel={t('actions.pending')} />
          </Fieldset>
          <FormErrors id="message-errors" fields={messageFields} server={serverErrors} />
        </ScriptedForm>
      </Formik>
    </Card>
  );
}
