import { accountingVoucherYears, commercialLetterYears, membershipRetainUntil, orderRecordRetainUntil, retainUntil, stillRetained } from '@/server/privacy/retention';

describe('how long an order record outlives its account', () => {
  it('counts six years for the contract (a commercial letter) and eight for a fee booked (a voucher)', () => {
    expect(commercialLetterYears).toBe(6);
    expect(accountingVoucherYears).toBe(8);
  });

  it('counts from the end of the year the order was placed, not from the deletion', () => {
    expect(orderRecordRetainUntil({ orderedAt: new Date('2026-03-01T10:00:00Z'), caseStatus: 'in_review', caseUpdatedAt: new Date('2028-02-01T10:00:00Z') })).toBe('2032-12-31');
    expect(orderRecordRetainUntil({ orderedAt: new Date('2026-03-01T10:00:00Z'), caseStatus: 'unsuccessful', caseUpdatedAt: new Date('2027-06-01T10:00:00Z') })).toBe('2032-12-31');
  });

  it('keeps the record of a successful case eight years from the end of the year it succeeded', () => {
    expect(orderRecordRetainUntil({ orderedAt: new Date('2026-03-01T10:00:00Z'), caseStatus: 'successful', caseUpdatedAt: new Date('2027-06-01T10:00:00Z') })).toBe('2035-12-31');
  });

  it('takes the year in Germany: New Year’s Eve in UTC is already the new year there', () => {
    expect(retainUntil(new Date('2026-12-31T23:30:00Z'), commercialLetterYears)).toBe('2033-12-31');
  });

  it('keeps a record through its last day and no longer', () => {
    expect(stillRetained('2032-12-31', new Date('2032-12-31T22:00:00Z'))).toBe(true);
    expect(stillRetained('2032-12-31', new Date('2032-12-31T23:30:00Z'))).toBe(false);
  });

  it('keeps an ended membership six years after the year it ended, and eight after the year of its last debit', () => {
    expect(membershipRetainUntil({ endsOn: '2026-12-31', lastDebitDueOn: null })).toBe('2032-12-31');
    expect(membershipRetainUntil({ endsOn: '2026-12-31', lastDebitDueOn: '2026-12-02' })).toBe('2034-12-31');
    // Ended in a later year than its last debit: whichever period ends later.
    expect(membershipRetainUntil({ endsOn: '2030-01-31', lastDebitDueOn: '2028-12-02' })).toBe('2036-12-31');
  });
});
