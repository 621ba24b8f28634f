import { TextField } from '@/components/forms/fields';
import { useTranslation } from '@/i18n/useTranslation';

/** The e-mail address of the account forms: the keyboard, autofill and label an address needs. */
export function EmailField({ id }: { id: string }) {
  const { t } = useTranslation('auth');
  return <TextField id={id} name="email" type="email" inputMode="email" autoComplete="email" label={t('fields.email')} />;
}
