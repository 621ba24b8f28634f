import { Form, Formik } from 'formik';
import { useRouter } from 'next/router';
import { useRouteHref } from '@/components/Link';
import { Fieldset } from '@/components/ui/Fieldset';
import { useTranslation } from '@/i18n/useTranslation';
import { startSession } from '@/session/session';
import { FormErrors, PendingSubmit, TextField } from '../forms/fields';
import { useSubmission } from '../forms/useSubmission';
import { visibleErrors } from '../forms/visible-errors';
import { ResendConfirmation } from './ResendConfirmation';
import { signInFormSchema } from './schemas';

const fieldOrder = ['email', 'password'] as const;

/** E-mail and password; on success the customer lands on the dashboard. */
export function SignInForm({ idPrefix = 'sign-in' }: { idPrefix?: string }) {
  const { t } = useTranslation('auth');
  const router = useRouter();
  const routeHref = useRouteHref();
  const { pending, serverErrors, submit } = useSubmission();
  const errorsId = `${idPrefix}-errors`;

  return (
    <Formik
      initialValues={{ email: '', password: '' }}
      validationSchema={signInFormSchema}
      onSubmit={async ({ email, password }) => {
        const signedIn = await submit(() => startSession(email.trim(), password));
        if (signedIn) await router.push(routeHref('dashboard'));
      }}
    >
      {({ errors, touched, submitCount, values }) => {
        const shown = visibleErrors(fieldOrder, errors, touched, submitCount);
        return (
          <Form noValidate>
            <Fieldset disabled={pending}>
              <TextField
                id={`${idPrefix}-email`}
                name="email"
                type="email"
                autoComplete="email"
                inputMode="email"
                label={t('fields.email')}
                showError={shown.fields.includes('email')}
                errorsId={errorsId}
              />
              <TextField
                id={`${idPrefix}-password`}
                name="password"
                type="password"
                autoComplete="current-password"
                label={t('fields.password')}
                showError={shown.fields.includes('password')}
                errorsId={errorsId}
              />
              <PendingSubmit pending={pending} label={t('signIn.submit')} pendingLabel={t('signIn.pending')} />
            </Fieldset>
            <FormErrors id={errorsId} validation={shown.errors} server={serverErrors} serverIcon={false} />
            {serverErrors.some((error) => error.key === 'email_not_confirmed') && <ResendConfirmation email={values.email} />}
          </Form>
        );
      }}
    </Formik>
  );
}
