import fs from 'node:fs';
import path from 'node:path';

/** The content files (Markdown and JSON) live in content/ at the project root, beside locales/. */
export const defaultContentDir = path.join(process.cwd(), 'content');

export function readContentFile(dir: string, ...parts: string[]): { file: string; source: string } | undefined {
  const file = path.join(dir, ...parts);
  if (!fs.existsSync(file)) return undefined;
  return { file: path.relative(process.cwd(), file), source: fs.readFileSync(file, 'utf8') };
}

export function listContentFiles(dir: string, ...parts: string[]): string[] {
  const folder = path.join(dir, ...parts);
  if (!fs.existsSync(folder)) return [];
  return fs.readdirSync(folder).filter((name) => name.endsWith('.md')).sort();
}

/**
 * Content is read once per process in production (pages are built once); in development every read
 * sees the current files.
 */
export function memoise<K, V>(load: (key: K) => V): (key: K) => V {
  const cache = new Map<K, V>();
  return (key) => {
    if (process.env.NODE_ENV !== 'production') return load(key);
    if (!cache.has(key)) cache.set(key, load(key));
    return cache.get(key)!;
  };
}
