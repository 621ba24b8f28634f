import { Formik } from 'formik';
import { useState } from 'react';
import { ScriptedForm } from '@/components/forms/ScriptedForm';
import { type FieldsByPath, useContractChecks } from '@/components/forms/contract-checks';
import { Notice } from '@/components/forms/FormCard';
import { FormErrors } from '@/components/forms/FormErrors';
import { FieldGrid, TextField } from '@/components/forms/fields';
import { PendingSubmit } from '@/components/forms/PendingSubmit';
import { useSubmission } from '@/components/forms/useSubmission';
import { Link } from '@/components/Link';
import { Fieldset } from '@/components/ui/Fieldset';
import { hasError } from '@/contracts/errors';
import { useTranslation } from '@/i18n/useTranslation';
import { changeSessionPassword } from '@/session/session';
import { NewPasswordFields } from './NewPasswordFields';

interface PasswordChangeValues {
  currentPassword: string;
  password: string;
  passwordConfirmation: string;
}

const fields: FieldsByPath<PasswordChangeValues> = {
  'user.current_password': 'currentPassword',
  'user.password': 'password',
  'user.password_confirmation': 'passwordConfirmation',
};

const initialValues: PasswordChangeValues = { currentPassword: '', password: '', passwordConfirmation: '' };

/**
 * A signed-in customer changes the password: the current one, the new one twice. On success the form
 * gives way to a confirmation that takes focus; this browser stays signed in (the service renewed its
 * session), every other one is signed out.
 */
export function PasswordChangeForm() {
  const { t } = useTranslation('auth');
  const { pending, serverErrors, submit } = useSubmission(fields);
  const [changed, setChanged] = useState(false);
  const validate = useContractChecks<PasswordChangeValues>({
    checks: async () => (await import('@/contracts/accounts')).formChecks.passwordChange,
    toRequest: ({ currentPassword, password, passwordConfirmation }) => ({
      request: { current_password: currentPassword, password, password_confirmation: passwordConfirmation },
    }),
    fields,
  });
  const errorsId = 'password-change-errors';
  const signedOut = hasError(serverErrors, 'unauthorized');

  if (changed) {
    return (
      <section aria-labelledby="password-change-success" role="status" tabIndex={-1} ref={(element) => element?.focus()}>
        <h2 id="password-change-success">{t('passwordChange.successTitle')}</h2>
        <Notice>{t('passwordChange.successText')}</Notice>
        <p>
          <Link to="dashboard">{t('passwordChange.toDashboard')}</Link>
        </p>
      </section>
    );
  }

  return (
    <Formik
      initialValues={initialValues}
      validate={validate}
      onSubmit={async (values, { setStatus }) => {
        if (await submit(() => changeSessionPassword(values), { values, setStatus })) setChanged(true);
      }}
    >
      <ScriptedForm noValidate>
        <Fieldset disabled={pending}>
          <FieldGrid>
            <TextField
              id="current-password"
              name="currentPassword"
              type="password"
              autoComplete="current-password"
              label={t('fields.currentPassword')}
            />
            <NewPasswordFields />
          </FieldGrid>
          <PendingSubmit pending={pending} label={t('passwordChange.submit')} pendingLabel={t('passwordChange.pending')} />
        </Fieldset>
        <FormErrors id={errorsId} fields={fields} server={serverErrors} />
        {signedOut && (
          <p>
            <Link to="signIn">{t('passwordChange.signInAgain')}</Link>
          </p>
        )}
      </ScriptedForm>
    </Formik>
  );
}
