import type { ReactNode } from 'react';
import styled from 'styled-components';
import { formatDateIn } from '@/basics/calendar';
import { formatEuro } from '@/basics/numbers';
import type { RentBrakeAnswer } from '@/contracts/calculators';
import type { LandCode, RentBrakeExceptionEffect, RentBrakeNotCoveredReason, RentBrakeUnknownReason } from '@/contracts/vocabulary/calculators';
import { marketingFigures } from '@/domain/marketing-figures';
import { useTranslation } from '@/i18n/useTranslation';
import { useLanguage } from '@/page-setup/PageContext';
import { LegalBasis, ResultCard } from './ResultCard';

const Range = styled.p`
  font-size: 1.15rem;
  font-weight: 700;
`;

const Details = styled.details`
  margin: 0.5rem 0;

  summary {
    cursor: pointer;
    font-weight: 600;
    min-height: 44px;
    display: flex;
    align-items: center;
  }

  ul {
    margin: 0.25rem 0 0.5rem;
    padding-left: 1.25rem;
  }
`;

const Unchecked = styled.div`
  font-size: 0.9rem;

  ul {
    margin: 0.25rem 0 0.5rem;
    padding-left: 1.25rem;
  }
`;

/** Effects worth showing even when the visitor said "no": none. Everything else is listed. */
const shownEffects = new Set<RentBrakeExceptionEffect>(['excludes', 'not_disclosed', 'raises_allowed_rent', 'steps_checked', 'start_rent_only']);

/**
 * The rent-brake check's answer as a visitor reads it: the four answers (estimate, covered without a
 * figure, not covered with its reason and the date of the data, unknown) with their legal basis, what
 * each exception did, the repayment rule with its date, and what was not checked. `action` is the
 * call to action (the calculator's link into the order funnel; none inside the funnel itself).
 */
export function RentBrakeResult({
  answer,
  headingLevel,
  action,
  postalCode,
  focus = true,
}: {
  answer: RentBrakeAnswer;
  headingLevel: 2 | 3;
  action?: ReactNode;
  postalCode?: string;
  /** Take the focus when it appears (see ResultCard). */
  focus?: boolean;
}) {
  const { t } = useTranslation('calculators');
  const language = useLanguage();
  const euro = (amount: number) => formatEuro(amount, language, { cents: !Number.isInteger(amount) });
  const day = (value: string) => formatDateIn(language, value);
  const municipality = answer.municipality ?? '';
  const land = answer.land ? t(`rent.lands.${answer.land as LandCode}`) : '';

  if (answer.result === 'choose_municipality') {
    return (
      <ResultCard focus={focus} tone="negative" headingLevel={headingLevel} title={t('rent.result.choose.title')}>
        <p>{t('rent.result.choose.text', { postalCode: postalCode ?? '' })}</p>
      </ResultCard>
    );
  }

  if (answer.result === 'choose_land') {
    return (
      <ResultCard focus={focus} tone="negative" headingLevel={headingLevel} title={t('rent.result.chooseLand.title')}>
        <p>{t('rent.result.chooseLand.text', { municipality, postalCode: postalCode ?? '' })}</p>
      </ResultCard>
    );
  }

  const ordinance = answer.ordinance && (
    <LegalBasis>
      {answer.ordinance.until
        ? t('rent.ordinance.range', { name: answer.ordinance.name, from: day(answer.ordinance.from), until: day(answer.ordinance.until), source: answer.ordinance.source })
        : t('rent.ordinance.from', { name: answer.ordinance.name, from: day(answer.ordinance.from), source: answer.ordinance.source })}
    </LegalBasis>
  );
  const dataAsOf = <LegalBasis>{t('rent.result.dataAsOf', { date: day(answer.dataAsOf) })}</LegalBasis>;

  const exceptions = (answer.exceptions ?? []).filter((each) => shownEffects.has(each.effect));
  const exceptionList = exceptions.length > 0 && (
    <Details open>
      <summary>{t('rent.exceptions.title')}</summary>
      <ul>
        {exceptions.map((each) => (
          <li key={each.question}>
            {t(`rent.exceptions.short.${each.question}`)} ({t(`rent.exceptions.laws.${each.question}`)}): {t(`rent.exceptions.effects.${each.effect}`)}
          </li>
        ))}
      </ul>
    </Details>
  );

  const notChecked = (answer.notChecked ?? []).length > 0 && (
    <Unchecked>
      <p>{t('rent.notChecked.title')}</p>
      <ul>
        {(answer.notChecked ?? []).map((code) => (
          <li key={code}>
            {code === 'rent_index_field' || code === 'tenancy_running'
              ? t(`rent.notChecked.${code}`)
              : t(`rent.exceptions.short.${code as 'previousRent'}`)}
          </li>
        ))}
      </ul>
    </Unchecked>
  );

  const repayment = answer.repayment && (
    <p>
      {t(`rent.repayment.${answer.repayment.rule}`, { deadline: answer.repayment.deadline ? day(answer.repayment.deadline) : '' })}
      {answer.repayment.rule !== 'from_complaint_old_law' && answer.repayment.countedFrom === 'signing_date' && <> {t('rent.repayment.countedFromSigning')}</>}
    </p>
  );

  if (answer.result === 'covered_estimate' && answer.estimate) {
    const estimate = answer.estimate;
    const within = estimate.high === 0;
    return (
      <ResultCard
        focus={focus}
        tone="positive"
        headingLevel={headingLevel}
        title={t(within ? 'rent.result.estimate.withinLimitTitle' : 'rent.result.estimate.title', { municipality })}
      >
        <p>{t('rent.result.estimate.rough')}</p>
        {within ? (
          <p>{t('rent.result.estimate.withinLimit')}</p>
        ) : (
          <Range>{t('rent.result.estimate.range', { low: euro(estimate.low), high: euro(estimate.high) })}</Range>
        )}
        {estimate.capped && <p>{t('rent.result.estimate.capped', { cap: euro(marketingFigures.maxMonthlySavings) })}</p>}
        <LegalBasis>
          {t('rent.result.estimate.basis', {
            allowedLow: euro(estimate.allowedRentLow),
            allowedHigh: euro(estimate.allowedRentHigh),
            perSqm: formatEuro(estimate.comparativeRentPerSqm, language),
            measure: t(`rent.result.estimate.measure.${estimate.measure}`),
            index: estimate.index,
            band: estimate.bandPercent,
          })}
        </LegalBasis>
        <LegalBasis>{t('rent.result.estimate.source', { source: estimate.source })}</LegalBasis>
        {repayment}
        {exceptionList}
        {ordinance}
        {notChecked}
        {dataAsOf}
        {action}
      </ResultCard>
    );
  }

  if (answer.result === 'covered') {
    return (
      <ResultCard focus={focus} tone="positive" headingLevel={headingLevel} title={t('rent.result.covered.title', { municipality })}>
        <p>{t('rent.result.covered.text')}</p>
        {repayment}
        {exceptionList}
        {ordinance}
        {notChecked}
        {dataAsOf}
        {action}
      </ResultCard>
    );
  }

  if (answer.result === 'not_covered') {
    const reason = answer.reason as RentBrakeNotCoveredReason;
    return (
      <ResultCard focus={focus} tone="negative" headingLevel={headingLevel} title={t('rent.result.notCovered.title')}>
        <p>{t(notCoveredKey(reason), { municipality, land, date: answer.reasonDate ? day(answer.reasonDate) : '' })}</p>
        {exceptionList}
        {ordinance}
        {dataAsOf}
        <p>{t('rent.result.notCovered.wrong')}</p>
        {action}
      </ResultCard>
    );
  }

  const reason = (answer.reason ?? 'no_data_for_date') as RentBrakeUnknownReason;
  return (
    <ResultCard focus={focus} tone="positive" headingLevel={headingLevel} title={t('rent.result.unknown.title')}>
      <p>{t(unknownKey(reason), { municipality, land })}</p>
      {exceptionList}
      {ordinance}
      {notChecked}
      {dataAsOf}
      {action}
    </ResultCard>
  );
}

const notCoveredKey = (reason: RentBrakeNotCoveredReason) => `rent.result.notCovered.${reason}` as const;

const unknownKey = (reason: RentBrakeUnknownReason) => `rent.result.unknown.${reason}` as const;
