import { answerInWords, orderedFacts, questionsIn } from '@/domain/funnels/answer-in-words';
import { funnelDefinitions } from '@/domain/funnels/definitions';

describe('an order answer in words', () => {
  it('writes amounts with their unit as each language does, cents only where there are some', () => {
    expect(answerInWords({ type: 'amount', value: 1200, unit: 'EUR' }, 'de')).toBe('1.200\u00a0€');
    expect(answerInWords({ type: 'amount', value: 1200, unit: 'EUR' }, 'en')).toBe('€1,200');
    expect(answerInWords({ type: 'amount', value: 3850.5 }, 'de')).toBe('3.850,50\u00a0€');
    expect(answerInWords({ type: 'amount', value: 62.5, unit: 'm2' }, 'de')).toBe('62,5\u00a0m²');
    expect(answerInWords({ type: 'amount', value: 1000, unit: 'Mbit/s' }, 'en')).toBe('1,000\u00a0Mbit/s');
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

  it("lists an order's facts in the funnel's order, in the words above, with each document question's files", () => {
    const answers = { 'letter-received': '2026-03-02', employer: 'Muster GmbH', 'company-size': 'more-than-10', salary: 3850.5 };
    const documents = [
      { category: 'dismissal-letter', fileName: 'Kündigung.pdf' },
      { category: 'dismissal-letter', fileName: 'Umschlag.jpg' },
    ];
    const facts = (language: 'de' | 'en') => orderedFacts(questionsIn(funnelDefinitions.dismissal, language), answers, documents, language);
    expect(facts('de')).toEqual([
      { question: 'letter-received', label: 'Kündigungsschreiben erhalten am', text: '02.03.2026' },
      { question: 'notice-period-end', label: 'Arbeitsverhältnis endet laut Kündigung am', text: undefined },
      { question: 'employer', label: 'Arbeitgeber (Name der Firma)', text: 'Muster GmbH' },
      { question: 'employment-start', label: 'Beginn des Arbeitsverhältnisses', text: undefined },
      { question: 'company-size', label: 'Beschäftigte im Betrieb', text: 'mehr als 10' },
      { question: 'salary', label: 'Bruttomonatsgehalt', text: '3.850,50\u00a0€' },
      { question: 'dismissal-letter', label: 'Kündigungsschreiben', text: 'Kündigung.pdf, Umschlag.jpg' },
      { question: 'employment-contract', label: 'Arbeitsvertrag', text: undefined },
    ]);
    expect(facts('en').find((fact) => fact.question === 'salary')?.text).toBe('€3,850.50');
    expect(facts('en').find((fact) => fact.question === 'company-size')?.text).toBe('more than 10');
  });
});
