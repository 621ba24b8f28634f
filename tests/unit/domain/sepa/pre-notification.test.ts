import { announceBy, announcedDueDay, announceFrom, isAnnouncementDue } from '@/domain/sepa/pre-notification';

// SEPA Core Direct Debit Rulebook: the pre-notification reaches the debtor at least 14 calendar days
// before the due day unless the parties agree another period; the terms agree 5 days.
describe('the pre-notification of a debit', () => {
  it('goes out at the latest the agreed number of calendar days before the due day', () => {
    expect(announceBy('2026-06-15', 5)).toBe('2026-06-10');
    expect(announceBy('2026-06-15', 14)).toBe('2026-06-01');
  });

  it('is due a few days earlier, so a daily round that did not run still leaves the full period', () => {
    expect(announceFrom('2026-06-15', 5)).toBe('2026-06-07');
    expect(isAnnouncementDue('2026-06-15', 5, '2026-06-06')).toBe(false);
    expect(isAnnouncementDue('2026-06-15', 5, '2026-06-07')).toBe(true);
    expect(isAnnouncementDue('2026-06-15', 5, '2026-06-20')).toBe(true);
  });

  it('keeps the due day when it goes out in time', () => {
    expect(announcedDueDay('2026-06-15', 5, '2026-06-07')).toBe('2026-06-15');
    expect(announcedDueDay('2026-06-15', 5, '2026-06-10')).toBe('2026-06-15');
  });

  it('moves the debit when it goes out late, never shortening the period, to a TARGET day', () => {
    expect(announcedDueDay('2026-06-15', 5, '2026-06-12')).toBe('2026-06-17');
    // 20 June 2026 is a Saturday.
    expect(announcedDueDay('2026-06-15', 5, '2026-06-15')).toBe('2026-06-22');
  });
});
