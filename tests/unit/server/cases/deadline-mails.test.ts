import { composeDeadlineDigest, composeNewDeadlineCaseMail } from '@/server/cases/deadline-mails';
import type { CaseRow } from '@/server/db/tables/cases';

const row = (deadlineDay: string) => ({ referenceNumber: 'KF-2026-000123', productName: 'dismissal', email: 'kim@example.org', status: 'received', deadlineDay }) as CaseRow & { deadlineDay: string };

describe("the team's deadline mails", () => {
  it('writes the days left in the words the back office shows beside a deadline', () => {
    const subject = (deadlineDay: string) => composeNewDeadlineCaseMail(row(deadlineDay), { earlyStart: true, urgent: false }, '2026-11-26').subject;
    expect(subject('2026-12-07')).toBe('Neuer Fall mit Frist: KF-2026-000123 – Frist endet am 07.12.2026, noch 11 Tage');
    expect(subject('2026-11-27')).toBe('Neuer Fall mit Frist: KF-2026-000123 – Frist endet am 27.11.2026, noch 1 Tag');
    expect(subject('2026-11-26')).toBe('Neuer Fall mit Frist: KF-2026-000123 – Frist endet am 26.11.2026, heute letzter Tag');
    expect(subject('2026-11-23')).toBe('Neuer Fall mit Frist: KF-2026-000123 – Frist endet am 23.11.2026, abgelaufen');
  });

  it("lists each case of the digest with its deadline in the same words", () => {
    const digest = composeDeadlineDigest([{ case: row('2026-11-26'), assigneeName: null }], '2026-11-26', '2026-12-03');
    expect(digest.text).toContain('KF-2026-000123 – Kündigung & Abfindung – Frist am 26.11.2026, heute letzter Tag – ');
  });
});
