import { answerInWords } from '@/domain/funnels/answer-in-words';

describe('an order answer in words', () => {
  it('writes amounts with their unit as each language does, cents only where there are some', () => {
    expect(answerInWords({ type: 'amount', value: 1200, unit: 'EUR' }, 'de')).toBe('1.200\u00a0€');
    expect(answerInWords({ type: 'amount', value: 1200, unit: 'EUR' }, 'en')).toBe('€1,200');
    expect(answerInWords({ type: 'amount', value: 3850.5 }, 'de')).toBe('3.850,50\u00a0€');
    expect(answerInWords({ type: 'amount', value: 62.5, unit: 'm2' }, 'de')).toBe('62,5 m²');
    expect(answerInWords({ type: 'amount', value: 1000, unit: 'Mbit/s' }, 'en')).toBe('1,000 Mbit/s');
  });

  it('writes days in the language, a choice by its label, an IBAN in groups', () => {
    expect(answerInWords({ type: 'day', value: '2026-03-02' }, 'de')).toBe('02.03.2026');
    expect(answerInWords({ type: 'day', value: '2026-03-02' }, 'en')).toBe('2 March 2026');
    expect(answerInWords({ type: 'choice', value: 'more-than-10', choiceLabel: 'mehr als 10' }, 'de')).toBe('mehr als 10');
    expect(answerInWords({ type: 'choice', value: 'gone-option' }, 'de')).toBe('gone-option');
    expect(answerInWords({ type: 'iban', value: 'DE89370400440532013000' }, 'de')).toBe('DE89 3704 0044 0532 0130 00');
    expect(answerInWords({ type: 'text', value: 'Muster GmbH' }, 'en')).toBe('Muster GmbH');
  });

  it('leaves an unanswered question to the caller', () => {
    expect(answerInWords({ type: 'text', value: null }, 'de')).toBeUndefined();
    expect(answerInWords({ type: 'amount', value: undefined }, 'de')).toBeUndefined();
  });
});
