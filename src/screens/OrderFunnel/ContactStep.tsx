import { Formik } from 'formik';
import { useId } from 'react';
import { ScriptedForm } from '@/components/forms/ScriptedForm';
import { useContractChecks } from '@/components/forms/contract-checks';
import { FieldGrid, TextField } from '@/components/forms/fields';
import { FormErrors } from '@/components/forms/FormErrors';
import { Lead } from '@/components/ui/Container';
import styled from 'styled-components';
import { Fieldset } from '@/components/ui/Fieldset';
import type { Funnel } from '@/contracts/commissioning';
import { forwardsPayments, type ProductName } from '@/domain/products';
import { useTranslation } from '@/i18n/useTranslation';
import { useLanguage } from '@/page-setup/PageContext';
import { contactFields, type ContactValues } from './contact-details';
import type { OrderDraft } from './order-draft';
import { orderRequestOf } from './order-request';
import { KeepValues, StepButtons } from './step-parts';

export { contactFields, type ContactValues, emptyContact } from './contact-details';

const AddressGroup = styled(Fieldset)`
  margin: 1rem 0;

  legend {
    margin-bottom: 0.5rem;
    font-weight: 600;
  }
`;

/**
 * The customer and what the mandate needs (checked by the order's contract): name and e-mail address,
 * phone and postal address for every product, and for a product that forwards money (a collection, the
 * partner law firm's payout) the account it goes to. Known details of a signed-in customer are filled in.
 */
export function ContactStep({
  product,
  funnel,
  draft,
  onChange,
  onNext,
  onBack,
}: {
  product: ProductName;
  funnel: Funnel;
  draft: OrderDraft;
  onChange: (values: ContactValues) => void;
  onNext: () => void;
  onBack: () => void;
}) {
  const { t } = useTranslation('orderFunnel');
  const language = useLanguage();
  const errorsId = useId();
  const validate = useContractChecks<ContactValues>({
    checks: async () => (await import('@/contracts/commissioning')).placeOrder.checkBody,
    toRequest: (values) => ({ request: orderRequestOf(product, funnel, { ...draft, customer: values }, language) }),
    fields: contactFields,
  });
  return (
    <>
      <Lead>{t('contact.lead')}</Lead>
      <Formik<ContactValues> initialValues={draft.customer} validate={validate} onSubmit={onNext}>
        <ScriptedForm noValidate>
          <KeepValues<ContactValues> onChange={onChange} />
          <FieldGrid>
            <TextField id={`${errorsId}-field-name`} name="name" label={t('contact.name')} autoComplete="name" />
            <TextField id={`${errorsId}-field-email`} name="email" type="email" label={t('contact.email')} hint={t('contact.emailHint')} autoComplete="email" />
            <TextField id={`${errorsId}-field-phone`} name="phone" type="tel" label={t('contact.phone')} hint={t('contact.phoneHint')} autoComplete="tel" />
          </FieldGrid>
          <AddressGroup>
            <legend>{t('contact.address')}</legend>
            <FieldGrid>
              <TextField id={`${errorsId}-field-street`} name="streetName" label={t('contact.streetName')} autoComplete="address-line1" />
              <TextField id={`${errorsId}-field-house`} name="houseNumber" label={t('contact.houseNumber')} autoComplete="off" />
              <TextField id={`${errorsId}-field-postal`} name="postalCode" label={t('contact.postalCode')} autoComplete="postal-code" inputMode="numeric" />
              <TextField id={`${errorsId}-field-city`} name="city" label={t('contact.city')} autoComplete="address-level2" />
            </FieldGrid>
          </AddressGroup>
          {forwardsPayments(product) && (
            <FieldGrid>
              <TextField
                id={`${errorsId}-field-payout`}
                name="payoutIban"
                label={t('contact.payoutIban')}
                hint={t('contact.payoutIbanHint')}
                autoComplete="off"
                spellCheck={false}
                autoCapitalize="characters"
              />
            </FieldGrid>
          )}
          <FormErrors id={errorsId} fields={contactFields} server={[]} />
          <StepButtons onBack={onBack} />
        </ScriptedForm>
      </Formik>
    </>
  );
}
