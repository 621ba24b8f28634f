import { Form, Formik, useField, useFormikContext } from 'formik';
import { useRouter } from 'next/router';
import { type ReactNode, useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import { checkAccountFees } from '@/api-client/calculators';
import { useCalculation } from '@/components/calculators/calculation';
import { LegalBasis, ResultCard } from '@/components/calculators/ResultCard';
import { type FieldsByPath, samePaths, useContractChecks } from '@/components/forms/contract-checks';
import { FocusFirstError } from '@/components/forms/FocusFirstError';
import { describedControl, FieldFrame, FieldGrid, Hint, TextField } from '@/components/forms/fields';
import { RadioGroupField } from '@/components/forms/RadioGroupField';
import { SelectField } from '@/components/forms/SelectField';
import { useShownError } from '@/components/forms/shown-errors';
import { Link } from '@/components/Link';
import { PageHead } from '@/components/PageHead';
import { AccentButtonLink, ButtonRow, PrimaryButton, SecondaryButton } from '@/components/ui/buttons';
import { Container, Lead } from '@/components/ui/Container';
import { ErrorList } from '@/components/ui/ErrorList';
import { Fieldset } from '@/components/ui/Fieldset';
import type { BankSuggestion } from '@/contracts/banks';
import type { AccountFeesAnswer, AccountFeesQuestion } from '@/contracts/calculators';
import type { Namespace } from '@/i18n/namespaces';
import { type CalendarDay, dayInGermany, formatDateIn } from '@/basics/calendar';
import type { Language } from '@/basics/language';
import { formatEuro } from '@/basics/numbers';
import { claimablePeriod } from '@/domain/account-fees/limitation';
import { useBrowserValue } from '@/page-setup/client-only';
import { writeOrderPrefill } from '@/components/calculators/order-prefill';
import { useTranslation } from '@/i18n/useTranslation';
import { useLanguage } from '@/page-setup/PageContext';
import { carriedQuery } from '@/page-setup/query';
import { routePath } from '@/routes';
import { BankAutocomplete } from './BankAutocomplete';
import { writeMiniFunnelCookie } from '@/components/calculators/mini-funnel-values';
import { accountFeeOrderAnswers, emptyFunnelValues, funnelFieldNames, funnelQuestionOf, type FunnelValues } from './funnel-values';
import type { GiroFunnelData } from './load';
import { accountOpenedRanges, trackingQuery } from './mini-funnel';

export const giroFunnelNamespaces: Namespace[] = ['giroFunnel', 'errors'];

const fields: FieldsByPath<FunnelValues> = samePaths(funnelFieldNames);

/** The form's id, where a result the server rendered sends "change answers". */
const formId = 'giro-funnel-form';

const Note = styled(Hint)`
  margin: 0 0 1rem;
`;

const MoreInfo = styled(Link)`
  font-weight: 700;
`;

/** The bank-name field: the autocomplete in the kit's frame, bound to the form like every field. */
function BankField({ id, choices }: { id: string; choices: string[] }) {
  const { t } = useTranslation('giroFunnel');
  const [field, , helpers] = useField<BankSuggestion | null>('bankName');
  const frame = { id, label: t('form.bank'), hint: t('form.bankHint'), error: useShownError('bankName') };
  const described = describedControl(frame);
  return (
    <FieldFrame {...frame}>
      <BankAutocomplete
        inputId={id}
        value={field.value}
        onChange={(bank) => void helpers.setValue(bank)}
        onBlur={() => void helpers.setTouched(true)}
        invalid={described['aria-invalid']}
        describedBy={described['aria-describedby']}
        placeholder={t('form.bankPlaceholder')}
        name="bankName"
        choices={choices}
      />
    </FieldFrame>
  );
}

/** Which years can still be claimed today: the server's day in Germany, then the browser's once the page runs. */
function ClaimableYears({ today }: { today?: CalendarDay }) {
  const { t } = useTranslation('giroFunnel');
  const language = useLanguage();
  const day = useBrowserValue(() => dayInGermany(new Date()), today);
  if (!day) return null;
  const { firstYear, lapsesOn } = claimablePeriod(day);
  return (
    <Note role="note" data-first-year={firstYear}>
      {t('form.claimable', { firstYear, lapsesOn: formatDateIn(language, lapsesOn) })}
    </Note>
  );
}

/**
 * A question asked only after an answer to the one before: where the app runs, it appears with that
 * answer. Without JavaScript nothing can make it appear, so the browser shows it all along (`noscript`),
 * its hint saying when it is needed; the server does not send it on unless that answer was given.
 */
function AskedAfter({ shown, children }: { shown: boolean; children: ReactNode }) {
  return shown ? children : <noscript>{children}</noscript>;
}

/** The questions after bank and opening: what the rulings turn on (BGH XI ZR 26/20, XI ZR 139/23). */
function FeeQuestions({ id }: { id: string }) {
  const { t } = useTranslation('giroFunnel');
  const { values } = useFormikContext<FunnelValues>();
  const answers = (...names: ('yes' | 'no' | 'unknown')[]) => names.map((value) => ({ value, label: t(`form.answers.${value}`) }));
  return (
    <>
      <RadioGroupField id={`${id}-feesChanged`} name="feesChanged" legend={t('form.feesChanged')} hint={t('form.feesChangedHint')} options={answers('yes', 'no', 'unknown')} wide />
      <RadioGroupField id={`${id}-expressConsent`} name="expressConsent" legend={t('form.expressConsent')} hint={t('form.expressConsentHint')} options={answers('no', 'yes', 'unknown')} wide />
      <AskedAfter shown={values.expressConsent === 'yes'}>
        <TextField id={`${id}-expressConsentYear`} name="expressConsentYear" inputMode="numeric" maxLength={4} label={t('form.expressConsentYear')} hint={values.expressConsent === 'yes' ? undefined : t('form.expressConsentYearHint')} />
      </AskedAfter>
      <RadioGroupField id={`${id}-stillPaying`} name="stillPaying" legend={t('form.stillPaying')} options={answers('yes', 'no')} wide />
      <AskedAfter shown={values.stillPaying === 'no'}>
        <TextField id={`${id}-paidUntilYear`} name="paidUntilYear" inputMode="numeric" maxLength={4} label={t('form.paidUntilYear')} hint={values.stillPaying === 'no' ? undefined : t('form.paidUntilYearHint')} />
      </AskedAfter>
      <TextField id={`${id}-monthlyFee`} name="monthlyFee" inputMode="decimal" label={t('form.monthlyFee')} hint={t('form.monthlyFeeHint')} wide />
    </>
  );
}

/** The hidden fields that keep the page's carried query (layout, tracking) when the form is sent without the app. */
function CarriedFields() {
  const router = useRouter();
  const language = useLanguage();
  return Object.entries(carriedQuery(routePath('giroFunnel', language), router.query)).map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />);
}

/**
 * The bank-fee mini funnel: form, then result. A processable bank writes the answers cookie and shows
 * the call to action; an unprocessable one shows the negative result and writes nothing.
 *
 * The form submits with GET to this page, which answers on the server too (`load.ts`): without
 * JavaScript, the result comes with the form filled in below it ("change answers" leads there), or the
 * form comes back with the service's errors at its fields. Where the app runs, it answers in the browser.
 */
export function GiroFunnelScreen({ answered = null, bankChoices = [], today }: Partial<GiroFunnelData>) {
  const { t } = useTranslation('giroFunnel');
  const id = useId();
  const { answer, failure, run, initialStatus } = useCalculation<AccountFeesAnswer, FunnelValues>(fields, answered);
  // What shows: the form; the result alone (answered in the browser); or, answered on the server, both.
  const [shown, setShown] = useState<{ bankName: string; withForm: boolean } | null>(() =>
    answered?.answer ? { bankName: answered.values.bankName?.name ?? '', withForm: true } : null,
  );
  const language = useLanguage();
  const validate = useContractChecks<FunnelValues>({
    checks: async () => (await import('@/contracts/calculators')).accountFeesCheck.checkBody,
    toRequest: (values) => funnelQuestionOf(values, language),
    fields,
  });
  // A positive result the server rendered hands its answers to the order funnel as one from the browser does (it set the cookie itself).
  useEffect(() => {
    if (answered?.answer?.result === 'positive') writeOrderPrefill('account-fees', { answers: accountFeeOrderAnswers(answered.values) });
  }, [answered]);

  return (
    <Container $narrow>
      <PageHead title={t('title')} description={t('description')} />
      <h1>{t('title')}</h1>
      <Formik
        initialValues={answered?.values ?? emptyFunnelValues}
        initialStatus={initialStatus}
        validate={validate}
        onSubmit={async (values, helpers) => {
          const bank = values.bankName as BankSuggestion;
          const result = await run(() => checkAccountFees(funnelQuestionOf(values, language).request as AccountFeesQuestion), helpers);
          if (!result) return;
          const unprocessable = bank.unprocessable || (result.result === 'negative' && result.reason === 'bank_unprocessable');
          writeMiniFunnelCookie({ bank: { ...bank, unprocessable }, accountOpened: values.accountOpened });
          // The order funnel behind the call to action starts with these answers (the cookie carries bank and opening).
          if (result.result === 'positive') writeOrderPrefill('account-fees', { answers: accountFeeOrderAnswers(values) });
          setShown({ bankName: bank.name, withForm: false });
        }}
      >
        {({ isSubmitting }) => (
          <>
            {shown && answer && <FunnelResult answer={answer} bankName={shown.bankName} onChange={shown.withForm ? undefined : () => setShown(null)} />}
            {(!shown || !answer || shown.withForm) && (
              <>
                {!(shown && answer) && <Lead>{t('lead')}</Lead>}
                <Form id={formId} noValidate method="get" action={routePath('giroFunnel', language)} aria-label={t('title')}>
                  <CarriedFields />
                  <FocusFirstError />
                  <Fieldset disabled={isSubmitting}>
                    <FieldGrid>
                      <BankField id={`${id}-bank`} choices={bankChoices} />
                      <SelectField id={`${id}-accountOpened`} name="accountOpened" label={t('form.accountOpened')} hint={t('form.accountOpenedHint')}>
                        <option value="">{t('form.accountOpenedPlaceholder')}</option>
                        {accountOpenedRanges.map((range) => (
                          <option key={range} value={range}>
                            {t(`form.ranges.${range}`)}
                          </option>
                        ))}
                      </SelectField>
                      <FeeQuestions id={id} />
                    </FieldGrid>
                    <ClaimableYears today={today} />
                    <ButtonRow>
                      <PrimaryButton type="submit">{isSubmitting ? t('form.loading') : t('form.submit')}</PrimaryButton>
                    </ButtonRow>
                  </Fieldset>
                  <ErrorList errors={failure} withIcon />
                </Form>
              </>
            )}
          </>
        )}
      </Formik>
    </Container>
  );
}

/** The answer; "change answers" brings the form back, or where the form is below (answered on the server), leads to it. */
function FunnelResult({ answer, bankName, onChange }: { answer: AccountFeesAnswer; bankName: string; onChange?: () => void }) {
  const { t } = useTranslation('giroFunnel');
  const language = useLanguage();
  const router = useRouter();
  const change = onChange ? (
    <SecondaryButton type="button" onClick={onChange}>
      {t('result.change')}
    </SecondaryButton>
  ) : (
    <SecondaryButton as="a" href={`#${formId}`}>
      {t('result.change')}
    </SecondaryButton>
  );
  const euro = (amount: number) => formatEuro(amount, language, { cents: false });

  if (answer.result === 'positive') {
    const [untilYear, untilMonth] = answer.until.split('-').map(Number);
    const values = {
      payout: euro(answer.payout),
      firstYear: answer.firstYear,
      lapsesOn: formatDateIn(language, answer.lapsesOn),
      months: answer.months,
      estimate: euro(answer.estimate),
    };
    return (
      <ResultCard tone="positive" headingLevel={2} title={t('result.positive.title', values)}>
        <p>{t('result.positive.estimate', { ...values, until: monthName(language, untilYear, untilMonth) })}</p>
        <p>{t('result.positive.lapses', values)}</p>
        {answer.toCheck && <p>{t('result.positive.toCheck')}</p>}
        <p>{t('result.positive.sale', values)}</p>
        <p>{t('result.positive.yourself')}</p>
        <LegalBasis>{t('result.positive.legal')}</LegalBasis>
        <ButtonRow>
          <AccentButtonLink to="orderFunnel" params={{ product: 'account-fees' }} query={trackingQuery('cta', router.query)}>
            {t('result.cta')}
          </AccentButtonLink>
          <MoreInfo to="pricesFinance" query={trackingQuery('more-info', router.query)}>
            {t('result.moreInfo')}
          </MoreInfo>
          {change}
        </ButtonRow>
      </ResultCard>
    );
  }
  if (answer.reason === 'time_barred') {
    return (
      <ResultCard tone="negative" headingLevel={2} title={t('result.negative.time_barred.title')}>
        <p>{t('result.negative.time_barred.text', { firstYear: answer.firstYear, until: answer.until })}</p>
        <LegalBasis>{t('result.positive.legal')}</LegalBasis>
        <ButtonRow>{change}</ButtonRow>
      </ResultCard>
    );
  }
  return (
    <ResultCard tone="negative" headingLevel={2} title={t(`result.negative.${answer.reason}.title`)}>
      <p>{t(`result.negative.${answer.reason}.text`, { bank: bankName })}</p>
      <ButtonRow>{change}</ButtonRow>
    </ResultCard>
  );
}

/** "November 2026" / "November 2026" for a month of a year. */
function monthName(language: Language, year: number, month: number): string {
  return new Intl.DateTimeFormat(language === 'de' ? 'de-DE' : 'en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(year, month - 1, 1)));
}
