/**
 * @jest-environment node
 */
import { languages } from '@/basics/language';
import { productNames, scoutPositions } from '@/contracts/vocabulary/cases';
import { caseDetailsQuestionnaire, caseDetailsSources } from '@/server/cases/case-details';

describe('case-details content', () => {
  it.each(productNames)('%s has scouts with valid places and content in both languages', (product) => {
    const source = caseDetailsSources[product];
    const scouts = source.categories.flatMap((category) => category.scouts);
    expect(scouts.length).toBeGreaterThanOrEqual(3);
    for (const scout of scouts) {
      expect(scoutPositions).toContain(scout.position);
      expect(Number.isInteger(scout.mobile_position) && scout.mobile_position > 0).toBe(true);
      for (const language of languages) expect(scout.content[language]).toMatch(/^<h2>.+<\/h2>.{100,}/s);
    }
    expect(new Set(scouts.map((scout) => scout.mobile_position)).size).toBe(scouts.length);
    expect(Object.keys(scouts[0].content).sort()).toEqual([...languages].sort());
  });

  it.each(productNames)('%s content passes the sanitiser unchanged', (product) => {
    for (const language of languages) {
      const { questionnaire } = caseDetailsQuestionnaire(product, language);
      const scouts = questionnaire.steps[0].categories.flatMap((category) => category.scouts);
      const sources = caseDetailsSources[product].categories.flatMap((category) => category.scouts);
      scouts.forEach((scout, index) => expect(scout.content).toBe(sources[index].content[language]));
    }
  });

  it('names the deadlines the law sets for each area', () => {
    const text = (product: (typeof productNames)[number]) => JSON.stringify(caseDetailsSources[product]);
    expect(text('dismissal')).toContain('drei Wochen');
    expect(text('dismissal')).toContain('three weeks');
    expect(text('rent-brake')).toContain('30 Monaten');
    expect(text('rent-increase')).toContain('zweiten Kalendermonats');
    expect(text('cosmetic-repairs')).toContain('sechs Monaten');
  });
});
