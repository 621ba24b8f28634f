import { languages } from '@/basics/language';
import { errorCodes } from '@/contracts/error-codes';
import { readLocale } from '../../support/render';

type Tree = { [key: string]: string | Tree };

/** Every text of a namespace by its key path. */
function texts(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : texts(value, `${prefix}${key}.`),
  );
}

const codes = Object.keys(errorCodes);
const placeholders = (text: string) => Array.from(text.matchAll(/\{\{\s*(\w+)/g), (match) => match[1]);

describe.each(languages)('error texts in %s', (language) => {
  const errors = readLocale(language, 'errors') as Tree;

  it('give every code a text of its own', () => {
    const missing = codes.filter((code) => typeof errors[code] !== 'string');
    expect(missing).toEqual([]);
  });

  it('all belong to a code: the code itself or `<path>.<code>` for one field', () => {
    const strays = texts(errors)
      .map(([key]) => key)
      .filter((key) => !codes.includes(key.split('.').at(-1)!));
    expect(strays).toEqual([]);
  });

  it('use only the params their code carries', () => {
    for (const [key, text] of texts(errors)) {
      const code = key.split('.').at(-1) as keyof typeof errorCodes;
      for (const name of placeholders(text)) expect({ key, param: name, known: (errorCodes[code] as readonly string[]).includes(name) }).toEqual({ key, param: name, known: true });
    }
  });
});

describe('the texts the portal shows for its error catalogue', () => {
  const german = texts(readLocale('de', 'errors') as Tree);
  const text = (key: string) => Object.fromEntries(german)[key];

  it('are word for word the catalogue’s', () => {
    expect(text('email_not_confirmed')).toBe('Bitte bestätigen Sie Ihre Emailadresse');
    expect(text('bad_credentials')).toBe('Emailadresse oder Passwort ist ungültig');
    expect(text('user_not_found')).toBe('Diese Emailadresse existiert nicht in unserem System');
    expect(text('is_not_an_email')).toBe('Emailadresse ist nicht gültig');
    expect(text('user.email.taken')).toBe('Ein Konto mit dieser Emailadresse existiert bereits');
    expect(text('user.password.too_short')).toBe('Passwort zu kurz (mind. {{min}} Zeichen)');
    expect(text('taken')).toBe('E-Mail wurde bereits genommen');
    expect(text('cookies_disabled')).toBe(
      'Anmeldung nicht möglich. Bitte aktivieren Sie die Cookies in Ihren Browser-Einstellungen oder verwenden Sie einen anderen Browser',
    );
    expect(text('calculation_failed')).toBe('Bei der Berechnung ist ein Fehler aufgetreten. Versuchen Sie es später noch einmal.');
  });

  it('are word for word the sign-up rules’', () => {
    expect(text('user.first_name.required')).toBe('Vorname ist erforderlich');
    expect(text('user.last_name.required')).toBe('Nachname ist erforderlich');
    expect(text('invalid_email')).toBe('E-Mail ist ungültig');
    expect(text('user.password.required')).toBe('Kennwort ist erforderlich');
    expect(text('user.password_confirmation.required')).toBe('Eine Kennwortbestätigung ist erforderlich');
    expect(text('user.password_confirmation.does_not_match')).toBe('Passwörter müssen gleich sein');
  });
});
