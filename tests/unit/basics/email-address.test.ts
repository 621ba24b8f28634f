/** @jest-environment node */
import { emailAddressProblem, isEmailAddress, normaliseEmail } from '@/basics/email-address';

describe('e-mail addresses', () => {
  it('are compared trimmed and lower-cased', () => {
    expect(normaliseEmail('  Kim.Berger@Example.DE ')).toBe('kim.berger@example.de');
  });

  it('keep an internationalised domain in its IDNA form, however it was typed', () => {
    expect(normaliseEmail('Kim@Bücher.DE')).toBe('kim@xn--bcher-kva.de');
    expect(normaliseEmail('kim@xn--bcher-kva.de')).toBe('kim@xn--bcher-kva.de');
    // Composed or decomposed "ü", full-width letters: the same domain, as browsers read host names.
    expect(normaliseEmail('kim@bu\u0308cher.de')).toBe('kim@xn--bcher-kva.de');
    expect(normaliseEmail('kim@ｂücher.de')).toBe('kim@xn--bcher-kva.de');
    expect(normaliseEmail('info@straße.de')).toBe('info@xn--strae-oqa.de');
  });

  it('leave the local part and ASCII domains as typed (lower-cased)', () => {
    expect(normaliseEmail('Jörg@Example.de')).toBe('jörg@example.de');
    expect(normaliseEmail('a%41b@ex%41mple.de')).toBe('a%41b@ex%41mple.de');
    expect(normaliseEmail('kim')).toBe('kim');
  });

  it.each([
    'kim@example.de',
    'kim.berger+portal@mail.example.co.uk',
    "o'neil@example.ie",
    'k@xn--mller-kva.de',
    ' KIM@EXAMPLE.DE ',
    'a+b&c%d@example.de',
    'kim@müller.de',
    'kim@bücher.example.рф',
  ])('accepts %j', (email) => expect(isEmailAddress(email)).toBe(true));

  it.each([
    'kim',
    'kim@',
    '@example.de',
    'kim@example',
    'kim@example.d',
    'kim@@example.de',
    'kim berger@example.de',
    'kim..berger@example.de',
    '.kim@example.de',
    'kim@-example.de',
    'kim@example..de',
    '"kim"@example.de',
    'kim@bü cher.de',
    'kim@bücher/evil.de',
    'kim@ex%41mple.de',
    `${'k'.repeat(65)}@example.de`,
    `kim@${'a'.repeat(250)}.de`,
  ])('refuses %j as no address', (email) => expect(emailAddressProblem(email)).toBe('not_an_address'));

  it.each(['jörg@example.de', 'müller@bücher.de', 'δοκιμή@example.gr', 'jörg.müller+portal@example.de'])(
    'refuses %j for its local part beyond ASCII',
    (email) => expect(emailAddressProblem(email)).toBe('non_ascii_local_part'),
  );

  it('calls a non-ASCII local part that is malformed anyway no address', () => {
    expect(emailAddressProblem('jörg..x@example.de')).toBe('not_an_address');
    expect(emailAddressProblem('jörg@example')).toBe('not_an_address');
  });
});
