import { ButtonRow } from '@/components/ui/buttons';
import { lazyPart } from '@/components/ui/lazy-part';
import { Tabs } from '@/components/ui/Tabs';
import { useTranslation } from '@/i18n/useTranslation';
import { MiniPanel, MiniPanelLink, MiniPanelLoading } from './MiniPanel';
import { LegalBasis } from './ResultCard';
import { RentBrakeCalculator } from './RentBrakeCalculator';

// Only the first tab is part of the homepage's first load; the others bring their code when first
// opened, which keeps the account forms and the severance calculator out of every visit's download.
const SeveranceCalculator = lazyPart(() => import('./SeveranceCalculator').then((module) => module.SeveranceCalculator), MiniPanelLoading);
const SignUpPanel = lazyPart(() => import('./MiniAccountPanels').then((module) => module.SignUpPanel), MiniPanelLoading);
const SignInPanel = lazyPart(() => import('./MiniAccountPanels').then((module) => module.SignInPanel), MiniPanelLoading);

/**
 * The homepage's mini calculator: rent and termination run the calculators; internet
 * explains the slow-internet claim; sign up and login hold the account forms themselves.
 */
export function MiniCalculator() {
  const { t } = useTranslation('calculators');
  return (
    <Tabs
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
