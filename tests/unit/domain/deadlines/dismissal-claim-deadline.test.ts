import { deadlineStatus, dismissalClaimDeadline, dismissalClaimStatus } from '@/domain/deadlines/dismissal-claim-deadline';

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
