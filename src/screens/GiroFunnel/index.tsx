import { Formik, useField, useFormikContext } from 'formik';
import { useRouter } from 'next/router';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { ScriptedForm } from '@/components/forms/ScriptedForm';
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
import { dayInGermany, formatDateIn } from '@/basics/calendar';
import type { Language } from '@/basics/language';
import { formatEuro, parseDecimal } from '@/basics/numbers';
import { type ErrorItem, errorItem } from '@/contracts/errors';
import type { FeeAnswer } from '@/contracts/vocabulary/calculators';
import { claimablePeriod } from '@/domain/account-fees/limitation';
import { useHydrated } from '@/page-setup/client-only';
import { writeOrderPrefill } from '@/components/calculators/order-prefill';
import { useTranslation } from '@/i18n/useTranslation';
import { useLanguage } from '@/page-setup/PageContext';
import { BankAutocomplete } from './BankAutocomplete';
import { writeMiniFunnelCookie } from '@/components/calculators/mini-funnel-values';
import { accountOpenedRanges, trackingQuery } from './mini-funnel';

export const giroFunnelNamespaces: Namespace[] = ['giroFunnel', 'errors'];

/** The form's values: a flat set of named fields, one per question (each maps to a query parameter of the same name). */
interface FunnelValues {
  bankName: BankSuggestion | null;
  accountOpened: string;
  feesChanged: '' | FeeAnswer;
  expressConsent: '' | FeeAnswer;
  expressConsentYear: string;
  stillPaying: '' | 'yes' | 'no';
  paidUntilYear: string;
  monthlyFee: string;
}

const fields: FieldsByPath<FunnelValues> = samePaths(['bankName', 'accountOpened', 'feesChanged', 'expressConsent', 'expressConsentYear', 'stillPaying', 'paidUntilYear', 'monthlyFee']);

const initialValues: FunnelValues = { bankName: null, accountOpened: '', feesChanged: '', expressConsent: '', expressConsentYear: '', stillPaying: '', paidUntilYear: '', monthlyFee: '' };

/** The question of the form's values; a year asked only after "yes" (or "no") goes along only then. */
function questionOf(values: FunnelValues, language: Language) {
  const unreadable: ErrorItem[] = [];
  const year = (field: 'expressConsentYear' | 'paidUntilYear') => {
    const typed = values[field].trim();
    if (typed && !/^\d{4}$/.test(typed)) unreadable.push(errorItem('invalid_year', field));
    return typed && /^\d{4}$/.test(typed) ? Number(typed) : undefined;
  };
  const fee = values.monthlyFee.trim();
  const monthlyFee = fee ? parseDecimal(fee, language) : undefined;
  if (fee && monthlyFee === undefined) unreadable.push(errorItem('invalid_number', 'monthlyFee'));
  const request = {
    bankName: values.bankName?.name ?? '',
    accountOpened: values.accountOpened,
    feesChanged: values.feesChanged || undefined,
    expressConsent: values.expressConsent || undefined,
    ...(values.expressConsent === 'yes' ? { expressConsentYear: year('expressConsentYear') } : {}),
    stillPaying: values.stillPaying || undefined,
    ...(values.stillPaying === 'no' ? { paidUntilYear: year('paidUntilYear') } : {}),
    monthlyFee,
  };
  return { request, unreadable };
}

/** The check's answers under the account-fee order funnel's question ids, as typed; the years as the 1st of January. */
const accountFeeOrderAnswers = (values: FunnelValues): Record<string, string> => ({
  ...(values.feesChanged ? { 'fees-changed': values.feesChanged } : {}),
  ...(values.expressConsent ? { 'express-consent': values.expressConsent } : {}),
  ...(values.stillPaying ? { 'still-paying': values.stillPaying } : {}),
  'monthly-fee': values.monthlyFee.trim(),
});

const Note = styled(Hint)`
  margin: 0 0 1rem;
`;

const MoreInfo = styled(Link)`
  font-weight: 700;
`;

/** The bank-name field: the autocomplete in the kit's frame, bound to the form like every field. */
function BankField({ id }: { id: string }) {
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
      />
    </FieldFrame>
  );
}

/** Which years can still be claimed today, from the browser's day in Germany (shown once the page runs). */
function ClaimableYears() {
  const { t } = useTranslation('giroFunnel');
  const language = useLanguage();
  if (!useHydrated()) return null;
  const { firstYear, lapsesOn } = claimablePeriod(dayInGermany(new Date()));
  return (
    <Note role="note" data-first-year={firstYear}>
      {t('form.claimable', { firstYear, lapsesOn: formatDateIn(language, lapsesOn) })}
    </Note>
  );
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
      {values.expressConsent === 'yes' && <TextField id={`${id}-expressConsentYear`} name="expressConsentYear" inputMode="numeric" maxLength={4} label={t('form.expressConsentYear')} />}
      <RadioGroupField id={`${id}-stillPaying`} name="stillPaying" legend={t('form.stillPaying')} options={answers('yes', 'no')} wide />
      {values.stillPaying === 'no' && <TextField id={`${id}-paidUntilYear`} name="paidUntilYear" inputMode="numeric" maxLength={4} label={t('form.paidUntilYear')} />}
      <TextField id={`${id}-monthlyFee`} name="monthlyFee" inputMode="decimal" label={t('form.monthlyFee')} hint={t('form.monthlyFeeHint')} wide />
    </>
  );
}

/**
 * The bank-fee mini funnel: form, then result. A processable bank writes the answers cookie and shows
 * the call to action; an unprocessable one shows the negative result and writes nothing.
 */
export function GiroFunnelScreen() {
  const { t } = useTranslation('giroFunnel');
  const id = useId();
  const { answer, failure, run } = useCalculation<AccountFeesAnswer, FunnelValues>(fields);
  const [shown, setShown] = useState<{ bankName: string } | null>(null);
  const language = useLanguage();
  const validate = useContractChecks<FunnelValues>({
    checks: async () => (await import('@/contracts/calculators')).accountFeesCheck.checkBody,
    toRequest: (values) => questionOf(values, language),
    fields,
  });

  return (
    <Container $narrow>
      <PageHead title={t('title')} description={t('description')} />
      <h1>{t('title')}</h1>
      <Formik
        initialValues={initialValues}
        validate={validate}
        onSubmit={async (values, helpers) => {
          const bank = values.bankName as BankSuggestion;
          const result = await run(() => checkAccountFees(questionOf(values, language).request as AccountFeesQuestion), helpers);
          if (!result) return;
          const unprocessable = bank.unprocessable || (result.result === 'negative' && result.reason === 'bank_unprocessable');
          writeMiniFunnelCookie({ bank: { ...bank, unprocessable }, accountOpened: values.accountOpened });
          // The order funnel behind the call to action starts with these answers (the cookie carries bank and opening).
          if (result.result === 'positive') writeOrderPrefill('account-fees', { answers: accountFeeOrderAnswers(values) });
          setShown({ bankName: bank.name });
        }}
      >
        {({ isSubmitting }) =>
          shown && answer ? (
            <FunnelResult answer={answer} bankName={shown.bankName} onChange={() => setShown(null)} />
          ) : (
            <>
              <Lead>{t('lead')}</Lead>
              <ScriptedForm noValidate aria-label={t('title')}>
                <FocusFirstError />
                <Fieldset disabled={isSubmitting}>
                  <FieldGrid>
                    <BankField id={`${id}-bank`} />
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
                  <ClaimableYears />
                  <ButtonRow>
                    <PrimaryButton type="submit">{isSubmitting ? t('form.loading') : t('form.submit')}</PrimaryButton>
                  </ButtonRow>
                </Fieldset>
                <ErrorList errors={failure} withIcon />
              </ScriptedForm>
            </>
          )
        }
      </Formik>
    </Container>
  );
}

function FunnelResult({ answer, bankName, onChange }: { answer: AccountFeesAnswer; bankName: string; onChange: () => void }) {
  const { t } = useTranslation('giroFunnel');
  const language = useLanguage();
  const router = useRouter();
  const change = <SecondaryButton type="button" onClick={onChange}>{t('result.change')}</SecondaryButton>;
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
