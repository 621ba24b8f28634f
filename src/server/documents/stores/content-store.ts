import { eq, inArray, sql } from 'drizzle-orm';
import type { DatabaseExecutor } from '../../db/client';
import { documentContents } from '../../db/tables/documents';


/**
 * Where the bytes of documents live. PostgreSQL (or PGlite) is the store: every app instance shares
 * it, the bytes are written in the same transaction as the document's row, and backups cover them.
 * An S3-compatible store can implement this interface when uploads outgrow the database; it would
 * write outside the transaction, so it needs the sweep of deleteExpiredDrafts for orphans too.
 */
export interface DocumentContentStore {
  /** The value of `documents.storage` for documents this store holds. */
  readonly name: string;
  put(executor: DatabaseExecutor, documentId: number, bytes: Uint8Array): Promise<void>;
  get(executor: DatabaseExecutor, documentId: number): Promise<Uint8Array | undefined>;
  /**
   * The bytes in slices of `sliceBytes`, read one after another while they are sent: a download
   * holds a slice in memory, not the file. Throws before the first slice when there are no bytes.
   */
  slices(executor: DatabaseExecutor, documentId: number, sliceBytes: number): Promise<AsyncIterable<Uint8Array>>;
  /** Removes the bytes of documents whose rows are deleted (PostgreSQL's cascade already does). */
  remove(executor: DatabaseExecutor, documentIds: number[]): Promise<void>;
}

/**
 * The bytes travel as base64 text and are decoded by the database: PGlite serialises a bytea parameter
 * byte by byte in JavaScript (about 6 s to write and 2.5 s to read 10 MB here), while base64 is
 * converted natively on both ends (about 1 s and 0.3 s); node-postgres gains as well, as its own
 * bytea text form (hex) is twice the size.
 */
export const postgresContentStore: DocumentContentStore = {
  name: 'postgres',
  async put(executor, documentId, bytes) {
    const base64 = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64');
    await executor.insert(documentContents).values({ documentId, content: sql`decode(${base64}, 'base64')` });
  },
  async get(executor, documentId) {
    const [row] = await executor
      .select({ base64: sql<string>`encode(${documentContents.content}, 'base64')` })
      .from(documentContents)
      .where(eq(documentContents.documentId, documentId));
    // PostgreSQL breaks base64 into lines of 76 characters; Node's decoder skips the line breaks.
    return row ? new Uint8Array(Buffer.from(row.base64, 'base64')) : undefined;
  },
  async slices(executor, documentId, sliceBytes) {
    const [stored] = await executor
      .select({ size: sql<number>`octet_length(${documentContents.content})` })
      .from(documentContents)
      .where(eq(documentContents.documentId, documentId));
    if (!stored) throw new Error(`document ${documentId} has no content`);
    const size = Number(stored.size);
    return (async function* read() {
      // Stored uncompressed out of line (migration 0012), so PostgreSQL reads only the slice asked for.
      for (let offset = 0; offset < size; offset += sliceBytes) {
        const [slice] = await executor
          .select({ base64: sql<string>`encode(substring(${documentContents.content} from ${offset + 1} for ${sliceBytes}), 'base64')` })
          .from(documentContents)
          .where(eq(documentContents.documentId, documentId));
        if (!slice) throw new Error(`document ${documentId} was deleted while it was sent`);
        yield new Uint8Array(Buffer.from(slice.base64, 'base64'));
      }
    })();
  },
  async remove(executor, documentIds) {
    if (documentIds.length > 0) await executor.delete(documentContents).where(inArray(documentContents.documentId, documentIds));
  },
};

const stores: Record<string, DocumentContentStore> = { postgres: postgresContentStore };

/** The store new documents go to. */
export const activeContentStore = (): DocumentContentStore => postgresContentStore;

/** The store that holds a document's bytes, by the name recorded with it. */
export function contentStoreNamed(name: string): DocumentContentStore {
  const store = stores[name];
  if (!store) throw new Error(`no document store "${name}" is configured`);
  return store;
}
