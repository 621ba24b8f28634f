import { Formik } from 'formik';
import { ScriptedForm } from '@/components/forms/ScriptedForm';
import { type FieldsByPath, samePaths, useContractChecks } from '@/components/forms/contract-checks';
import { FormErrors } from '@/components/forms/FormErrors';
import { FieldGrid, TextField } from '@/components/forms/fields';
import { PendingSubmit } from '@/components/forms/PendingSubmit';
import { SelectField } from '@/components/forms/SelectField';
import { useSubmission } from '@/components/forms/useSubmission';
import { Fieldset } from '@/components/ui/Fieldset';
import { useLanguage } from '@/page-setup/PageContext';
import type { Language } from '@/basics/language';
import { staffRoles, type StaffRole } from '@/contracts/vocabulary/staff';
import { useTranslation } from '@/i18n/useTranslation';

interface InviteValues {
  email: string;
  name: string;
  role: StaffRole;
  language: Language;
}

const fields: FieldsByPath<InviteValues> = samePaths(['email', 'name', 'role', 'language']);

const toRequest = (values: InviteValues) => ({ request: { ...values, email: values.email.trim(), name: values.name.trim() } });

/** An admin invites someone by e-mail; the invitation link goes to that address. */
export function InviteForm({ onInvited }: { onInvited: (email: string) => void }) {
  const { t } = useTranslation('staff');
  const language = useLanguage();
  const { pending, serverErrors, submit } = useSubmission(fields);
  const validate = useContractChecks<InviteValues>({ checks: async () => (await import('@/contracts/staff')).inviteStaff.checkBody, toRequest, fields });
  const errorsId = 'invite-errors';
  return (
    <Formik<InviteValues>
      initialValues={{ email: '', name: '', role: 'caseworker', language }}
      validate={validate}
      onSubmit={async (values, { setStatus, resetForm }) => {
        const { inviteStaff } = await import('@/api-client/staff');
        if (await submit(() => inviteStaff(toRequest(values).request), { values, setStatus })) {
          resetForm();
          onInvited(values.email.trim());
        }
      }}
    >
      <ScriptedForm noValidate>
        <Fieldset disabled={pending}>
          <FieldGrid $columns={2}>
            <TextField id="invite-name" name="name" autoComplete="off" label={t('fields.name')} />
            <TextField id="invite-email" name="email" type="email" autoComplete="off" label={t('fields.email')} />
            <SelectField id="invite-role" name="role" label={t('fields.role')}>
              {staffRoles.map((role) => (
                <option key={role} value={role}>
                  {t(`roles.${role}`)}
                </option>
              ))}
            </SelectField>
            <SelectField id="invite-language" name="language" label={t('fields.language')}>
              <option value="de">{t('languages.de')}</option>
              <option value="en">{t('languages.en')}</option>
            </SelectField>
          </FieldGrid>
          <PendingSubmit pending={pending} label={t('members.inviteSubmit')} pendingLabel={t('members.invitePending')} />
        </Fieldset>
        <FormErrors id={errorsId} fields={fields} server={serverErrors} />
      </ScriptedForm>
    </Formik>
  );
}
