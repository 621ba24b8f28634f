import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { documentContents } from './schema';

/** The database, or a transaction on it: stores write inside the caller's transaction where they can. */
export type DatabaseExecutor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

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
  /** Removes the bytes of documents whose rows are deleted (PostgreSQL's cascade already does). */
  remove(executor: DatabaseExecutor, documentIds: number[]): Promise<void>;
}

export const postgresContentStore: DocumentContentStore = {
  name: 'postgres',
  async put(executor, documentId, bytes) {
    await executor.insert(documentContents).values({ documentId, content: bytes });
  },
  async get(executor, documentId) {
    const [row] = await executor.select({ content: documentContents.content }).from(documentContents).where(eq(documentContents.documentId, documentId));
    return row ? new Uint8Array(row.content.buffer, row.content.byteOffset, row.content.byteLength) : undefined;
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
