import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defaultPriceList } from '../src/domain/pricing/default-price-list';
import { orderConfirmationPdf } from '../src/server/commissioning/confirmation/confirmation-pdf';
import { providerDetails } from '../src/server/commissioning/settings';
import { closeDatabase, getDatabase, installDatabase, migrateDatabase, openDatabase } from '../src/server/db/client';
import { readDocument, storeDocument } from '../src/server/documents/stores/document-store';
import { insertDraft } from '../src/server/documents/stores/upload-drafts';
import { samplePng } from '../tests/support/sample-documents';
import type { Bench } from './run';

const percentile = (values: number[], share: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil(share * values.length) - 1)];
const describe = (values: number[]) => `median ${percentile(values, 0.5).toFixed(0)} ms, p95 ${percentile(values, 0.95).toFixed(0)} ms, max ${Math.max(...values).toFixed(0)} ms`;

/** A small real PNG padded with random bytes to the size limit: what a 10 MB phone photo costs to check and store. */
const photo = (bytes: number) => {
  const png = samplePng(64, 64, true);
  return Buffer.concat([png, randomBytes(bytes - png.byteLength)]);
};

/**
 * Commissioning's building blocks in-process: storing a 10 MB document in the embedded database on
 * disk (content check, hash, one transaction with the bytes) and reading it back; building the order
 * confirmation PDF. With DATABASE_URL set, the documents go to that PostgreSQL instead.
 */
const bench: Bench = {
  title: 'Commissioning: 10 MB documents and the confirmation PDF',
  async run() {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-documents-'));
    const url = process.env.DATABASE_URL;
    const handle = await openDatabase(url ? { driver: 'postgres', url } : { driver: 'pglite', dataDir: path.join(dataDir, 'db') });
    await migrateDatabase(handle);
    installDatabase(handle);
    try {
      const limits = { maxBytes: 10 * 1024 * 1024, maxCount: 20, draftMaxBytes: 50 * 1024 * 1024, draftLifetimeSeconds: 3600 };
      const stores: number[] = [];
      const reads: number[] = [];
      for (let round = 0; round < 10; round += 1) {
        const { token: draftToken } = await insertDraft(await getDatabase(), new Date(), limits.draftLifetimeSeconds);
        const bytes = photo(limits.maxBytes);
        let started = performance.now();
        const { document } = await storeDocument({ draftToken }, { category: 'photo', fileName: 'Foto.png', bytes }, { limits });
        stores.push(performance.now() - started);
        started = performance.now();
        await readDocument({ draftToken }, document.id);
        reads.push(performance.now() - started);
      }
      console.log(`store a 10 MB document (${handle.driver}): ${describe(stores)}`);
      console.log(`read it back: ${describe(reads)}`);

      const pdfs: number[] = [];
      let size = 0;
      for (let round = 0; round < 20; round += 1) {
        const started = performance.now();
        const pdf = await orderConfirmationPdf({
          language: round % 2 ? 'en' : 'de',
          provider: providerDetails(),
          customer: { fullName: 'Ayşe Łukasz-Dvořák', email: 'bench@example.org' },
          order: { kind: 'claim', product: 'rent-brake', feeRule: defaultPriceList.successFees['rent-brake'], achievedCents: 42_414, referenceNumber: '2026-7Q4M-X9P2' },
          consent: { textVersion: '2026-1', typedName: 'Ayşe Łukasz-Dvořák', at: new Date(), ip: '203.0.113.7', userAgent: 'Mozilla/5.0 (bench)', earlyStart: true },
        });
        pdfs.push(performance.now() - started);
        size = pdf.byteLength;
      }
      console.log(`order confirmation PDF (first includes loading the fonts): first ${pdfs[0].toFixed(0)} ms, then ${describe(pdfs.slice(1))}, ${Math.round(size / 1024)} KiB`);
      console.log(`process memory ${Math.round(process.memoryUsage().rss / 1024 / 1024)} MiB`);
    } finally {
      await closeDatabase();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  },
};

export default bench;
