import { complaintWindowEnd, repaymentRule } from '@/server/calculators/rent-brake/repayment';

describe('repayment of overpaid rent (§ 556g(2) BGB)', () => {
  it('ends the 30 months the day before the same day 30 months later (§§ 187(2), 188(2) BGB)', () => {
    expect(complaintWindowEnd('2024-01-01')).toBe('2026-06-30');
    expect(complaintWindowEnd('2023-05-15')).toBe('2025-11-14');
  });

  it('ends on the last day of the month when that month has no such day (§ 188(3) BGB)', () => {
    expect(complaintWindowEnd('2023-08-31')).toBe('2026-02-28');
  });

  it('reaches back to the start for a complaint within 30 months of the start of the tenancy', () => {
    expect(repaymentRule({ signedOn: '2025-01-10', tenancyStart: '2025-02-01', today: '2026-11-27' })).toEqual({
      rule: 'from_start',
      deadline: '2027-07-31',
      countedFrom: 'tenancy_start',
    });
  });

  it('repays only from the complaint on once the 30 months have passed (the issue\'s 2022 lease)', () => {
    expect(repaymentRule({ signedOn: '2022-03-01', tenancyStart: '2022-04-01', today: '2026-11-27' })).toEqual({
      rule: 'from_complaint',
      deadline: '2024-09-30',
      countedFrom: 'tenancy_start',
    });
  });

  it('counts from the signing date when the start is not given, which is never later than the start', () => {
    expect(repaymentRule({ signedOn: '2025-01-10', today: '2026-11-27' })).toMatchObject({ deadline: '2027-07-09', countedFrom: 'signing_date' });
  });

  it('repays only from the complaint on for leases concluded before 2020-04-01 (Art. 229 § 51 EGBGB)', () => {
    expect(repaymentRule({ signedOn: '2020-03-31', today: '2020-05-01' })).toEqual({ rule: 'from_complaint_old_law', countedFrom: 'signing_date' });
    expect(repaymentRule({ signedOn: '2020-04-01', today: '2020-05-01' }).rule).toBe('from_start');
  });
});
