import fs from 'node:fs';
import path from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, type PDFFont, type PDFPage, PDFName, PDFString, rgb } from 'pdf-lib';
import type { ContentNode } from '@/content/types';

/**
 * A small text layout on pdf-lib: headings, paragraphs with bold runs, lists, label–value rows, page
 * breaks and a footer on every page. Text is set in DejaVu Sans, embedded as a subset: the 14 standard
 * PDF fonts only know WinAnsi, which has äöüß and € but not the ş, ł, ř or Cyrillic letters of many
 * customers' names, and a confirmation must show the name exactly as it was typed.
 */
const fontFiles = { regular: 'DejaVuSans.ttf', bold: 'DejaVuSans-Bold.ttf' } as const;
const fontDir = path.join(process.cwd(), 'node_modules', 'dejavu-fonts-ttf', 'ttf');
const fontBytes = new Map<string, Buffer>();
const readFont = (file: string) => {
  let bytes = fontBytes.get(file);
  if (!bytes) {
    bytes = fs.readFileSync(path.join(fontDir, file));
    fontBytes.set(file, bytes);
  }
  return bytes;
};

/**
 * fontkit parses a font file on every embedding (about 150 ms for the two files); the parsed font is
 * only read when a document subsets it, so one parse per file serves every document.
 */
const parsedFonts = new Map<Uint8Array, ReturnType<typeof fontkit.create>>();
const parsedOnce: typeof fontkit = {
  create(bytes, postscriptName) {
    let font = parsedFonts.get(bytes);
    if (!font) {
      font = withRememberedLayouts(fontkit.create(bytes, postscriptName));
      parsedFonts.set(bytes, font);
    }
    return font;
  },
};

/**
 * pdf-lib shapes a text (fontkit's OpenType lookups) each time it measures or writes it, and that
 * fixed cost per call made one confirmation take a second of CPU. Words and the lines of the contract
 * texts repeat in every document, so each text is shaped once per process (pdf-lib only reads the
 * glyphs it gets back). The cache is bounded, and emptied when full.
 */
const layoutCacheLimit = 20_000;

function withRememberedLayouts(font: ReturnType<typeof fontkit.create>): ReturnType<typeof fontkit.create> {
  const shape = font.layout.bind(font);
  const layouts = new Map<string, ReturnType<typeof shape>>();
  font.layout = (text, features, ...rest) => {
    if (features !== undefined || rest.length > 0) return shape(text, features, ...rest);
    let run = layouts.get(text);
    if (!run) {
      run = shape(text);
      if (layouts.size >= layoutCacheLimit) layouts.clear();
      layouts.set(text, run);
    }
    return run;
  };
  return font;
}

/** A4 in points, with margins of 2 cm (and room for the footer at the bottom). */
const page = { width: 595.28, height: 841.89, margin: 56.7, footer: 40 };
const sizes = { title: 17, h2: 13, h3: 11, body: 9.5, small: 7.5 };
const lineHeight = 1.4;
const ink = rgb(0.1, 0.1, 0.12);
const muted = rgb(0.38, 0.38, 0.42);

export interface Run {
  text: string;
  bold?: boolean;
}

export interface DocumentInfo {
  title: string;
  author: string;
  subject: string;
  language: string;
  createdAt: Date;
}

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
  covered: Set<number>;
}

export class PdfWriter {
  private current: PDFPage;
  private y = 0;
  /** The page's font: set only on a change, as pdf-lib adds a resource entry for every setFont. */
  private currentFont: PDFFont | undefined;

  private constructor(
    private readonly document: PDFDocument,
    private readonly fonts: Fonts,
  ) {
    this.current = this.newPage();
  }

  static async create(info: DocumentInfo): Promise<PdfWriter> {
    const document = await PDFDocument.create();
    document.registerFontkit(parsedOnce);
    const regular = await document.embedFont(readFont(fontFiles.regular), { subset: true });
    const bold = await document.embedFont(readFont(fontFiles.bold), { subset: true });
    const covered = new Set(regular.getCharacterSet());
    document.setTitle(info.title, { showInWindowTitleBar: true });
    document.setAuthor(info.author);
    document.setSubject(info.subject);
    document.setCreator(info.author);
    document.setProducer(info.author);
    document.setCreationDate(info.createdAt);
    document.setModificationDate(info.createdAt);
    // Screen readers and search pick the language from the catalogue.
    document.catalog.set(PDFName.of('Lang'), PDFString.of(info.language));
    return new PdfWriter(document, { regular, bold, covered });
  }

  private newPage(): PDFPage {
    const added = this.document.addPage([page.width, page.height]);
    this.y = page.height - page.margin;
    this.current = added;
    this.currentFont = undefined;
    return added;
  }

  private ensureRoom(height: number) {
    if (this.y - height < page.margin + page.footer) this.newPage();
  }

  /** Characters the font has no glyph for (emoji, CJK) become "?" instead of an invisible box. */
  private printable(text: string): string {
    return Array.from(text.replace(/[\p{Cc}\p{Cf}]/gu, (character) => (character === '\n' ? '\n' : '')), (character) =>
      character === '\n' || this.fonts.covered.has(character.codePointAt(0)!) ? character : '?',
    ).join('');
  }

  private useFont(font: PDFFont) {
    if (this.currentFont === font) return;
    this.current.setFont(font);
    this.currentFont = font;
  }

  private font(run: Run) {
    return run.bold ? this.fonts.bold : this.fonts.regular;
  }

  private measure(run: Run, text: string, size: number) {
    return this.font(run).widthOfTextAtSize(text, size);
  }

  /** Breaks runs into lines of at most `width` points; "\n" in a run forces a break. */
  private lines(runs: Run[], size: number, width: number): Run[][] {
    const lines: Run[][] = [[]];
    let used = 0;
    const place = (piece: Run) => {
      const pieceWidth = this.measure(piece, piece.text, size);
      const line = lines[lines.length - 1];
      if (used + pieceWidth > width && line.length > 0) {
        if (piece.text.trim() === '') return;
        lines.push([]);
        used = 0;
      }
      if (pieceWidth > width) {
        // A word wider than the line (a long user agent, a URL): break it by characters.
        let chunk = '';
        for (const character of Array.from(piece.text)) {
          if (this.measure(piece, chunk + character, size) > width) {
            lines[lines.length - 1].push({ ...piece, text: chunk });
            lines.push([]);
            chunk = '';
          }
          chunk += character;
        }
        lines[lines.length - 1].push({ ...piece, text: chunk });
        used = this.measure(piece, chunk, size);
        return;
      }
      lines[lines.length - 1].push(piece);
      used += pieceWidth;
    };
    for (const run of runs) {
      const segments = this.printable(run.text).split('\n');
      segments.forEach((segment, index) => {
        if (index > 0) {
          lines.push([]);
          used = 0;
        }
        // Break at spaces, never at a no-break space ("30 %", "20 €").
        for (const piece of segment.split(/([^\S\u00a0\u202f]+)/)) if (piece) place({ ...run, text: piece.replace(/[^\S\u00a0\u202f]+/g, ' ') });
      });
    }
    return lines.map((line) => trimLine(line)).filter((line, index, all) => line.length > 0 || index < all.length - 1);
  }

  private drawLines(lines: Run[][], { size, x, color = ink }: { size: number; x: number; color?: ReturnType<typeof rgb> }) {
    const step = size * lineHeight;
    for (const line of lines) {
      this.ensureRoom(step);
      this.y -= step;
      let cursor = x;
      // One drawText per stretch in one font, not per word: pdf-lib shapes every text it encodes.
      for (const stretch of sameFontStretches(line)) {
        this.useFont(this.font(stretch));
        this.current.drawText(stretch.text, { x: cursor, y: this.y + size * 0.25, size, color });
        cursor += stretch.pieces.reduce((sum, piece) => sum + this.measure(stretch, piece, size), 0);
      }
    }
  }

  title(text: string) {
    this.drawLines(this.lines([{ text, bold: true }], sizes.title, this.width), { size: sizes.title, x: page.margin });
    this.y -= 6;
  }

  heading(text: string, level: 2 | 3 = 2) {
    const size = level === 2 ? sizes.h2 : sizes.h3;
    // Keep a heading with at least two lines of what follows.
    this.ensureRoom(size * lineHeight + sizes.body * lineHeight * 3 + 10);
    this.y -= level === 2 ? 12 : 6;
    this.drawLines(this.lines([{ text, bold: true }], size, this.width), { size, x: page.margin });
    this.y -= 2;
  }

  paragraph(runs: Run[] | string, { indent = 0, muted: isMuted = false, small = false }: { indent?: number; muted?: boolean; small?: boolean } = {}) {
    const size = small ? sizes.small : sizes.body;
    const content = typeof runs === 'string' ? [{ text: runs }] : runs;
    this.drawLines(this.lines(content, size, this.width - indent), { size, x: page.margin + indent, color: isMuted ? muted : ink });
    this.y -= size * 0.5;
  }

  /** A list item: the marker hangs in the margin of the text. */
  listItem(marker: string, runs: Run[]) {
    const indent = 14;
    const lines = this.lines(runs, sizes.body, this.width - indent);
    const step = sizes.body * lineHeight;
    this.ensureRoom(step);
    this.useFont(this.fonts.regular);
    this.current.drawText(marker, { x: page.margin + 2, y: this.y - step + sizes.body * 0.25, size: sizes.body, color: ink });
    this.drawLines(lines, { size: sizes.body, x: page.margin + indent });
    this.y -= sizes.body * 0.2;
  }

  /** Label–value rows, labels in a column of their own; a row is never split across pages. */
  rows(rows: [label: string, value: string][]) {
    const labelWidth = 150;
    const size = sizes.body;
    const step = size * lineHeight;
    for (const [label, value] of rows) {
      const labelLines = this.lines([{ text: label, bold: true }], size, labelWidth - 8);
      const valueLines = this.lines([{ text: value }], size, this.width - labelWidth);
      const height = Math.max(labelLines.length, valueLines.length) * step;
      this.ensureRoom(height);
      const top = this.y;
      this.drawLines(labelLines, { size, x: page.margin });
      this.y = top;
      this.drawLines(valueLines, { size, x: page.margin + labelWidth });
      this.y = top - height - size * 0.35;
    }
  }

  /** Markdown content (src/content/markdown.ts) as headings, paragraphs and lists. */
  markdown(nodes: ContentNode[]) {
    for (const node of nodes) {
      if (node.type !== 'element') continue;
      if (node.tag === 'h2' || node.tag === 'h3' || node.tag === 'h4') this.heading(plainText(node.children), node.tag === 'h2' ? 2 : 3);
      else if (node.tag === 'p') this.paragraph(inlineRuns(node.children));
      else if (node.tag === 'ul' || node.tag === 'ol') {
        node.children.forEach((item, index) => {
          if (item.type === 'element') this.listItem(node.tag === 'ol' ? `${index + 1}.` : '•', inlineRuns(item.children));
        });
        this.y -= sizes.body * 0.4;
      }
    }
  }

  get width() {
    return page.width - 2 * page.margin;
  }

  /** Writes the footer on every page and answers the file. */
  async finish(footer: (pageNumber: number, pages: number) => string): Promise<Uint8Array> {
    const pages = this.document.getPages();
    pages.forEach((each, index) => {
      const text = this.printable(footer(index + 1, pages.length));
      each.setFont(this.fonts.regular);
      each.drawText(text, { x: page.margin, y: page.margin - 20, size: sizes.small, color: muted });
    });
    return this.document.save();
  }
}

/** Neighbouring runs of a line in the same font, joined, with the pieces they were measured in. */
function sameFontStretches(line: Run[]): (Run & { pieces: string[] })[] {
  const stretches: (Run & { pieces: string[] })[] = [];
  for (const run of line) {
    const last = stretches[stretches.length - 1];
    if (last && Boolean(last.bold) === Boolean(run.bold)) {
      last.text += run.text;
      last.pieces.push(run.text);
    } else stretches.push({ ...run, pieces: [run.text] });
  }
  return stretches;
}

function trimLine(line: Run[]): Run[] {
  const result = [...line];
  while (result.length > 0 && result[0].text.trim() === '') result.shift();
  while (result.length > 0 && result[result.length - 1].text.trim() === '') result.pop();
  return result;
}

function inlineRuns(nodes: ContentNode[], bold = false): Run[] {
  return nodes.flatMap((node): Run[] => {
    if (node.type === 'text') return [{ text: node.value.replace(/\n/g, ' '), bold }];
    if (node.type === 'break') return [{ text: '\n', bold }];
    if (node.type === 'element' || node.type === 'link') return inlineRuns(node.children, bold || (node.type === 'element' && node.tag === 'strong'));
    return [];
  });
}

const plainText = (nodes: ContentNode[]): string => inlineRuns(nodes).map((run) => run.text).join('');
