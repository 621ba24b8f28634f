/** Complete answers to the rent-brake funnel (src/domain/funnels/definitions/rent-brake.json), for tests. */
export const rentBrakeAnswers = {
  street: 'Karl-Marx-Allee 1',
  'postal-code': '10178',
  city: 'Berlin',
  'move-in': '2024-05-01',
  rent: 1234.5,
  size: 62,
  landlord: 'Wohnbau GmbH',
};
