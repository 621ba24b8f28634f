/** @jest-environment node */
import { customerLanguage, languageOf, preferredLanguage } from '@/server/accounts/customer-language';

describe('the language of a new account', () => {
  it('is the locale the portal sends, whatever the browser prefers', () => {
    expect(customerLanguage('en', 'de-DE,de;q=0.9')).toBe('en');
    expect(customerLanguage('de', 'en-GB')).toBe('de');
  });

  it('falls back to the best supported Accept-Language match, then German', () => {
    expect(customerLanguage(undefined, 'fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7')).toBe('en');
    expect(customerLanguage(undefined, 'es, it;q=0.5')).toBe('de');
    expect(customerLanguage(undefined, undefined)).toBe('de');
  });
});

describe('preferredLanguage', () => {
  it.each([
    ['en-US', 'en'],
    ['EN', 'en'],
    ['de-AT,en;q=0.5', 'de'],
    ['en;q=0.4, de;q=0.6', 'de'],
    ['de;q=0, en', 'en'],
    ['*', undefined],
    ['en;q=2', undefined],
    ['', undefined],
  ])('%j → %s', (header, expected) => {
    expect(preferredLanguage(header)).toBe(expected);
  });
});

it('reads a stored language, German for anything unexpected', () => {
  expect(languageOf({ language: 'en' })).toBe('en');
  expect(languageOf({ language: 'xx' })).toBe('de');
});
