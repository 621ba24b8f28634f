import type { Language } from '@/basics/language';
import { numberFormat } from '@/basics/numbers';

/** A file size as people read it: kB below a megabyte, else MB with one decimal (1,000-based, as the upload limit says). */
export function fileSize(bytes: number, language: Language): string {
  if (bytes < 1_000_000) return `${numberFormat(language, { maximumFractionDigits: 0 }).format(Math.max(1, Math.round(bytes / 1000)))} kB`;
  return `${numberFormat(language, { maximumFractionDigits: 1 }).format(bytes / 1_000_000)} MB`;
}

/** The kind of file in words people know: PDF, JPEG, PNG. */
export const fileKind = (mediaType: string): string => (mediaType.split('/')[1] ?? mediaType).toUpperCase();
