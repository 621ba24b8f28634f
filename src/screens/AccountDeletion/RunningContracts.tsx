import styled from 'styled-components';
import { formatDateIn } from '@/basics/calendar';
import type { RunningContracts as Running } from '@/contracts/privacy';
import { useTranslation } from '@/i18n/useTranslation';
import { useLanguage } from '@/page-setup/PageContext';
import { theme } from '@/styles/theme';

const Contracts = styled.ul`
  padding: 0;
  list-style: none;

  li {
    margin-bottom: 1rem;
    padding: 0.75rem 1rem;
    border-left: 4px solid ${theme.colors.primary};
    background: ${theme.colors.surface};
  }

  p {
    margin: 0.25rem 0 0;
  }
`;

/** Each running case and membership, and what ending it now would mean. */
export function RunningContracts({ running }: { running: Running }) {
  const { t } = useTranslation('privacy');
  const { t: tCases } = useTranslation('cases');
  const { t: tPlans } = useTranslation('commissioning');
  const language = useLanguage();
  return (
    <section aria-labelledby="running-contracts-title">
      <h2 id="running-contracts-title">{t('deletion.running.title')}</h2>
      <p>{t('deletion.running.lead')}</p>
      <Contracts>
        {running.cases.map((row) => (
          <li key={row.reference_number}>
            <strong>
              {t('deletion.running.case', {
                reference: row.reference_number,
                product: tCases(`products.${row.product_name}.title` as 'products.deposit.title', { defaultValue: row.product_name }),
                status: tCases(`statuses.${row.status}.label` as 'statuses.received.label', { defaultValue: row.status }),
              })}
            </strong>
            {row.deadline_day && <p>{t('deletion.running.deadline', { date: formatDateIn(language, row.deadline_day) })}</p>}
            <p>{t(`deletion.running.caseEnding.${row.ending}`)}</p>
          </li>
        ))}
        {running.memberships.map((row) => (
          <li key={row.mandate_reference}>
            <strong>
              {t('deletion.running.membership', {
                reference: row.mandate_reference,
                plan: tPlans(`memberships.titles.${row.plan}` as 'memberships.titles.tenant-protection', { defaultValue: row.plan }),
              })}
            </strong>
            <p>{t(`deletion.running.membershipEnding.${row.ending}`, { date: formatDateIn(language, row.ends_on) })}</p>
          </li>
        ))}
      </Contracts>
      <p>{t('deletion.running.choice.endHint')}</p>
      <p>{t('deletion.running.choice.keepHint')}</p>
    </section>
  );
}
