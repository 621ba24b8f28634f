/** @jest-environment node */
import { isEmailAddress, normaliseEmail } from '@/basics/email-address';

describe('e-mail addresses', () => {
  it('are compared trimmed and lower-cased', () => {
    expect(normaliseEmail('  Kim.Berger@Example.DE ')).toBe('kim.berger@example.de');
  });

  it.each(['kim@example.de', 'kim.berger+portal@mail.example.co.uk', "o'neil@example.ie", 'k@xn--mller-kva.de', ' KIM@EXAMPLE.DE '])(
    'accepts %j',
    (email) => expect(isEmailAddress(email)).toBe(true),
  );

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
    'jörg@example.de',
    'kim@müller.de',
    '"kim"@example.de',
    `${'k'.repeat(65)}@example.de`,
    `kim@${'a'.repeat(250)}.de`,
  ])('refuses %j', (email) => expect(isEmailAddress(email)).toBe(false));
});
