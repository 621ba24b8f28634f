import { useFormik } from 'formik';
import { useId, useState } from 'react';
import { checkRentBrake, type RentBrakeAnswer, type RentBrakeQuestion } from '@/api-client/calculators';
import { AccentButtonLink, ButtonRow, PrimaryButton } from '@/components/ui/buttons';
import { ErrorList } from '@/components/ui/ErrorList';
import { Fieldset } from '@/components/ui/Fieldset';
import { formatEuro, parseDecimal } from '@/i18n/numbers';
import { useTranslation } from '@/i18n/useTranslation';
import { useLanguage } from '@/page/PageContext';
import { useCalculation, useFieldErrorText } from './calculation';
import { FieldGrid, Hint, TextField } from './fields';
import { LegalBasis, ResultCard } from './ResultCard';

interface RentValues {
  street: string;
  postalCode: string;
  city: string;
  movedInAt: string;
  netColdRent: string;
  livingArea: string;
}

const fields = ['street', 'postalCode', 'city', 'movedInAt', 'netColdRent', 'livingArea'] as const;

const initialValues: RentValues = { street: '', postalCode: '', city: '', movedInAt: '', netColdRent: '', livingArea: '' };

const today = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Berlin' });

/**
 * The rent-brake check (issue 7): address, start of the tenancy, rent and area; the server decides.
 * The browser checks only what it can know (filled in, a number, a date); limits come from the server.
 */
export function RentBrakeCalculator({ headingLevel }: { headingLevel: 2 | 3 }) {
  const { t } = useTranslation('calculators');
  const language = useLanguage();
  const id = useId();
  const errorText = useFieldErrorText();
  const { answer, failure, run } = useCalculation<RentBrakeQuestion, RentBrakeAnswer, RentValues>(
    (question) => checkRentBrake(question, language),
    fields,
  );
  // The date picker's limit is today in Germany. Set when the field is first used, not while
  // rendering: the page is built ahead of time (a build-time date would go stale), and the first
  // Berlin-time date loads the browser's time-zone data, too slow for the page's first seconds.
  const [latestMoveIn, setLatestMoveIn] = useState<string>();

  const formik = useFormik<RentValues>({
    initialValues,
    validate(values) {
      const errors: Partial<Record<keyof RentValues, string>> = {};
      for (const field of fields) if (!values[field].trim()) errors[field] = errorText('required');
      if (values.postalCode.trim() && !/^\d{5}$/.test(values.postalCode.trim())) errors.postalCode = errorText('invalid_postal_code');
      if (values.movedInAt && !/^\d{4}-\d{2}-\d{2}$/.test(values.movedInAt)) errors.movedInAt = errorText('invalid_date');
      else if (values.movedInAt > today()) errors.movedInAt = errorText('in_future');
      for (const field of ['netColdRent', 'livingArea'] as const) {
        if (values[field].trim() && parseDecimal(values[field], language) === undefined) errors[field] = errorText('invalid_number');
      }
      return errors;
    },
    onSubmit: (values, helpers) =>
      run(
        {
          street: values.street.trim(),
          postalCode: values.postalCode.trim(),
          city: values.city.trim(),
          movedInAt: values.movedInAt,
          netColdRent: parseDecimal(values.netColdRent, language) as number,
          livingArea: parseDecimal(values.livingArea, language) as number,
        },
        helpers,
      ),
  });

  // Errors show once the visitor has tried to submit (as in the rest of the portal's forms).
  const error = (field: keyof RentValues) => (formik.submitCount > 0 ? formik.errors[field] : undefined);
  const field = (name: keyof RentValues) => ({
    id: `${id}-${name}`,
    name,
    value: formik.values[name],
    onChange: formik.handleChange,
    onBlur: formik.handleBlur,
    error: error(name),
  });

  return (
    <div>
      <Hint>{t('rent.rule')}</Hint>
      <form noValidate onSubmit={formik.handleSubmit} aria-label={t('rent.title')}>
        <Fieldset disabled={formik.isSubmitting}>
          <FieldGrid style={{ marginTop: '1rem' }}>
            <TextField {...field('street')} label={t('rent.fields.street')} autoComplete="address-line1" wide />
            <TextField
              {...field('postalCode')}
              label={t('rent.fields.postalCode')}
              autoComplete="postal-code"
              inputMode="numeric"
              maxLength={5}
            />
            <TextField {...field('city')} label={t('rent.fields.city')} autoComplete="address-level2" />
            <TextField
              {...field('movedInAt')}
              type="date"
              max={latestMoveIn}
              onFocus={() => setLatestMoveIn(today())}
              label={t('rent.fields.movedInAt')}
            />
            <TextField {...field('livingArea')} inputMode="decimal" label={t('rent.fields.livingArea')} />
            <TextField
              {...field('netColdRent')}
              inputMode="decimal"
              label={t('rent.fields.netColdRent')}
              hint={t('rent.fields.netColdRentHint')}
              wide
            />
          </FieldGrid>
          <ButtonRow>
            <PrimaryButton type="submit">{formik.isSubmitting ? t('result.calculating') : t('rent.submit')}</PrimaryButton>
          </ButtonRow>
        </Fieldset>
        <ErrorList errors={failure} withIcon />
      </form>
      {answer && <RentBrakeResult answer={answer} headingLevel={headingLevel} />}
    </div>
  );
}

function RentBrakeResult({ answer, headingLevel }: { answer: RentBrakeAnswer; headingLevel: 2 | 3 }) {
  const { t } = useTranslation('calculators');
  const language = useLanguage();
  const euro = (amount = 0) => formatEuro(amount, language);

  if (answer.result === 'savings') {
    return (
      <ResultCard tone="positive" headingLevel={headingLevel} title={t('rent.savings.title', { amount: euro(answer.monthlySavings) })}>
        <p>
          {t('rent.savings.basis', {
            allowed: euro(answer.allowedRent),
            perSqm: euro(answer.comparativeRentPerSqm),
            index: answer.index,
          })}
        </p>
        <LegalBasis>{t('rent.savings.legal')}</LegalBasis>
        <LegalBasis>{t('rent.savings.source', { source: answer.source })}</LegalBasis>
        <ButtonRow>
          <AccentButtonLink to="rentBrake">{t('rent.cta')}</AccentButtonLink>
        </ButtonRow>
      </ResultCard>
    );
  }
  if (answer.result === 'no_rent_index') {
    return (
      <ResultCard tone="negative" headingLevel={headingLevel} title={t('rent.noRentIndex.title')}>
        <p>{t('rent.noRentIndex.reason')}</p>
        <LegalBasis>{t('rent.noRentIndex.legal')}</LegalBasis>
      </ResultCard>
    );
  }
  const reason = answer.reason ?? 'within_limit';
  return (
    <ResultCard tone="negative" headingLevel={headingLevel} title={t('rent.noSavings.title')}>
      <p>{t(`rent.noSavings.${reason}.reason`, { allowed: euro(answer.allowedRent) })}</p>
      <LegalBasis>{t(`rent.noSavings.${reason}.legal`)}</LegalBasis>
      {answer.comparativeRentPerSqm !== undefined && (
        <LegalBasis>{t('rent.noSavings.basis', { perSqm: euro(answer.comparativeRentPerSqm), index: answer.index })}</LegalBasis>
      )}
    </ResultCard>
  );
}
