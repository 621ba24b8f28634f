import { TextField } from '@/components/forms/fields';
import { passwordLength } from '@/contracts/vocabulary/accounts';
import { useTranslation } from '@/i18n/useTranslation';

/**
 * The new password typed twice, with the length hint: the same two fields behind the reset link and in
 * the account area (formik names `password` and `passwordConfirmation`).
 */
export function NewPasswordFields() {
  const { t } = useTranslation('auth');
  return (
    <>
      <TextField
        id="new-password"
        name="password"
        type="password"
        autoComplete="new-password"
        label={t('fields.newPassword')}
        hint={t('passwordHint', { count: passwordLength.min })}
      />
      <TextField
        id="new-password-confirmation"
        name="passwordConfirmation"
        type="password"
        autoComplete="new-password"
        label={t('fields.newPasswordConfirmation')}
      />
    </>
  );
}
