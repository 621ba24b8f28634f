import fs from 'node:fs';
import path from 'node:path';
import { languages } from '@/basics/language';
import { namespaces } from '@/i18n/namespaces';

const localesDir = path.join(__dirname, '..', '..', '..', 'locales');

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const result = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const keyPath = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') result.set(keyPath, value);
    else for (const [nested, text] of leaves(value, keyPath)) result.set(nested, text);
  }
  return result;
}

const read = (language: string, namespace: string): Tree =>
  JSON.parse(fs.readFileSync(path.join(localesDir, language, `${namespace}.json`), 'utf8'));

const placeholders = (text: string) => Array.from(text.matchAll(/\{\{\s*(\w+)/g), (m) => m[1]).sort();

describe('translations', () => {
  it.each(languages)('%s has exactly the registered namespaces', (language) => {
    const files = fs.readdirSync(path.join(localesDir, language)).map((file) => file.replace(/\.json$/, ''));
    expect(files.sort()).toEqual([...namespaces].sort());
  });

  it.each(namespaces)('namespace %s has the same keys in German and English', (namespace) => {
    const de = leaves(read('de', namespace));
    const en = leaves(read('en', namespace));
    const onlyDe = [...de.keys()].filter((key) => !en.has(key));
    const onlyEn = [...en.keys()].filter((key) => !de.has(key));
    expect({ onlyDe, onlyEn }).toEqual({ onlyDe: [], onlyEn: [] });
  });

  it.each(namespaces)('namespace %s has no empty texts and the same placeholders in both languages', (namespace) => {
    const de = leaves(read('de', namespace));
    const en = leaves(read('en', namespace));
    for (const [key, text] of de) {
      expect({ key, empty: text.trim() === '' }).toEqual({ key, empty: false });
      expect({ key, placeholders: placeholders(en.get(key) ?? '') }).toEqual({ key, placeholders: placeholders(text) });
    }
  });

  it.each(namespaces)('namespace %s: where the German text ends a sentence, the English one does too', (namespace) => {
    const de = leaves(read('de', namespace));
    const en = leaves(read('en', namespace));
    const unfinished = [...de].filter(([key, text]) => /\.\s*$/.test(text) && !/[.?!:]\s*$/.test(en.get(key) ?? '')).map(([key]) => key);
    expect(unfinished).toEqual([]);
  });
});
