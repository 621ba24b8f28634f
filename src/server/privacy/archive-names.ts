/**
 * Names inside the data archive: each document under its case's reference number, with the
 * uploader's (already sanitised) file name, made unique within its folder.
 */

/** A name safe in every unzip tool: no path separators, no leading dots, not empty. */
export function archiveFileName(name: string): string {
  const cleaned = name.replace(/[/\\\u0000-\u001f\u007f]/g, '_').replace(/^\.+/, '').trim();
  return cleaned || 'document';
}

/** Hands out names within one folder, numbering a repeated one (`letter.pdf`, `letter (2).pdf`). */
export function uniqueNames(): (name: string) => string {
  const taken = new Set<string>();
  return (name) => {
    const safe = archiveFileName(name);
    const dot = safe.lastIndexOf('.');
    const [stem, extension] = dot > 0 ? [safe.slice(0, dot), safe.slice(dot)] : [safe, ''];
    let candidate = safe;
    for (let n = 2; taken.has(candidate.toLowerCase()); n += 1) candidate = `${stem} (${n})${extension}`;
    taken.add(candidate.toLowerCase());
    return candidate;
  };
}
