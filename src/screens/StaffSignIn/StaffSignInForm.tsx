import { Formik } from 'formik';
import { useRouter } from 'next/router';
import { ScriptedForm } from '@/components/forms/ScriptedForm';
import { type FieldsByPath, samePaths, useContractChecks } from '@/components/forms/contract-checks';
import { FormErrors } from '@/components/forms/FormErrors';
import { FieldGrid, TextField } from '@/components/forms/fields';
import { PendingSubmit } from '@/components/forms/PendingSubmit';
import { useSubmission } from '@/components/forms/useSubmission';
import { useRouteHref } from '@/components/Link';
import { Fieldset } from '@/components/ui/Fieldset';
import { useTranslation } from '@/i18n/useTranslation';

interface StaffSignInValues {
  email: string;
  password: string;
  code: string;
}

const fields: FieldsByPath<StaffSignInValues> = samePaths(['email', 'password', 'code']);

const toRequest = (values: StaffSignInValues) => ({ request: { email: values.email.trim(), password: values.password, code: values.code.trim() } });

/** Address, password and the second factor in one step; on success the back office's overview. */
export function StaffSignInForm() {
  const { t } = useTranslation('staff');
  const router = useRouter();
  const routeHref = useRouteHref();
  const { pending, serverErrors, submit } = useSubmission(fields);
  const validate = useContractChecks<StaffSignInValues>({ checks: async () => (await import('@/contracts/staff')).staffSignIn.checkBody, toRequest, fields });
  const errorsId = 'staff-sign-in-errors';
  return (
    <Formik
      initialValues={{ email: '', password: '', code: '' }}
      validate={validate}
      onSubmit={async (values, { setStatus }) => {
        const { signInStaff } = await import('@/api-client/staff');
        if (await submit(() => signInStaff(toRequest(values).request), { values, setStatus })) await router.push(routeHref('staffHome'));
      }}
    >
      <ScriptedForm noValidate>
        <Fieldset disabled={pending}>
          <FieldGrid>
            <TextField id="staff-email" name="email" type="email" autoComplete="username" label={t('fields.email')} />
            <TextField id="staff-password" name="password" type="password" autoComplete="current-password" label={t('fields.password')} />
            <TextField id="staff-code" name="code" autoComplete="one-time-code" inputMode="text" label={t('fields.code')} />
          </FieldGrid>
          <PendingSubmit pending={pending} label={t('signIn.submit')} pendingLabel={t('signIn.pending')} />
        </Fieldset>
        <FormErrors id={errorsId} fields={fields} server={serverErrors} />
      </ScriptedForm>
    </Formik>
  );
}
