/** @jest-environment node */
import { confirmationMail, passwordChangedMail, passwordResetMail } from '@/server/mail/templates';

const link = 'https://portal.example/api/v1/users/confirmation?confirmation_token=abc&x=1';

describe('account e-mails', () => {
  it('say the same in the plain-text and the HTML part', () => {
    const mail = confirmationMail({ firstName: 'Kim', language: 'de' }, link, 3);
    expect(mail.subject).toBe('Bitte bestätigen Sie Ihre E-Mail-Adresse');
    for (const part of ['Hallo Kim,', 'E-Mail-Adresse bestätigen', 'Der Link ist 3 Tage gültig.', 'Ihr Team von Klarfall', 'info@klarfall.de']) {
      expect(mail.text).toContain(part);
      expect(mail.html).toContain(part);
    }
    expect(mail.text).toContain(`E-Mail-Adresse bestätigen:\n${link}`);
    expect(mail.html).toContain(`href="${link.replace('&', '&amp;')}"`);
  });

  it('are written in English for English customers', () => {
    const mail = passwordResetMail({ firstName: 'Kim', language: 'en' }, link, 2);
    expect(mail.subject).toBe('Reset your password');
    expect(mail.text).toContain('Hello Kim,');
    expect(mail.text).toContain('The link is valid for 2 hours and can only be used once.');
    expect(mail.html).toContain('<html lang="en">');
  });

  it('use singular forms where the number is one', () => {
    expect(confirmationMail({ firstName: 'Kim', language: 'de' }, link, 1).text).toContain('Der Link ist 1 Tag gültig.');
    expect(passwordResetMail({ firstName: 'Kim', language: 'en' }, link, 1).text).toContain('valid for 1 hour ');
  });

  it('escape names in the HTML part and keep them as typed in the text part', () => {
    const mail = confirmationMail({ firstName: '<img src=x onerror=alert(1)> & "Co"', language: 'de' }, link, 3);
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('Hallo &lt;img src=x onerror=alert(1)&gt; &amp; &quot;Co&quot;,');
    expect(mail.text).toContain('Hallo <img src=x onerror=alert(1)> & "Co",');
  });

  it('state when the password was changed, in German time', () => {
    const mail = passwordChangedMail({ firstName: 'Kim', language: 'de' }, new Date('2026-07-01T21:30:00Z'), 'https://portal.example/anmelden');
    expect(mail.text).toContain('am 01.07.2026 um 23:30 Uhr geändert');
    const english = passwordChangedMail({ firstName: 'Kim', language: 'en' }, new Date('2026-01-01T08:05:00Z'), 'https://portal.example/en/signin');
    expect(english.text).toContain('on 01.01.2026 at 09:05 (German time)');
  });
});
