import { deflateSync } from 'node:zlib';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { DomainError } from '@/server/domain-error';

/** Real files of each accepted type, made in memory, for upload tests. */
export async function samplePdf(text = 'Mietvertrag'): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const page = document.addPage([200, 100]);
  page.drawText(text, { x: 10, y: 50, size: 12, font: await document.embedFont(StandardFonts.Helvetica) });
  return document.save();
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = crcTable[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A grey PNG of the given size; `noise` makes it incompressible, for large files. */
export function samplePng(width = 2, height = 2, noise = false): Uint8Array {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  const rows = Buffer.alloc((width + 1) * height, 0x80);
  for (let row = 0; row < height; row += 1) rows[row * (width + 1)] = 0;
  if (noise) for (let index = 0; index < rows.length; index += 1) if (index % (width + 1) !== 0) rows[index] = (index * 2654435761) >>> 24;
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}

/** The start of a JPEG (JFIF) file: enough for any reader of signatures. */
export function sampleJpeg(): Uint8Array {
  return Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
    Buffer.from('JFIF\0', 'latin1'),
    Buffer.from([0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00, 0xff, 0xd9]),
  ]);
}

export const sampleHtml = (): Uint8Array => Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');

/** A ZIP archive's signature (what a .docx file is). */
export const sampleZip = (): Uint8Array =>
  Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x00, 0x00, 0x00, 0x00]), Buffer.alloc(40)]);

/** The error item (code, field and params) an upload is refused with; fails when it is accepted. */
export async function refusalOf(upload: Promise<unknown>) {
  try {
    await upload;
  } catch (error) {
    if (error instanceof DomainError) return error.errors[0];
    throw error;
  }
  throw new Error('the document was accepted');
}
