import path from 'node:path';
import { type Command, exitCodes, text } from '../command';
import { formatSize } from '../format';

/** What the second argument names besides a document id. */
const confirmationWords = new Set(['confirmation', 'mandate']);

export const download: Command = {
  name: 'download',
  summary: "Save one of a case's documents, or its order confirmation PDF (mandate, consent, contract texts)",
  arguments: [{ name: 'reference', field: 'reference' }, { name: 'document-id|confirmation', field: 'document' }],
  options: [{ name: 'out', value: '<file>', description: 'where to save it (`-` writes to standard output); default: the file\'s own name in the current folder, never overwriting' }],
  notes: [
    '`show <reference>` lists the document ids. `confirmation` (or `mandate`) is the PDF the customer received with the confirmation e-mail, rebuilt from the stored order.',
  ],
  example: 'download 2026-AB12-CD34 confirmation --out mandate.pdf',
  async run({ args, values, client, io, json, fail }) {
    const which = args['document-id|confirmation'];
    const response = await client.download(args.reference, confirmationWords.has(which.toLowerCase()) ? 'confirmation' : { document: which });
    if (!response.ok) return fail(response);
    const file = response.data;
    const out = text(values, 'out');
    // The portal's name is sanitised already; the base name keeps it in the current folder all the same.
    const target = out ?? path.basename(file.fileName ?? `${which}.bin`);
    io.writeFile(target, file.content, { overwrite: out !== undefined });
    const summary = { file: target, file_name: file.fileName, media_type: file.mediaType, size_bytes: file.content.byteLength };
    if (target === '-') return exitCodes.ok;
    io.out(json ? JSON.stringify(summary, null, 2) : `Saved ${target} (${file.mediaType}, ${formatSize(file.content.byteLength)}).`);
    return exitCodes.ok;
  },
};
