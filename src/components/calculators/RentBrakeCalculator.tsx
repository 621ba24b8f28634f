import { Form, Formik, useField } from 'formik';
import { useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import { checkRentBrake } from '@/api-client/calculators';
import { dayInGermany } from '@/basics/calendar';
import { type FieldsByPath, samePaths, useContractChecks } from '@/components/forms/contract-checks';
import { FocusFirstError } from '@/components/forms/FocusFirstError';
import { FieldGrid, Hint, TextField } from '@/components/forms/fields';
import { SelectField } from '@/components/forms/SelectField';
import { AccentButtonLink, ButtonRow, PrimaryButton } from '@/components/ui/buttons';
import { ErrorList } from '@/components/ui/ErrorList';
import { Fieldset } from '@/components/ui/Fieldset';
import type { RentBrakeAnswer, RentBrakeQuestion } from '@/contracts/calculators';
import { exceptionAnswers, landCodes, type RentBrakeExceptionQuestion, rentBrakeExceptionQuestions } from '@/contracts/vocabulary/calculators';
import { useTranslation } from '@/i18n/useTranslation';
import { useLanguage } from '@/page-setup/PageContext';
import { routePath } from '@/routes';
import { theme } from '@/styles/theme';
import type { AnsweredOnServer } from './answered-on-server';
import { useCalculation } from './calculation';
import { writeOrderPrefill } from './order-prefill';
import { RentBrakeResult } from './RentBrakeResult';
import { useResultUrl } from './result-url';
import { emptyRentBrakeValues, exampleReduction, rentBrakeFieldNames, rentBrakeOrderAnswers, rentBrakeQuestionOf, type RentBrakeValues } from './rent-brake-values';

const fields: FieldsByPath<RentBrakeValues> = samePaths(rentBrakeFieldNames);

const Exceptions = styled.fieldset`
  min-width: 0;
  margin: 0 0 1rem;
  padding: 0.75rem 1rem;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};

  legend {
    padding: 0 0.25rem;
    font-weight: 700;
  }
`;

const Question = styled.fieldset`
  min-width: 0;
  margin: 0.75rem 0 0;
  padding: 0;
  border: 0;

  legend {
    padding: 0;
    font-weight: 600;
  }
`;

const Answers = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0 1.25rem;

  label {
    display: inline-flex;
    gap: 0.5rem;
    align-items: center;
    min-height: 44px;
    cursor: pointer;
  }

  input {
    width: 1.25rem;
    height: 1.25rem;
    accent-color: ${theme.colors.primary};
  }
`;

/** One exception question: yes, no or don't know (the default). */
function ExceptionQuestion({ question, id }: { question: RentBrakeExceptionQuestion; id: string }) {
  const { t } = useTranslation('calculators');
  const [field] = useField(question);
  return (
    <Question>
      <legend>
        {t(`rent.exceptions.questions.${question}`)} <span>({t(`rent.exceptions.laws.${question}`)})</span>
      </legend>
      <Answers>
        {exceptionAnswers.map((answer) => (
          <label key={answer} htmlFor={`${id}-${question}-${answer}`}>
            <input id={`${id}-${question}-${answer}`} type="radio" {...field} value={answer} checked={field.value === answer} />
            {t(`rent.exceptions.answers.${answer}`)}
          </label>
        ))}
      </Answers>
    </Question>
  );
}

/**
 * The rent-brake check: postal code (and the municipality where the code serves several, and the
 * Land where no ordinance list places the municipality: the postal code can't tell it), the day
 * the lease was signed (which decides), the start of the tenancy as a hint, rent and area, and the
 * exception questions. No street: nothing computes with it. The form checks what the calculator's
 * contract asks before sending; the service decides.
 *
 * Without JavaScript (the homepage ships none) the form submits with GET to the check's page, which
 * answers on the server (`answered`). Where the app runs, the check answers in the browser and, on the
 * check's page (`shareable`), keeps the values in the URL so the result can be shared.
 */
export function RentBrakeCalculator({
  headingLevel,
  compact = false,
  answered,
  shareable = false,
}: {
  headingLevel: 2 | 3;
  compact?: boolean;
  answered?: AnsweredOnServer<RentBrakeValues, RentBrakeAnswer> | null;
  shareable?: boolean;
}) {
  const { t } = useTranslation('calculators');
  const language = useLanguage();
  const showInUrl = useResultUrl('rentBrakeCheck', shareable);
  const id = useId();
  const { answer, failure, run, initialStatus } = useCalculation<RentBrakeAnswer, RentBrakeValues>(fields, answered);
  // A municipality chosen before stays chosen in a form the server renders.
  const [choices, setChoices] = useState<string[]>(
    answered?.answer?.result === 'choose_municipality' ? (answered.answer.municipalities ?? []) : answered?.values.municipality ? [answered.values.municipality] : [],
  );
  const [askLand, setAskLand] = useState(answered?.answer?.result === 'choose_land' || Boolean(answered?.values.land));
  const [asked, setAsked] = useState<string | undefined>(answered?.values.postalCode.trim());
  // A result the server rendered hands its inputs to the order funnel as one from the browser does.
  useEffect(() => {
    if (answered?.answer && answered.answer.result !== 'choose_municipality' && answered.answer.result !== 'choose_land') {
      writeOrderPrefill('rent-brake', { answers: rentBrakeOrderAnswers(answered.values, answered.answer), calculatedAmount: exampleReduction(answered.answer.estimate) });
    }
  }, [answered]);
  const validate = useContractChecks<RentBrakeValues>({
    checks: async () => (await import('@/contracts/calculators')).rentBrakeCheck.checkBody,
    toRequest: (values) => rentBrakeQuestionOf(values, language),
    fields,
  });
  // The date pickers' limit is today in Germany, set when a field is first used, not while rendering:
  // the page is built ahead of time, and a build-time date would go stale.
  const [today, setToday] = useState<string>();
  const onDateFocus = () => setToday(dayInGermany(new Date()));

  const landOptions = landCodes.map((code) => ({ code, name: t(`rent.landNames.${code}`) })).sort((a, b) => a.name.localeCompare(b.name, language));
  const exceptionQuestions = rentBrakeExceptionQuestions.map((question) => <ExceptionQuestion key={question} question={question} id={id} />);

  return (
    <div>
      <Hint>{t('rent.rule')}</Hint>
      <Formik
        initialValues={answered?.values ?? emptyRentBrakeValues}
        initialStatus={initialStatus}
        validate={validate}
        onSubmit={async (values, helpers) => {
          setAsked(values.postalCode.trim());
          const result = await run(() => checkRentBrake(rentBrakeQuestionOf(values, language).request as RentBrakeQuestion, language), helpers);
          showInUrl(values, emptyRentBrakeValues);
          if (result?.result === 'choose_municipality') {
            setChoices(result.municipalities ?? []);
            return;
          }
          if (result?.result === 'choose_land') {
            setAskLand(true);
            return;
          }
          // The order funnel behind the call to action starts with what was entered here.
          if (result) writeOrderPrefill('rent-brake', { answers: rentBrakeOrderAnswers(values, result), calculatedAmount: exampleReduction(result.estimate) });
        }}
      >
        {({ isSubmitting, setFieldValue }) => (
          <Form noValidate method="get" action={routePath('rentBrakeCheck', language)} aria-label={t('rent.title')}>
            <FocusFirstError />
            <Fieldset disabled={isSubmitting}>
              <FieldGrid $columns={2} style={{ marginTop: '1rem' }}>
                <TextField
                  id={`${id}-postalCode`}
                  name="postalCode"
                  label={t('rent.fields.postalCode')}
                  hint={t('rent.fields.postalCodeHint')}
                  autoComplete="postal-code"
                  inputMode="numeric"
                  maxLength={5}
                  onChange={(event) => {
                    void setFieldValue('postalCode', event.target.value);
                    // Another postal code serves other municipalities, perhaps in another Land.
                    if (choices.length > 0) {
                      setChoices([]);
                      void setFieldValue('municipality', '');
                    }
                    if (askLand) {
                      setAskLand(false);
                      void setFieldValue('land', '');
                    }
                  }}
                />
                {choices.length > 0 ? (
                  <SelectField id={`${id}-municipality`} name="municipality" label={t('rent.fields.municipality')} hint={t('rent.fields.municipalityHint')}>
                    <option value="">{t('rent.fields.municipalityChoose')}</option>
                    {choices.map((name) => (
                      <option key={name} value={name}>
                        {name}
                      </option>
                    ))}
                  </SelectField>
                ) : null}
                {askLand ? (
                  <SelectField id={`${id}-land`} name="land" label={t('rent.fields.land')} hint={t('rent.fields.landHint')}>
                    <option value="">{t('rent.fields.landChoose')}</option>
                    {landOptions.map(({ code, name }) => (
                      <option key={code} value={code}>
                        {name}
                      </option>
                    ))}
                  </SelectField>
                ) : null}
                <TextField
                  id={`${id}-signedOn`}
                  name="signedOn"
                  type="date"
                  max={today}
                  onFocus={onDateFocus}
                  label={t('rent.fields.signedOn')}
                  hint={t('rent.fields.signedOnHint')}
                />
                <TextField
                  id={`${id}-tenancyStart`}
                  name="tenancyStart"
                  type="date"
                  onFocus={onDateFocus}
                  label={t('rent.fields.tenancyStart')}
                  hint={t('rent.fields.tenancyStartHint')}
                />
                <TextField id={`${id}-livingArea`} name="livingArea" inputMode="decimal" label={t('rent.fields.livingArea')} />
                <TextField id={`${id}-netColdRent`} name="netColdRent" inputMode="decimal" label={t('rent.fields.netColdRent')} hint={t('rent.fields.netColdRentHint')} />
              </FieldGrid>
              {compact ? (
                <details>
                  <summary>{t('rent.exceptions.legend')}</summary>
                  <Hint>{t('rent.exceptions.hint')}</Hint>
                  {exceptionQuestions}
                </details>
              ) : (
                <Exceptions>
                  <legend>{t('rent.exceptions.legend')}</legend>
                  <Hint>{t('rent.exceptions.hint')}</Hint>
                  {exceptionQuestions}
                </Exceptions>
              )}
              <ButtonRow>
                <PrimaryButton type="submit">{isSubmitting ? t('result.calculating') : t('rent.submit')}</PrimaryButton>
              </ButtonRow>
            </Fieldset>
            <ErrorList errors={failure} withIcon />
          </Form>
        )}
      </Formik>
      {answer && (
        <RentBrakeResult
          answer={answer}
          headingLevel={headingLevel}
          postalCode={asked}
          action={
            answer.result === 'choose_municipality' || answer.result === 'choose_land' ? undefined : (
              <>
                <ButtonRow>
                  <AccentButtonLink to="orderFunnel" params={{ product: 'rent-brake' }}>
                    {answer.result === 'covered_estimate' && (answer.estimate?.high ?? 0) > 0 ? t('rent.cta') : t('rent.ctaCheck')}
                  </AccentButtonLink>
                </ButtonRow>
                <Hint>{t('rent.ctaNote')}</Hint>
              </>
            )
          }
        />
      )}
    </div>
  );
}
