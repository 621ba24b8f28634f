import { ScriptedForm } from '@/components/forms/ScriptedForm';
import { newIdempotencyKey } from '@/components/forms/idempotency-key';
import { Formik } from 'formik';
import { useState } from 'react';
import styled from 'styled-components';
import { takeOutMembership } from '@/api-client/memberships';
import { readStoredAuth } from '@/session/auth-cookie';
import { type FieldsByPath, useContractChecks } from '@/components/forms/contract-checks';
import { CheckboxField } from '@/components/forms/CheckboxField';
import { FormErrors } from '@/components/forms/FormErrors';
import { FieldGrid, TextField } from '@/components/forms/fields';
import { PendingSubmit } from '@/components/forms/PendingSubmit';
import { RadioGroupField } from '@/components/forms/RadioGroupField';
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
  /** Whose account is debited: the member's own, or another person's, who then gives the mandate. */
  accountOwner: 'own' | 'other';
  accountHolder: string;
  holderTypedName: string;
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
  'consent.holder_typed_name': 'holderTypedName',
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
 * name. The button names the payment obligation (§ 312j Abs. 3 BGB). The mandate is the account
 * holder's (the debtor signs it, SEPA Core Direct Debit Rulebook): over another person's account that
 * person's name is asked, the mandate is worded as their declaration and they type their name to give it.
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
    // The member's own account: the member is the holder, and the member's signature gives the mandate.
    account_holder: values.accountOwner === 'own' ? values.name.trim() : values.accountHolder.trim(),
    iban: values.iban,
    consent: {
      text_version: offer.contract_text_version,
      typed_name: values.typedName.trim(),
      ...(values.accountOwner === 'other' ? { holder_typed_name: values.holderTypedName.trim() } : {}),
      early_start: values.earlyStart,
      terms_accepted: values.termsAccepted,
      privacy_accepted: values.privacyAccepted,
      sepa_mandate_accepted: values.sepaMandateAccepted,
    },
  });
  const checkContract = useContractChecks<MembershipOrderValues>({
    checks: async () => (await import('@/contracts/memberships')).takeOutMembership.checkBody,
    toRequest: (values) => ({ request: requestOf(values) }),
    fields,
  });
  // Over the member's own account the holder's fields are not shown: the name field answers for them.
  const validate = async (values: MembershipOrderValues) => {
    const errors = await checkContract(values);
    if (values.accountOwner === 'own') {
      delete errors.accountHolder;
      delete errors.holderTypedName;
    }
    return errors;
  };

  const initialValues: MembershipOrderValues = {
    tariff: plan.tariffs[0]?.id ?? '',
    name: '',
    email: '',
    accountOwner: 'own',
    accountHolder: '',
    holderTypedName: '',
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
            // Signed in with the membership's address, it needs no proof of the address from the mail.
            const response = await takeOutMembership(request, readStoredAuth());
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
        const othersAccount = values.accountOwner === 'other';
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
                <FieldGrid $columns={1}>
                  <RadioGroupField
                    {...field('accountOwner')}
                    legend={t('order.fields.accountOwner')}
                    options={[
                      { value: 'own', label: t('order.fields.ownAccount') },
                      { value: 'other', label: t('order.fields.otherAccount') },
                    ]}
                  />
                </FieldGrid>
                {othersAccount && <p id={`${idPrefix}-holder-note`}>{t('order.mandate.holderNote')}</p>}
                <FieldGrid>
                  {othersAccount && <TextField {...field('accountHolder')} autoComplete="off" label={t('order.fields.accountHolder')} />}
                  <TextField
                    {...field('iban')}
                    autoComplete="off"
                    autoCapitalize="characters"
                    spellCheck={false}
                    label={t('order.fields.iban')}
                    hint={t('order.fields.ibanHint')}
                  />
                </FieldGrid>
                {othersAccount ? (
                  <>
                    <CheckboxField
                      {...field('sepaMandateAccepted')}
                      label={t('order.fields.sepaMandateOfHolder', { holder: values.accountHolder.trim() || t('order.fields.theHolder'), member: values.name.trim() || t('order.fields.theMember') })}
                    />
                    <FieldGrid $columns={1}>
                      <TextField {...field('holderTypedName')} autoComplete="off" label={t('order.fields.holderTypedName')} hint={t('order.fields.holderTypedNameHint')} />
                    </FieldGrid>
                  </>
                ) : (
                  <CheckboxField {...field('sepaMandateAccepted')} label={t('order.fields.sepaMandate')} />
                )}
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
                  <TextField {...field('typedName')} autoComplete="off" label={t('order.fields.typedName')} hint={t(othersAccount ? 'order.fields.typedNameHintMember' : 'order.fields.typedNameHint')} />
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
