import { localisedFunnel } from '@/server/commissioning/funnels';
import { answerProblems, answersOf, firstIncompleteStep } from '@/screens/OrderFunnel/answers';

const rentBrake = localisedFunnel('rent-brake', 'de');

describe("the order funnel's answers", () => {
  it('reads amounts as the language writes them and leaves out blanks and questions not asked', () => {
    expect(answersOf(rentBrake, { rent: '1.200,50', size: '60', street: ' Torstraße 1 ', city: '', calculator: 'x' }, 'de')).toEqual({
      answers: { rent: 1200.5, size: 60, street: 'Torstraße 1' },
      unreadable: [],
    });
    expect(answersOf(rentBrake, { rent: '1,200.50' }, 'en').answers).toEqual({ rent: 1200.5 });
  });

  it('names an amount that is no number as such, not as missing', () => {
    const problems = answerProblems(rentBrake, { 'signed-on': '2020-02-01', 'move-in': '2020-03-01', rent: 'neunhundert', size: '60', landlord: 'Wohnen GmbH' }, { language: 'de', documentCategories: [], step: 1 });
    expect(problems).toEqual([{ path: 'answers.rent', code: 'invalid_number', params: {} }]);
  });

  it("checks a step's questions only, under the paths the service reports", () => {
    const problems = answerProblems(rentBrake, { street: 'Torstraße 1', 'postal-code': '1011' }, { language: 'de', documentCategories: [], step: 0 });
    expect(problems.map((problem) => `${problem.path} ${problem.code}`)).toEqual(['answers.postal-code invalid_postal_code', 'answers.city required', 'answers.land required']);
  });

  it('finds the first step that is not complete, documents included', () => {
    const tenancy = { street: 'Torstraße 1', 'postal-code': '10119', city: 'Berlin', land: 'BE', 'signed-on': '2020-02-01', rent: '900', size: '60', landlord: 'Wohnen GmbH' };
    const exceptions = {
      'previous-rent': 'unknown',
      modernisation: 'no',
      'new-build': 'no',
      'comprehensive-modernisation': 'no',
      'temporary-use': 'no',
      'graduated-rent': 'no',
      'index-rent': 'no',
      disclosed: 'unknown',
    };
    const complete = { ...tenancy, ...exceptions };
    expect(firstIncompleteStep(rentBrake, {}, 'de', [])).toBe(0);
    expect(firstIncompleteStep(rentBrake, { ...complete, rent: '' }, 'de', [])).toBe(1);
    expect(firstIncompleteStep(rentBrake, tenancy, 'de', [])).toBe(2);
    expect(firstIncompleteStep(rentBrake, complete, 'de', [])).toBe(3);
    expect(firstIncompleteStep(rentBrake, complete, 'de', ['rental-contract'])).toBe(4);
  });
});
