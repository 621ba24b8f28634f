import styled from 'styled-components';
import { formatDateIn, formatTime } from '@/basics/calendar';
import { formatEuro } from '@/basics/numbers';
import { cardSurface, factList } from '@/components/ui/surface';
import type { StaffMembership } from '@/contracts/staff-memberships';
import { useTranslation } from '@/i18n/useTranslation';
import { useLanguage } from '@/page-setup/PageContext';
import { theme } from '@/styles/theme';
import { MemberQuestions } from './MemberQuestions';

const Card = styled.article`
  padding: 1.25rem;
  ${cardSurface}

  ${factList}

  /* IBANs, references and e-mail addresses break anywhere rather than widen the card. */
  dd {
    overflow-wrap: anywhere;
  }

  summary {
    cursor: pointer;
    font-weight: 600;
    color: ${theme.colors.primary};
  }
`;

/** The schedule scrolls sideways on a phone rather than squeezing its columns. */
const TableFrame = styled.div`
  overflow-x: auto;

  table {
    border-collapse: collapse;
    min-width: 32rem;
  }

  th,
  td {
    padding: 0.35rem 0.75rem 0.35rem 0;
    text-align: left;
    border-bottom: 1px solid ${theme.colors.border};
  }
`;

const knownStatus = <T extends string>(words: readonly T[], value: string): T | undefined => (words as readonly string[]).includes(value) ? (value as T) : undefined;

/** One membership as staff see it: the member, the terms, the mandate, the debits, the declarations about it and the member's questions. */
export function MembershipDetails({ membership, documentUrls }: { membership: StaffMembership; documentUrls: Record<string, string> }) {
  const { t } = useTranslation('staff');
  const { t: tc } = useTranslation('commissioning');
  const language = useLanguage();
  const day = (value: string) => formatDateIn(language, value);
  const moment = (iso: string) => `${formatDateIn(language, new Date(iso))}, ${formatTime(new Date(iso))}`;
  const id = `membership-${membership.mandate_reference}`;
  const plan = knownStatus(['tenant-protection', 'employment-protection'] as const, membership.plan);
  const status = knownStatus(['pending', 'active', 'cancelled', 'withdrawn'] as const, membership.status);
  return (
    <Card aria-labelledby={id}>
      <h3 id={id}>
        {membership.mandate_reference} · {plan ? tc(`memberships.titles.${plan}`) : membership.plan}
      </h3>
      <dl>
        <dt>{t('memberships.fields.status')}</dt>
        <dd>{status ? t(`memberships.statuses.${status}`) : membership.status}</dd>
        <dt>{t('memberships.fields.member')}</dt>
        <dd>
          {membership.customer_name}, {membership.email}
        </dd>
        <dt>{t('memberships.fields.price')}</dt>
        <dd>{t('memberships.perMonth', { price: formatEuro(membership.monthly_price_cents / 100, language) })}</dd>
        <dt>{t('memberships.fields.signedAt')}</dt>
        <dd>{moment(membership.signed_at)}</dd>
        <dt>{t('memberships.fields.earlyStart')}</dt>
        <dd>{t(membership.early_start ? 'memberships.yes' : 'memberships.no')}</dd>
        <dt>{t('memberships.fields.startsOn')}</dt>
        <dd>{day(membership.starts_on)}</dd>
        {membership.minimum_term_ends_on && (
          <>
            <dt>{t('memberships.fields.termEndsOn')}</dt>
            <dd>{day(membership.minimum_term_ends_on)}</dd>
          </>
        )}
        <dt>{t('memberships.fields.endsOn')}</dt>
        <dd>{membership.ends_on ? day(membership.ends_on) : t('memberships.runsOn')}</dd>
        <dt>{t('memberships.fields.holder')}</dt>
        <dd>
          {membership.mandate.holder_typed_name === null
            ? t('memberships.holderIsMember', { holder: membership.mandate.account_holder })
            : t('memberships.holderSigned', { holder: membership.mandate.account_holder, signature: membership.mandate.holder_typed_name })}
        </dd>
        <dt>{t('memberships.fields.iban')}</dt>
        <dd>{membership.mandate.iban}</dd>
        <dt>{t('memberships.fields.mandateKind')}</dt>
        <dd>{t('memberships.recurring')}</dd>
        <dt>{t('memberships.fields.creditorId')}</dt>
        <dd>{membership.mandate.creditor_identifier}</dd>
        <dt>{t('memberships.fields.textVersion')}</dt>
        <dd>{membership.mandate.text_version}</dd>
      </dl>
      <h4>{t('memberships.declarations')}</h4>
      {membership.declarations.length === 0 ? (
        <p>{t('memberships.noDeclarations')}</p>
      ) : (
        <ul>
          {membership.declarations.map((declaration) => {
            const kind = knownStatus(['withdrawal', 'cancellation'] as const, declaration.kind);
            const state = knownStatus(['applied', 'to_review', 'unmatched', 'closed'] as const, declaration.state);
            return (
              <li key={declaration.receipt_number}>
                {t('memberships.declarationLine', {
                  kind: kind ? t(`memberships.declarationKinds.${kind}`) : declaration.kind,
                  receipt: declaration.receipt_number,
                  date: moment(declaration.received_at),
                  state: state ? t(`memberships.declarationStates.${state}`) : declaration.state,
                })}
                {declaration.ends_on && `; ${t('memberships.declarationEnds', { date: day(declaration.ends_on) })}`}
              </li>
            );
          })}
        </ul>
      )}
      <MemberQuestions membership={membership} documentUrls={documentUrls} />
      <details>
        <summary>{t('memberships.debits', { count: membership.debits.length })}</summary>
        <TableFrame>
          <table>
            <thead>
              <tr>
                <th scope="col">{t('memberships.debitColumns.month')}</th>
                <th scope="col">{t('memberships.debitColumns.period')}</th>
                <th scope="col">{t('memberships.debitColumns.dueOn')}</th>
                <th scope="col">{t('memberships.debitColumns.amount')}</th>
                <th scope="col">{t('memberships.debitColumns.status')}</th>
              </tr>
            </thead>
            <tbody>
              {membership.debits.map((debit) => {
                const debitStatus = knownStatus(['scheduled', 'announced', 'cancelled'] as const, debit.status);
                return (
                  <tr key={debit.sequence}>
                    <td>{debit.sequence + 1}</td>
                    <td>
                      {day(debit.period_start)} – {day(debit.period_end)}
                    </td>
                    <td>{day(debit.due_on)}</td>
                    <td>{formatEuro(debit.amount_cents / 100, language)}</td>
                    <td>{debitStatus ? t(`memberships.debitStatuses.${debitStatus}`, { date: debit.announced_at ? moment(debit.announced_at) : '' }) : debit.status}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </TableFrame>
      </details>
    </Card>
  );
}
