import { claimedExtension, type DocumentType, documentTypes } from './document-type';

/** Long enough for any real name, short enough for a Content-Disposition header and a file system. */
export const MAX_FILE_NAME_LENGTH = 120;

/**
 * The name a document is stored and offered for download under: the uploader's name without folders,
 * control and format characters (a right-to-left override can make "rechnung‮fdp.exe" look like a
 * PDF), characters that file systems or headers refuse, and surrounding dots and spaces; at most 120
 * characters, ending in the extension of the type the content has.
 */
export function sanitiseFileName(original: string, type: DocumentType): string {
  const base = original.normalize('NFC').split(/[/\\]/).pop() ?? '';
  let name = base
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, '')
    .replace(/[<>:"|?*]/g, '_')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.]+|[\s.]+$/g, '');
  const extensions: readonly string[] = documentTypes[type].extensions;
  const claimed = claimedExtension(name);
  if (!claimed || !extensions.includes(claimed)) name = `${name || 'document'}.${extensions[0]}`;
  const dot = name.lastIndexOf('.');
  const [stem, extension] = [name.slice(0, dot), name.slice(dot)];
  const characters = Array.from(stem);
  const room = MAX_FILE_NAME_LENGTH - extension.length;
  return `${characters.length > room ? characters.slice(0, room).join('').trimEnd() : stem}${extension}`;
}
