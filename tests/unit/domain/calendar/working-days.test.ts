import { addWorkingDays, isWorkingDay, nonWorkingReason, onOrAfterWorkingDay } from '@/domain/calendar/working-days';

describe('working days: Monday to Friday, not a public holiday (§ 193 BGB, § 222 Abs. 2 ZPO)', () => {
  it('names why a day is none', () => {
    expect(nonWorkingReason('2026-11-28')).toBe('saturday');
    expect(nonWorkingReason('2026-11-29')).toBe('sunday');
    expect(nonWorkingReason('2026-12-25')).toBe('christmas_day');
    expect(nonWorkingReason('2026-11-27')).toBeUndefined();
    // Reformation Day: a holiday in Saxony, not in Bavaria nor nationwide (2017 aside).
    expect(isWorkingDay('2025-10-31')).toBe(true);
    expect(isWorkingDay('2025-10-31', 'SN')).toBe(false);
    expect(isWorkingDay('2017-10-31')).toBe(false);
  });

  it('finds the day itself or the next working day', () => {
    expect(onOrAfterWorkingDay('2026-11-27')).toBe('2026-11-27');
    expect(onOrAfterWorkingDay('2026-11-28')).toBe('2026-11-30');
    // Christmas 2026: Friday 25th and Saturday 26th, then Sunday.
    expect(onOrAfterWorkingDay('2026-12-25')).toBe('2026-12-28');
  });

  it('counts working days after a day, the day itself not counted', () => {
    expect(addWorkingDays('2026-11-27', 0)).toBe('2026-11-27');
    // Friday plus one is Monday; plus five is the next Friday.
    expect(addWorkingDays('2026-11-27', 1)).toBe('2026-11-30');
    expect(addWorkingDays('2026-11-27', 5)).toBe('2026-12-04');
    // Over Christmas: 23 Dec 2026 (Wednesday) + 5 skips Christmas Day and the weekend after it.
    expect(addWorkingDays('2026-12-23', 5)).toBe('2026-12-31');
    // Over the new year: 28 Dec 2026 + 5 skips 1 Jan 2027 and the weekend after it.
    expect(addWorkingDays('2026-12-28', 5)).toBe('2027-01-05');
    // Easter 2026: Good Friday 3 April and Easter Monday 6 April.
    expect(addWorkingDays('2026-04-02', 1)).toBe('2026-04-07');
  });
});
