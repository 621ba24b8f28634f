import { miniFunnelCookieHeader } from '@/components/calculators/mini-funnel-values';
import { errorItem } from '@/contracts/errors';
import { ownParamsOf } from '@/routes';
import { emptyFunnelQuery, funnelQueryOf, funnelQuestionOf, funnelValuesOf } from '@/screens/GiroFunnel/funnel-values';

const sent = {
  bankName: ' postbank ',
  accountOpened: '2013-12-31',
  feesChanged: 'yes',
  expressConsent: 'no',
  expressConsentYear: '2019',
  stillPaying: 'no',
  paidUntilYear: '2024',
  monthlyFee: '4,95',
};

describe('the bank-fee funnel read from a GET of its form', () => {
  it('is none without a field of the form, so a plain visit shows the empty form', () => {
    expect(funnelQueryOf({ utm_source: 'newsletter' })).toBeUndefined();
  });

  it('takes text as typed and only the choices the form offers', () => {
    expect(funnelQueryOf(sent)).toEqual(sent);
    expect(funnelQueryOf({ ...sent, accountOpened: '1999-12-31', feesChanged: 'maybe', stillPaying: 'unknown' })).toEqual({
      ...sent,
      accountOpened: '',
      feesChanged: '',
      stillPaying: '',
    });
  });

  it('asks with the bank the name resolved to, or the name as typed, and sends a year only after its answer', () => {
    const query = funnelQueryOf(sent)!;
    const resolved = funnelQuestionOf(funnelValuesOf(query, { name: 'Postbank', unprocessable: false }), 'de');
    expect(resolved).toEqual({
      request: { bankName: 'Postbank', accountOpened: '2013-12-31', feesChanged: 'yes', expressConsent: 'no', stillPaying: 'no', paidUntilYear: 2024, monthlyFee: 4.95 },
      unreadable: [],
    });
    expect(funnelQuestionOf(funnelValuesOf(query, null), 'de').request.bankName).toBe('postbank');
    expect(funnelValuesOf(emptyFunnelQuery, null).bankName).toBeNull();
  });

  it('names what it cannot read at its field, amounts as people type them in the page language', () => {
    const values = funnelValuesOf({ ...emptyFunnelQuery, expressConsent: 'yes', expressConsentYear: '19', monthlyFee: 'five' }, null);
    expect(funnelQuestionOf(values, 'en').unreadable).toEqual([errorItem('invalid_number', 'monthlyFee'), errorItem('invalid_year', 'expressConsentYear')]);
    expect(funnelQuestionOf({ ...values, monthlyFee: '4.95' }, 'en').request.monthlyFee).toBe(4.95);
  });

  it('is every field the page owns, so that no answer travels on into other links', () => {
    expect([...ownParamsOf('giroFunnel')].sort()).toEqual(Object.keys(emptyFunnelQuery).sort());
  });
});

describe('the answers cookie set by a check answered on the server', () => {
  it('is the cookie the browser writes, for this session, and none for an unprocessable bank', () => {
    const header = miniFunnelCookieHeader({ bank: { name: 'Postbank', unprocessable: false }, accountOpened: '2013-12-31' }, { secure: true });
    const [pair, ...attributes] = header!.split('; ');
    expect(attributes).toEqual(['Path=/', 'SameSite=Lax', 'Secure']);
    expect(JSON.parse(decodeURIComponent(pair.replace('MiniFunnelValues=', '')))).toMatchObject({
      'information-remote-bank_name': { answer: 'Postbank' },
      'information-account_opened_range': { answer: '2013-12-31' },
      'information-remote-iban-unprocessable': { answer: false },
    });
    expect(miniFunnelCookieHeader({ bank: { name: 'Deutsche Bundesbank', unprocessable: true }, accountOpened: '2013-12-31' }, { secure: false })).toBeUndefined();
  });
});
