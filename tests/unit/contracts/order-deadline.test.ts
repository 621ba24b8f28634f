import { placeOrder } from '@/contracts/commissioning';
import { dismissalAnswers, orderCustomer } from '../../support/order-answers';

/** A complete dismissal order but for the early start. */
const order = (received: string, earlyStart: boolean) => ({
  product: 'dismissal',
  answers: dismissalAnswers(received),
  draft_token: 'a'.repeat(43),
  idempotency_key: 'key-0123456789abcdef',
  language: 'de',
  customer: orderCustomer('kunde@example.org', 'Erika Mustermann'),
  consent: { text_version: '2026-1', typed_name: 'Erika Mustermann', early_start: earlyStart, terms_accepted: true, privacy_accepted: true },
});

describe('a dismissal order whose § 4 KSchG deadline ends before work would begin after the withdrawal period', () => {
  const today = { today: '2026-11-26' };

  it('is refused without the express request for an immediate start (§ 356 Abs. 4 BGB)', () => {
    // Received 16 Nov 2026: the deadline is 7 Dec; without an early start work begins on 11 Dec.
    expect(placeOrder.checkBody(order('2026-11-16', false), today)).toEqual({
      ok: false,
      errors: [{ path: 'consent.early_start', code: 'early_start_required', params: { deadline: '2026-12-07', start: '2026-12-11' } }],
    });
  });

  it('is taken with the request', () => {
    expect(placeOrder.checkBody(order('2026-11-16', true), today).ok).toBe(true);
  });

  it('leaves the request optional when the deadline is safe or has passed', () => {
    expect(placeOrder.checkBody(order('2026-11-20', false), today).ok).toBe(true);
    expect(placeOrder.checkBody(order('2026-11-02', false), today).ok).toBe(true);
  });

  it('judges by the day of the order, which the caller gives, and moves a withdrawal period ending on a weekend (§ 193 BGB)', () => {
    // Ordered Friday 20 Nov: the period ends Friday 4 Dec, work may begin on 5 Dec, before the 7 Dec deadline.
    expect(placeOrder.checkBody(order('2026-11-16', false), { today: '2026-11-20' }).ok).toBe(true);
    // Ordered Saturday 21 Nov: the 14th day is Saturday 5 Dec, so the period runs until Monday 7 Dec.
    expect(placeOrder.checkBody(order('2026-11-16', false), { today: '2026-11-21' }).ok).toBe(false);
  });
});

describe('an account-fee claim offered for sale (BGH XI ZR 26/20, XI ZR 139/23, XI ZR 45/24)', () => {
  const sale = (answers: Record<string, unknown>) => ({
    ...order('2026-11-16', true),
    product: 'account-fees',
    answers: { bank: 'Postbank', 'account-opened': '2013-12-31', iban: 'DE89370400440532013000', 'fees-changed': 'yes', 'express-consent': 'no', 'still-paying': 'yes', 'monthly-fee': 4.95, ...answers },
  });
  const today = { today: '2026-11-27' };

  it('is taken while fees raised without an express yes are not yet time-barred', () => {
    expect(placeOrder.checkBody(sale({}), today).ok).toBe(true);
    expect(placeOrder.checkBody(sale({ 'express-consent': 'yes', 'express-consent-on': '2023-05-10' }), today).ok).toBe(true);
  });

  it('is refused without an unagreed change, and when every unagreed debit has lapsed', () => {
    expect(placeOrder.checkBody(sale({ 'fees-changed': 'no' }), today)).toEqual({ ok: false, errors: [{ path: 'answers.fees-changed', code: 'no_unconsented_change', params: {} }] });
    expect(placeOrder.checkBody(sale({ 'express-consent': 'yes', 'express-consent-on': '2022-03-01' }), today)).toEqual({
      ok: false,
      errors: [{ path: 'answers.express-consent-on', code: 'time_barred', params: { firstYear: '2023' } }],
    });
    expect(placeOrder.checkBody(sale({ 'still-paying': 'no', 'paid-until': '2022-12-31' }), today)).toMatchObject({ ok: false, errors: [{ path: 'answers.paid-until', code: 'time_barred' }] });
    // On 31 December 2026 debits of 2023 still count; a day later they have lapsed.
    expect(placeOrder.checkBody(sale({ 'still-paying': 'no', 'paid-until': '2023-06-30' }), { today: '2026-12-31' }).ok).toBe(true);
    expect(placeOrder.checkBody(sale({ 'still-paying': 'no', 'paid-until': '2023-06-30' }), { today: '2027-01-01' }).ok).toBe(false);
  });
});
