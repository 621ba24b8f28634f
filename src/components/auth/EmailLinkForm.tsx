import { Formik } from 'formik';
import { useState } from 'react';
import { ScriptedForm } from '@/components/forms/ScriptedForm';
import { requestPasswordReset, resendConfirmation } from '@/api-client/account';
import { type FieldsByPath, useContractChecks } from '@/components/forms/contract-checks';
import { Notice } from '@/components/forms/FormCard';
import { FormErrors } from '@/components/forms/FormErrors';
import { FieldGrid } from '@/components/forms/fields';
import { PendingSubmit } from '@/components/forms/PendingSubmit';
import { useSubmission } from '@/components/forms/useSubmission';
import { SecondaryButton } from '@/components/ui/buttons';
import { Fieldset } from '@/components/ui/Fieldset';
import { useTranslation } from '@/i18n/useTranslation';
import { useLanguage } from '@/page-setup/PageContext';
import { EmailField } from './EmailField';

/**
 * The links the account service mails to an address: a password reset, or the confirmation once more
 * (for customers whose link expired or got lost).
 */
const links = {
  passwordReset: { send: requestPasswordReset, texts: 'passwordReset', idPrefix: 'reset', main: true },
  confirmation: { send: resendConfirmation, texts: 'resendConfirmation', idPrefix: 'resend', main: false },
} as const;

interface EmailValues {
  email: string;
}

const fields: FieldsByPath<EmailValues> = { 'user.email': 'email' };

/**
 * Asks for an e-mail address and sends the link to it. The confirmation reads the same whether or not
 * an account exists, so the form cannot be used to find out who is a client.
 */
export function EmailLinkForm({ link }: { link: keyof typeof links }) {
  const { t } = useTranslation('auth');
  const language = useLanguage();
  const { send, texts, idPrefix, main } = links[link];
  const { pending, serverErrors, submit } = useSubmission(fields);
  const [sent, setSent] = useState(false);
  const validate = useContractChecks<EmailValues>({
    checks: async () => (await import('@/contracts/accounts')).formChecks.emailLink,
    toRequest: ({ email }) => ({ request: { email: email.trim() } }),
    fields,
  });
  const errorsId = `${idPrefix}-errors`;

  if (sent) return <Notice role="status">{t(`${texts}.sent`)}</Notice>;

  return (
    <Formik
      initialValues={{ email: '' }}
      validate={validate}
      onSubmit={async (values, { setStatus }) => {
        if (await submit(() => send(values.email.trim(), language), { values, setStatus })) setSent(true);
      }}
    >
      <ScriptedForm noValidate aria-label={main ? undefined : t('resendConfirmation.title')}>
        <Fieldset disabled={pending}>
          <FieldGrid>
            <EmailField id={`${idPrefix}-email`} />
          </FieldGrid>
          {main ? (
            <PendingSubmit pending={pending} label={t(`${texts}.submit`)} pendingLabel={t(`${texts}.pending`)} />
          ) : (
            <SecondaryButton type="submit" aria-busy={pending}>
              {pending ? t(`${texts}.pending`) : t(`${texts}.submit`)}
            </SecondaryButton>
          )}
        </Fieldset>
        <FormErrors id={errorsId} fields={fields} server={serverErrors} serverIcon={main} />
      </ScriptedForm>
    </Formik>
  );
}
