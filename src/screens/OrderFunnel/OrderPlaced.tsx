import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { formatDateIn } from '@/basics/calendar';
import { AccentButtonLink, ButtonRow, SecondaryButton } from '@/components/ui/buttons';
import { nextStepsText } from '@/domain/orders/next-steps';
import { useTranslation } from '@/i18n/useTranslation';
import { useLanguage } from '@/page-setup/PageContext';
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

const Steps = styled.section`
  margin-top: 1.5rem;

  h3 {
    margin: 1.25rem 0 0.5rem;
    font-size: 1.15rem;
  }
  ol,
  ul {
    margin: 0;
    padding-inline-start: 1.4rem;
  }
  li + li {
    margin-top: 0.5rem;
  }
`;

/** The next steps: ours in order (when we begin, how it goes on), then what the customer can do now. */
function NextSteps({ placed }: { placed: PlacedOrderNote }) {
  const { t } = useTranslation('cases');
  const language = useLanguage();
  if (!placed.nextSteps) return null;
  const list = new Intl.ListFormat(language, { type: 'conjunction' });
  const text = nextStepsText(placed.nextSteps, { documents: list.format(placed.missingDocuments ?? []), account: placed.signedIn ? 'follow' : 'elsewhere' });
  const say = ({ key, values = {} }: { key: string; values?: Record<string, string> }) =>
    (t as (key: string, values: Record<string, string>) => string)(`nextSteps.${key}`, {
      ...values,
      ...(values.date ? { date: formatDateIn(language, values.date) } : {}),
    });
  return (
    <Steps aria-labelledby="next-steps-title">
      <h3 id="next-steps-title">{t('nextSteps.title')}</h3>
      <ol>
        {text.ours.map((line) => (
          <li key={line.key}>{say(line)}</li>
        ))}
      </ol>
      <h3>{t('nextSteps.yoursTitle')}</h3>
      <ul>
        {text.yours.map((line) => (
          <li key={line.key}>{say(line)}</li>
        ))}
      </ul>
    </Steps>
  );
}

/**
 * The order is placed: the reference number, where the confirmation went, what happens next and when,
 * what the customer can do now (a deadline, documents still missing), and the way into the account (the
 * confirmation's link sets the password of the account made for this address and signs in; an address
 * with an account signs in; a customer signed in goes to the overview).
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
      <NextSteps placed={placed} />
      {!placed.signedIn && <p>{t('placed.account')}</p>}
      <ButtonRow>
        {placed.signedIn ? <AccentButtonLink to="dashboard">{t('placed.dashboard')}</AccentButtonLink> : <AccentButtonLink to="signIn">{t('placed.signIn')}</AccentButtonLink>}
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
