import { Form, Formik } from 'formik';
import { useState } from 'react';
import { requestPasswordReset } from '@/api-client/account';
import { Fieldset } from '@/components/ui/Fieldset';
import { useTranslation } from '@/i18n/useTranslation';
import { useLanguage } from '@/page/PageContext';
import { FormErrors, Notice, PendingSubmit, TextField } from '../forms/fields';
import { useSubmission } from '../forms/useSubmission';
import { visibleErrors } from '../forms/visible-errors';
import { passwordResetRequestFormSchema } from './schemas';

/**
 * Asks for a reset link. The confirmation reads the same whether or not an account exists, so the
 * form cannot be used to find out who is a client.
 */
export function PasswordResetRequestForm() {
  const { t } = useTranslation('auth');
  const language = useLanguage();
  const { pending, serverErrors, submit } = useSubmission();
  const [sent, setSent] = useState(false);
  const errorsId = 'reset-request-errors';

  if (sent) return <Notice role="status">{t('passwordReset.sent')}</Notice>;

  return (
    <Formik
      initialValues={{ email: '' }}
      validationSchema={passwordResetRequestFormSchema}
      onSubmit={async ({ email }) => {
        if (await submit(() => requestPasswordReset(email.trim(), language))) setSent(true);
      }}
    >
      {({ errors, touched, submitCount }) => {
        const shown = visibleErrors(['email'] as const, errors, touched, submitCount);
        return (
          <Form noValidate>
            <Fieldset disabled={pending}>
              <TextField
                id="reset-email"
                name="email"
                type="email"
                inputMode="email"
                autoComplete="email"
                label={t('fields.email')}
                showError={shown.fields.includes('email')}
                errorsId={errorsId}
              />
              <PendingSubmit pending={pending} label={t('passwordReset.submit')} pendingLabel={t('passwordReset.pending')} />
            </Fieldset>
            <FormErrors id={errorsId} validation={shown.errors} server={serverErrors} />
          </Form>
        );
      }}
    </Formik>
  );
}
