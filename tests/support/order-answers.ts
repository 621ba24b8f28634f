/** Complete answers to the rent-brake funnel (src/domain/funnels/definitions/rent-brake.json), for tests. */
export const rentBrakeAnswers = {
  street: 'Karl-Marx-Allee 1',
  'postal-code': '10178',
  city: 'Berlin',
  land: 'BE',
  'signed-on': '2024-04-10',
  'move-in': '2024-05-01',
  rent: 1234.5,
  size: 62,
  landlord: 'Wohnbau GmbH',
  'previous-rent': 'unknown',
  modernisation: 'no',
  'new-build': 'no',
  'comprehensive-modernisation': 'no',
  'temporary-use': 'no',
  'graduated-rent': 'no',
  'index-rent': 'no',
  disclosed: 'unknown',
};

/** Complete answers to the dismissal funnel (definitions/dismissal.json) for a letter received on `received`, for tests. */
export const dismissalAnswers = (received: string) => ({
  'letter-received': received,
  employer: 'Muster Logistik GmbH',
  'employment-start': '2019-04-01',
  'company-size': 'more-than-10',
  salary: 3850.5,
});

/** Complete answers to the account-fee funnel (definitions/account-fees.json): fees raised without consent, still paid. */
export const accountFeesAnswers = {
  bank: 'Commerzbank',
  'account-opened': '2010-04-01',
  iban: 'DE89370400440532013000',
  'fees-changed': 'yes',
  'express-consent': 'no',
  'still-paying': 'yes',
  'monthly-fee': 4.95,
};

/** What every order's mandate needs besides the answers (a fictional Berlin address and phone), for tests. */
export const mandateContact = {
  phone: '+49 30 23125 002',
  address: { street_name: 'Beispielweg', house_number: '12a', postal_code: '10178', city: 'Berlin' },
};

/** The customer of an order with what its mandate needs, and a payout account where money is forwarded. */
export const orderCustomer = (email: string, name: string, { payout = true } = {}) => ({
  email,
  name,
  ...mandateContact,
  ...(payout ? { payout_iban: 'DE02120300000000202051' } : {}),
});
