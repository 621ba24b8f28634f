import { Formik } from 'formik';
import { useId } from 'react';
import { ScriptedForm } from '@/components/forms/ScriptedForm';
import { type FieldsByPath, useContractChecks } from '@/components/forms/contract-checks';
import { FieldGrid, TextField } from '@/components/forms/fields';
import { FormErrors } from '@/components/forms/FormErrors';
import { Lead } from '@/components/ui/Container';
import styled from 'styled-components';
import { Fieldset } from '@/components/ui/Fieldset';
import { forwardsPayments, type ProductName } from '@/domain/products';
import { useTranslation } from '@/i18n/useTranslation';
import { KeepValues, StepButtons } from './step-parts';

/** Who gives the mandate and what it needs: how we reach the customer, and where money goes. */
export interface ContactValues {
  name: string;
  email: string;
  phone: string;
  streetName: string;
  houseNumber: string;
  postalCode: string;
  city: string;
  /** Where money received for the customer is forwarded; asked where the product forwards payments. */
  payoutIban: string;
}

const AddressGroup = styled(Fieldset)`
  margin: 1rem 0;

  legend {
    margin-bottom: 0.5rem;
    font-weight: 600;
  }
`;

export const emptyContact = (): ContactValues => ({ name: '', email: '', phone: '', streetName: '', houseNumber: '', postalCode: '', city: '', payoutIban: '' });

export const contactFields: FieldsByPath<ContactValues> = {
  'customer.name': 'name',
  'customer.email': 'email',
  'customer.phone': 'phone',
  'customer.address.street_name': 'streetName',
  'customer.address.house_number': 'houseNumber',
  'customer.address.postal_code': 'postalCode',
  'customer.address.city': 'city',
  'customer.payout_iban': 'payoutIban',
};

/**
 * The customer and what the mandate needs (checked by the order's contract): name and e-mail address,
 * phone and postal address for every product, and for a product that forwards money (a collection, the
 * partner law firm's payout) the account it goes to. Known details of a signed-in customer are filled in.
 */
export function ContactStep({
  product,
  initial,
  toRequest,
  onChange,
  onNext,
  onBack,
}: {
  product: ProductName;
  initial: ContactValues;
  toRequest: (values: ContactValues) => unknown;
  onChange: (values: ContactValues) => void;
  onNext: () => void;
  onBack: () => void;
}) {
  const { t } = useTranslation('orderFunnel');
  const errorsId = useId();
  const validate = useContractChecks<ContactValues>({
    checks: async () => (await import('@/contracts/commissioning')).placeOrder.checkBody,
    toRequest: (values) => ({ request: toRequest(values) }),
    fields: contactFields,
  });
  return (
    <>
      <Lead>{t('contact.lead')}</Lead>
      <Formik<ContactValues> initialValues={initial} validate={validate} onSubmit={onNext}>
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
