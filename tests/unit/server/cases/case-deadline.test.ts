import { caseDeadline, deadlineDayOf, deadlineOfDay } from '@/server/cases/case-deadline';
import type { CaseRow } from '@/server/db/tables/cases';
import type { OrderRow } from '@/server/db/tables/orders';

describe('the deadline stored with a case', () => {
  it('is the dismissal claim deadline of the order, moved past weekends and holidays', () => {
    // Received Monday 2026-03-02: three weeks later is Monday 2026-03-23.
    expect(deadlineDayOf('dismissal', { 'letter-received': '2026-03-02' })).toBe('2026-03-23');
    // Received Friday 2026-04-03 (Good Friday): three weeks later is Friday 2026-04-24, a working day.
    expect(deadlineDayOf('dismissal', { 'letter-received': '2026-04-03' })).toBe('2026-04-24');
    // Received Saturday 2026-05-02: three weeks later is Saturday 2026-05-23, so Tuesday after Whit Monday.
    expect(deadlineDayOf('dismissal', { 'letter-received': '2026-05-02' })).toBe('2026-05-26');
    expect(deadlineDayOf('rent-brake', { 'letter-received': '2026-03-02' })).toBeNull();
    expect(deadlineDayOf('dismissal', { 'letter-received': 'gestern' })).toBeNull();
  });

  it('gives the same deadline as the order, with days left counted from today', () => {
    const now = new Date('2026-03-20T10:00:00Z');
    const order = { answers: { 'letter-received': '2026-03-02' } } as unknown as OrderRow;
    const row = { productName: 'dismissal' } as CaseRow;
    expect(deadlineOfDay('2026-03-23', now)).toEqual(caseDeadline(row, order, now));
    expect(deadlineOfDay('2026-03-23', now)).toEqual({ day: '2026-03-23', days_left: 3, warning: 'urgent' });
    expect(deadlineOfDay(null, now)).toBeUndefined();
  });
});
