import { type RouteId, routeIds } from '@/routes';
import { ContentError } from './markdown';
import type { Topic } from './types';

/** Reading typed front-matter fields, with an error naming the file and field. */
export class FrontMatter {
  constructor(
    private readonly data: Record<string, unknown>,
    readonly file: string,
    private readonly fill: (text: string) => string,
  ) {}

  string(key: string): string {
    const value = this.data[key];
    if (typeof value !== 'string' || value.trim() === '') throw new ContentError(this.file, `"${key}" must be a non-empty text`);
    return this.fill(value.trim());
  }

  optionalString(key: string): string | undefined {
    return this.data[key] === undefined ? undefined : this.string(key);
  }

  date(key: string): string {
    const value = this.data[key];
    // YAML reads an unquoted 2025-07-17 as a Date.
    const text = value instanceof Date ? value.toISOString().slice(0, 10) : value;
    if (typeof text !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(text) || Number.isNaN(Date.parse(text))) {
      throw new ContentError(this.file, `"${key}" must be a date YYYY-MM-DD`);
    }
    return text;
  }

  topic(key: string): Topic {
    const value = this.data[key];
    if (value !== 'rent' && value !== 'labour' && value !== 'finance' && value !== 'internet') {
      throw new ContentError(this.file, `"${key}" must be rent, labour, finance or internet`);
    }
    return value;
  }

  list(key: string): unknown[] {
    const value = this.data[key] ?? [];
    if (!Array.isArray(value)) throw new ContentError(this.file, `"${key}" must be a list`);
    return value;
  }

  route(value: unknown, key: string): RouteId {
    if (typeof value !== 'string' || !(routeIds as string[]).includes(value)) {
      throw new ContentError(this.file, `"${key}" names an unknown route "${String(value)}"`);
    }
    return value as RouteId;
  }

  /** Only these keys are allowed: a misspelt key would otherwise be ignored silently. */
  allowOnly(keys: string[]) {
    const unknown = Object.keys(this.data).filter((key) => !keys.includes(key));
    if (unknown.length) throw new ContentError(this.file, `unknown front matter field(s): ${unknown.join(', ')}`);
  }
}
