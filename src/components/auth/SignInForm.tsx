import { Formik } from 'formik';
import { useRouter } from 'next/router';
import { ScriptedForm } from '@/components/forms/ScriptedForm';
import { type FieldsByPath, useContractChecks } from '@/components/forms/contract-checks';
import { FormErrors } from '@/components/forms/FormErrors';
import { FieldGrid, TextField } from '@/components/forms/fields';
import { PendingSubmit } from '@/components/forms/PendingSubmit';
import { useSubmission } from '@/components/forms/useSubmission';
import { useRouteHref } from '@/components/Link';
import { Fieldset } from '@/components/ui/Fieldset';
import { hasError } from '@/contracts/errors';
import { useTranslation } from '@/i18n/useTranslation';
import { startSession } from '@/session/session';
import { EmailField } from './EmailField';
import { ResendConfirmationButton } from './ResendConfirmation';

interface SignInValues {
  email: string;
  password: string;
}

const fields: FieldsByPath<SignInValues> = { 'user.email': 'email', 'user.password': 'password' };

const signInRequest = (values: SignInValues) => ({ request: { user: { email: values.email.trim(), password: values.password } } });

/** E-mail and password; on success the customer lands on the dashboard. */
export function SignInForm({ idPrefix = 'sign-in' }: { idPrefix?: string }) {
  const { t } = useTranslation('auth');
  const router = useRouter();
  const routeHref = useRouteHref();
  const { pending, serverErrors, submit } = useSubmission(fields);
  const validate = useContractChecks<SignInValues>({
    checks: async () => (await import('@/contracts/accounts')).formChecks.signIn,
    toRequest: signInRequest,
    fields,
  });
  const errorsId = `${idPrefix}-errors`;

  return (
    <Formik
      initialValues={{ email: '', password: '' }}
      validate={validate}
      onSubmit={async (values, { setStatus }) => {
        const signedIn = await submit(() => startSession(values.email.trim(), values.password), { values, setStatus });
        if (signedIn) await router.push(routeHref('dashboard'));
      }}
    >
      {({ values }) => (
        <ScriptedForm noValidate>
          <Fieldset disabled={pending}>
            <FieldGrid>
              <EmailField id={`${idPrefix}-email`} />
              <TextField
                id={`${idPrefix}-password`}
                name="password"
                type="password"
                autoComplete="current-password"
                label={t('fields.password')}
              />
            </FieldGrid>
            <PendingSubmit pending={pending} label={t('signIn.submit')} pendingLabel={t('signIn.pending')} />
          </Fieldset>
          <FormErrors id={errorsId} fields={fields} server={serverErrors} serverIcon={false} />
          {hasError(serverErrors, 'email_not_confirmed') && <ResendConfirmationButton email={values.email} />}
        </ScriptedForm>
      )}
    </Formik>
  );
}
