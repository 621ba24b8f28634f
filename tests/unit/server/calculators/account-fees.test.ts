import { checkAccountFees } from '@/server/calculators/account-fees';

const processable = { unprocessable: false };

describe('account fees', () => {
  it('pays 20 EUR for accounts opened before 2021', () => {
    expect(checkAccountFees({ bankName: 'Postbank', accountOpened: '2020-12-31' }, processable)).toEqual({ result: 'positive', payout: 20 });
    expect(checkAccountFees({ bankName: 'Postbank', accountOpened: '2011-12-31' }, processable)).toEqual({ result: 'positive', payout: 20 });
  });

  it('is negative for accounts opened on 1 January 2021 or later', () => {
    expect(checkAccountFees({ bankName: 'Postbank', accountOpened: '2021-01-01' }, processable)).toEqual({
      result: 'negative',
      reason: 'fees_agreed_at_opening',
    });
  });

  it('is negative for an unprocessable bank, whenever the account was opened', () => {
    expect(checkAccountFees({ bankName: 'KfW', accountOpened: '2015-12-31' }, { unprocessable: true })).toEqual({
      result: 'negative',
      reason: 'bank_unprocessable',
    });
  });
});
