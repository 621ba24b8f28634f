import { formatEuro, numberFormat, parseDecimal } from '@/basics/numbers';

describe('parsing typed amounts', () => {
  it.each([
    ['850', 850],
    ['850,50', 850.5],
    ['850.50', 850.5],
    ['1.200', 1200],
    ['1.234,56', 1234.56],
    ['1234,5', 1234.5],
    [' 900 € ', 900],
    ['12.345.678', 12345678],
  ])('German %s is %s', (input, value) => {
    expect(parseDecimal(input, 'de')).toBe(value);
  });

  it.each([
    ['850.50', 850.5],
    ['850,50', 850.5],
    ['1,200', 1200],
    ['1,234.56', 1234.56],
  ])('English %s is %s', (input, value) => {
    expect(parseDecimal(input, 'en')).toBe(value);
  });

  it.each(['', 'abc', '-5', '1,2,3', '1.2.3,4,5', '12,34.5', '1e5'])('%s is no amount', (input) => {
    expect(parseDecimal(input, 'de')).toBeUndefined();
  });
});

describe('formatting euros', () => {
  it('writes each language its way', () => {
    expect(formatEuro(1234.5, 'de')).toBe('1.234,50\u00a0€');
    expect(formatEuro(1234.5, 'en')).toBe('€1,234.50');
    expect(formatEuro(18000, 'de', { cents: false })).toBe('18.000\u00a0€');
  });
});

describe('number formats', () => {
  it('builds each format once per language and options', () => {
    expect(numberFormat('de')).toBe(numberFormat('de'));
    expect(numberFormat('de')).not.toBe(numberFormat('en'));
    expect(numberFormat('de', { maximumFractionDigits: 0 })).not.toBe(numberFormat('de'));
    expect(numberFormat('de').format(20000)).toBe('20.000');
    expect(numberFormat('en').format(20000)).toBe('20,000');
    expect(numberFormat('de', { maximumFractionDigits: 0 }).format(2.6)).toBe('3');
  });
});
