import fs from 'node:fs';
import path from 'node:path';

/**
 * One word for one thing in everything we write ourselves: "E-Mail-Adresse" and "Passwort" in German,
 * "email" and "password" in English, and no text that assumes a customer's gender. The spec's error
 * catalogue and validation texts stay word for word, even where they use other forms; they are the
 * only exceptions. Published contract texts (content/commissioning) change only with a new version
 * and are read in German only, where they already follow the rule.
 */
const root = path.join(__dirname, '..', '..', '..');

/** The spec's catalogue texts (locales/<language>/errors.json), kept word for word. */
const catalogueKeys = new Set([
  'errors:bad_credentials',
  'errors:email_not_confirmed',
  'errors:user_not_found',
  'errors:is_not_an_email',
  'errors:taken',
  'errors:invalid_email',
  'errors:user.email.taken',
  'errors:user.password.required',
  'errors:user.password_confirmation.required',
  'errors:user.password_confirmation.does_not_match',
]);

type Tree = { [key: string]: string | Tree };

function* leaves(tree: Tree, prefix: string): Generator<[string, string]> {
  for (const [key, value] of Object.entries(tree)) {
    const keyPath = prefix.endsWith(':') ? `${prefix}${key}` : `${prefix}.${key}`;
    if (typeof value === 'string') yield [keyPath, value];
    else yield* leaves(value, keyPath);
  }
}

const filesUnder = (dir: string, extension: string): string[] =>
  fs.existsSync(dir)
    ? fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) return filesUnder(full, extension);
        return entry.name.endsWith(extension) ? [full] : [];
      })
    : [];

/** Every text of a language: locale entries (by key) and content files (by file), placeholders and link targets left out. */
function textsOf(language: 'de' | 'en'): [string, string][] {
  const texts: [string, string][] = [];
  for (const file of filesUnder(path.join(root, 'locales', language), '.json')) {
    const namespace = path.basename(file, '.json');
    for (const [key, text] of leaves(JSON.parse(fs.readFileSync(file, 'utf8')) as Tree, `${namespace}:`)) {
      if (!catalogueKeys.has(key)) texts.push([`${language}/${key}`, text]);
    }
  }
  const contentDirs = ['pages', 'articles', 'company'].map((dir) => path.join(root, 'content', dir));
  if (language === 'de') contentDirs.push(path.join(root, 'content', 'commissioning'));
  for (const dir of contentDirs) {
    for (const file of [...filesUnder(dir, '.md'), ...filesUnder(dir, '.json')]) {
      const inLanguage = file.includes(`${path.sep}${language}${path.sep}`) || path.basename(file).startsWith(`${language}.`);
      if (inLanguage) texts.push([path.relative(root, file), fs.readFileSync(file, 'utf8')]);
    }
  }
  return texts.map(([where, text]) => [where, text.replace(/\{\{[^}]*\}\}/g, '').replace(/\]\([^)]*\)/g, ']')]);
}

const offending = (language: 'de' | 'en', pattern: RegExp) =>
  textsOf(language).flatMap(([where, text]) => Array.from(text.matchAll(pattern), (match) => `${where}: ${match[0]}`));

describe('words', () => {
  it('German texts say "Passwort", never "Kennwort"', () => {
    expect(offending('de', /Kennw[öo]rt\w*/gi)).toEqual([]);
  });

  it('German texts say "E-Mail-Adresse" and "E-Mail"', () => {
    expect(offending('de', /\b(?:E-?Mail[ -]?Adresse|Email(?:adresse)?|eMail|e-mail|(?<!-)Mailadresse|Mail-Adresse)\b/g).filter((hit) => !/E-Mail-Adresse$/.test(hit))).toEqual([]);
  });

  it('English texts say "email" and "password"', () => {
    expect(offending('en', /\b(?:e-mail|E-mail|E-Mail|passcode|pass word)\b/g)).toEqual([]);
  });

  it('German texts name customers and staff in both forms, never assuming a gender', () => {
    // A feminine form stands only beside its masculine one ("die Kundin oder der Kunde", "Kundinnen und Kunden").
    const feminine = /\b(Kundin|Mandantin|Bearbeiterin|Mitarbeiterin|Administratorin|Nutzerin|Verbraucherin|Mieterin|Arbeitnehmerin)(nen)?\b(?![^.;:!?]{0,40}\b(Kunden?|Mandanten?|Bearbeiter|Mitarbeiter|Administrator(en)?|Nutzer(n)?|Verbraucher(n)?|Mieter(n)?|Arbeitnehmer(n)?)\b)/g;
    expect(offending('de', feminine)).toEqual([]);
  });
});
