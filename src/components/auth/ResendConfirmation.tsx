import { Form, Formik } from 'formik';
import { useState } from 'react';
import { resendConfirmation } from '@/api-client/account';
import { SecondaryButton } from '@/components/ui/buttons';
import { ErrorList } from '@/components/ui/ErrorList';
import { Fieldset } from '@/components/ui/Fieldset';
import { useTranslation } from '@/i18n/useTranslation';
import { useLanguage } from '@/page/PageContext';
import { Notice, TextField } from '../forms/fields';
import { useSubmission } from '../forms/useSubmission';
import { visibleErrors } from '../forms/visible-errors';
import { passwordResetRequestFormSchema } from './schemas';

/**
 * Sends the confirmation e-mail again, for customers whose link expired or got lost. With `email` it is
 * a single button for that address (after a sign-in was refused as unconfirmed); without, it asks for it.
 */
export function ResendConfirmation({ email }: { email?: string }) {
  const { t } = useTranslation('auth');
  const language = useLanguage();
  const { pending, serverErrors, submit } = useSubmission();
  const [sent, setSent] = useState(false);
  const errorsId = 'resend-confirmation-errors';

  if (sent) return <Notice role="status">{t('resendConfirmation.sent')}</Notice>;

  const send = async (address: string) => {
    if (await submit(() => resendConfirmation(address.trim(), language))) setSent(true);
  };

  if (email !== undefined) {
    return (
      <div>
        <SecondaryButton type="button" onClick={() => send(email)} disabled={pending} aria-busy={pending}>
          {pending ? t('resendConfirmation.pending') : t('resendConfirmation.submit')}
        </SecondaryButton>
        <ErrorList errors={serverErrors} />
      </div>
    );
  }

  return (
    <Formik initialValues={{ email: '' }} validationSchema={passwordResetRequestFormSchema} onSubmit={({ email: address }) => send(address)}>
      {({ errors, touched, submitCount }) => {
        const shown = visibleErrors(['email'] as const, errors, touched, submitCount);
        return (
          <Form noValidate aria-label={t('resendConfirmation.title')}>
            <Fieldset disabled={pending}>
              <TextField
                id="resend-email"
                name="email"
                type="email"
                inputMode="email"
                autoComplete="email"
                label={t('fields.email')}
                showError={shown.fields.includes('email')}
                errorsId={errorsId}
              />
              <SecondaryButton type="submit" aria-busy={pending}>
                {pending ? t('resendConfirmation.pending') : t('resendConfirmation.submit')}
              </SecondaryButton>
            </Fieldset>
            <div id={errorsId}>
              <ErrorList errors={[...shown.errors, ...serverErrors]} />
            </div>
          </Form>
        );
      }}
    </Formik>
  );
}
