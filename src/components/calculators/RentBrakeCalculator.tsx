import { Form, Formik } from 'formik';
import { useId, useState } from 'react';
import { checkRentBrake } from '@/api-client/calculators';
import { dayInGermany } from '@/basics/calendar';
import type { Language } from '@/basics/language';
import { type FieldsByPath, samePaths, useContractChecks } from '@/components/forms/contract-checks';
import { FocusFirstError } from '@/components/forms/FocusFirstError';
import { FieldGrid, Hint, TextField } from '@/components/forms/fields';
import { AccentButtonLink, ButtonRow, PrimaryButton } from '@/components/ui/buttons';
import { ErrorList } from '@/components/ui/ErrorList';
import { Fieldset } from '@/components/ui/Fieldset';
import type { RentBrakeAnswer, RentBrakeQuestion } from '@/contracts/calculators';
import { type ErrorItem, errorItem } from '@/contracts/errors';
import { formatEuro, parseDecimal } from '@/basics/numbers';
import { useTranslation } from '@/i18n/useTranslation';
import { useLanguage } from '@/page/PageContext';
import { useCalculation } from './calculation';
import { writeOrderPrefill } from './order-prefill';
import { LegalBasis, ResultCard } from './ResultCard';

interface RentValues {
  street: string;
  postalCode: string;
  city: string;
  movedInAt: string;
  netColdRent: string;
  livingArea: string;
}

const fields: FieldsByPath<RentValues> = samePaths(['street', 'postalCode', 'city', 'movedInAt', 'netColdRent', 'livingArea']);

const initialValues: RentValues = { street: '', postalCode: '', city: '', movedInAt: '', netColdRent: '', livingArea: '' };

/** The question of the form's values; amounts as people type them in the page's language. */
function questionOf(values: RentValues, language: Language) {
  const unreadable: ErrorItem[] = [];
  const decimal = (field: 'netColdRent' | 'livingArea') => {
    const raw = values[field].trim();
    const value = raw ? parseDecimal(raw, language) : undefined;
    if (raw && value === undefined) unreadable.push(errorItem('invalid_number', field));
    return value;
  };
  const request = {
    street: values.street.trim(),
    postalCode: values.postalCode.trim(),
    city: values.city.trim(),
    movedInAt: values.movedInAt,
    netColdRent: decimal('netColdRent'),
    livingArea: decimal('livingArea'),
  };
  return { request, unreadable };
}

/** The check's inputs under the rent-brake order funnel's question ids, as typed. */
const rentBrakeOrderAnswers = (values: RentValues): Record<string, string> => ({
  street: values.street.trim(),
  'postal-code': values.postalCode.trim(),
  city: values.city.trim(),
  'move-in': values.movedInAt,
  rent: values.netColdRent.trim(),
  size: values.livingArea.trim(),
});

/**
 * The rent-brake check: address, start of the tenancy, rent and area. The form checks what the
 * calculator's contract asks before sending; the service decides.
 */
export function RentBrakeCalculator({ headingLevel }: { headingLevel: 2 | 3 }) {
  const { t } = useTranslation('calculators');
  const language = useLanguage();
  const id = useId();
  const { answer, failure, run } = useCalculation<RentBrakeAnswer, RentValues>(fields);
  const validate = useContractChecks<RentValues>({
    checks: async () => (await import('@/contracts/calculators')).rentBrakeCheck.checkBody,
    toRequest: (values) => questionOf(values, language),
    fields,
  });
  // The date picker's limit is today in Germany. Set when the field is first used, not while
  // rendering: the page is built ahead of time (a build-time date would go stale), and the first
  // Berlin-time date loads the browser's time-zone data, too slow for the page's first seconds.
  const [latestMoveIn, setLatestMoveIn] = useState<string>();

  return (
    <div>
      <Hint>{t('rent.rule')}</Hint>
      <Formik
        initialValues={initialValues}
        validate={validate}
        onSubmit={async (values, helpers) => {
          const answer = await run(() => checkRentBrake(questionOf(values, language).request as RentBrakeQuestion, language), helpers);
          // The order funnel behind the call to action starts with what was entered here.
          if (answer?.result === 'savings') writeOrderPrefill('rent-brake', { answers: rentBrakeOrderAnswers(values), calculatedAmount: answer.monthlySavings });
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate aria-label={t('rent.title')}>
            <FocusFirstError />
            <Fieldset disabled={isSubmitting}>
              <FieldGrid $columns={2} style={{ marginTop: '1rem' }}>
                <TextField id={`${id}-street`} name="street" label={t('rent.fields.street')} autoComplete="address-line1" wide />
                <TextField
                  id={`${id}-postalCode`}
                  name="postalCode"
                  label={t('rent.fields.postalCode')}
                  autoComplete="postal-code"
                  inputMode="numeric"
                  maxLength={5}
                />
                <TextField id={`${id}-city`} name="city" label={t('rent.fields.city')} autoComplete="address-level2" />
                <TextField
                  id={`${id}-movedInAt`}
                  name="movedInAt"
                  type="date"
                  max={latestMoveIn}
                  onFocus={() => setLatestMoveIn(dayInGermany(new Date()))}
                  label={t('rent.fields.movedInAt')}
                />
                <TextField id={`${id}-livingArea`} name="livingArea" inputMode="decimal" label={t('rent.fields.livingArea')} />
                <TextField
                  id={`${id}-netColdRent`}
                  name="netColdRent"
                  inputMode="decimal"
                  label={t('rent.fields.netColdRent')}
                  hint={t('rent.fields.netColdRentHint')}
                  wide
                />
              </FieldGrid>
              <ButtonRow>
                <PrimaryButton type="submit">{isSubmitting ? t('result.calculating') : t('rent.submit')}</PrimaryButton>
              </ButtonRow>
            </Fieldset>
            <ErrorList errors={failure} withIcon />
          </Form>
        )}
      </Formik>
      {answer && <RentBrakeResult answer={answer} headingLevel={headingLevel} />}
    </div>
  );
}

function RentBrakeResult({ answer, headingLevel }: { answer: RentBrakeAnswer; headingLevel: 2 | 3 }) {
  const { t } = useTranslation('calculators');
  const language = useLanguage();
  const euro = (amount: number) => formatEuro(amount, language);

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
          <AccentButtonLink to="orderFunnel" params={{ product: 'rent-brake' }}>
            {t('rent.cta')}
          </AccentButtonLink>
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
  return (
    <ResultCard tone="negative" headingLevel={headingLevel} title={t('rent.noSavings.title')}>
      {answer.reason === 'within_limit' ? (
        <>
          <p>{t('rent.noSavings.within_limit.reason', { allowed: euro(answer.allowedRent) })}</p>
          <LegalBasis>{t('rent.noSavings.within_limit.legal')}</LegalBasis>
          <LegalBasis>{t('rent.noSavings.basis', { perSqm: euro(answer.comparativeRentPerSqm), index: answer.index })}</LegalBasis>
        </>
      ) : (
        <>
          <p>{t(`rent.noSavings.${answer.reason}.reason`)}</p>
          <LegalBasis>{t(`rent.noSavings.${answer.reason}.legal`)}</LegalBasis>
        </>
      )}
    </ResultCard>
  );
}
