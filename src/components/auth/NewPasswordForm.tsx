import { Formik } from 'formik';
import { useRouter } from 'next/router';
import { ScriptedForm } from '@/components/forms/ScriptedForm';
import { confirmPasswordReset, type ResetCredentials } from '@/api-client/account';
import { type FieldsByPath, useContractChecks } from '@/components/forms/contract-checks';
import { FormErrors } from '@/components/forms/FormErrors';
import { FieldGrid } from '@/components/forms/fields';
import { PendingSubmit } from '@/components/forms/PendingSubmit';
import { useSubmission } from '@/components/forms/useSubmission';
import { Link, useRouteHref } from '@/components/Link';
import { Fieldset } from '@/components/ui/Fieldset';
import { hasError } from '@/contracts/errors';
import { useTranslation } from '@/i18n/useTranslation';
import { NewPasswordFields } from './NewPasswordFields';

interface NewPasswordValues {
  password: string;
  passwordConfirmation: string;
}

const fields: FieldsByPath<NewPasswordValues> = { 'user.password': 'password', 'user.password_confirmation': 'passwordConfirmation' };

/**
 * The set-new-password form behind the reset link; on success the browser goes to sign-in. The first
 * password of an account made for an order (its confirmation's link) signs in at once and opens the
 * dashboard with the case: setting it proved the mailbox, and confirmed the address.
 */
export function NewPasswordForm({ credentials, firstPassword = false }: { credentials: ResetCredentials; firstPassword?: boolean }) {
  const { t } = useTranslation('auth');
  const router = useRouter();
  const routeHref = useRouteHref();
  const { pending, serverErrors, submit } = useSubmission(fields);
  const validate = useContractChecks<NewPasswordValues>({
    checks: async () => (await import('@/contracts/accounts')).formChecks.newPassword,
    toRequest: ({ password, passwordConfirmation }) => ({ request: { password, password_confirmation: passwordConfirmation } }),
    fields,
  });
  const errorsId = 'new-password-errors';
  const linkUnusable = hasError(serverErrors, 'reset_link_invalid') || hasError(serverErrors, 'link_expired');

  return (
    <Formik
      initialValues={{ password: '', passwordConfirmation: '' }}
      validate={validate}
      onSubmit={async (values, { setStatus }) => {
        const changed = await submit(() => confirmPasswordReset(credentials, values.password, values.passwordConfirmation), { values, setStatus });
        if (!changed) return;
        if (firstPassword) {
          const { startSession } = await import('@/session/session');
          const session = await startSession(credentials.uid, values.password);
          if (session.ok) {
            await router.push(routeHref('dashboard'));
            return;
          }
        }
        await router.push(routeHref('signIn', { query: { password_changed: '' } }));
      }}
    >
      <ScriptedForm noValidate>
        <Fieldset disabled={pending}>
          <FieldGrid>
            <NewPasswordFields />
          </FieldGrid>
          <PendingSubmit pending={pending} label={t('passwordReset.newSubmit')} pendingLabel={t('passwordReset.newPending')} />
        </Fieldset>
        <FormErrors id={errorsId} fields={fields} server={serverErrors} />
        {linkUnusable && (
          <p>
            <Link to="passwordReset">{t('passwordReset.requestNewLink')}</Link>
          </p>
        )}
      </ScriptedForm>
    </Formik>
  );
}
