import { Form, Formik } from 'formik';
import { useId } from 'react';
import styled from 'styled-components';
import { calculateSeverance } from '@/api-client/calculators';
import type { Language } from '@/basics/language';
import { type FieldsByPath, samePaths, useContractChecks } from '@/components/forms/contract-checks';
import { FocusFirstError } from '@/components/forms/FocusFirstError';
import { FieldGrid, Hint, TextField } from '@/components/forms/fields';
import { RadioGroupField } from '@/components/forms/RadioGroupField';
import { SelectField } from '@/components/forms/SelectField';
import { AccentButtonLink, ButtonRow, PrimaryButton } from '@/components/ui/buttons';
import { ErrorList } from '@/components/ui/ErrorList';
import { Fieldset } from '@/components/ui/Fieldset';
import type { SeveranceAnswer, SeveranceQuestion } from '@/contracts/calculators';
import { type ErrorItem, errorItem } from '@/contracts/errors';
import { type CompanySize, companySizes } from '@/contracts/vocabulary/calculators';
import { formatEuro, parseDecimal } from '@/basics/numbers';
import { useTranslation } from '@/i18n/useTranslation';
import { useLanguage } from '@/page-setup/PageContext';
import { routePath } from '@/routes';
import type { AnsweredOnServer } from './answered-on-server';
import { useCalculation } from './calculation';
import { writeOrderPrefill } from './order-prefill';
import { LegalBasis, ResultCard } from './ResultCard';
import { useResultUrl } from './result-url';

/**
 * The form's values: a flat set of named fields, one per question (each maps to a query parameter
 * of the same name).
 */
export interface SeveranceValues {
  employmentStartMonth: string;
  employmentStartYear: string;
  employmentEnd: string;
  companySize: CompanySize | '';
  grossMonthlySalary: string;
  moreThanSixMonths: '' | 'yes' | 'no';
}

const fields: FieldsByPath<SeveranceValues> = samePaths(['employmentStartMonth', 'employmentStartYear', 'employmentEnd', 'companySize', 'grossMonthlySalary', 'moreThanSixMonths']);

export const emptySeveranceValues: SeveranceValues = { employmentStartMonth: '', employmentStartYear: '', employmentEnd: '', companySize: '', grossMonthlySalary: '', moreThanSixMonths: '' };

const months = Array.from({ length: 12 }, (_, index) => index + 1);

const Columns = styled(FieldGrid)`
  margin-top: 1rem;
`;

/** The question of the form's values: a four-digit year, a month, an amount as people type it. */
export function severanceQuestionOf(values: SeveranceValues, language: Language) {
  const unreadable: ErrorItem[] = [];
  const year = values.employmentStartYear.trim();
  if (year && !/^\d{4}$/.test(year)) unreadable.push(errorItem('invalid_year', 'employmentStartYear'));
  const salary = values.grossMonthlySalary.trim();
  const grossMonthlySalary = salary ? parseDecimal(salary, language) : undefined;
  if (salary && grossMonthlySalary === undefined) unreadable.push(errorItem('invalid_number', 'grossMonthlySalary'));
  const request = {
    employmentStartYear: year ? Number(year) : undefined,
    employmentStartMonth: values.employmentStartMonth ? Number(values.employmentStartMonth) : undefined,
    employmentEnd: values.employmentEnd || undefined,
    companySize: values.companySize || undefined,
    grossMonthlySalary,
    moreThanSixMonths: values.moreThanSixMonths === '' ? undefined : values.moreThanSixMonths === 'yes',
  };
  return { request, unreadable };
}

/** The calculator's bands as the dismissal funnel's answers to "staff in the Betrieb". */
const funnelCompanySize: Record<CompanySize, string> = { '1-5': 'up-to-5', '6-10': '6-10', '11-50': 'more-than-10', '51-500': 'more-than-10', '500+': 'more-than-10', unknown: 'unknown' };

/**
 * The calculator's inputs under the dismissal order funnel's question ids: the end of employment, the
 * staff band, the salary as typed. The funnel asks the start as a day, which the calculator does not know.
 */
const dismissalOrderAnswers = (values: SeveranceValues): Record<string, string> => ({
  salary: values.grossMonthlySalary.trim(),
  ...(values.employmentEnd ? { 'notice-period-end': values.employmentEnd } : {}),
  ...(values.companySize ? { 'company-size': funnelCompanySize[values.companySize] } : {}),
});

/**
 * The severance calculator: start month and year, end of employment, staff in the Betrieb, salary,
 * and whether the employee had been there more than six months when the dismissal came; the service
 * decides (§§ 1, 1a, 10, 23 KSchG). Without JavaScript the form submits with GET to the calculator's page, which answers on the server (`answered`).
 */
export function SeveranceCalculator({
  headingLevel,
  answered,
  shareable = false,
}: {
  headingLevel: 2 | 3;
  answered?: AnsweredOnServer<SeveranceValues, SeveranceAnswer> | null;
  /** On the calculator's own page: a result puts the values into the URL. */
  shareable?: boolean;
}) {
  const { t } = useTranslation('calculators');
  const language = useLanguage();
  const id = useId();
  const showInUrl = useResultUrl('severanceCalculator', shareable);
  const { answer, failure, run, initialStatus } = useCalculation<SeveranceAnswer, SeveranceValues>(fields, answered);
  const validate = useContractChecks<SeveranceValues>({
    checks: async () => (await import('@/contracts/calculators')).severanceCalculation.checkBody,
    toRequest: (values) => severanceQuestionOf(values, language),
    fields,
  });

  return (
    <div>
      <Hint>{t('severance.rule')}</Hint>
      <Formik
        initialValues={answered?.values ?? emptySeveranceValues}
        initialStatus={initialStatus}
        validate={validate}
        onSubmit={async (values, helpers) => {
          const answer = await run(() => calculateSeverance(severanceQuestionOf(values, language).request as SeveranceQuestion), helpers);
          showInUrl(values, emptySeveranceValues);
          // The dismissal order funnel behind the call to action starts with what was entered here.
          if (answer?.result === 'positive') writeOrderPrefill('dismissal', { answers: dismissalOrderAnswers(values), calculatedAmount: answer.ruleOfThumb });
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate method="get" action={routePath('severanceCalculator', language)} aria-label={t('severance.title')}>
            <FocusFirstError />
            <Fieldset disabled={isSubmitting}>
              <Columns $columns={2}>
                <SelectField id={`${id}-employmentStartMonth`} name="employmentStartMonth" label={t('severance.fields.employmentStartMonth')}>
                  <option value="">{t('severance.fields.select')}</option>
                  {months.map((month) => (
                    <option key={month} value={String(month)}>
                      {t(`severance.months.${month as 1}`)}
                    </option>
                  ))}
                </SelectField>
                <TextField id={`${id}-employmentStartYear`} name="employmentStartYear" inputMode="numeric" maxLength={4} label={t('severance.fields.employmentStartYear')} />
                <TextField
                  id={`${id}-employmentEnd`}
                  name="employmentEnd"
                  type="date"
                  label={t('severance.fields.employmentEnd')}
                  hint={t('severance.fields.employmentEndHint')}
                  wide
                />
                <SelectField id={`${id}-companySize`} name="companySize" label={t('severance.fields.companySize')} hint={t('severance.fields.companySizeHint')} wide>
                  <option value="">{t('severance.fields.select')}</option>
                  {companySizes.map((size) => (
                    <option key={size} value={size}>
                      {t(`severance.companySizes.${size}`)}
                    </option>
                  ))}
                </SelectField>
                <TextField id={`${id}-grossMonthlySalary`} name="grossMonthlySalary" inputMode="decimal" label={t('severance.fields.grossMonthlySalary')} wide />
                <RadioGroupField
                  id={`${id}-moreThanSixMonths`}
                  name="moreThanSixMonths"
                  legend={t('severance.fields.moreThanSixMonths')}
                  hint={t('severance.fields.moreThanSixMonthsHint')}
                  options={[
                    { value: 'yes', label: t('severance.fields.yes') },
                    { value: 'no', label: t('severance.fields.no') },
                  ]}
                  wide
                />
              </Columns>
              <ButtonRow>
                <PrimaryButton type="submit">{isSubmitting ? t('result.calculating') : t('severance.submit')}</PrimaryButton>
              </ButtonRow>
            </Fieldset>
            <ErrorList errors={failure} withIcon />
          </Form>
        )}
      </Formik>
      <Hint style={{ marginTop: '1rem' }}>
        <strong>{t('severance.deadline')}</strong>
      </Hint>
      {answer && <SeveranceResult answer={answer} headingLevel={headingLevel} />}
    </div>
  );
}

/** The special protections that can make a dismissal void even where the Act does not apply. */
const specialProtections = ['pregnancy', 'disability', 'worksCouncil', 'writtenForm', 'discrimination'] as const;

function SeveranceResult({ answer, headingLevel }: { answer: SeveranceAnswer; headingLevel: 2 | 3 }) {
  const { t } = useTranslation('calculators');
  const language = useLanguage();
  const euro = (amount: number) => formatEuro(amount, language, { cents: false });
  const cta = (
    <ButtonRow>
      <AccentButtonLink to="orderFunnel" params={{ product: 'dismissal' }}>
        {t('severance.cta')}
      </AccentButtonLink>
    </ButtonRow>
  );

  if (answer.result === 'positive') {
    const amounts = { from: euro(answer.negotiatedFrom), to: euro(answer.negotiatedTo), ruleOfThumb: euro(answer.ruleOfThumb) };
    return (
      <ResultCard tone="positive" headingLevel={headingLevel} title={t(`severance.positive.title.${answer.protection}`, amounts)}>
        {answer.protection !== 'applies' && <p>{t(`severance.positive.protection.${answer.protection}`)}</p>}
        <p>
          {t('severance.positive.service', { count: answer.wholeYears, months: t('severance.positive.months', { count: answer.months }) })}{' '}
          {t(answer.roundedUp ? 'severance.positive.roundedUp' : 'severance.positive.notRoundedUp', { count: answer.years })}
        </p>
        <p>{t('severance.positive.ruleOfThumb', { count: answer.years, ruleOfThumb: amounts.ruleOfThumb })}</p>
        <p>{t('severance.positive.range', amounts)}</p>
        <p>{t('severance.positive.noCap')}</p>
        <LegalBasis>{t('severance.positive.legal')}</LegalBasis>
        {cta}
      </ResultCard>
    );
  }
  return (
    <ResultCard tone="negative" headingLevel={headingLevel} title={t('severance.negative.title')}>
      <p>{t(`severance.negative.${answer.reason}.reason`)}</p>
      <LegalBasis>{t(`severance.negative.${answer.reason}.legal`)}</LegalBasis>
      <p>{t('severance.negative.stillVoid')}</p>
      <ul>
        {specialProtections.map((protection) => (
          <li key={protection}>{t(`severance.negative.protections.${protection}`)}</li>
        ))}
      </ul>
      <p>
        <strong>{t('severance.negative.deadline')}</strong>
      </p>
      {cta}
    </ResultCard>
  );
}
