/** @jest-environment node */
import { checkDocument } from '@/server/documents/document-check';
import { sanitiseFileName } from '@/server/documents/file-name';
import { refusalOf, sampleHtml, sampleJpeg, samplePdf, samplePng, sampleZip } from '../../../support/sample-documents';

const limit = 10 * 1024 * 1024;


describe('document check', () => {
  it('accepts PDF, JPEG and PNG by their content', async () => {
    const pdf = await samplePdf();
    await expect(checkDocument({ fileName: 'Mietvertrag.pdf', bytes: pdf }, limit)).resolves.toMatchObject({
      type: 'pdf',
      mediaType: 'application/pdf',
      fileName: 'Mietvertrag.pdf',
      sizeBytes: pdf.byteLength,
      sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    await expect(checkDocument({ fileName: 'IMG_2041.JPEG', bytes: sampleJpeg() }, limit)).resolves.toMatchObject({ type: 'jpg', mediaType: 'image/jpeg', fileName: 'IMG_2041.JPEG' });
    await expect(checkDocument({ fileName: 'Screenshot', bytes: samplePng() }, limit)).resolves.toMatchObject({ type: 'png', fileName: 'Screenshot.png' });
  });

  it('refuses a file named .pdf whose content is something else', async () => {
    await expect(refusalOf(checkDocument({ fileName: 'Kündigung.pdf', bytes: sampleHtml() }, limit))).resolves.toEqual({ code: 'document_unsupported_type', path: 'file', params: {} });
    await expect(refusalOf(checkDocument({ fileName: 'Kündigung.pdf', bytes: sampleZip() }, limit))).resolves.toEqual({ code: 'document_unsupported_type', path: 'file', params: {} });
    await expect(refusalOf(checkDocument({ fileName: 'Kündigung.pdf', bytes: samplePng() }, limit))).resolves.toEqual({
      code: 'document_name_mismatch',
      path: 'file',
      params: { extension: 'pdf', detected: 'png' },
    });
    await expect(refusalOf(checkDocument({ fileName: 'Vertrag.docx', bytes: await samplePdf() }, limit))).resolves.toMatchObject({ code: 'document_name_mismatch' });
  });

  it('refuses empty and too large files before reading them', async () => {
    await expect(refusalOf(checkDocument({ fileName: 'leer.pdf', bytes: new Uint8Array() }, limit))).resolves.toEqual({ code: 'document_empty', path: 'file', params: {} });
    const pdf = await samplePdf();
    await expect(refusalOf(checkDocument({ fileName: 'a.pdf', bytes: pdf }, pdf.byteLength - 1))).resolves.toEqual({ code: 'document_too_large', path: 'file', params: { max: 0 } });
    await expect(checkDocument({ fileName: 'a.pdf', bytes: pdf }, pdf.byteLength)).resolves.toMatchObject({ type: 'pdf' });
  });
});

describe('file names', () => {
  it('keeps what people call their files', () => {
    expect(sanitiseFileName('Mietvertrag Müller 2024.pdf', 'pdf')).toBe('Mietvertrag Müller 2024.pdf');
    expect(sanitiseFileName('Kontoauszug.2026', 'pdf')).toBe('Kontoauszug.2026.pdf');
    expect(sanitiseFileName('Vertrag.final', 'pdf')).toBe('Vertrag.final.pdf');
    expect(sanitiseFileName('Foto.jpeg', 'jpg')).toBe('Foto.jpeg');
  });

  it('drops folders, control characters and characters file systems refuse', () => {
    expect(sanitiseFileName('C:\\Users\\kim\\Desktop\\scan.pdf', 'pdf')).toBe('scan.pdf');
    expect(sanitiseFileName('../../etc/passwd', 'pdf')).toBe('passwd.pdf');
    expect(sanitiseFileName('rechnung\u202efdp.exe', 'pdf')).toBe('rechnungfdp.exe.pdf');
    expect(sanitiseFileName('a<b>:"c"|d?*.pdf', 'pdf')).toBe('a_b___c__d__.pdf');
    expect(sanitiseFileName('  Brief\n\t vom  Vermieter .pdf ', 'pdf')).toBe('Brief vom Vermieter .pdf');
    expect(sanitiseFileName('...', 'png')).toBe('document.png');
    expect(sanitiseFileName('', 'pdf')).toBe('document.pdf');
    // Decomposed umlauts (as macOS names files) are composed.
    expect(sanitiseFileName('Ku\u0308ndigung.pdf', 'pdf')).toBe('Kündigung.pdf');
  });

  it('shortens long names and keeps the extension', () => {
    const name = sanitiseFileName(`${'ä'.repeat(300)}.pdf`, 'pdf');
    expect(Array.from(name)).toHaveLength(120);
    expect(name.endsWith('ä.pdf')).toBe(true);
  });
});
