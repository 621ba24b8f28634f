import { ScriptedForm } from '@/components/forms/ScriptedForm';
import { newIdempotencyKey } from '@/components/forms/idempotency-key';
import { Formik } from 'formik';
import { useState } from 'react';
import styled from 'styled-components';
import { takeOutMembership } from '@/api-client/memberships';
import { type FieldsByPath, useContractChecks } from '@/components/forms/contract-checks';
import { CheckboxField } from '@/components/forms/CheckboxField';
import { FormErrors } from '@/components/forms/FormErrors';
import { FieldGrid, TextField } from '@/components/forms/fields';
import { PendingSubmit } from '@/components/forms/PendingSubmit';
import { SelectField } from '@/components/forms/SelectField';
import { useSubmission } from '@/components/forms/useSubmission';
import { Link } from '@/components/Link';
import { Fieldset } from '@/components/ui/Fieldset';
import type { MembershipPlan, MembershipPlans } from '@/contracts/membership-plans';
import type { MembershipOrderRequest, TakenOutMembership } from '@/contracts/memberships';
import { formatCents } from '@/domain/pricing/price-texts';
import type { MembershipPlanName } from '@/domain/pricing/membership-plans';
import { Trans, useTranslation } from '@/i18n/useTranslation';
import { useLanguage } from '@/page-setup/PageContext';
import { theme } from '@/styles/theme';

export interface MembershipOrderValues {
  tariff: string;
  name: string;
  email: string;
  accountHolder: string;
  iban: string;
  typedName: string;
  earlyStart: boolean;
  termsAccepted: boolean;
  privacyAccepted: boolean;
  sepaMandateAccepted: boolean;
}

const fields: FieldsByPath<MembershipOrderValues> = {
  tariff: 'tariff',
  'customer.name': 'name',
  'customer.email': 'email',
  account_holder: 'accountHolder',
  iban: 'iban',
  'consent.typed_name': 'typedName',
  'consent.early_start': 'earlyStart',
  'consent.terms_accepted': 'termsAccepted',
  'consent.privacy_accepted': 'privacyAccepted',
  'consent.sepa_mandate_accepted': 'sepaMandateAccepted',
};

/** 128 random bits in hex: one key per visit of the form, so a double click or a retry takes out one membership. */

const Section = styled.section`
  margin-block: 1.5rem;

  h2 {
    font-size: 1.2rem;
    margin-block: 0 0.6rem;
  }

  p {
    margin-block: 0.4rem;
  }
`;

const Mandate = styled.div`
  padding: 0.8rem 1rem;
  border: 1px solid ${theme.colors.border};
  border-radius: 8px;
  background: ${theme.colors.surface};
  font-size: 0.95rem;
`;

const Terms = styled.ul`
  padding-inline-start: 1.2rem;

  li {
    margin-block: 0.3rem;
  }
`;

interface Props {
  plan: MembershipPlan;
  offer: MembershipPlans & { creditor: NonNullable<MembershipPlans['creditor']> };
  onTakenOut: (membership: TakenOutMembership, email: string) => void;
}

/**
 * One page from tariff to order: price, term, cancellation and the debit as the confirmation states
 * them, the SEPA mandate with the creditor, the account, the customer, the consents and the typed
 * name. The button names the payment obligation (§ 312j Abs. 3 BGB).
 */
export function MembershipOrderForm({ plan, offer, onTakenOut }: Props) {
  const { t } = useTranslation('memberships');
  const language = useLanguage();
  const [idempotencyKey] = useState(newIdempotencyKey);
  const { pending, serverErrors, submit } = useSubmission(fields);
  const idPrefix = `membership-${plan.plan}`;
  const errorsId = `${idPrefix}-errors`;

  const requestOf = (values: MembershipOrderValues): MembershipOrderRequest => ({
    plan: plan.plan as MembershipPlanName,
    tariff: values.tariff,
    idempotency_key: idempotencyKey,
    language,
    customer: { email: values.email.trim(), name: values.name.trim() },
    account_holder: values.accountHolder.trim(),
    iban: values.iban,
    consent: {
      text_version: offer.contract_text_version,
      typed_name: values.typedName.trim(),
      early_start: values.earlyStart,
      terms_accepted: values.termsAccepted,
      privacy_accepted: values.privacyAccepted,
      sepa_mandate_accepted: values.sepaMandateAccepted,
    },
  });
  const validate = useContractChecks<MembershipOrderValues>({
    checks: async () => (await import('@/contracts/memberships')).takeOutMembership.checkBody,
    toRequest: (values) => ({ request: requestOf(values) }),
    fields,
  });

  const initialValues: MembershipOrderValues = {
    tariff: plan.tariffs[0]?.id ?? '',
    name: '',
    email: '',
    accountHolder: '',
    iban: '',
    typedName: '',
    earlyStart: false,
    termsAccepted: false,
    privacyAccepted: false,
    sepaMandateAccepted: false,
  };
  const field = (name: keyof MembershipOrderValues) => ({ id: `${idPrefix}-${name}`, name });
  const creditor = offer.creditor;

  return (
    <Formik
      initialValues={initialValues}
      validate={validate}
      onSubmit={async (values, { setStatus }) => {
        const request = requestOf(values);
        let taken: TakenOutMembership | undefined;
        const ok = await submit(
          async () => {
            const response = await takeOutMembership(request);
            if (response.ok) taken = response.data.membership;
            return response;
          },
          { values, setStatus },
        );
        if (ok && taken) onTakenOut(taken, request.customer.email);
      }}
    >
      {({ values }) => {
        const tariff = plan.tariffs.find((candidate) => candidate.id === values.tariff) ?? plan.tariffs[0];
        return (
          <ScriptedForm noValidate aria-describedby={errorsId}>
            <Fieldset disabled={pending}>
              <Section aria-labelledby={`${idPrefix}-tariff-title`}>
                <h2 id={`${idPrefix}-tariff-title`}>{t('order.sections.tariff')}</h2>
                {plan.tariffs.length > 1 ? (
                  <FieldGrid $columns={1}>
                    <SelectField {...field('tariff')} label={t('order.fields.tariff')}>
                      {plan.tariffs.map((option) => (
                        <option key={option.id} value={option.id}>
                          {option.price_text}
                        </option>
                      ))}
                    </SelectField>
                  </FieldGrid>
                ) : (
                  <p>
                    <strong>{tariff?.price_text}</strong>
                  </p>
                )}
              </Section>

              <Section aria-labelledby={`${idPrefix}-terms-title`}>
                <h2 id={`${idPrefix}-terms-title`}>{t('order.sections.terms')}</h2>
                <Terms>
                  <li>{plan.term_text}</li>
                  <li>{plan.cancellation_text}</li>
                  <li>{plan.debit_text}</li>
                  <li>{t('order.start')}</li>
                  <li>{t('order.withdrawal')}</li>
                </Terms>
              </Section>

              <Section aria-labelledby={`${idPrefix}-customer-title`}>
                <h2 id={`${idPrefix}-customer-title`}>{t('order.sections.customer')}</h2>
                <FieldGrid>
                  <TextField {...field('name')} autoComplete="name" label={t('order.fields.name')} />
                  <TextField {...field('email')} type="email" autoComplete="email" inputMode="email" label={t('order.fields.email')} />
                </FieldGrid>
              </Section>

              <Section aria-labelledby={`${idPrefix}-mandate-title`}>
                <h2 id={`${idPrefix}-mandate-title`}>{t('order.sections.mandate')}</h2>
                <Mandate>
                  <p>
                    {t('order.mandate.creditor', { name: creditor.name })}
                    <br />
                    {t('order.mandate.creditorId', { id: creditor.identifier })}
                    <br />
                    {t('order.mandate.reference')}
                  </p>
                  <p>{t('order.mandate.authorisation', { name: creditor.name })}</p>
                  <p>{t('order.mandate.refund')}</p>
                </Mandate>
                <FieldGrid>
                  <TextField {...field('accountHolder')} autoComplete="name" label={t('order.fields.accountHolder')} />
                  <TextField
                    {...field('iban')}
                    autoComplete="off"
                    autoCapitalize="characters"
                    spellCheck={false}
                    label={t('order.fields.iban')}
                    hint={t('order.fields.ibanHint')}
                  />
                </FieldGrid>
                <CheckboxField {...field('sepaMandateAccepted')} label={t('order.fields.sepaMandate')} />
              </Section>

              <Section aria-labelledby={`${idPrefix}-consent-title`}>
                <h2 id={`${idPrefix}-consent-title`}>{t('order.sections.consent')}</h2>
                <CheckboxField {...field('earlyStart')} label={t('order.fields.earlyStart')} />
                <CheckboxField
                  {...field('termsAccepted')}
                  label={<Trans t={t} i18nKey="order.fields.terms" components={{ terms: <Link to="terms" />, withdrawal: <Link to="withdrawal" /> }} />}
                />
                <CheckboxField {...field('privacyAccepted')} label={<Trans t={t} i18nKey="order.fields.privacy" components={{ privacy: <Link to="privacy" /> }} />} />
                <FieldGrid $columns={1}>
                  <TextField {...field('typedName')} autoComplete="off" label={t('order.fields.typedName')} hint={t('order.fields.typedNameHint')} />
                </FieldGrid>
                {tariff && (
                  <p>
                    <strong>{t('order.summary', { plan: plan.title, tariff: tariff.title, price: formatCents(tariff.monthly_price_cents, language) })}</strong>
                  </p>
                )}
              </Section>
              <PendingSubmit pending={pending} label={t('order.submit')} pendingLabel={t('order.pending')} />
            </Fieldset>
            <FormErrors id={errorsId} fields={fields} server={serverErrors} />
          </ScriptedForm>
        );
      }}
    </Formik>
  );
}
