import type { FieldsByPath } from '@/components/forms/contract-checks';

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
