/**
 * @jest-environment node
 */
import { languages } from '@/basics/language';
import { isProductName, productNames } from '@/contracts/vocabulary/cases';
import { productTitle } from '@/server/cases/products';
import { readLocale } from '../../../support/render';

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
