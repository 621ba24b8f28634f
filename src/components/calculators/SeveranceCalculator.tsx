import { Form, Formik } from 'formik';
import { useId } from 'react';
import { calculateSeverance } from '@/api-client/calculators';
import type { Language } from '@/basics/language';
import { type FieldsByPath, samePaths, useContractChecks } from '@/components/forms/contract-checks';
import { FocusFirstError } from '@/components/forms/FocusFirstError';
import { CheckboxField } from '@/components/forms/CheckboxField';
import { FieldGrid, Hint, TextField } from '@/components/forms/fields';
import { SelectField } from '@/components/forms/SelectField';
import { AccentButtonLink, ButtonRow, PrimaryButton } from '@/components/ui/buttons';
import { ErrorList } from '@/components/ui/ErrorList';
import { Fieldset } from '@/components/ui/Fieldset';
import type { SeveranceAnswer, SeveranceQuestion } from '@/contracts/calculators';
import { type ErrorItem, errorItem } from '@/contracts/errors';
import { type CompanySize, companySizes } from '@/contracts/vocabulary/calculators';
import { formatEuro, parseDecimal } from '@/basics/numbers';
import { useTranslation } from '@/i18n/useTranslation';
import { useLanguage } from '@/page/PageContext';
import { routePath } from '@/routes';
import type { AnsweredOnServer } from './answered-on-server';
import { useCalculation } from './calculation';
import { writeOrderPrefill } from './order-prefill';
import { LegalBasis, ResultCard } from './ResultCard';
import { useResultUrl } from './result-url';

export interface SeveranceValues {
  employmentStartYear: string;
  companySize: CompanySize | '';
  grossMonthlySalary: string;
  onProbation: boolean;
}

const fields: FieldsByPath<SeveranceValues> = samePaths(['employmentStartYear', 'companySize', 'grossMonthlySalary', 'onProbation']);

export const emptySeveranceValues: SeveranceValues = { employmentStartYear: '', companySize: '', grossMonthlySalary: '', onProbation: false };

/** The question of the form's values: a four-digit year, an amount as people type it. */
export function severanceQuestionOf(values: SeveranceValues, language: Language) {
  const unreadable: ErrorItem[] = [];
  const year = values.employmentStartYear.trim();
  if (year && !/^\d{4}$/.test(year)) unreadable.push(errorItem('invalid_year', 'employmentStartYear'));
  const salary = values.grossMonthlySalary.trim();
  const grossMonthlySalary = salary ? parseDecimal(salary, language) : undefined;
  if (salary && grossMonthlySalary === undefined) unreadable.push(errorItem('invalid_number', 'grossMonthlySalary'));
  const request = {
    employmentStartYear: year ? Number(year) : undefined,
    companySize: values.companySize || undefined,
    grossMonthlySalary,
    onProbation: values.onProbation,
  };
  return { request, unreadable };
}

/**
 * The calculator's inputs under the dismissal order funnel's question ids: the salary as typed, the
 * company size as the funnel's bands (the Protection Against Dismissal Act's threshold of ten). The
 * start of employment is a year here and a day there, so the funnel asks for it.
 */
const dismissalOrderAnswers = (values: SeveranceValues): Record<string, string> => ({
  salary: values.grossMonthlySalary.trim(),
  ...(values.companySize ? { 'company-size': values.companySize === '1-5' || values.companySize === '6-10' ? 'up-to-10' : 'more-than-10' } : {}),
});

/**
 * The severance calculator: start year, company size, salary, probation; the service decides. Without
 * JavaScript the form submits with GET to the calculator's page, which answers on the server (`answered`).
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
          if (answer?.result === 'positive') writeOrderPrefill('dismissal', { answers: dismissalOrderAnswers(values), calculatedAmount: answer.regularSeverance });
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate method="get" action={routePath('severanceCalculator', language)} aria-label={t('severance.title')}>
            <FocusFirstError />
            <Fieldset disabled={isSubmitting}>
              <FieldGrid $columns={2} style={{ marginTop: '1rem' }}>
                <TextField
                  id={`${id}-employmentStartYear`}
                  name="employmentStartYear"
                  inputMode="numeric"
                  maxLength={4}
                  label={t('severance.fields.employmentStartYear')}
                />
                <SelectField id={`${id}-companySize`} name="companySize" label={t('severance.fields.companySize')}>
                  <option value="">{t('severance.fields.select')}</option>
                  {companySizes.map((size) => (
                    <option key={size} value={size}>
                      {t(`severance.companySizes.${size}`)}
                    </option>
                  ))}
                </SelectField>
                <TextField
                  id={`${id}-grossMonthlySalary`}
                  name="grossMonthlySalary"
                  inputMode="decimal"
                  label={t('severance.fields.grossMonthlySalary')}
                  wide
                />
                <CheckboxField id={`${id}-onProbation`} name="onProbation" label={t('severance.fields.onProbation')} />
              </FieldGrid>
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

function SeveranceResult({ answer, headingLevel }: { answer: SeveranceAnswer; headingLevel: 2 | 3 }) {
  const { t } = useTranslation('calculators');
  const language = useLanguage();
  const euro = (amount: number) => formatEuro(amount, language, { cents: false });

  if (answer.result === 'positive') {
    const maximum = euro(answer.maximumSeverance);
    return (
      <ResultCard tone="positive" headingLevel={headingLevel} title={t('severance.positive.title', { maximum })}>
        <p>{t('severance.positive.reason', { count: answer.years, regular: euro(answer.regularSeverance), maximum })}</p>
        <LegalBasis>{t('severance.positive.legal')}</LegalBasis>
        <ButtonRow>
          <AccentButtonLink to="orderFunnel" params={{ product: 'dismissal' }}>
            {t('severance.cta')}
          </AccentButtonLink>
        </ButtonRow>
      </ResultCard>
    );
  }
  return (
    <ResultCard tone="negative" headingLevel={headingLevel} title={t('severance.negative.title')}>
      <p>{t(`severance.negative.${answer.reason}.reason`)}</p>
      <LegalBasis>{t(`severance.negative.${answer.reason}.legal`)}</LegalBasis>
    </ResultCard>
  );
}
