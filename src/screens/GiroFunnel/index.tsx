import { Form, Formik, useField } from 'formik';
import { useRouter } from 'next/router';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { checkAccountFees } from '@/api-client/calculators';
import { useCalculation } from '@/components/calculators/calculation';
import { LegalBasis, ResultCard } from '@/components/calculators/ResultCard';
import { type FieldsByPath, samePaths, useContractChecks } from '@/components/forms/contract-checks';
import { FocusFirstError } from '@/components/forms/FocusFirstError';
import { describedControl, FieldFrame, FieldGrid } from '@/components/forms/fields';
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
import { formatEuro } from '@/basics/numbers';
import { useTranslation } from '@/i18n/useTranslation';
import { useLanguage } from '@/page/PageContext';
import { BankAutocomplete } from './BankAutocomplete';
import { writeMiniFunnelCookie } from '@/components/calculators/mini-funnel-values';
import { accountOpenedRanges, trackingQuery } from './mini-funnel';

export const giroFunnelNamespaces: Namespace[] = ['giroFunnel', 'errors'];

interface FunnelValues {
  bankName: BankSuggestion | null;
  accountOpened: string;
}

const fields: FieldsByPath<FunnelValues> = samePaths(['bankName', 'accountOpened']);

const questionOf = (values: FunnelValues) => ({ request: { bankName: values.bankName?.name ?? '', accountOpened: values.accountOpened } });

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

/**
 * The bank-fee mini funnel: form, then result. A processable bank writes the answers cookie and shows
 * the call to action; an unprocessable one shows the negative result and writes nothing.
 */
export function GiroFunnelScreen() {
  const { t } = useTranslation('giroFunnel');
  const id = useId();
  const { answer, failure, run } = useCalculation<AccountFeesAnswer, FunnelValues>(fields);
  const [shown, setShown] = useState<{ bankName: string } | null>(null);
  const validate = useContractChecks<FunnelValues>({
    checks: async () => (await import('@/contracts/calculators')).accountFeesCheck.checkBody,
    toRequest: questionOf,
    fields,
  });

  return (
    <Container $narrow>
      <PageHead title={t('title')} description={t('description')} />
      <h1>{t('title')}</h1>
      <Formik
        initialValues={{ bankName: null, accountOpened: '' } as FunnelValues}
        validate={validate}
        onSubmit={async (values, helpers) => {
          const bank = values.bankName as BankSuggestion;
          const result = await run(() => checkAccountFees(questionOf(values).request as AccountFeesQuestion), helpers);
          if (!result) return;
          const unprocessable = bank.unprocessable || (result.result === 'negative' && result.reason === 'bank_unprocessable');
          writeMiniFunnelCookie({ bank: { ...bank, unprocessable }, accountOpened: values.accountOpened });
          setShown({ bankName: bank.name });
        }}
      >
        {({ isSubmitting }) =>
          shown && answer ? (
            <FunnelResult answer={answer} bankName={shown.bankName} onChange={() => setShown(null)} />
          ) : (
            <>
              <Lead>{t('lead')}</Lead>
              <Form noValidate aria-label={t('title')}>
                <FocusFirstError />
                <Fieldset disabled={isSubmitting}>
                  <FieldGrid>
                    <BankField id={`${id}-bank`} />
                    <SelectField id={`${id}-accountOpened`} name="accountOpened" label={t('form.accountOpened')}>
                      <option value="">{t('form.accountOpenedPlaceholder')}</option>
                      {accountOpenedRanges.map((range) => (
                        <option key={range} value={range}>
                          {t(`form.ranges.${range}`)}
                        </option>
                      ))}
                    </SelectField>
                  </FieldGrid>
                  <ButtonRow>
                    <PrimaryButton type="submit">{isSubmitting ? t('form.loading') : t('form.submit')}</PrimaryButton>
                  </ButtonRow>
                </Fieldset>
                <ErrorList errors={failure} withIcon />
              </Form>
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

  if (answer.result === 'positive') {
    return (
      <ResultCard tone="positive" headingLevel={2} title={t('result.positive.title')}>
        <p>{t('result.positive.text', { payout: formatEuro(answer.payout, language, { cents: false }) })}</p>
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
  return (
    <ResultCard tone="negative" headingLevel={2} title={t(`result.negative.${answer.reason}.title`)}>
      <p>{t(`result.negative.${answer.reason}.text`, { bank: bankName })}</p>
      <ButtonRow>{change}</ButtonRow>
    </ResultCard>
  );
}
