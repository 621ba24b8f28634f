import { checkIban, formatIban, germanSortCode, maskIban, normaliseIban } from '@/domain/iban/iban';

describe('IBAN', () => {
  it('accepts an IBAN however it is typed and gives it back normalised', () => {
    expect(checkIban('DE89 3704 0044 0532 0130 00')).toEqual({ valid: true, iban: 'DE89370400440532013000', country: 'DE' });
    expect(checkIban('de89370400440532013000')).toMatchObject({ valid: true, iban: 'DE89370400440532013000' });
    expect(checkIban(' DE89-3704-0044-0532-0130-00 ')).toMatchObject({ valid: true });
    expect(checkIban('DE89\u00a03704\u00a00044\u00a00532\u00a00130\u00a000')).toMatchObject({ valid: true });
  });

  it('names what is wrong', () => {
    expect(checkIban('   ')).toEqual({ valid: false, problem: 'required' });
    expect(checkIban('DE89 3704 0044 0532 0130 0Ä')).toEqual({ valid: false, problem: 'invalid_characters' });
    expect(checkIban('XX89370400440532013000')).toEqual({ valid: false, problem: 'unknown_country' });
    expect(checkIban('DE8937040044053201300')).toEqual({ valid: false, problem: 'wrong_format' });
    // One digit mistyped, and two neighbours swapped.
    expect(checkIban('DE89370400440532013001')).toEqual({ valid: false, problem: 'wrong_check_digits' });
    expect(checkIban('DE89370400440523013000')).toEqual({ valid: false, problem: 'wrong_check_digits' });
  });

  it('limits where the account may be', () => {
    const austrian = 'AT611904300234573201';
    const brazilian = 'BR1800360305000010009795493C1';
    expect(checkIban(austrian, 'sepa')).toMatchObject({ valid: true, country: 'AT' });
    expect(checkIban(austrian, 'germany')).toEqual({ valid: false, problem: 'country_not_accepted' });
    expect(checkIban(brazilian, 'sepa')).toEqual({ valid: false, problem: 'country_not_accepted' });
  });

  it('formats, masks and reads the German sort code', () => {
    expect(normaliseIban('de89 3704 0044 0532 0130 00')).toBe('DE89370400440532013000');
    expect(formatIban('DE89370400440532013000')).toBe('DE89 3704 0044 0532 0130 00');
    expect(maskIban('DE89370400440532013000')).toBe('DE89 •••• •••• •••• ••30 00');
    expect(germanSortCode('DE89 3704 0044 0532 0130 00')).toBe('37040044');
    expect(germanSortCode('AT611904300234573201')).toBeUndefined();
  });
});
