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

/** Validates `value`; on failure throws a 422 listing every problem. */
export function parseInput<S extends Schema<AnyObject> | ObjectSchema<AnyObject>>(schema: S, value: unknown): InferType<S> {
  try {
    return schema.validateSync(value, { abortEarly: false, stripUnknown: false }) as InferType<S>;
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const inner = error.inner.length ? error.inner : [error];
    throw new ApiError(422, inner.map(toItem));
  }
}
