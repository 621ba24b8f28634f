/**
 * @jest-environment node
 */
import { languages } from '@/basics/language';
import { caseStatuses, closedStatuses, isCaseStatus, isProductName, productNames, scoutPositions } from '@/contracts/vocabulary';
import { caseDetailsQuestionnaire, caseDetailsSources } from '@/server/cases/case-details';
import { generatePublicCaseId, isPublicCaseIdFormat } from '@/server/cases/identifiers';
import { productTitle } from '@/server/cases/products';
import { initialStatus, statusDescription, statusLabel } from '@/server/cases/statuses';
import { readLocale } from '../../support/render';

describe('products', () => {
  it('cover every area the portal offers', () => {
    expect(productNames).toEqual([
      'rent-brake',
      'rent-increase',
      'deposit',
      'rent-reduction',
      'cosmetic-repairs',
      'dismissal',
      'termination-agreement',
      'account-fees',
      'premium-savings',
      'slow-internet',
    ]);
  });

  it.each(languages)('have a title in %s, different per product', (language) => {
    const titles = productNames.map((name) => productTitle(name, language));
    for (const title of titles) expect(title).toMatch(/\S/);
    expect(new Set(titles).size).toBe(productNames.length);
  });

  it('are told apart from other strings', () => {
    expect(isProductName('deposit')).toBe(true);
    expect(isProductName('Deposit')).toBe(false);
    expect(isProductName(undefined)).toBe(false);
  });

  it('are exactly the products of the locale files', () => {
    for (const language of languages) expect(Object.keys(readLocale(language, 'cases').products as object)).toEqual([...productNames]);
  });
});

describe('statuses', () => {
  it.each(languages)('have a label and a description in %s', (language) => {
    for (const status of caseStatuses) {
      expect(statusLabel(status, language)).toMatch(/\S/);
      expect(statusDescription(status, language)).toMatch(/\S{3,}/);
    }
    expect(new Set(caseStatuses.map((status) => statusLabel(status, language))).size).toBe(caseStatuses.length);
  });

  it('start with "received" and know which ones close a case', () => {
    expect(initialStatus).toBe('received');
    expect([...closedStatuses].sort()).toEqual(['successful', 'unsuccessful', 'withdrawn']);
    expect(isCaseStatus('court')).toBe(true);
    expect(isCaseStatus('closed')).toBe(false);
  });

  it('are exactly the statuses of the locale files', () => {
    for (const language of languages) expect(Object.keys(readLocale(language, 'cases').statuses as object)).toEqual([...caseStatuses]);
  });
});

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

describe('case identifiers', () => {
  it('give every case an unguessable, URL-safe id of 256 bits', () => {
    const ids = Array.from({ length: 200 }, generatePublicCaseId);
    for (const id of ids) {
      expect(isPublicCaseIdFormat(id)).toBe(true);
      expect(encodeURIComponent(id)).toBe(id);
      expect(Buffer.from(id, 'base64url')).toHaveLength(32);
    }
    expect(new Set(ids).size).toBe(ids.length);
    expect(isPublicCaseIdFormat('too-short')).toBe(false);
    expect(isPublicCaseIdFormat(`${ids[0].slice(0, 42)}/`)).toBe(false);
  });
});
