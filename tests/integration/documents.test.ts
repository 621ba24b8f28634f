import { createHash, randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { createCase } from '@/server/cases/stores/case-store';
import { cases } from '@/server/db/tables/cases';
import { getDatabase } from '@/server/db/client';
import {
  claimDraftDocuments,
  deleteDocument,
  deleteExpiredDrafts,
  listDocuments,
  openDocument,
  readDocument,
  storeDocument,
} from '@/server/documents/stores/document-store';
import { documentContents, documents, uploadDrafts } from '@/server/db/tables/documents';
import { newDraftToken } from '@/server/documents/draft-token';
import { insertDraft } from '@/server/documents/stores/upload-drafts';
import { refusalOf, samplePdf, samplePng } from '../support/sample-documents';
import { testServerForFile } from './support/test-server';

testServerForFile();

const limits = { maxBytes: 10 * 1024 * 1024, maxCount: 3, draftMaxBytes: 12 * 1024 * 1024, draftLifetimeSeconds: 3600 };
const start = new Date('2026-03-02T09:00:00Z');
const later = (seconds: number) => new Date(start.getTime() + seconds * 1000);

/** A draft started at `at`, as POST /api/commissioning/drafts starts one. */
const newDraft = async (at = start) => (await insertDraft(await getDatabase(), at, limits.draftLifetimeSeconds)).token;


const contentRows = async () => (await (await getDatabase()).select({ n: count() }).from(documentContents))[0].n;

describe('document storage', () => {
  it('stores an upload with its type, size and hash, and gives back the same bytes', async () => {
    const draftToken = await newDraft();
    const pdf = await samplePdf('Mietvertrag Müller');
    const { document, created } = await storeDocument({ draftToken }, { category: 'rental-contract', fileName: 'C:\\Scans\\Mietvertrag.pdf', bytes: pdf }, { limits, at: start });
    expect(created).toBe(true);
    expect(document).toMatchObject({
      category: 'rental-contract',
      fileName: 'Mietvertrag.pdf',
      mediaType: 'application/pdf',
      sizeBytes: pdf.byteLength,
      expiresAt: later(3600),
    });
    const read = await readDocument({ draftToken }, document.id, later(60));
    expect(read?.document).toEqual(document);
    expect(Buffer.from(read!.content).equals(Buffer.from(pdf))).toBe(true);
    expect(read!.document.sha256).toBe(createHash('sha256').update(pdf).digest('hex'));
  });

  it('stores the same file once per draft, however often it is sent', async () => {
    const draftToken = await newDraft();
    const png = samplePng(3, 3);
    const results = await Promise.all([1, 2, 3].map(() => storeDocument({ draftToken }, { category: 'statement', fileName: 'Auszug.png', bytes: png }, { limits, at: start })));
    expect(results.filter((result) => result.created)).toHaveLength(1);
    expect(new Set(results.map((result) => result.document.id)).size).toBe(1);
    expect(await listDocuments({ draftToken }, start)).toHaveLength(1);
  });

  it('keeps to the most files per draft, also for parallel uploads', async () => {
    const draftToken = await newDraft();
    const files = await Promise.all([1, 2, 3, 4, 5].map((n) => samplePdf(`Seite ${n}`)));
    const outcomes = await Promise.allSettled(files.map((bytes, n) => storeDocument({ draftToken }, { category: 'statement', fileName: `${n}.pdf`, bytes }, { limits, at: start })));
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(3);
    for (const outcome of outcomes.filter((outcome) => outcome.status === 'rejected')) {
      expect((outcome as PromiseRejectedResult).reason).toMatchObject({ errors: [{ code: 'too_many_documents', path: 'file', params: { max: 3 } }] });
    }
    expect(await listDocuments({ draftToken }, start)).toHaveLength(3);
  });

  it('refuses bad uploads and stores nothing for them', async () => {
    const draftToken = await newDraft();
    const before = await contentRows();
    await expect(refusalOf(storeDocument({ draftToken }, { category: 'letter', fileName: 'Kündigung.pdf', bytes: samplePng() }, { limits, at: start }))).resolves.toEqual({
      code: 'document_name_mismatch',
      path: 'file',
      params: { extension: 'pdf', detected: 'png' },
    });
    await expect(refusalOf(storeDocument({ draftToken }, { category: 'Letter!', fileName: 'a.pdf', bytes: await samplePdf() }, { limits, at: start }))).resolves.toEqual({
      code: 'invalid_category',
      path: 'category',
      params: {},
    });
    await expect(refusalOf(storeDocument({ draftToken: 'not-a-token' }, { category: 'letter', fileName: 'a.pdf', bytes: await samplePdf() }, { limits, at: start }))).resolves.toEqual({
      code: 'draft_expired',
      path: 'draft_token',
      params: {},
    });
    // A token nobody started is no draft: made-up tokens cannot escape the limits per draft.
    await expect(refusalOf(storeDocument({ draftToken: newDraftToken() }, { category: 'letter', fileName: 'a.pdf', bytes: await samplePdf() }, { limits, at: start }))).resolves.toEqual({
      code: 'draft_expired',
      path: 'draft_token',
      params: {},
    });
    expect(await contentRows()).toBe(before);
    expect(await listDocuments({ draftToken }, start)).toEqual([]);
  });

  it('shows a draft only to its token', async () => {
    const draftToken = await newDraft();
    const { document } = await storeDocument({ draftToken }, { category: 'letter', fileName: 'Brief.pdf', bytes: await samplePdf('geheim') }, { limits, at: start });
    expect(await listDocuments({ draftToken: newDraftToken() }, start)).toEqual([]);
    expect(await readDocument({ draftToken: newDraftToken() }, document.id, start)).toBeUndefined();
    expect(await deleteDocument({ draftToken: newDraftToken() }, document.id, start)).toBe(false);
    expect(await deleteDocument({ draftToken }, document.id, start)).toBe(true);
    expect(await readDocument({ draftToken }, document.id, start)).toBeUndefined();
  });

  it('moves a draft’s uploads to the case its order creates, in the order’s transaction', async () => {
    const draftToken = await newDraft();
    const first = await storeDocument({ draftToken }, { category: 'dismissal-letter', fileName: 'Kündigung.pdf', bytes: await samplePdf('Kündigung') }, { limits, at: start });
    await storeDocument({ draftToken }, { category: 'payslip', fileName: 'Lohn.png', bytes: samplePng(4, 4) }, { limits, at: later(10) });
    const { case: opened } = await createCase({ email: 'kim@example.org', language: 'de', productName: 'dismissal' });
    const db = await getDatabase();

    // A failing order leaves the uploads where they were.
    await expect(
      db.transaction(async (tx) => {
        expect(await claimDraftDocuments(tx, draftToken, opened.id, later(20))).toBe(2);
        throw new Error('order failed');
      }),
    ).rejects.toThrow('order failed');
    expect(await listDocuments({ draftToken }, later(20))).toHaveLength(2);

    expect(await db.transaction((tx) => claimDraftDocuments(tx, draftToken, opened.id, later(20)))).toBe(2);
    const owned = await listDocuments({ caseId: opened.id });
    expect(owned.map((document) => [document.category, document.expiresAt])).toEqual([
      ['dismissal-letter', null],
      ['payslip', null],
    ]);
    expect(await listDocuments({ draftToken }, later(20))).toEqual([]);
    expect((await readDocument({ caseId: opened.id }, first.document.id))?.document.fileName).toBe('Kündigung.pdf');
    // The case's documents stay however long it takes.
    expect(await deleteExpiredDrafts(later(10 * 365 * 86_400))).toBeGreaterThanOrEqual(0);
    expect(await listDocuments({ caseId: opened.id })).toHaveLength(2);

    await db.delete(cases).where(eq(cases.id, opened.id));
    expect(await db.select().from(documents).where(eq(documents.caseId, opened.id))).toEqual([]);
  });

  it('forgets uploads that were never ordered once their draft expires, counted from its creation', async () => {
    const db = await getDatabase();
    await deleteExpiredDrafts(later(10 * 365 * 86_400));
    const draftToken = await newDraft();
    const { document } = await storeDocument({ draftToken }, { category: 'letter', fileName: 'a.pdf', bytes: await samplePdf('alt') }, { limits, at: later(60) });
    // A later upload does not keep the draft alive: uploading now and then cannot hold files for ever.
    const second = await storeDocument({ draftToken }, { category: 'letter', fileName: 'b.png', bytes: samplePng(5, 5) }, { limits, at: later(3000) });
    expect(second.document.expiresAt).toEqual(later(3600));
    expect(await listDocuments({ draftToken }, later(3599))).toHaveLength(2);
    expect(await listDocuments({ draftToken }, later(3600))).toEqual([]);
    expect(await readDocument({ draftToken }, document.id, later(3600))).toBeUndefined();
    await expect(refusalOf(storeDocument({ draftToken }, { category: 'letter', fileName: 'c.pdf', bytes: await samplePdf('neu') }, { limits, at: later(3600) }))).resolves.toEqual({
      code: 'draft_expired',
      path: 'draft_token',
      params: {},
    });

    const rowsBefore = await contentRows();
    // Two files and their draft.
    expect(await deleteExpiredDrafts(later(3600))).toBe(3);
    expect(await contentRows()).toBe(rowsBefore - 2);
    expect(await db.select().from(uploadDrafts).where(eq(uploadDrafts.expiresAt, later(3600)))).toEqual([]);
    expect(await db.transaction((tx) => claimDraftDocuments(tx, draftToken, 1, later(3600)))).toBe(0);
  });

  it('keeps to the most bytes per draft, also for parallel uploads', async () => {
    const draftToken = await newDraft();
    const png = samplePng(64, 64, true);
    const photos = [1, 2, 3].map(() => Buffer.concat([png, randomBytes(5 * 1024 * 1024 - png.byteLength)]));
    const outcomes = await Promise.allSettled(photos.map((bytes, n) => storeDocument({ draftToken }, { category: 'photo', fileName: `${n}.png`, bytes }, { limits, at: start })));
    // 12 MB together: two 5 MB photos fit, the third does not.
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(2);
    expect(outcomes.find((outcome) => outcome.status === 'rejected')).toMatchObject({ reason: { errors: [{ code: 'draft_too_large', path: 'file', params: { max: limits.draftMaxBytes / 1024 / 1024 } }] } });
    expect(await listDocuments({ draftToken }, start)).toHaveLength(2);
  }, 30_000);

  it('sends a document in slices, so that a download never holds the whole file', async () => {
    const draftToken = await newDraft();
    const png = samplePng(16, 16, true);
    const photo = Buffer.concat([png, randomBytes(3 * 1024 * 1024 + 17 - png.byteLength)]);
    const { document } = await storeDocument({ draftToken }, { category: 'photo', fileName: 'Foto.png', bytes: photo }, { limits, at: start });
    const opened = await openDocument({ draftToken }, document.id, start);
    expect(opened?.document.sizeBytes).toBe(photo.length);
    const slices: Buffer[] = [];
    for await (const slice of opened!.content) slices.push(Buffer.from(slice));
    expect(slices.length).toBeGreaterThan(1);
    expect(Math.max(...slices.map((slice) => slice.length))).toBeLessThanOrEqual(512 * 1024);
    expect(Buffer.concat(slices).equals(photo)).toBe(true);
    expect(await openDocument({ draftToken: newDraftToken() }, document.id, start)).toBeUndefined();
  }, 30_000);

  it('stores a document of exactly the size limit and refuses one byte more', async () => {
    const draftToken = await newDraft();
    const png = samplePng(1024, 1024, true);
    const padded = Buffer.concat([png, randomBytes(limits.maxBytes - png.byteLength)]);
    const { document } = await storeDocument({ draftToken }, { category: 'photo', fileName: 'Foto.png', bytes: padded }, { limits, at: start });
    expect(document.sizeBytes).toBe(10 * 1024 * 1024);
    const read = await readDocument({ draftToken }, document.id, start);
    expect(Buffer.from(read!.content).equals(padded)).toBe(true);
    await expect(
      refusalOf(storeDocument({ draftToken }, { category: 'photo', fileName: 'Foto.png', bytes: Buffer.concat([padded, Buffer.alloc(1)]) }, { limits, at: start })),
    ).resolves.toEqual({ code: 'document_too_large', path: 'file', params: { max: 10 } });
  }, 30_000);
});
