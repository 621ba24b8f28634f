import { ValidationError, type AnyObject, type InferType, type ObjectSchema, type Schema } from 'yup';
import { ApiError, type ErrorItem, errorItem } from './errors';

/**
 * Input validation with yup schemas whose messages are error codes: either a string (`'required'`) or
 * `{ code, params }`. Schemas should be `.strict()` (no silent coercion) and `.noUnknown('unknown_field')`.
 */
export type CodeMessage = string | { code: string; params?: ErrorItem['params'] };

const yupParamsToSkip = new Set(['path', 'value', 'originalValue', 'label', 'spec', 'disableStackTrace', 'type']);

function toItem(error: ValidationError): ErrorItem {
  const message = error.errors[0] as CodeMessage;
  const path = error.path ? error.path : null;
  if (typeof message === 'object' && message !== null) return errorItem(message.code, path, message.params ?? {});
  const params: ErrorItem['params'] = {};
  for (const [name, value] of Object.entries(error.params ?? {})) {
    if (yupParamsToSkip.has(name)) continue;
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') params[name] = value;
  }
  // noUnknown reports the offending keys in `unknown`; name each as its own item.
  if (error.type === 'noUnknown' && typeof params.unknown === 'string') {
    return errorItem(String(message), path, { fields: params.unknown });
  }
  return errorItem(String(message), path, params);
}

/**
 * Control characters other than tab, line feed and carriage return have no place in any text a person
 * types, and PostgreSQL refuses NUL in text outright.
 */
export const controlCharacters = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** Paths of the strings (values and keys) in `value` that hold control characters. */
function pathsWithControlCharacters(value: unknown, path: string, found: string[]): string[] {
  if (typeof value === 'string') {
    if (controlCharacters.test(value)) found.push(path);
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => pathsWithControlCharacters(item, `${path}[${index}]`, found));
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      const itemPath = path ? `${path}.${key}` : key;
      if (controlCharacters.test(key)) found.push(path);
      else pathsWithControlCharacters(item, itemPath, found);
    }
  }
  return found;
}

/**
 * Validates `value`; on failure throws a 422 listing every problem. Text with control characters is
 * refused first (`invalid_characters`), before any rule or database sees it.
 */
export function parseInput<S extends Schema<AnyObject> | ObjectSchema<AnyObject>>(schema: S, value: unknown): InferType<S> {
  const withControlCharacters = pathsWithControlCharacters(value, '', []);
  if (withControlCharacters.length > 0) {
    throw new ApiError(422, withControlCharacters.map((path) => errorItem('invalid_characters', path || null)));
  }
  try {
    return schema.validateSync(value, { abortEarly: false, stripUnknown: false }) as InferType<S>;
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const inner = error.inner.length ? error.inner : [error];
    throw new ApiError(422, inner.map(toItem));
  }
}
