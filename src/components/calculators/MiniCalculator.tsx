import { ButtonRow } from '@/components/ui/buttons';
import { PanelGroup } from '@/components/ui/PanelGroup';
import { useTranslation } from '@/i18n/useTranslation';
import { SignInPanel, SignUpPanel } from './MiniAccountPanels';
import { MiniPanel, MiniPanelLink } from './MiniPanel';
import { LegalBasis } from './ResultCard';
import { RentBrakeCalculator } from './RentBrakeCalculator';
import { SeveranceCalculator } from './SeveranceCalculator';

/**
 * The homepage's mini calculator: rent and termination hold the calculators' forms; internet explains
 * the slow-internet claim; sign up and sign in lead to the account pages. The homepage ships no
 * JavaScript, so this is plain HTML: the panels open and close without script (PanelGroup), and each
 * calculator's form submits with GET to its calculator's page, which shows the result (rendered on the
 * server, and a URL that can be shared). Passwords never go into a URL, so the account panels link to
 * their pages instead of holding the forms.
 */
export function MiniCalculator() {
  const { t } = useTranslation('calculators');
  return (
    <PanelGroup
      name="mini-calculator"
      label={t('mini.tabsLabel')}
      items={[
        { id: 'rent', label: t('tabs.rent'), panel: <RentBrakeCalculator headingLevel={3} compact /> },
        { id: 'termination', label: t('tabs.termination'), panel: <SeveranceCalculator headingLevel={3} /> },
        {
          id: 'internet',
          label: t('tabs.internet'),
          panel: (
            <MiniPanel>
              <h3>{t('internet.title')}</h3>
              <p>{t('internet.text')}</p>
              <LegalBasis>{t('internet.legal')}</LegalBasis>
              <ButtonRow>
                <MiniPanelLink to="slowInternet">{t('internet.link')}</MiniPanelLink>
              </ButtonRow>
            </MiniPanel>
          ),
        },
        { id: 'signUp', label: t('tabs.signUp'), panel: <SignUpPanel /> },
        { id: 'login', label: t('tabs.login'), panel: <SignInPanel /> },
      ]}
    />
  );
}
