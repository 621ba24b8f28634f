import { employedMoreThanSixMonths, firstDayOfMonth, yearsOfService } from '@/domain/severance/years-of-service';

describe('years of service for a severance (§ 1a Abs. 2 KSchG)', () => {
  it('counts whole years from the start to the last day of employment', () => {
    expect(yearsOfService('2016-04-01', '2026-03-31')).toEqual({ years: 10, wholeYears: 10, months: 0, roundedUp: false });
    // A day short of ten years: 9 years and 11 months, rounded up.
    expect(yearsOfService('2016-04-01', '2026-03-30')).toEqual({ years: 10, wholeYears: 9, months: 11, roundedUp: true });
  });

  it('rounds a remainder of MORE than six months up to a full year, and exactly six months not', () => {
    // 6 years and exactly 6 months: 1 Apr 2020 to 30 Sep 2026.
    expect(yearsOfService('2020-04-01', '2026-09-30')).toEqual({ years: 6, wholeYears: 6, months: 6, roundedUp: false });
    // One day more.
    expect(yearsOfService('2020-04-01', '2026-10-01')).toEqual({ years: 7, wholeYears: 6, months: 6, roundedUp: true });
    // 6 years and 5 months.
    expect(yearsOfService('2020-04-01', '2026-08-31')).toMatchObject({ years: 6, months: 5, roundedUp: false });
  });

  it('counts months as the BGB does at the end of a month (§ 188 Abs. 3 BGB)', () => {
    // From 31 August: six months end on 28 February (there is no 30 February), so 1 March is more than six.
    expect(yearsOfService('2025-08-31', '2026-02-28')).toMatchObject({ years: 0, months: 6, roundedUp: false });
    expect(yearsOfService('2025-08-31', '2026-03-01')).toMatchObject({ years: 1, months: 6, roundedUp: true });
  });

  it('starts from the first of the month when only the month is known', () => {
    expect(firstDayOfMonth(2010, 4)).toBe('2010-04-01');
    // Started April 2010, notice period ends 31 October 2016: 6 years and 7 months, so 7.
    expect(yearsOfService(firstDayOfMonth(2010, 4), '2016-10-31')).toEqual({ years: 7, wholeYears: 6, months: 7, roundedUp: true });
    // 36 years: January 1990 to 31 December 2025.
    expect(yearsOfService(firstDayOfMonth(1990, 1), '2025-12-31').years).toBe(36);
  });

  it('is nothing for an end before the start', () => {
    expect(yearsOfService('2026-05-01', '2026-04-30')).toEqual({ years: 0, wholeYears: 0, months: 0, roundedUp: false });
  });
});

describe('more than six months in the Betrieb when the dismissal was received (§ 1 Abs. 1 KSchG)', () => {
  it('counts from the first day: from 1 April, a dismissal received on 1 October is covered, one on 30 September not', () => {
    expect(employedMoreThanSixMonths('2026-04-01', '2026-09-30')).toBe(false);
    expect(employedMoreThanSixMonths('2026-04-01', '2026-10-01')).toBe(true);
    // From 31 August the six months end on 28 February.
    expect(employedMoreThanSixMonths('2025-08-31', '2026-02-28')).toBe(false);
    expect(employedMoreThanSixMonths('2025-08-31', '2026-03-01')).toBe(true);
  });
});
