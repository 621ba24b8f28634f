import { lastDayOfMonthsFrom, membershipDates, membershipEndsOn, noticeEnds } from '@/domain/pricing/membership-term';

describe('the initial term (§§ 187 Abs. 2, 188 Abs. 2 and 3 BGB)', () => {
  it.each([
    ['2026-03-15', 12, '2027-03-14'],
    ['2026-01-01', 12, '2026-12-31'],
    ['2026-01-31', 1, '2026-02-28'],
    ['2027-12-31', 2, '2028-02-29'],
    ['2026-03-31', 1, '2026-04-30'],
    ['2026-03-01', 24, '2028-02-29'],
  ])('from %s for %i months ends with %s', (start, months, end) => {
    expect(lastDayOfMonthsFrom(start, months)).toBe(end);
  });

  it('does not exist for a plan without one', () => {
    expect(lastDayOfMonthsFrom('2026-03-15', 0)).toBeUndefined();
  });
});

describe('the notice (§§ 187 Abs. 1, 188 Abs. 2 and 3 BGB)', () => {
  it.each([
    ['2026-03-15', '2026-04-15'],
    ['2026-01-31', '2026-02-28'],
    ['2026-12-20', '2027-01-20'],
  ])('a month given on %s ends with %s', (given, end) => {
    expect(noticeEnds(given, 1)).toBe(end);
  });
});

describe('the start', () => {
  it('is the day of the order with an early start, otherwise the day after the 14-day withdrawal period', () => {
    expect(membershipDates('2026-03-15', { minimumTermMonths: 12 }, true)).toEqual({ startsOn: '2026-03-15', minimumTermEndsOn: '2027-03-14' });
    expect(membershipDates('2026-03-10', { minimumTermMonths: 12 }, false)).toEqual({ startsOn: '2026-03-25', minimumTermEndsOn: '2027-03-24' });
  });

  it('waits for a withdrawal period that a Sunday or holiday extends (§ 193 BGB)', () => {
    // Concluded Sunday 15 March 2026: the 14th day is Sunday 29 March, so the period ends Monday 30 March.
    expect(membershipDates('2026-03-15', { minimumTermMonths: 12 }, false)).toEqual({ startsOn: '2026-03-31', minimumTermEndsOn: '2027-03-30' });
  });
});

describe('the day a cancellation ends the membership', () => {
  const membership = { minimumTermEndsOn: '2027-03-14', noticePeriodMonths: 1 };

  it('is the end of the initial term when the notice fits into it', () => {
    expect(membershipEndsOn(membership, '2026-05-04', 'ordinary')).toBe('2027-03-14');
    expect(membershipEndsOn(membership, '2027-02-14', 'ordinary')).toBe('2027-03-14');
  });

  it('is when the notice ends once it reaches beyond the initial term, and any day after it', () => {
    expect(membershipEndsOn(membership, '2027-02-15', 'ordinary')).toBe('2027-03-15');
    expect(membershipEndsOn(membership, '2028-06-10', 'ordinary')).toBe('2028-07-10');
  });

  it('is the end of the month without a notice period once the initial term is over', () => {
    expect(membershipEndsOn({ minimumTermEndsOn: '2027-03-14', noticePeriodMonths: 0 }, '2026-05-04', 'ordinary')).toBe('2027-03-14');
    expect(membershipEndsOn({ minimumTermEndsOn: null, noticePeriodMonths: 0 }, '2026-05-04', 'ordinary')).toBe('2026-05-31');
    expect(membershipEndsOn({ minimumTermEndsOn: null, noticePeriodMonths: 1 }, '2026-05-04', 'ordinary')).toBe('2026-06-04');
  });

  it('is the day it arrives for an extraordinary cancellation (§ 314 BGB)', () => {
    expect(membershipEndsOn(membership, '2026-05-04', 'extraordinary')).toBe('2026-05-04');
  });
});
