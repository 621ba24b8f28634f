import fs from 'node:fs';
import path from 'node:path';
import type { Language } from '../../src/basics/language';

const cache = new Map<string, unknown>();

function namespace(language: Language, name: string): unknown {
  const key = `${language}/${name}`;
  if (!cache.has(key)) {
    const file = path.join(__dirname, '..', '..', 'locales', language, `${name}.json`);
    cache.set(key, JSON.parse(fs.readFileSync(file, 'utf8')));
  }
  return cache.get(key);
}

/**
 * The translated text of `namespace:key.path` from the real locale files, with {{placeholders}}
 * filled in, so specs assert what users read without copying it.
 */
export function localize(language: Language, key: string, values: Record<string, string | number> = {}): string {
  const [ns, keyPath] = key.includes(':') ? key.split(':', 2) : ['common', key];
  const text = keyPath.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], namespace(language, ns));
  if (typeof text !== 'string') throw new Error(`No text for ${language}:${key}`);
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? `{{${name}}}`));
}
