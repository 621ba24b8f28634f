import { useFormik } from 'formik';
import { useRouter } from 'next/router';
import { useId, useState } from 'react';
import styled from 'styled-components';
import type { BankSuggestion } from '@/api-client/banks';
import { type AccountFeesAnswer, checkAccountFees } from '@/api-client/calculators';
import type { ClientError } from '@/api-client/http';
import { calculationFailed } from '@/components/calculators/calculation';
import { FieldError, Hint, SelectField } from '@/components/calculators/fields';
import { LegalBasis, ResultCard } from '@/components/calculators/ResultCard';
import { Link } from '@/components/Link';
import { PageHead } from '@/components/PageHead';
import { AccentButtonLink, ButtonRow, PrimaryButton, SecondaryButton } from '@/components/ui/buttons';
import { Container, Lead } from '@/components/ui/Container';
import { ErrorList } from '@/components/ui/ErrorList';
import { Fieldset } from '@/components/ui/Fieldset';
import type { Namespace } from '@/i18n/namespaces';
import { formatEuro } from '@/i18n/numbers';
import { useTranslation } from '@/i18n/useTranslation';
import { useLanguage } from '@/page/PageContext';
import { BankAutocomplete } from './BankAutocomplete';
import { accountOpenedRanges, trackingQuery, writeMiniFunnelCookie } from './mini-funnel';

export const giroFunnelNamespaces: Namespace[] = ['giroFunnel', 'errors'];

interface FunnelValues {
  bankName: BankSuggestion | null;
  accountOpened: string;
}

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.3rem;
  margin-bottom: 1rem;

  label {
    font-weight: 600;
  }
`;

const MoreInfo = styled(Link)`
  font-weight: 700;
`;

/**
 * The bank-fee mini funnel (spec sections 2, 3, 5): form, then result. Errors show only after a submit
 * attempt. A processable bank writes the answers cookie and shows the call to action; an unprocessable
 * one shows the negative result and writes nothing.
 */
export function GiroFunnelScreen() {
  const { t } = useTranslation('giroFunnel');
  const id = useId();
  const [answer, setAnswer] = useState<AccountFeesAnswer | null>(null);
  const [showResult, setShowResult] = useState(false);
  const [failure, setFailure] = useState<ClientError[]>([]);

  const formik = useFormik<FunnelValues>({
    initialValues: { bankName: null, accountOpened: '' },
    validate(values) {
      const errors: Partial<Record<keyof FunnelValues, string>> = {};
      if (!values.bankName) errors.bankName = t('errors.bankName.required');
      if (!values.accountOpened) errors.accountOpened = t('errors.accountOpened.required');
      return errors;
    },
    async onSubmit(values, helpers) {
      const bank = values.bankName as BankSuggestion;
      setFailure([]);
      const response = await checkAccountFees({ bankName: bank.name, accountOpened: values.accountOpened });
      if (!response.ok) {
        if (response.errors.some((error) => error.key === 'bankName.unknown_bank')) {
          helpers.setErrors({ bankName: t('errors.bankName.unknown_bank') });
        } else setFailure([calculationFailed]);
        return;
      }
      const unprocessable = bank.unprocessable || response.data.reason === 'bank_unprocessable';
      writeMiniFunnelCookie({ bank: { ...bank, unprocessable }, accountOpened: values.accountOpened });
      setAnswer(response.data);
      setShowResult(true);
    },
  });

  const error = (field: keyof FunnelValues) => (formik.submitCount > 0 ? (formik.errors[field] as string | undefined) : undefined);
  const bankError = error('bankName');
  const rangeError = error('accountOpened');

  return (
    <Container $narrow>
      <PageHead title={t('title')} description={t('description')} />
      <h1>{t('title')}</h1>
      {showResult && answer && formik.values.bankName ? (
        <FunnelResult answer={answer} bankName={formik.values.bankName.name} onChange={() => setShowResult(false)} />
      ) : (
        <>
          <Lead>{t('lead')}</Lead>
          <form noValidate onSubmit={formik.handleSubmit} aria-label={t('title')}>
            <Fieldset disabled={formik.isSubmitting}>
              <Field>
                <label htmlFor={`${id}-bank`}>{t('form.bank')}</label>
                <Hint>{t('form.bankHint')}</Hint>
                <BankAutocomplete
                  inputId={`${id}-bank`}
                  value={formik.values.bankName}
                  onChange={(bank) => void formik.setFieldValue('bankName', bank)}
                  onBlur={() => void formik.setFieldTouched('bankName')}
                  errorId={bankError ? `${id}-bank-error` : undefined}
                  placeholder={t('form.bankPlaceholder')}
                />
                {bankError && <FieldError id={`${id}-bank-error`}>{bankError}</FieldError>}
              </Field>
              <SelectField
                id={`${id}-accountOpened`}
                name="accountOpened"
                label={t('form.accountOpened')}
                value={formik.values.accountOpened}
                onChange={formik.handleChange}
                onBlur={formik.handleBlur}
                error={rangeError}
              >
                <option value="">{t('form.accountOpenedPlaceholder')}</option>
                {accountOpenedRanges.map((range) => (
                  <option key={range} value={range}>
                    {t(`form.ranges.${range}`)}
                  </option>
                ))}
              </SelectField>
              <ButtonRow>
                <PrimaryButton type="submit">{formik.isSubmitting ? t('form.loading') : t('form.submit')}</PrimaryButton>
              </ButtonRow>
            </Fieldset>
            <ErrorList errors={failure} withIcon />
          </form>
        </>
      )}
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
        <p>{t('result.positive.text', { payout: formatEuro(answer.payout ?? 0, language, { cents: false }) })}</p>
        <LegalBasis>{t('result.positive.legal')}</LegalBasis>
        <ButtonRow>
          <AccentButtonLink to="accountFees" query={trackingQuery('cta', router.query)}>
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
  const reason = answer.reason ?? 'bank_unprocessable';
  return (
    <ResultCard tone="negative" headingLevel={2} title={t(`result.negative.${reason}.title`)}>
      <p>{t(`result.negative.${reason}.text`, { bank: bankName })}</p>
      <ButtonRow>{change}</ButtonRow>
    </ResultCard>
  );
}
