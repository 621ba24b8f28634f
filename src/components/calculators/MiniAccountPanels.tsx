import { AccentButtonLink, ButtonRow } from '@/components/ui/buttons';
import { useTranslation } from '@/i18n/useTranslation';
import { MiniPanel, MiniPanelLink } from './MiniPanel';

/** The mini calculator's sign-up panel: what the account is for, and the way to the sign-up page. */
export function SignUpPanel() {
  const { t } = useTranslation('calculators');
  const { t: tAuth } = useTranslation('auth');
  return (
    <MiniPanel>
      <h3>{t('signUp.title')}</h3>
      <p>{t('signUp.text')}</p>
      <ButtonRow>
        <AccentButtonLink to="signUp">{tAuth('signUp.submit')}</AccentButtonLink>
      </ButtonRow>
    </MiniPanel>
  );
}

/** The mini calculator's sign-in panel: the way to the sign-in page, and to a new password. */
export function SignInPanel() {
  const { t } = useTranslation('calculators');
  const { t: tAuth } = useTranslation('auth');
  return (
    <MiniPanel>
      <h3>{t('signIn.title')}</h3>
      <p>{t('signIn.text')}</p>
      <ButtonRow>
        <AccentButtonLink to="signIn">{tAuth('signIn.submit')}</AccentButtonLink>
        <MiniPanelLink to="passwordReset">{tAuth('signIn.forgotPassword')}</MiniPanelLink>
      </ButtonRow>
    </MiniPanel>
  );
}
