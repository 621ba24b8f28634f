import { caseWithdrawalCompensation, compensationText, membershipWithdrawalCompensation, withdrawalPeriodEnds, withinWithdrawalPeriod, workStageOf } from '@/domain/withdrawal/withdrawal';

describe('the withdrawal period (§ 355 Abs. 2, §§ 187, 188, 193 BGB)', () => {
  it('ends 14 days after the day of conclusion, which does not count', () => {
    // Concluded Monday 2 March 2026: the period ends Monday 16 March.
    expect(withdrawalPeriodEnds('2026-03-02')).toBe('2026-03-16');
    expect(withinWithdrawalPeriod('2026-03-02', '2026-03-16')).toBe(true);
    expect(withinWithdrawalPeriod('2026-03-02', '2026-03-17')).toBe(false);
  });

  it('moves a last day on a weekend or a holiday of every state to the next working day', () => {
    // Concluded Saturday 7 March: the 14th day is Saturday 21 March → Monday 23 March.
    expect(withdrawalPeriodEnds('2026-03-07')).toBe('2026-03-23');
    // Concluded Friday 20 March: the 14th day is Good Friday, 3 April 2026 → Tuesday 7 April (Easter Monday in between).
    expect(withdrawalPeriodEnds('2026-03-20')).toBe('2026-04-07');
  });
});

describe('compensation after an early start (§ 357a Abs. 2 BGB, terms 2026-2 no. 6)', () => {
  it('owes nothing without the express request to start early, nor for the sale of a claim', () => {
    expect(caseWithdrawalCompensation({ earlyStart: false, feeKind: 'share', status: 'court' })).toEqual({ kind: 'none', reason: 'no_early_start' });
    expect(caseWithdrawalCompensation({ earlyStart: true, feeKind: 'payout', status: 'claim_asserted' })).toEqual({ kind: 'none', reason: 'claim_sale' });
    expect(caseWithdrawalCompensation({ earlyStart: true, feeKind: 'share', status: 'documents_requested' })).toEqual({ kind: 'none', reason: 'nothing_done' });
  });

  it('is the stage share of the success fee, owed only on success, and leaves a closed case to a person', () => {
    expect(['in_review', 'claim_asserted', 'negotiation', 'court'].map((status) => caseWithdrawalCompensation({ earlyStart: true, feeKind: 'monthly_multiple', status }))).toEqual([
      { kind: 'success_share', stage: 'review', percent: 10 },
      { kind: 'success_share', stage: 'asserted', percent: 40 },
      { kind: 'success_share', stage: 'negotiation', percent: 60 },
      { kind: 'success_share', stage: 'court', percent: 80 },
    ]);
    expect(caseWithdrawalCompensation({ earlyStart: true, feeKind: 'share', status: 'successful' })).toEqual({ kind: 'check', stage: 'completed' });
    expect(workStageOf('something new')).toBe('none');
  });

  it('is a membership fee pro rata for the days from its start, including the day the withdrawal arrives', () => {
    expect(membershipWithdrawalCompensation({ startsOn: '2026-03-15', receivedOn: '2026-03-24', monthlyPriceCents: 800 })).toEqual({ kind: 'pro_rata', days: 10, cents: 263 });
    expect(membershipWithdrawalCompensation({ startsOn: '2026-03-30', receivedOn: '2026-03-24', monthlyPriceCents: 800 })).toEqual({ kind: 'none', reason: 'not_started' });
  });

  it('says so in words of the commissioning texts', () => {
    expect(compensationText({ kind: 'success_share', stage: 'asserted', percent: 40 }, 'de')).toEqual({ key: 'withdrawalCompensation.success_share_asserted', values: { percent: 40 } });
    expect(compensationText({ kind: 'pro_rata', days: 10, cents: 263 }, 'de')).toEqual({ key: 'withdrawalCompensation.pro_rata', values: { count: 10, amount: '2,63\u00a0€' } });
  });
});
