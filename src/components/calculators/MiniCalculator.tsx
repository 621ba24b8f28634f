import styled from 'styled-components';
import { SignInForm } from '@/components/auth/SignInForm';
import { SignUpForm } from '@/components/auth/SignUpForm';
import { Link } from '@/components/Link';
import { Tabs } from '@/components/ui/Tabs';
import { useTranslation } from '@/i18n/useTranslation';
import { Actions } from './fields';
import { LegalBasis } from './ResultCard';
import { RentBrakeCalculator } from './RentBrakeCalculator';
import { SeveranceCalculator } from './SeveranceCalculator';

const Panel = styled.div`
  h3 {
    font-size: 1.2rem;
  }
`;

const TextLink = styled(Link)`
  font-weight: 700;
`;

/**
 * The homepage's mini calculator (spec section 2): rent and termination run the calculators; internet
 * explains the slow-internet claim; sign up and login hold the account forms themselves.
 */
export function MiniCalculator() {
  const { t } = useTranslation('calculators');
  const { t: tAuth } = useTranslation('auth');
  return (
    <Tabs
      label={t('mini.tabsLabel')}
      items={[
        { id: 'rent', label: t('tabs.rent'), panel: <RentBrakeCalculator headingLevel={3} /> },
        { id: 'termination', label: t('tabs.termination'), panel: <SeveranceCalculator headingLevel={3} /> },
        {
          id: 'internet',
          label: t('tabs.internet'),
          panel: (
            <Panel>
              <h3>{t('internet.title')}</h3>
              <p>{t('internet.text')}</p>
              <LegalBasis>{t('internet.legal')}</LegalBasis>
              <Actions>
                <TextLink to="slowInternet">{t('internet.link')}</TextLink>
              </Actions>
            </Panel>
          ),
        },
        {
          id: 'signUp',
          label: t('tabs.signUp'),
          panel: (
            <Panel>
              <h3>{t('signUp.title')}</h3>
              <p>{t('signUp.text')}</p>
              <SignUpForm idPrefix="mini-sign-up" />
            </Panel>
          ),
        },
        {
          id: 'login',
          label: t('tabs.login'),
          panel: (
            <Panel>
              <h3>{t('signIn.title')}</h3>
              <p>{t('signIn.text')}</p>
              <SignInForm idPrefix="mini-sign-in" />
              <Actions>
                <TextLink to="passwordReset">{tAuth('signIn.forgotPassword')}</TextLink>
              </Actions>
            </Panel>
          ),
        },
      ]}
    />
  );
}
