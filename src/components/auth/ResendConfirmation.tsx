import { useState } from 'react';
import { resendConfirmation } from '@/api-client/account';
import { Notice } from '@/components/forms/FormCard';
import { useSubmission } from '@/components/forms/useSubmission';
import { SecondaryButton } from '@/components/ui/buttons';
import { ErrorList } from '@/components/ui/ErrorList';
import { useTranslation } from '@/i18n/useTranslation';
import { useLanguage } from '@/page-setup/PageContext';

/** Sends the confirmation e-mail again to an address already known (a sign-in refused as unconfirmed). */
export function ResendConfirmationButton({ email }: { email: string }) {
  const { t } = useTranslation('auth');
  const language = useLanguage();
  const { pending, serverErrors, submit } = useSubmission();
  const [sent, setSent] = useState(false);

  if (sent) return <Notice role="status">{t('resendConfirmation.sent')}</Notice>;
  return (
    <div>
      <SecondaryButton
        type="button"
        onClick={async () => {
          if (await submit(() => resendConfirmation(email.trim(), language))) setSent(true);
        }}
        disabled={pending}
        aria-busy={pending}
      >
        {pending ? t('resendConfirmation.pending') : t('resendConfirmation.submit')}
      </SecondaryButton>
      <ErrorList errors={serverErrors} />
    </div>
  );
}
