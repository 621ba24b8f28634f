import { ATTENTION_WORKING_DAYS, attentionCutoff, deadlineNeedsAttention, deadlineStatus, dismissalClaimDeadline, dismissalClaimStatus, dismissalOrderTiming, withdrawalPeriodEnd } from '@/domain/deadlines/dismissal-claim-deadline';

const deadline = (received: string, state?: Parameters<typeof dismissalClaimDeadline>[1]) => dismissalClaimDeadline(received, state).deadline;

describe('deadline for an action against a dismissal (§ 4 KSchG)', () => {
  it('ends three weeks later on the same weekday (§§ 187 Abs. 1, 188 Abs. 2 BGB)', () => {
    expect(dismissalClaimDeadline('2026-03-02')).toEqual({ deadline: '2026-03-23', nominalEnd: '2026-03-23', skipped: [] });
    expect(deadline('2026-02-11')).toBe('2026-03-04');
    // Across the change to summer time on 29 March 2026.
    expect(deadline('2026-03-09')).toBe('2026-03-30');
    // Across a leap day.
    expect(deadline('2024-02-08')).toBe('2024-02-29');
  });

  it('moves past a weekend to the next working day (§ 222 Abs. 2 ZPO)', () => {
    expect(dismissalClaimDeadline('2026-03-07')).toEqual({
      deadline: '2026-03-30',
      nominalEnd: '2026-03-28',
      skipped: [
        { day: '2026-03-28', reason: 'saturday' },
        { day: '2026-03-29', reason: 'sunday' },
      ],
    });
    expect(deadline('2026-03-08')).toBe('2026-03-30');
  });

  it('moves past Christmas and the new year', () => {
    expect(dismissalClaimDeadline('2025-12-04')).toEqual({
      deadline: '2025-12-29',
      nominalEnd: '2025-12-25',
      skipped: [
        { day: '2025-12-25', reason: 'christmas_day' },
        { day: '2025-12-26', reason: 'boxing_day' },
        { day: '2025-12-27', reason: 'saturday' },
        { day: '2025-12-28', reason: 'sunday' },
      ],
    });
    expect(deadline('2025-12-11')).toBe('2026-01-02');
    expect(deadline('2026-12-11')).toBe('2027-01-04');
  });

  it('moves past Easter', () => {
    // Received on a Friday: three weeks later is Good Friday 2026, then the Easter weekend and Monday.
    expect(dismissalClaimDeadline('2026-03-13').skipped.map(({ reason }) => reason)).toEqual([
      'good_friday',
      'saturday',
      'sunday',
      'easter_monday',
    ]);
    expect(deadline('2026-03-13')).toBe('2026-04-07');
    expect(deadline('2026-04-23')).toBe('2026-05-15');
    expect(deadline('2026-05-04')).toBe('2026-05-26');
  });

  it('counts a state’s own holidays when the court’s state is known', () => {
    expect(deadline('2025-12-16')).toBe('2026-01-06');
    expect(deadline('2025-12-16', 'BY')).toBe('2026-01-07');
    expect(deadline('2027-02-15', 'BE')).toBe('2027-03-09');
    expect(deadline('2025-10-10', 'SN')).toBe('2025-11-03');
    expect(deadline('2025-10-10', 'BW')).toBe('2025-10-31');
    expect(deadline('2026-05-14', 'NW')).toBe('2026-06-05');
  });
});

describe('days left and warning', () => {
  it.each([
    ['2026-03-01', 22, 'ok'],
    ['2026-03-15', 8, 'ok'],
    ['2026-03-16', 7, 'soon'],
    ['2026-03-19', 4, 'soon'],
    ['2026-03-20', 3, 'urgent'],
    ['2026-03-23', 0, 'urgent'],
    ['2026-03-24', -1, 'passed'],
  ])('on %s: %d days left, %s', (today, daysLeft, warning) => {
    expect(deadlineStatus('2026-03-23', today)).toEqual({ deadline: '2026-03-23', daysLeft, warning });
  });

  it('counts from today in Germany: the last day ends at midnight in Berlin', () => {
    expect(dismissalClaimStatus('2026-03-02', new Date('2026-03-23T22:59:59Z'))).toMatchObject({ deadline: '2026-03-23', daysLeft: 0, warning: 'urgent' });
    expect(dismissalClaimStatus('2026-03-02', new Date('2026-03-23T23:00:00Z'))).toMatchObject({ daysLeft: -1, warning: 'passed' });
  });
});

describe('an order against the withdrawal period (§§ 355 Abs. 2, 356 Abs. 4 BGB)', () => {
  it('ends the 14-day withdrawal period on the 14th day after the order, or the next working day (§§ 187 Abs. 1, 193 BGB)', () => {
    // Ordered Friday 27 Nov 2026: the 14th day is Friday 11 Dec.
    expect(withdrawalPeriodEnd('2026-11-27')).toBe('2026-12-11');
    // Ordered Saturday 28 Nov: the 14th day is Saturday 12 Dec, so Monday 14 Dec.
    expect(withdrawalPeriodEnd('2026-11-28')).toBe('2026-12-14');
    // Ordered 11 Dec 2026: the 14th day is Christmas Day, then Saturday and Sunday.
    expect(withdrawalPeriodEnd('2026-12-11')).toBe('2026-12-28');
  });

  it('asks for an immediate start when the § 4 KSchG deadline falls before work would begin', () => {
    // Received 16 Nov 2026 (Monday): the deadline is Monday 7 Dec. Ordered on 26 Nov: 11 days left,
    // but without an early start work begins on 11 Dec.
    expect(dismissalOrderTiming('2026-11-16', '2026-11-26')).toEqual({
      deadline: '2026-12-07',
      withdrawalEnds: '2026-12-10',
      workStartsOn: '2026-12-11',
      needsEarlyStart: true,
    });
    // The deadline on the last day of the withdrawal period, and on the order day itself.
    expect(dismissalOrderTiming('2026-11-19', '2026-11-26').needsEarlyStart).toBe(true);
    expect(dismissalOrderTiming('2026-11-05', '2026-11-26').needsEarlyStart).toBe(true);
  });

  it('needs no early start when the deadline is on or after the day work begins, or has passed', () => {
    // Received 20 Nov 2026: the deadline is Friday 11 Dec, the day work would begin.
    expect(dismissalOrderTiming('2026-11-20', '2026-11-26')).toMatchObject({ deadline: '2026-12-11', needsEarlyStart: false });
    expect(dismissalOrderTiming('2026-11-26', '2026-11-26').needsEarlyStart).toBe(false);
    // Received 2 Nov: the deadline was 23 Nov; nothing but § 5 KSchG helps now.
    expect(dismissalOrderTiming('2026-11-02', '2026-11-26')).toMatchObject({ deadline: '2026-11-23', needsEarlyStart: false });
  });
});

describe('the back office’s alarm: deadline within 5 working days, nothing filed', () => {
  it('reaches five working days ahead, past weekends and holidays', () => {
    expect(ATTENTION_WORKING_DAYS).toBe(5);
    expect(attentionCutoff('2026-11-27')).toBe('2026-12-04');
    // 24 December is a working day, 25 December a holiday, then the weekend.
    expect(attentionCutoff('2026-12-22')).toBe('2026-12-30');
  });

  it('flags a deadline up to the fifth working day, and one that has passed', () => {
    expect(deadlineNeedsAttention('2026-12-04', '2026-11-27')).toBe(true);
    expect(deadlineNeedsAttention('2026-11-27', '2026-11-27')).toBe(true);
    expect(deadlineNeedsAttention('2026-11-20', '2026-11-27')).toBe(true);
    expect(deadlineNeedsAttention('2026-12-07', '2026-11-27')).toBe(false);
  });
});
