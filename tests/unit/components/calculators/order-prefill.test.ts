import Cookies from 'js-cookie';
import { miniFunnelCookieName, miniFunnelValues } from '@/components/calculators/mini-funnel-values';
import { readOrderPrefill, writeOrderPrefill } from '@/components/calculators/order-prefill';

describe('what calculators hand to the order funnel', () => {
  beforeEach(() => {
    window.sessionStorage.clear();
    Cookies.remove(miniFunnelCookieName);
  });

  it("keeps a calculator's inputs and figure per product", () => {
    writeOrderPrefill('rent-brake', { answers: { rent: '900' }, calculatedAmount: 424.14 });
    expect(readOrderPrefill('rent-brake')).toEqual({ answers: { rent: '900' }, calculatedAmount: 424.14 });
    expect(readOrderPrefill('dismissal')).toEqual({ answers: {} });
  });

  it('leaves out a figure beyond what fees are computed for, so the order is not refused for it', () => {
    writeOrderPrefill('dismissal', { answers: {}, calculatedAmount: 1_500_000 });
    expect(readOrderPrefill('dismissal')).toEqual({ answers: {} });
    writeOrderPrefill('dismissal', { answers: {}, calculatedAmount: 1_000_000 });
    expect(readOrderPrefill('dismissal')).toEqual({ answers: {}, calculatedAmount: 1_000_000 });
  });

  it('takes the bank and the account-opening range from the mini funnel cookie', () => {
    Cookies.set(miniFunnelCookieName, JSON.stringify(miniFunnelValues({ bank: { name: 'Postbank', unprocessable: false }, accountOpened: '2013-12-31' })));
    expect(readOrderPrefill('account-fees')).toEqual({ answers: { bank: 'Postbank', 'account-opened': '2013-12-31' } });
  });

  it('ignores a cookie of an unprocessable bank and one that cannot be read', () => {
    Cookies.set(miniFunnelCookieName, JSON.stringify(miniFunnelValues({ bank: { name: 'Deutsche Bundesbank', unprocessable: true }, accountOpened: '2013-12-31' })));
    expect(readOrderPrefill('account-fees')).toEqual({ answers: {} });
    Cookies.set(miniFunnelCookieName, '{"broken');
    expect(readOrderPrefill('account-fees')).toEqual({ answers: {} });
  });
});
