import { useFormikContext } from 'formik';
import { useEffect } from 'react';
import { ButtonRow, PrimaryButton, SecondaryButton } from '@/components/ui/buttons';
import { useTranslation } from '@/i18n/useTranslation';

/** Keeps a step's values in the order draft as they are typed, so that a reload loses nothing. */
export function KeepValues<Values>({ onChange }: { onChange: (values: Values) => void }) {
  const { values } = useFormikContext<Values>();
  useEffect(() => onChange(values), [values, onChange]);
  return null;
}

/** "Next" (the step's submit) and "Back", the same on every step before the summary. */
export function StepButtons({ onBack, busy = false }: { onBack?: () => void; busy?: boolean }) {
  const { t } = useTranslation('orderFunnel');
  return (
    <ButtonRow>
      <PrimaryButton type="submit" disabled={busy}>
        {t('actions.next')}
      </PrimaryButton>
      {onBack && (
        <SecondaryButton type="button" onClick={onBack}>
          {t('actions.back')}
        </SecondaryButton>
      )}
    </ButtonRow>
  );
}
