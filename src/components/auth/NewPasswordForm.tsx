import { Form, Formik } from 'formik';
import { useRouter } from 'next/router';
import { confirmPasswordReset, type ResetCredentials } from '@/api-client/account';
import { Link, useRouteHref } from '@/components/Link';
import { Fieldset } from '@/components/ui/Fieldset';
import { useTranslation } from '@/i18n/useTranslation';
import { FormErrors, PendingSubmit, TextField } from '../forms/fields';
import { useSubmission } from '../forms/useSubmission';
import { visibleErrors } from '../forms/visible-errors';
import { minimumPasswordLength, newPasswordFormSchema } from './schemas';

const fieldOrder = ['password', 'passwordConfirmation'] as const;

/** The set-new-password form behind the reset link; on success the browser goes to sign-in. */
export function NewPasswordForm({ credentials }: { credentials: ResetCredentials }) {
  const { t } = useTranslation('auth');
  const router = useRouter();
  const routeHref = useRouteHref();
  const { pending, serverErrors, submit } = useSubmission();
  const errorsId = 'new-password-errors';

  return (
    <Formik
      initialValues={{ password: '', passwordConfirmation: '' }}
      validationSchema={newPasswordFormSchema}
      onSubmit={async ({ password, passwordConfirmation }) => {
        const changed = await submit(() => confirmPasswordReset(credentials, password, passwordConfirmation));
        if (changed) await router.push(routeHref('signIn', { query: { password_changed: '' } }));
      }}
    >
      {({ errors, touched, submitCount }) => {
        const shown = visibleErrors(fieldOrder, errors, touched, submitCount);
        return (
          <Form noValidate>
            <Fieldset disabled={pending}>
              <TextField
                id="new-password"
                name="password"
                type="password"
                autoComplete="new-password"
                label={t('fields.newPassword')}
                hint={t('passwordHint', { count: minimumPasswordLength })}
                showError={shown.fields.includes('password')}
                errorsId={errorsId}
              />
              <TextField
                id="new-password-confirmation"
                name="passwordConfirmation"
                type="password"
                autoComplete="new-password"
                label={t('fields.newPasswordConfirmation')}
                showError={shown.fields.includes('passwordConfirmation')}
                errorsId={errorsId}
              />
              <PendingSubmit pending={pending} label={t('passwordReset.newSubmit')} pendingLabel={t('passwordReset.newPending')} />
            </Fieldset>
            <FormErrors id={errorsId} validation={shown.errors} server={serverErrors} />
            {serverErrors.some((error) => error.key.startsWith('reset_link_')) && (
              <p>
                <Link to="passwordReset">{t('passwordReset.requestNewLink')}</Link>
              </p>
            )}
          </Form>
        );
      }}
    </Formik>
  );
}
