import type { CaseRow } from '@/server/db/tables/cases';
import type { MembershipRow } from '@/server/db/tables/memberships';
import type { OrderRow } from '@/server/db/tables/orders';
import { hasRunning, runningOfAccount } from '@/server/privacy/running-contracts';

const at = new Date('2026-11-28T10:00:00Z');
const caseRow = (id: number, status: string, createdAt = '2026-11-20T10:00:00Z') => ({ id, status, referenceNumber: `2026-CASE-000${id}`, createdAt: new Date(createdAt) }) as CaseRow;
const orderOf = (signedAt: string) => ({ signedAt: new Date(signedAt) }) as OrderRow;
const membership = (fields: Partial<MembershipRow>) =>
  ({ status: 'active', signedAt: new Date('2026-06-01T10:00:00Z'), minimumTermEndsOn: null, noticePeriodMonths: 1, endsOn: null, mandateReference: 'KLF-M-1', ...fields }) as MembershipRow;

describe('the running contracts an account deletion must decide on', () => {
  it('counts the cases still worked, and ends one ordered within the last 14 days by withdrawal, any other by terminating the mandate', () => {
    const running = runningOfAccount(
      [
        { case: caseRow(1, 'received'), order: orderOf('2026-11-20T10:00:00Z') },
        // Ordered more than 14 days ago (§ 355 Abs. 2 BGB): the withdrawal period is over.
        { case: caseRow(2, 'court'), order: orderOf('2026-10-01T10:00:00Z') },
        // Opened by the back office, no order placed online: nothing to withdraw from.
        { case: caseRow(3, 'in_review'), order: undefined },
        { case: caseRow(4, 'successful'), order: orderOf('2026-11-20T10:00:00Z') },
        { case: caseRow(5, 'withdrawn'), order: orderOf('2026-11-20T10:00:00Z') },
      ],
      [],
      at,
    );
    expect(running.cases.map(({ case: row, ending }) => [row.id, ending])).toEqual([
      [1, 'withdrawal'],
      [2, 'termination'],
      [3, 'termination'],
    ]);
  });

  it('counts the memberships not yet over: withdrawn within the period, else cancelled on the day the terms allow, or ending as already cancelled', () => {
    const running = runningOfAccount(
      [],
      [
        membership({ id: 1, signedAt: new Date('2026-11-25T10:00:00Z') }),
        membership({ id: 2, minimumTermEndsOn: '2027-05-31' }),
        membership({ id: 3, status: 'cancelled', endsOn: '2026-12-31' }),
        membership({ id: 4, status: 'cancelled', endsOn: '2026-11-27' }),
        membership({ id: 5, status: 'withdrawn', endsOn: '2026-06-05' }),
      ],
      at,
    );
    expect(running.memberships.map(({ membership: row, ending, endsOn }) => [row.id, ending, endsOn])).toEqual([
      [1, 'withdrawal', '2026-11-28'],
      // One month's notice ends after the minimum term: the minimum term's end stands.
      [2, 'cancellation', '2027-05-31'],
      [3, 'ends', '2026-12-31'],
    ]);
  });

  it('finds nothing running in an account of closed cases and ended memberships', () => {
    const running = runningOfAccount([{ case: caseRow(1, 'unsuccessful'), order: undefined }], [membership({ status: 'cancelled', endsOn: '2026-11-27' })], at);
    expect(hasRunning(running)).toBe(false);
    expect(hasRunning(runningOfAccount([{ case: caseRow(1, 'negotiation'), order: undefined }], [], at))).toBe(true);
  });
});
