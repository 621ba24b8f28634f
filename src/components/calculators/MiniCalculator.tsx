import styled from 'styled-components';
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
 * explains the slow-internet claim; sign up and login lead to those pages.
 */
export function MiniCalculator() {
  const { t } = useTranslation('calculators');
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
              <TextLink to="signUp">{t('signUp.link')}</TextLink>
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
              <TextLink to="signIn">{t('signIn.link')}</TextLink>
            </Panel>
          ),
        },
      ]}
    />
  );
}
