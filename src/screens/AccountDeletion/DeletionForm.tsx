import { Formik } from 'formik';
import { useRouter } from 'next/router';
import { ScriptedForm } from '@/components/forms/ScriptedForm';
import { FormErrors } from '@/components/forms/FormErrors';
import { FieldGrid, TextField } from '@/components/forms/fields';
import type { FieldsByPath } from '@/components/forms/contract-checks';
import { useSubmission } from '@/components/forms/useSubmission';
import { Link, useRouteHref } from '@/components/Link';
import { PrimaryButton } from '@/components/ui/buttons';
import { Fieldset } from '@/components/ui/Fieldset';
import { hasError } from '@/contracts/errors';
import { useTranslation } from '@/i18n/useTranslation';
import { deleteOwnAccount } from '@/session/own-data';
import styled from 'styled-components';
import { theme } from '@/styles/theme';

interface DeletionValues {
  currentPassword: string;
}

const fields: FieldsByPath<DeletionValues> = { current_password: 'currentPassword' };

const DeleteButton = styled(PrimaryButton)`
  width: 100%;
  margin-top: 1rem;
  background: ${theme.colors.error};
  border-color: ${theme.colors.error};
`;

/** The password, then the account is gone: the browser goes to the confirmation page, signed out. */
export function DeletionForm() {
  const { t } = useTranslation('privacy');
  const router = useRouter();
  const routeHref = useRouteHref();
  const { pending, serverErrors, submit } = useSubmission(fields);
  const errorsId = 'account-deletion-errors';
  return (
    <Formik
      initialValues={{ currentPassword: '' }}
      onSubmit={async (values, { setStatus }) => {
        const deleted = await submit(() => deleteOwnAccount(values.currentPassword), { values, setStatus });
        if (deleted) await router.replace(routeHref('accountDeleted'));
      }}
    >
      <ScriptedForm noValidate>
        <Fieldset disabled={pending}>
          <FieldGrid>
            <TextField
              id="deletion-password"
              name="currentPassword"
              type="password"
              autoComplete="current-password"
              label={t('deletion.password')}
              hint={t('deletion.passwordHint')}
            />
          </FieldGrid>
          <DeleteButton type="submit" aria-busy={pending}>
            {pending ? t('deletion.pending') : t('deletion.submit')}
          </DeleteButton>
        </Fieldset>
        <FormErrors id={errorsId} fields={fields} server={serverErrors} />
        {hasError(serverErrors, 'unauthorized') && (
          <p>
            <Link to="signIn">{t('deletion.signInAgain')}</Link>
          </p>
        )}
      </ScriptedForm>
    </Formik>
  );
}
