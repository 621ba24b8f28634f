/**
 * A zip archive made while it is sent (fflate): each entry is compressed and handed on as soon as it
 * is added, so memory holds one entry at a time, never the archive.
 */
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';

export interface ArchiveEntry {
  /** The path inside the archive, `/`-separated. */
  name: string;
  content: Uint8Array;
  /** Text compresses well; PDFs and photos are compressed already and are stored as they are. */
  compress: boolean;
  modifiedAt?: Date;
}

export async function* zipStream(entries: AsyncIterable<ArchiveEntry>): AsyncGenerator<Uint8Array> {
  const ready: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else ready.push(chunk);
  });
  for await (const entry of entries) {
    const file = entry.compress ? new ZipDeflate(entry.name, { level: 6 }) : new ZipPassThrough(entry.name);
    if (entry.modifiedAt) file.mtime = entry.modifiedAt;
    zip.add(file);
    file.push(entry.content, true);
    if (failure) throw failure;
    yield* ready.splice(0);
  }
  zip.end();
  if (failure) throw failure;
  yield* ready.splice(0);
}
