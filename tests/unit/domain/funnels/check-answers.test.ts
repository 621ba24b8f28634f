import { checkAnswers } from '@/domain/funnels/check-answers';
import { funnelDefinitions } from '@/domain/funnels/definitions';
import { questionsOf } from '@/domain/funnels/funnel-definition';
import { checkIban } from '@/domain/iban/iban';
import { accountFeesAnswers, rentBrakeAnswers } from '../../../support/order-answers';

const today = '2026-03-20';
const rentBrake = funnelDefinitions['rent-brake'];
const dismissal = funnelDefinitions.dismissal;
const accountFees = funnelDefinitions['account-fees'];

describe('checkAnswers', () => {
  it('accepts complete answers and cleans them', () => {
    expect(checkAnswers(rentBrake, { ...rentBrakeAnswers, street: '  Karl-Marx-Allee 1 ' }, { today, documentCategories: ['rental-contract'] })).toEqual({
      ok: true,
      answers: rentBrakeAnswers,
    });
  });

  it('asks for every required answer and document', () => {
    const result = checkAnswers(rentBrake, { city: '  ' }, { today, documentCategories: [] });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems.map((problem) => problem.question)).toEqual([
      'street',
      'postal-code',
      'city',
      'land',
      'signed-on',
      'rent',
      'size',
      'landlord',
      'previous-rent',
      'modernisation',
      'new-build',
      'comprehensive-modernisation',
      'temporary-use',
      'graduated-rent',
      'index-rent',
      'disclosed',
      'rental-contract',
    ]);
    expect(new Set(result.problems.map((problem) => problem.code))).toEqual(new Set(['required']));
  });

  it('leaves out optional questions nobody answered', () => {
    const result = checkAnswers(accountFees, { ...accountFeesAnswers, iban: 'de89 3704 0044 0532 0130 00' }, { today, documentCategories: [], checkIban });
    expect(result).toEqual({ ok: true, answers: accountFeesAnswers });
  });

  it('asks a question that depends on another answer only after that answer, and drops a stale one', () => {
    const context = { today, documentCategories: [], checkIban };
    expect(checkAnswers(accountFees, { ...accountFeesAnswers, 'express-consent': 'yes' }, context)).toEqual({ ok: false, problems: [{ question: 'express-consent-on', code: 'required' }] });
    expect(checkAnswers(accountFees, { ...accountFeesAnswers, 'express-consent': 'yes', 'express-consent-on': '2024-05-01' }, context)).toMatchObject({ ok: true });
    expect(checkAnswers(accountFees, { ...accountFeesAnswers, 'express-consent-on': '2099-01-01' }, context)).toEqual({ ok: true, answers: accountFeesAnswers });
  });

  it.each([
    ['rent', '1234', { code: 'invalid_type' }],
    ['rent', 0, { code: 'too_small', params: { min: 1 } }],
    ['rent', 20000.01, { code: 'too_large', params: { max: 20000 } }],
    ['rent', 12.345, { code: 'too_many_decimals', params: { max: 2 } }],
    ['rent', Number.NaN, { code: 'invalid_type' }],
    ['postal-code', '1017', { code: 'invalid_postal_code' }],
    ['move-in', '2024-02-30', { code: 'invalid_date' }],
    ['move-in', '01.05.2024', { code: 'invalid_date' }],
    ['signed-on', '2099-01-01', { code: 'in_future' }],
    ['new-build', 'maybe', { code: 'invalid_choice', params: { allowed: 'yes, no, unknown' } }],
    ['street', 'x'.repeat(121), { code: 'too_long', params: { max: 120 } }],
    ['street', 'Weg 1\nZeile 2', { code: 'invalid_characters' }],
    ['street', ['Weg 1'], { code: 'invalid_type' }],
  ])('refuses %s = %p', (question, value, problem) => {
    const result = checkAnswers(rentBrake, { ...rentBrakeAnswers, [question]: value }, { today, documentCategories: ['rental-contract'] });
    expect(result).toEqual({ ok: false, problems: [{ question, ...problem }] });
  });

  it('refuses answers to questions the funnel does not ask, and a document sent as an answer', () => {
    const result = checkAnswers(rentBrake, { ...rentBrakeAnswers, salary: 3000, 'rental-contract': 'x.pdf' }, { today, documentCategories: ['rental-contract'] });
    expect(result).toEqual({
      ok: false,
      problems: [
        { question: null, code: 'unknown_field', params: { fields: 'salary' } },
        { question: 'rental-contract', code: 'invalid_type' },
      ],
    });
  });

  describe('dismissal', () => {
    const answers = { 'letter-received': '2026-03-13', employer: 'Muster AG', 'employment-start': '2019-04-01', 'company-size': 'more-than-10', salary: 4200 };

    it('accepts the day the letter came up to today', () => {
      expect(checkAnswers(dismissal, answers, { today, documentCategories: ['dismissal-letter'] }).ok).toBe(true);
      expect(checkAnswers(dismissal, { ...answers, 'letter-received': today }, { today, documentCategories: ['dismissal-letter'] }).ok).toBe(true);
    });

    it.each([
      ['letter-received', '2026-03-21', { code: 'in_future' }],
      ['letter-received', '2019-03-31', { code: 'too_early', params: { min: '2019-04-01' } }],
      ['company-size', 'huge', { code: 'invalid_choice', params: { allowed: 'up-to-5, 6-10, more-than-10, unknown' } }],
    ])('refuses %s = %p', (question, value, problem) => {
      expect(checkAnswers(dismissal, { ...answers, [question]: value }, { today, documentCategories: ['dismissal-letter'] })).toEqual({ ok: false, problems: [{ question, ...problem }] });
    });

    it('needs the letter itself', () => {
      expect(checkAnswers(dismissal, answers, { today, documentCategories: ['employment-contract'] })).toEqual({ ok: false, problems: [{ question: 'dismissal-letter', code: 'required' }] });
    });
  });

  describe('IBAN', () => {
    const answers = accountFeesAnswers;
    it.each([
      ['DE89 3704 0044 0532 0130 01', 'iban_wrong_check_digits'],
      ['DE89 3704 0044 0532 0130', 'iban_wrong_format'],
      ['AT61 1904 3002 3457 3201', 'iban_country_not_accepted'],
      ['XX89 3704 0044 0532 0130 00', 'iban_unknown_country'],
    ])('refuses %s (%s)', (iban, code) => {
      expect(checkAnswers(accountFees, { ...answers, iban }, { today, documentCategories: [], checkIban })).toEqual({ ok: false, problems: [{ question: 'iban', code }] });
    });

    it('needs the IBAN check from the caller, and says so rather than pass an IBAN unchecked', () => {
      expect(() => checkAnswers(accountFees, accountFeesAnswers, { today, documentCategories: [] })).toThrow('checking the IBAN question iban needs the IBAN check');
    });

    it('refuses characters no IBAN has', () => {
      expect(checkAnswers(accountFees, { ...answers, iban: 'DE89/3704' }, { today, documentCategories: [], checkIban })).toEqual({ ok: false, problems: [{ question: 'iban', code: 'invalid_characters' }] });
    });
  });

  it('checks one step on its own', () => {
    const step = rentBrake.steps[0];
    expect(checkAnswers(rentBrake, { street: 'Weg 1', 'postal-code': '10178', city: 'Berlin', land: 'BE' }, { today, documentCategories: [] }, step.questions)).toEqual({
      ok: true,
      answers: { street: 'Weg 1', 'postal-code': '10178', city: 'Berlin', land: 'BE' },
    });
    expect(questionsOf(rentBrake).length).toBeGreaterThan(step.questions.length);
  });
});
