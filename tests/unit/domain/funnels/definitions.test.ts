import { languages } from '@/basics/language';
import { funnelDefinitions } from '@/domain/funnels/definitions';
import { type Question, questionsOf, questionTypes } from '@/domain/funnels/funnel-definition';
import { productNames } from '@/domain/products';

const slug = /^[a-z][a-z0-9-]{0,63}$/;
const filled = (texts: Record<string, string> | undefined) => texts === undefined || languages.every((language) => typeof texts[language] === 'string' && texts[language].trim() !== '');

describe.each(productNames)('the %s funnel', (product) => {
  const definition = funnelDefinitions[product];
  const questions = questionsOf(definition);

  it('is the definition of its product, with steps and questions', () => {
    expect(definition.product).toBe(product);
    expect(definition.steps.length).toBeGreaterThan(0);
    for (const step of definition.steps) expect(step.questions.length).toBeGreaterThan(0);
  });

  it('names steps and questions by unique slugs (a document question\'s id is its uploads\' category)', () => {
    const ids = questions.map((question) => question.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of [...ids, ...definition.steps.map((step) => step.id)]) expect(id).toMatch(slug);
  });

  it('has every text in both languages', () => {
    for (const step of definition.steps) expect(filled(step.title)).toBe(true);
    for (const question of questions) {
      expect([question.id, filled(question.label) && filled(question.hint)]).toEqual([question.id, true]);
      if (question.type === 'choice') for (const option of question.options) expect(filled(option.label)).toBe(true);
    }
  });

  it('uses known question types with sound rules', () => {
    const byId = new Map<string, Question>(questions.map((question) => [question.id, question]));
    for (const question of questions) {
      expect(questionTypes).toContain(question.type);
      expect(typeof question.required).toBe('boolean');
      if (question.type === 'text') expect(question.maxLength).toBeGreaterThan(0);
      if (question.type === 'amount') expect(question.min).toBeLessThan(question.max);
      if (question.type === 'choice') expect(question.options.length).toBeGreaterThan(1);
      if (question.type === 'iban') expect(['germany', 'sepa']).toContain(question.scope);
      if (question.type === 'day' && question.notBefore) expect(byId.get(question.notBefore)?.type).toBe('day');
    }
  });

  it('asks a dependent question only after an earlier choice of the same step, on one of its values', () => {
    for (const step of definition.steps) {
      step.questions.forEach((question, index) => {
        if (!question.askedWhen) return;
        const earlier = step.questions.slice(0, index).find((candidate) => candidate.id === question.askedWhen?.question);
        expect([question.id, earlier?.type]).toEqual([question.id, 'choice']);
        if (earlier?.type === 'choice') expect(earlier.options.map((option) => option.value)).toContain(question.askedWhen.value);
      });
    }
  });
});

describe('the facts a lawyer needs', () => {
  const required = (product: keyof typeof funnelDefinitions) =>
    questionsOf(funnelDefinitions[product])
      .filter((question) => question.required)
      .map((question) => `${question.id}:${question.type}`);

  it('rent brake: address, signing day, rent, size, the exceptions and the tenancy agreement', () => {
    expect(required('rent-brake')).toEqual(
      expect.arrayContaining([
        'street:text',
        'postal-code:postal-code',
        'city:text',
        'signed-on:day',
        'rent:amount',
        'size:amount',
        'previous-rent:choice',
        'modernisation:choice',
        'new-build:choice',
        'comprehensive-modernisation:choice',
        'temporary-use:choice',
        'graduated-rent:choice',
        'index-rent:choice',
        'disclosed:choice',
        'rental-contract:document',
      ]),
    );
    // The move-in day is only a hint: the signing day decides (Art. 229 § 35 EGBGB).
    expect(required('rent-brake')).not.toContain('move-in:day');
  });

  it('dismissal: the day the letter came, start of employment, company size, salary and the letter', () => {
    expect(required('dismissal')).toEqual(expect.arrayContaining(['letter-received:day', 'employment-start:day', 'company-size:choice', 'salary:amount', 'dismissal-letter:document']));
  });

  it('account fees: bank, account opening and a German IBAN', () => {
    expect(required('account-fees')).toEqual(expect.arrayContaining(['bank:text', 'account-opened:day', 'iban:iban']));
    expect(questionsOf(funnelDefinitions['account-fees']).find((question) => question.id === 'iban')).toMatchObject({ scope: 'germany' });
  });
});
