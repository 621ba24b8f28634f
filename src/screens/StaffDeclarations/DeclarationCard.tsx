import { useId, useState } from 'react';
import styled from 'styled-components';
import { formatDateIn, formatTime } from '@/basics/calendar';
import { useSubmission } from '@/components/forms/useSubmission';
import { Link } from '@/components/Link';
import { ButtonRow, PrimaryButton, SecondaryButton } from '@/components/ui/buttons';
import { ErrorList } from '@/components/ui/ErrorList';
import { cardSurface } from '@/components/ui/surface';
import type { StaffDeclaration } from '@/contracts/declarations';
import { openDeclarationStates } from '@/contracts/vocabulary/declarations';
import { type Compensation, compensationText } from '@/domain/withdrawal/withdrawal';
import { useLocalisedText } from '@/i18n/useLocalisedText';
import { useTranslation } from '@/i18n/useTranslation';
import { useLanguage } from '@/page-setup/PageContext';
import { theme } from '@/styles/theme';

const Card = styled.article<{ $open: boolean }>`
  ${cardSurface}
  padding: 1rem 1.25rem;
  border-left: 4px solid ${({ $open }) => ($open ? theme.colors.accent : theme.colors.border)};

  h3 {
    margin: 0 0 0.5rem;
    font-size: 1.1rem;
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(8rem, max-content) 1fr;
  gap: 0.25rem 1rem;
  margin: 0 0 0.75rem;

  dt {
    color: ${theme.colors.muted};
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const AssignForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  align-items: flex-end;

  label {
    display: grid;
    gap: 0.25rem;
    font-weight: 600;
  }

  input {
    min-height: 44px;
    padding: 0.4rem 0.6rem;
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radius};
    font: inherit;
  }
`;

function ContractFacts({ contract, label }: { contract: NonNullable<StaffDeclaration['contract']>; label: string }) {
  const { t } = useTranslation(['staff', 'cases', 'commissioning']);
  const language = useLanguage();
  const product =
    contract.type === 'case'
      ? t(`cases:products.${contract.product}.title` as 'cases:products.rent-brake.title', { defaultValue: contract.product })
      : t(`commissioning:memberships.titles.${contract.product}` as 'commissioning:memberships.titles.tenant-protection', { defaultValue: contract.product });
  return (
    <>
      <dt>{label}</dt>
      <dd>
        {contract.type === 'case' ? <Link to="staffCase" params={{ reference: contract.reference }}>{contract.reference}</Link> : contract.reference} · {product} ·{' '}
        {contract.email}
        <br />
        {t('staff:declarations.concluded', { date: formatDateIn(language, contract.concluded_on), until: formatDateIn(language, contract.withdrawal_period_ends) })}
      </dd>
    </>
  );
}

/** One declaration: what arrived, when, what it names, and for an open one the ways to settle it. */
export function DeclarationCard({ declaration, onSettled }: { declaration: StaffDeclaration; onSettled: (declaration: StaffDeclaration) => void }) {
  const { t } = useTranslation('staff');
  const language = useLanguage();
  const say = useLocalisedText();
  const id = useId();
  const { pending, serverErrors, submit } = useSubmission();
  const open = openDeclarationStates.includes(declaration.state);
  const [reference, setReference] = useState(declaration.contract?.reference ?? declaration.candidate?.reference ?? declaration.contract_reference);
  const received = new Date(declaration.received_at);
  const names = { receipt: declaration.receipt_number };

  const settle = async (how: 'assign' | 'close') => {
    if (how === 'close' && !window.confirm(t('declarations.confirmClose', names))) return;
    const client = await import('@/api-client/declarations');
    let settled: StaffDeclaration | undefined;
    const succeeded = await submit(async () => {
      const answer = how === 'assign' ? await client.assignStaffDeclaration(declaration.id, reference) : await client.closeStaffDeclaration(declaration.id);
      if (answer.ok) settled = answer.data.declaration;
      return answer;
    });
    if (succeeded && settled) onSettled(settled);
  };

  return (
    <Card $open={open} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>
        {t(`declarations.kinds.${declaration.kind}`)} · {declaration.receipt_number} · {t(`declarations.states.${declaration.state}`)}
      </h3>
      <Facts>
        <dt>{t('declarations.fields.received')}</dt>
        <dd>{t('declarations.at', { date: formatDateIn(language, received), time: formatTime(received) })}</dd>
        <dt>{t('declarations.fields.name')}</dt>
        <dd>{declaration.name}</dd>
        <dt>{t('declarations.fields.email')}</dt>
        <dd>{declaration.email}</dd>
        <dt>{t('declarations.fields.reference')}</dt>
        <dd>{declaration.contract_reference}</dd>
        {declaration.kind === 'cancellation' && (
          <>
            <dt>{t('declarations.fields.cancellation')}</dt>
            <dd>
              {t(declaration.cancellation_kind === 'extraordinary' ? 'declarations.extraordinary' : 'declarations.ordinary')},{' '}
              {declaration.requested_end ? t('declarations.requestedEnd', { date: formatDateIn(language, declaration.requested_end) }) : t('declarations.earliestEnd')}
              {declaration.cancellation_reason && (
                <>
                  <br />
                  {t('declarations.reason', { reason: declaration.cancellation_reason })}
                </>
              )}
            </dd>
          </>
        )}
        {declaration.contract && <ContractFacts contract={declaration.contract} label={t('declarations.fields.contract')} />}
        {declaration.candidate && <ContractFacts contract={declaration.candidate} label={t('declarations.fields.candidate')} />}
        {declaration.compensation && (
          <>
            <dt>{t('declarations.fields.compensation')}</dt>
            <dd>{say(compensationText(declaration.compensation as Compensation, language))}</dd>
          </>
        )}
        {declaration.ends_on && (
          <>
            <dt>{t('declarations.fields.endsOn')}</dt>
            <dd>{formatDateIn(language, declaration.ends_on)}</dd>
          </>
        )}
        {declaration.applied_at && (
          <>
            <dt>{t('declarations.fields.settled')}</dt>
            <dd>{t('declarations.settledBy', { date: formatDateIn(language, declaration.applied_at), by: declaration.applied_by === 'automatic' ? t('declarations.automatic') : declaration.applied_by })}</dd>
          </>
        )}
        <dt>{t('declarations.fields.receipt')}</dt>
        <dd>{declaration.receipt_sent_at ? t('declarations.at', { date: formatDateIn(language, declaration.receipt_sent_at), time: formatTime(new Date(declaration.receipt_sent_at)) }) : t('declarations.receiptMissing')}</dd>
      </Facts>
      {declaration.candidate && <p>{t('declarations.candidateHint')}</p>}
      {declaration.state === 'to_review' && <p>{t('declarations.reviewHint')}</p>}
      {open && (
        <>
          <AssignForm
            onSubmit={(event) => {
              event.preventDefault();
              void settle('assign');
            }}
          >
            <label htmlFor={`${id}-reference`}>
              {t('declarations.assignLabel')}
              <input id={`${id}-reference`} value={reference} onChange={(event) => setReference(event.target.value)} autoComplete="off" spellCheck={false} />
            </label>
            <PrimaryButton type="submit" disabled={pending} aria-label={t('declarations.assignAria', names)}>
              {t('declarations.assign')}
            </PrimaryButton>
          </AssignForm>
          <ButtonRow>
            <SecondaryButton type="button" disabled={pending} aria-label={t('declarations.closeAria', names)} onClick={() => void settle('close')}>
              {t('declarations.close')}
            </SecondaryButton>
          </ButtonRow>
        </>
      )}
      {serverErrors.length > 0 && <ErrorList errors={serverErrors} />}
    </Card>
  );
}
