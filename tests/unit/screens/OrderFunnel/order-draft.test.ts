import { emptyDraft, newIdempotencyKey, readOrderDraft, writeOrderDraft } from '@/screens/OrderFunnel/order-draft';

describe('the order draft kept in the tab', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('chooses idempotency keys the service accepts, a new one per order', () => {
    const key = newIdempotencyKey();
    expect(key).toMatch(/^[A-Za-z0-9_-]{16,100}$/);
    expect(newIdempotencyKey()).not.toBe(key);
  });

  it('keeps the order per product', () => {
    const draft = { ...emptyDraft(), answers: { street: 'Torstraße 1' }, draftToken: 'a'.repeat(43) };
    writeOrderDraft('rent-brake', draft);
    expect(readOrderDraft('rent-brake')).toEqual({ ...draft, calculatedAmount: undefined, placed: undefined });
    expect(readOrderDraft('deposit')).toBeUndefined();
  });

  it('reads tampered or broken storage as no draft, or drops what has the wrong shape', () => {
    window.sessionStorage.setItem('order:deposit', '{not json');
    expect(readOrderDraft('deposit')).toBeUndefined();
    window.sessionStorage.setItem('order:deposit', JSON.stringify({ idempotencyKey: 'short' }));
    expect(readOrderDraft('deposit')).toBeUndefined();
    window.sessionStorage.setItem('order:deposit', JSON.stringify({ idempotencyKey: newIdempotencyKey(), answers: { a: 1, b: 'x' }, consent: { terms: 'yes' } }));
    expect(readOrderDraft('deposit')).toMatchObject({ answers: { b: 'x' }, consent: { terms: false, privacy: false, earlyStart: false, typedName: '' } });
  });
});
