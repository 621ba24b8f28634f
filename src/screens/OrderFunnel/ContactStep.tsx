import { Form, Formik } from 'formik';
import { useId } from 'react';
import { type FieldsByPath, useContractChecks } from '@/components/forms/contract-checks';
import { FieldGrid, TextField } from '@/components/forms/fields';
import { FormErrors } from '@/components/forms/FormErrors';
import { Lead } from '@/components/ui/Container';
import { useTranslation } from '@/i18n/useTranslation';
import { KeepValues, StepButtons } from './step-parts';

export interface ContactValues {
  name: string;
  email: string;
}

export const contactFields: FieldsByPath<ContactValues> = { 'customer.name': 'name', 'customer.email': 'email' };

/** Name and e-mail address of the customer, checked by the order's contract. */
export function ContactStep({
  initial,
  toRequest,
  onChange,
  onNext,
  onBack,
}: {
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
        <Form noValidate>
          <KeepValues<ContactValues> onChange={onChange} />
          <FieldGrid>
            <TextField id={`${errorsId}-field-name`} name="name" label={t('contact.name')} autoComplete="name" />
            <TextField
              id={`${errorsId}-field-email`}
              name="email"
              type="email"
              label={t('contact.email')}
              hint={t('contact.emailHint')}
              autoComplete="email"
            />
          </FieldGrid>
          <FormErrors id={errorsId} fields={contactFields} server={[]} />
          <StepButtons onBack={onBack} />
        </Form>
      </Formik>
    </>
  );
}
