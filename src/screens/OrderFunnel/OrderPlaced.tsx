import { useEffect, useRef } from 'react';
import styled from 'styled-components';
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
 * case; the confirmation's link sets the password of the account made for this address and signs in,
 * or, for an address with an account, sign in).
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
        <AccentButtonLink to="signIn">{t('placed.signIn')}</AccentButtonLink>
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
