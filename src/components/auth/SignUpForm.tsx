import { Form, Formik } from 'formik';
import { useState } from 'react';
import { signUp } from '@/api-client/account';
import { Fieldset } from '@/components/ui/Fieldset';
import { useTranslation } from '@/i18n/useTranslation';
import { useLanguage } from '@/page/PageContext';
import { FormErrors, Notice, PendingSubmit, TextField } from '../forms/fields';
import { useSubmission } from '../forms/useSubmission';
import { visibleErrors } from '../forms/visible-errors';
import { minimumPasswordLength, signUpFormSchema } from './schemas';

const fieldOrder = ['firstName', 'lastName', 'email', 'password', 'passwordConfirmation'] as const;

const initialValues = { firstName: '', lastName: '', email: '', password: '', passwordConfirmation: '' };

/**
 * Registration for clients who already commissioned the provider. After success the form gives way to
 * the confirm-your-e-mail message.
 */
export function SignUpForm({ idPrefix = 'sign-up' }: { idPrefix?: string }) {
  const { t } = useTranslation('auth');
  const language = useLanguage();
  const { pending, serverErrors, submit } = useSubmission();
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);
  const errorsId = `${idPrefix}-errors`;

  if (registeredEmail) {
    return (
      <section aria-labelledby={`${idPrefix}-success`} role="status">
        <h2 id={`${idPrefix}-success`}>{t('signUp.successTitle')}</h2>
        <Notice>{t('signUp.successText', { email: registeredEmail })}</Notice>
      </section>
    );
  }

  return (
    <Formik
      initialValues={initialValues}
      validationSchema={signUpFormSchema}
      onSubmit={async (values) => {
        const data = { ...values, firstName: values.firstName.trim(), lastName: values.lastName.trim(), email: values.email.trim() };
        const registered = await submit(() => signUp(data, language));
        if (registered) setRegisteredEmail(data.email);
      }}
    >
      {({ errors, touched, submitCount }) => {
        const shown = visibleErrors(fieldOrder, errors, touched, submitCount);
        const field = (name: (typeof fieldOrder)[number]) => ({
          id: `${idPrefix}-${name}`,
          name,
          showError: shown.fields.includes(name),
          errorsId,
        });
        return (
          <Form noValidate>
            <Fieldset disabled={pending}>
              <TextField {...field('firstName')} autoComplete="given-name" label={t('fields.firstName')} />
              <TextField {...field('lastName')} autoComplete="family-name" label={t('fields.lastName')} />
              <TextField {...field('email')} type="email" inputMode="email" autoComplete="email" label={t('fields.email')} />
              <TextField
                {...field('password')}
                type="password"
                autoComplete="new-password"
                label={t('fields.password')}
                hint={t('passwordHint', { count: minimumPasswordLength })}
              />
              <TextField
                {...field('passwordConfirmation')}
                type="password"
                autoComplete="new-password"
                label={t('fields.passwordConfirmation')}
              />
              <PendingSubmit pending={pending} label={t('signUp.submit')} pendingLabel={t('signUp.pending')} />
            </Fieldset>
            <FormErrors id={errorsId} validation={shown.errors} server={serverErrors} />
          </Form>
        );
      }}
    </Formik>
  );
}
