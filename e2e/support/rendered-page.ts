import { expect, type Page, type Response } from '@playwright/test';
import type { Language } from '../../src/basics/language';
import { localize } from './locales';

/** What every page of the route table shows: no server error, its language, one named h1, the skip link, the brand in the title. */
export async function expectRenderedPage(page: Page, response: Response | null, language: Language) {
  expect(response?.status(), 'status').toBeLessThan(500);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page.locator('h1')).not.toBeEmpty();
  await expect(page.getByRole('link', { name: localize(language, 'skipToContent') })).toBeAttached();
  await expect(page).toHaveTitle(/ \| Klarfall$/);
}
