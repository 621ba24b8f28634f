/**
 * Control characters other than tab, line feed and carriage return have no place in any text a person
 * types, and PostgreSQL refuses NUL in text outright. Requests holding them are refused before any
 * rule or the database sees them.
 */
export const controlCharacters = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** Paths of the strings (values and keys) in `value` that hold control characters. */
export function pathsWithControlCharacters(value: unknown, path = '', found: string[] = []): string[] {
  if (typeof value === 'string') {
    if (controlCharacters.test(value)) found.push(path);
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => pathsWithControlCharacters(item, `${path}[${index}]`, found));
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      if (controlCharacters.test(key)) found.push(path);
      else pathsWithControlCharacters(item, path ? `${path}.${key}` : key, found);
    }
  }
  return found;
}
