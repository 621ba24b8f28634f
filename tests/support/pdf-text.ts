import { inflateSync } from 'node:zlib';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';

/**
 * The text of a PDF as a reader extracts it, for tests: each page's content streams are decoded, the
 * strings of the text-showing operators are mapped back to Unicode through each font's ToUnicode CMap
 * (the map copy-and-paste and screen readers use), and a change of the baseline starts a new line.
 * It reads what pdf-lib wrote; it does not share code with the writer.
 */
export async function pdfText(bytes: Uint8Array): Promise<string[]> {
  const document = await PDFDocument.load(bytes);
  return document.getPages().map((page) => {
    const fonts = page.node.Resources()?.lookup(PDFName.of('Font'), PDFDict);
    const maps = new Map<string, Map<number, string>>();
    const toUnicode = (fontName: string) => {
      let map = maps.get(fontName);
      if (!map) {
        const font = fonts?.lookup(PDFName.of(fontName), PDFDict);
        const cmap = font?.lookup(PDFName.of('ToUnicode')) as PDFRawStream | undefined;
        map = cmap ? parseCMap(decode(cmap)) : new Map();
        maps.set(fontName, map);
      }
      return map;
    };
    const contents = page.node.Contents();
    const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => document.context.lookup(ref) as PDFRawStream) : [contents as PDFRawStream];
    const lines: string[] = [];
    let font = '';
    let baseline: number | undefined;
    for (const stream of streams) {
      const program = decode(stream);
      for (const match of program.matchAll(/\/(\S+) [\d.]+ Tf|[\d.-]+ [\d.-]+ [\d.-]+ [\d.-]+ [\d.-]+ ([\d.-]+) Tm|<([0-9A-Fa-f]*)> Tj/g)) {
        if (match[1]) font = match[1];
        else if (match[2]) {
          const y = Number(match[2]);
          if (baseline === undefined || Math.abs(y - baseline) > 0.5) lines.push('');
          baseline = y;
        } else {
          const map = toUnicode(font);
          const codes = match[3].match(/.{4}/g) ?? [];
          lines[lines.length - 1] += codes.map((code) => map.get(parseInt(code, 16)) ?? '\ufffd').join('');
        }
      }
    }
    return lines.join('\n');
  });
}

function decode(stream: PDFRawStream): string {
  const filter = stream.dict.get(PDFName.of('Filter'));
  const raw = Buffer.from(stream.contents);
  return (filter === PDFName.of('FlateDecode') ? inflateSync(raw) : raw).toString('latin1');
}

const utf16 = (hex: string) => String.fromCharCode(...(hex.match(/.{4}/g) ?? []).map((unit) => parseInt(unit, 16)));

function parseCMap(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, code, text] of block[1].matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) map.set(parseInt(code, 16), utf16(text));
  }
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, from, to, text] of block[1].matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) {
      const start = parseInt(text, 16);
      for (let code = parseInt(from, 16); code <= parseInt(to, 16); code += 1) map.set(code, String.fromCharCode(start + code - parseInt(from, 16)));
    }
  }
  return map;
}
