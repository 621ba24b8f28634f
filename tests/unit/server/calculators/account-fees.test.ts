import type { AccountFeesQuestion } from '@/contracts/calculators';
import { accountFeesCheck } from '@/contracts/calculators';
import { checkAccountFees } from '@/server/calculators/account-fees';

const processable = { unprocessable: false };
const customer: AccountFeesQuestion = { bankName: 'Postbank', accountOpened: '2021-01-01', feesChanged: 'yes', expressConsent: 'no', stillPaying: 'yes', monthlyFee: 4.95 };

describe('the account-fee check (BGH XI ZR 26/20, XI ZR 139/23, XI ZR 45/24)', () => {
  it('buys the claim for the payout the price pages state, with the claimable years and an estimate on the given day', () => {
    // An account opened in January to April 2021 can qualify: the range "2021 or later" decides nothing.
    expect(checkAccountFees(customer, processable, '2026-11-27')).toEqual({
      result: 'positive',
      payout: 20,
      firstYear: 2023,
      lapsesOn: '2026-12-31',
      until: '2026-11',
      months: 47,
      estimate: 233,
      toCheck: false,
    });
    expect(checkAccountFees(customer, processable, '2027-01-01')).toMatchObject({ firstYear: 2024, lapsesOn: '2027-12-31' });
  });

  it('is negative without an unagreed change, when everything has lapsed, and for an unprocessable bank', () => {
    expect(checkAccountFees({ ...customer, feesChanged: 'no' }, processable, '2026-11-27')).toEqual({ result: 'negative', reason: 'no_unconsented_change' });
    expect(checkAccountFees({ ...customer, expressConsent: 'yes', expressConsentYear: 2021 }, processable, '2026-11-27')).toEqual({ result: 'negative', reason: 'time_barred', firstYear: 2023, until: 2021 });
    expect(checkAccountFees({ ...customer, bankName: 'KfW' }, { unprocessable: true }, '2026-11-27')).toEqual({ result: 'negative', reason: 'bank_unprocessable' });
  });
});

describe('the account-fee question', () => {
  const check = (question: Record<string, unknown>) => accountFeesCheck.checkBody(question, { today: '2026-11-27' });

  it('asks the year of an express agreement and the last year paid only after the answers that need them', () => {
    expect(check(customer).ok).toBe(true);
    expect(check({ ...customer, expressConsent: 'yes' })).toEqual({ ok: false, errors: [{ path: 'expressConsentYear', code: 'required', params: {} }] });
    expect(check({ ...customer, stillPaying: 'no' })).toEqual({ ok: false, errors: [{ path: 'paidUntilYear', code: 'required', params: {} }] });
    expect(check({ ...customer, stillPaying: 'no', paidUntilYear: 2027 })).toEqual({ ok: false, errors: [{ path: 'paidUntilYear', code: 'in_future', params: {} }] });
  });

  it('refuses unknown answers and implausible fees', () => {
    expect(check({ ...customer, feesChanged: 'maybe' })).toMatchObject({ ok: false, errors: [{ path: 'feesChanged', code: 'invalid_choice' }] });
    expect(check({ ...customer, monthlyFee: 250 })).toMatchObject({ ok: false, errors: [{ path: 'monthlyFee', code: 'too_large' }] });
  });
});
