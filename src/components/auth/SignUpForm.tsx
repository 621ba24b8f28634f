import { Formik } from 'formik';
import { useState } from 'react';
import { ScriptedForm } from '@/components/forms/ScriptedForm';
import { registrationOf, signUp, type SignUpData } from '@/api-client/account';
import { type FieldsByPath, useContractChecks } from '@/components/forms/contract-checks';
import { Notice } from '@/components/forms/FormCard';
import { FormErrors } from '@/components/forms/FormErrors';
import { FieldGrid, TextField } from '@/components/forms/fields';
import { PendingSubmit } from '@/components/forms/PendingSubmit';
import { useSubmission } from '@/components/forms/useSubmission';
import { Link } from '@/components/Link';
import { Fieldset } from '@/components/ui/Fieldset';
import { hasError } from '@/contracts/errors';
import { passwordLength } from '@/contracts/vocabulary/accounts';
import { Trans, useTranslation } from '@/i18n/useTranslation';
import { useLanguage } from '@/page-setup/PageContext';
import { EmailField } from './EmailField';

const fields: FieldsByPath<SignUpData> = {
  'user.first_name': 'firstName',
  'user.last_name': 'lastName',
  'user.email': 'email',
  'user.password': 'password',
  'user.password_confirmation': 'passwordConfirmation',
};

const initialValues: SignUpData = { firstName: '', lastName: '', email: '', password: '', passwordConfirmation: '' };

/** What is sent: names and address without the spaces around them. */
const trimmed = (values: SignUpData): SignUpData => ({
  ...values,
  firstName: values.firstName.trim(),
  lastName: values.lastName.trim(),
  email: values.email.trim(),
});

/**
 * Registration for clients who already commissioned the provider. After success the form gives way to
 * the confirm-your-e-mail message.
 */
export function SignUpForm({ idPrefix = 'sign-up' }: { idPrefix?: string }) {
  const { t } = useTranslation('auth');
  const language = useLanguage();
  const { pending, serverErrors, submit } = useSubmission(fields);
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);
  const validate = useContractChecks<SignUpData>({
    checks: async () => (await import('@/contracts/accounts')).formChecks.signUp,
    toRequest: (values) => ({ request: registrationOf(trimmed(values), language) }),
    fields,
  });
  const errorsId = `${idPrefix}-errors`;

  if (registeredEmail) {
    return (
      <section aria-labelledby={`${idPrefix}-success`} role="status">
        <h2 id={`${idPrefix}-success`}>{t('signUp.successTitle')}</h2>
        <Notice>{t('signUp.successText', { email: registeredEmail })}</Notice>
      </section>
    );
  }

  const field = (name: keyof SignUpData) => ({ id: `${idPrefix}-${name}`, name });
  return (
    <Formik
      initialValues={initialValues}
      validate={validate}
      onSubmit={async (values, { setStatus }) => {
        const data = trimmed(values);
        if (await submit(() => signUp(data, language), { values, setStatus })) setRegisteredEmail(data.email);
      }}
    >
      <ScriptedForm noValidate>
        <Fieldset disabled={pending}>
          <FieldGrid>
            <TextField {...field('firstName')} autoComplete="given-name" label={t('fields.firstName')} />
            <TextField {...field('lastName')} autoComplete="family-name" label={t('fields.lastName')} />
            <EmailField id={`${idPrefix}-email`} />
            <TextField
              {...field('password')}
              type="password"
              autoComplete="new-password"
              label={t('fields.password')}
              hint={t('passwordHint', { count: passwordLength.min })}
            />
            <TextField {...field('passwordConfirmation')} type="password" autoComplete="new-password" label={t('fields.passwordConfirmation')} />
          </FieldGrid>
          <PendingSubmit pending={pending} label={t('signUp.submit')} pendingLabel={t('signUp.pending')} />
        </Fieldset>
        <FormErrors id={errorsId} fields={fields} server={serverErrors} />
        {hasError(serverErrors, 'taken', 'user.email') && (
          // The answer "taken" already says the address has an account; this only shows the ways in.
          <Notice>
            <Trans t={t} i18nKey="signUp.takenHelp" components={{ signIn: <Link to="signIn" />, reset: <Link to="passwordReset" /> }} />
          </Notice>
        )}
      </ScriptedForm>
    </Formik>
  );
}
