import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { Link } from '@/components/Link';
import { AccentButtonLink, ButtonRow, SecondaryButton } from '@/components/ui/buttons';
import { useTranslation } from '@/i18n/useTranslation';
import { theme } from '@/styles/theme';
import type { PlacedOrderNote } from './order-draft';

const Card = styled.section`
  padding: 1.25rem;
  border-left: 6px solid ${theme.colors.success};
  border-radius: ${theme.radius};
  background: ${theme.colors.successSoft};
  overflow-wrap: anywhere;

  h2:focus {
    outline: none;
  }
`;

/**
 * The order is placed: the reference number, where the confirmation went, and the next steps (see the
 * case, create the account with this address so the case shows on the dashboard, or sign in).
 */
export function OrderPlaced({ placed, onAnother }: { placed: PlacedOrderNote; onAnother: () => void }) {
  const { t } = useTranslation('orderFunnel');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Card>
      <h2 ref={heading} tabIndex={-1}>
        {t('placed.title')}
      </h2>
      <p>
        <strong>{t('placed.reference', { reference: placed.referenceNumber })}</strong>
      </p>
      <p>{t('placed.mail', { email: placed.email })}</p>
      <p>{t('placed.account')}</p>
      <ButtonRow>
        <AccentButtonLink to="signUp">{t('placed.signUp')}</AccentButtonLink>
        <Link to="signIn">{t('placed.signIn')}</Link>
        <a href={placed.statusUrl}>{t('placed.status')}</a>
      </ButtonRow>
      <ButtonRow>
        <SecondaryButton type="button" onClick={onAnother}>
          {t('placed.another')}
        </SecondaryButton>
      </ButtonRow>
    </Card>
  );
}
