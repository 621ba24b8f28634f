import { SignInForm } from '@/components/auth/SignInForm';
import { SignUpForm } from '@/components/auth/SignUpForm';
import { ButtonRow } from '@/components/ui/buttons';
import { useTranslation } from '@/i18n/useTranslation';
import { MiniPanel, MiniPanelLink } from './MiniPanel';

/** The mini calculator's sign-up tab: the account form itself, not a link to it. */
export function SignUpPanel() {
  const { t } = useTranslation('calculators');
  return (
    <MiniPanel>
      <h3>{t('signUp.title')}</h3>
      <p>{t('signUp.text')}</p>
      <SignUpForm idPrefix="mini-sign-up" />
    </MiniPanel>
  );
}

/** The mini calculator's login tab. */
export function SignInPanel() {
  const { t } = useTranslation('calculators');
  const { t: tAuth } = useTranslation('auth');
  return (
    <MiniPanel>
      <h3>{t('signIn.title')}</h3>
      <p>{t('signIn.text')}</p>
      <SignInForm idPrefix="mini-sign-in" />
      <ButtonRow>
        <MiniPanelLink to="passwordReset">{tAuth('signIn.forgotPassword')}</MiniPanelLink>
      </ButtonRow>
    </MiniPanel>
  );
}
