import { billingPeriod, debitsThrough, earliestDueDay, paidBeyondEnd, plannedDebit, proRataCents } from '@/domain/sepa/debit-schedule';
import { isTargetDay, nextTargetDay } from '@/domain/sepa/target-days';

describe('TARGET days, on which direct debits settle (ECB T2 closing days)', () => {
  it.each([
    ['2026-04-03', 'Good Friday'],
    ['2026-04-06', 'Easter Monday'],
    ['2026-05-01', '1 May'],
    ['2026-12-25', 'Christmas Day'],
    ['2026-12-26', 'Boxing Day (a Saturday, too)'],
    ['2027-01-01', "New Year's Day"],
    ['2026-06-13', 'a Saturday'],
    ['2026-06-14', 'a Sunday'],
  ])('%s (%s) is closed', (day) => {
    expect(isTargetDay(day)).toBe(false);
  });

  it('is open on German holidays that are not T2 holidays (Ascension, 3 October)', () => {
    expect(isTargetDay('2026-05-14')).toBe(true);
    expect(isTargetDay('2028-10-03')).toBe(true);
  });

  it.each([
    ['2026-04-03', '2026-04-07'],
    ['2026-12-25', '2026-12-28'],
    ['2027-01-01', '2027-01-04'],
    ['2026-06-15', '2026-06-15'],
  ])('a debit due %s settles %s', (day, settles) => {
    expect(nextTargetDay(day)).toBe(settles);
  });
});

describe('the months a membership pays for (monthly in advance; §§ 187 Abs. 2, 188 Abs. 2 and 3 BGB)', () => {
  it.each([
    [0, '2026-01-31', '2026-02-28'],
    [1, '2026-03-01', '2026-03-30'],
    [2, '2026-03-31', '2026-04-30'],
    [11, '2026-12-31', '2027-01-30'],
  ])('from 31 January 2026, month %i runs %s to %s', (sequence, start, end) => {
    expect(billingPeriod('2026-01-31', sequence)).toEqual({ start, end });
  });

  it('ends the twelfth month with the initial term', () => {
    expect(billingPeriod('2026-03-15', 11).end).toBe('2027-03-14');
  });
});

describe('the debit schedule', () => {
  const earlyStart = { startsOn: '2026-01-31', concludedOn: '2026-01-31', monthlyPriceCents: 800, preNotificationDays: 5 };

  it('makes the first debit wait for the agreed pre-notification period after the contract', () => {
    expect(earliestDueDay(earlyStart)).toBe('2026-02-05');
    expect(plannedDebit(earlyStart, 0)).toEqual({ sequence: 0, period: { start: '2026-01-31', end: '2026-02-28' }, dueOn: '2026-02-05', amountCents: 800 });
  });

  it('debits each later month on its first day, or the next TARGET day', () => {
    expect(debitsThrough(earlyStart, '2026-04-30').map((debit) => [debit.period.start, debit.dueOn])).toEqual([
      ['2026-01-31', '2026-02-05'],
      // Sunday 1 March.
      ['2026-03-01', '2026-03-02'],
      ['2026-03-31', '2026-03-31'],
    ]);
  });

  it('starts after the withdrawal period without an early start, due on the first day', () => {
    const later = { startsOn: '2026-03-25', concludedOn: '2026-03-10', monthlyPriceCents: 100, preNotificationDays: 5 };
    expect(plannedDebit(later, 0)?.dueOn).toBe('2026-03-25');
    // 25 April 2026 is a Saturday.
    expect(plannedDebit(later, 1)?.dueOn).toBe('2026-04-27');
  });

  it('holds twelve debits over the initial term, and none after the membership ends', () => {
    const ended = { startsOn: '2026-03-01', concludedOn: '2026-02-10', monthlyPriceCents: 800, preNotificationDays: 5, endsOn: '2027-02-28' };
    const debits = debitsThrough(ended, '2030-01-01');
    expect(debits).toHaveLength(12);
    expect(debits.reduce((sum, debit) => sum + debit.amountCents, 0)).toBe(9600);
    expect(plannedDebit(ended, 12)).toBeUndefined();
  });

  it('debits the last month only for its days up to the end, in proportion to the month', () => {
    // Notice ending 15 August: 15 of August's 31 days.
    const cancelled = { startsOn: '2026-03-01', concludedOn: '2026-03-01', monthlyPriceCents: 800, preNotificationDays: 5, endsOn: '2026-08-15' };
    expect(plannedDebit(cancelled, 5)).toEqual({ sequence: 5, period: { start: '2026-08-01', end: '2026-08-15' }, dueOn: '2026-08-03', amountCents: 387 });
    expect(proRataCents(800, { start: '2026-08-01', end: '2026-08-31' }, '2026-08-31')).toBe(800);
    expect(proRataCents(800, { start: '2026-08-01', end: '2026-08-31' }, '2026-07-31')).toBe(0);
  });

  it('says what a collected debit paid for days after the end (to refund)', () => {
    const march = { period: { start: '2026-03-01', end: '2026-03-31' }, amountCents: 800 };
    expect(paidBeyondEnd(march, '2026-03-10')).toBe(800 - 258);
    expect(paidBeyondEnd(march, '2026-03-31')).toBe(0);
    expect(paidBeyondEnd(march, '2026-02-27')).toBe(800);
  });
});
