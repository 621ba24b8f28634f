import { useFormik } from 'formik';
import { useId } from 'react';
import {
  calculateSeverance,
  type CompanySize,
  companySizes,
  type SeveranceAnswer,
  type SeveranceQuestion,
} from '@/api-client/calculators';
import { AccentButtonLink, ButtonRow, PrimaryButton } from '@/components/ui/buttons';
import { ErrorList } from '@/components/ui/ErrorList';
import { Fieldset } from '@/components/ui/Fieldset';
import { formatEuro, parseDecimal } from '@/i18n/numbers';
import { useTranslation } from '@/i18n/useTranslation';
import { useLanguage } from '@/page/PageContext';
import { useCalculation, useFieldErrorText } from './calculation';
import { CheckboxField, FieldGrid, Hint, SelectField, TextField } from './fields';
import { LegalBasis, ResultCard } from './ResultCard';

interface SeveranceValues {
  employmentStartYear: string;
  companySize: CompanySize | '';
  grossMonthlySalary: string;
  onProbation: boolean;
}

const fields = ['employmentStartYear', 'companySize', 'grossMonthlySalary', 'onProbation'] as const;

const initialValues: SeveranceValues = { employmentStartYear: '', companySize: '', grossMonthlySalary: '', onProbation: false };

/** The severance calculator (issue 7): start year, company size, salary, probation; the server decides. */
export function SeveranceCalculator({ headingLevel }: { headingLevel: 2 | 3 }) {
  const { t } = useTranslation('calculators');
  const language = useLanguage();
  const id = useId();
  const errorText = useFieldErrorText();
  const { answer, failure, run } = useCalculation<SeveranceQuestion, SeveranceAnswer, SeveranceValues>(calculateSeverance, fields);

  const formik = useFormik<SeveranceValues>({
    initialValues,
    validate(values) {
      const errors: Partial<Record<keyof SeveranceValues, string>> = {};
      const year = values.employmentStartYear.trim();
      if (!year) errors.employmentStartYear = errorText('required');
      else if (!/^\d{4}$/.test(year)) errors.employmentStartYear = errorText('invalid_year');
      if (!values.companySize) errors.companySize = errorText('required');
      if (!values.grossMonthlySalary.trim()) errors.grossMonthlySalary = errorText('required');
      else if (parseDecimal(values.grossMonthlySalary, language) === undefined) errors.grossMonthlySalary = errorText('invalid_number');
      return errors;
    },
    onSubmit: (values, helpers) =>
      run(
        {
          employmentStartYear: Number(values.employmentStartYear.trim()),
          companySize: values.companySize as CompanySize,
          grossMonthlySalary: parseDecimal(values.grossMonthlySalary, language) as number,
          onProbation: values.onProbation,
        },
        helpers,
      ),
  });

  const error = (field: keyof SeveranceValues) => (formik.submitCount > 0 ? (formik.errors[field] as string | undefined) : undefined);

  return (
    <div>
      <Hint>{t('severance.rule')}</Hint>
      <form noValidate onSubmit={formik.handleSubmit} aria-label={t('severance.title')}>
        <Fieldset disabled={formik.isSubmitting}>
          <FieldGrid style={{ marginTop: '1rem' }}>
            <TextField
              id={`${id}-employmentStartYear`}
              name="employmentStartYear"
              inputMode="numeric"
              maxLength={4}
              label={t('severance.fields.employmentStartYear')}
              value={formik.values.employmentStartYear}
              onChange={formik.handleChange}
              onBlur={formik.handleBlur}
              error={error('employmentStartYear')}
            />
            <SelectField
              id={`${id}-companySize`}
              name="companySize"
              label={t('severance.fields.companySize')}
              value={formik.values.companySize}
              onChange={formik.handleChange}
              onBlur={formik.handleBlur}
              error={error('companySize')}
            >
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
              value={formik.values.grossMonthlySalary}
              onChange={formik.handleChange}
              onBlur={formik.handleBlur}
              error={error('grossMonthlySalary')}
              wide
            />
            <CheckboxField
              id={`${id}-onProbation`}
              name="onProbation"
              label={t('severance.fields.onProbation')}
              checked={formik.values.onProbation}
              onChange={formik.handleChange}
            />
          </FieldGrid>
          <ButtonRow>
            <PrimaryButton type="submit">{formik.isSubmitting ? t('result.calculating') : t('severance.submit')}</PrimaryButton>
          </ButtonRow>
        </Fieldset>
        <ErrorList errors={failure} withIcon />
      </form>
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
  const euro = (amount = 0) => formatEuro(amount, language, { cents: false });

  if (answer.result === 'positive') {
    const maximum = euro(answer.maximumSeverance);
    return (
      <ResultCard tone="positive" headingLevel={headingLevel} title={t('severance.positive.title', { maximum })}>
        <p>{t('severance.positive.reason', { count: answer.years ?? 1, regular: euro(answer.regularSeverance), maximum })}</p>
        <LegalBasis>{t('severance.positive.legal')}</LegalBasis>
        <ButtonRow>
          <AccentButtonLink to="dismissalCheck">{t('severance.cta')}</AccentButtonLink>
        </ButtonRow>
      </ResultCard>
    );
  }
  const reason = answer.reason ?? 'probation';
  return (
    <ResultCard tone="negative" headingLevel={headingLevel} title={t('severance.negative.title')}>
      <p>{t(`severance.negative.${reason}.reason`)}</p>
      <LegalBasis>{t(`severance.negative.${reason}.legal`)}</LegalBasis>
    </ResultCard>
  );
}
