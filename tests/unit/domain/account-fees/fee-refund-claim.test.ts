import { feeRefundClaim, type FeeRefundQuestion, TACIT_CONSENT_VOID_FROM } from '@/domain/account-fees/fee-refund-claim';

const customer: FeeRefundQuestion = { feesChanged: 'yes', expressConsent: 'no', stillPaying: 'yes', monthlyFee: 4.95 };

describe('account fee refunds (BGH XI ZR 26/20, XI ZR 139/23, XI ZR 45/24)', () => {
  it('asks about fees raised or introduced before 27 April 2021, the day tacit consent was voided', () => {
    expect(TACIT_CONSENT_VOID_FROM).toBe('2021-04-27');
  });

  it('counts the claimable months up to today and estimates what they are worth', () => {
    // 27 November 2026: January 2023 to November 2026 are 47 months; 47 × 4.95 EUR = 232.65 EUR.
    expect(feeRefundClaim(customer, '2026-11-27')).toEqual({
      claimable: true,
      firstYear: 2023,
      lapsesOn: '2026-12-31',
      until: '2026-11',
      months: 47,
      estimate: 233,
      toCheck: false,
    });
    // On 1 January 2027 the year 2023 has lapsed: January 2024 to January 2027.
    expect(feeRefundClaim(customer, '2027-01-01')).toMatchObject({ firstYear: 2024, months: 37, until: '2027-01' });
  });

  it('treats continued use as no consent, and counts only up to an express agreement (XI ZR 139/23)', () => {
    // Agreed in 2024: 2023 and 2024 count (the month of the agreement is not asked: an upper figure).
    expect(feeRefundClaim({ ...customer, expressConsent: 'yes', expressConsentYear: 2024 }, '2026-11-27')).toMatchObject({ claimable: true, until: '2024-12', months: 24 });
    // Agreed in 2022: everything unagreed was debited before 2023 and has lapsed.
    expect(feeRefundClaim({ ...customer, expressConsent: 'yes', expressConsentYear: 2022 }, '2026-11-27')).toEqual({ claimable: false, reason: 'time_barred', firstYear: 2023, until: 2022 });
  });

  it('counts up to the year the customer stopped paying', () => {
    expect(feeRefundClaim({ ...customer, stillPaying: 'no', paidUntilYear: 2023 }, '2026-11-27')).toMatchObject({ claimable: true, until: '2023-12', months: 12, estimate: 59 });
    expect(feeRefundClaim({ ...customer, stillPaying: 'no', paidUntilYear: 2021 }, '2026-11-27')).toMatchObject({ claimable: false, reason: 'time_barred' });
  });

  it('has nothing to reclaim without an unagreed change, and checks rather than says no when the customer does not know', () => {
    expect(feeRefundClaim({ ...customer, feesChanged: 'no' }, '2026-11-27')).toEqual({ claimable: false, reason: 'no_unconsented_change' });
    expect(feeRefundClaim({ ...customer, feesChanged: 'unknown' }, '2026-11-27')).toMatchObject({ claimable: true, toCheck: true });
    expect(feeRefundClaim({ ...customer, expressConsent: 'unknown' }, '2026-11-27')).toMatchObject({ claimable: true, toCheck: true });
  });
});
