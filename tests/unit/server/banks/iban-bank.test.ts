import { composeIBAN } from 'ibantools';
import { bankOfIban } from '@/server/banks/iban-bank';

const germanIban = (sortCode: string, account = '0532013000') => composeIBAN({ countryCode: 'DE', bban: `${sortCode}${account}` }) as string;

describe('bank of a German IBAN', () => {
  it('finds the bank by its sort code, under the name the bank search shows', () => {
    expect(bankOfIban('DE89 3704 0044 0532 0130 00')).toEqual({
      found: true,
      bank: { sortCode: '37040044', bic: 'COBADEFFXXX', bundesbankName: 'Commerzbank', name: 'Commerzbank', unprocessable: false },
    });
    expect(bankOfIban(germanIban('20041133'))).toMatchObject({ found: true, bank: { name: 'comdirect', bundesbankName: 'Commerzbank - GF comdirect' } });
    expect(bankOfIban(germanIban('10010010'))).toMatchObject({ found: true, bank: { name: 'Postbank', bic: 'PBNKDEFFXXX' } });
  });

  it('marks banks that cannot be processed, with the reason', () => {
    expect(bankOfIban(germanIban('12016836'))).toMatchObject({ found: true, bank: { name: 'KfW', unprocessable: true, reason: 'promotional_bank' } });
    expect(bankOfIban(germanIban('10000000'))).toMatchObject({ found: true, bank: { unprocessable: true, reason: 'central_bank' } });
  });

  it('refuses a sort code that no bank has, and foreign IBANs', () => {
    expect(bankOfIban(germanIban('99999999'))).toEqual({ found: false, problem: 'unknown_sort_code' });
    expect(bankOfIban('AT611904300234573201')).toEqual({ found: false, problem: 'not_german' });
  });
});
