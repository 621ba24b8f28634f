/**
 * The rich-text editor's HTML: whatever it is given (a stored value, pasted HTML, the live editing
 * region with the browser's own markup) is rebuilt into one small canonical form: paragraphs and
 * bulleted or numbered lists holding text, line breaks, <strong>, <em> and links to http(s) or mailto
 * addresses. That is a strict subset of what the server's sanitiser keeps (src/html/safe-html.ts),
 * which still cleans everything on its way out; this side only keeps the editor's output tidy and
 * keeps pasted markup from looking richer than what will be stored.
 *
 * Nothing here ever executes or loads what it reads: the input is parsed into an inert document
 * (DOMParser, no browsing context), and the output is built node by node with createElement and
 * createTextNode, never by assigning markup.
 */

export type BlockKind = 'p' | 'ul' | 'ol';

/** A piece of a block's text with its formatting; `marker` stands for a node that is carried over as it is. */
type Run =
  | { text: string; strong: boolean; em: boolean; href: string | null }
  | { br: true; strong: boolean; em: boolean; href: string | null }
  | { marker: Node; strong: boolean; em: boolean; href: string | null };

interface Block {
  kind: BlockKind;
  runs: Run[];
}

interface Marks {
  strong: boolean;
  em: boolean;
  href: string | null;
}

const linkSchemes = new Set(['http:', 'https:', 'mailto:']);

/**
 * The address a link may point to, or null: an absolute http, https or mailto URL (as the URL parser
 * reads it, so tabs, control characters and odd case cannot smuggle in another scheme).
 */
export function safeLinkTarget(raw: string): string | null {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return null;
  }
  if (!linkSchemes.has(url.protocol)) return null;
  if (url.protocol !== 'mailto:' && !url.hostname) return null;
  return url.href;
}

/** What a person types as a link target: a bare address gets https://, a bare e-mail address mailto:. */
export function linkTargetFromInput(input: string): string | null {
  const typed = input.trim();
  if (!typed) return null;
  if (/^[a-z][a-z0-9+.-]*:/i.test(typed)) return safeLinkTarget(typed);
  if (/^[^\s@/]+@[^\s@/]+\.[^\s@/]+$/.test(typed)) return safeLinkTarget(`mailto:${typed}`);
  return safeLinkTarget(`https://${typed}`);
}

/** Elements dropped with everything inside them: code, embedded documents, media, form controls, metadata. */
const droppedTags = new Set([
  'SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT', 'IFRAME', 'FRAME', 'FRAMESET', 'OBJECT', 'EMBED', 'APPLET', 'SVG', 'MATH',
  'HEAD', 'TITLE', 'META', 'LINK', 'BASE', 'IMG', 'PICTURE', 'SOURCE', 'VIDEO', 'AUDIO', 'TRACK', 'CANVAS', 'MAP',
  'INPUT', 'TEXTAREA', 'SELECT', 'OPTION', 'BUTTON', 'DIALOG', 'XMP', 'PLAINTEXT', 'NOEMBED', 'NOFRAMES',
]);

/** Elements that end a paragraph and start the next one (their text stays). */
const paragraphTags = new Set([
  'P', 'DIV', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'BLOCKQUOTE', 'PRE', 'ADDRESS', 'SECTION', 'ARTICLE', 'ASIDE',
  'HEADER', 'FOOTER', 'MAIN', 'NAV', 'FIGURE', 'FIGCAPTION', 'TABLE', 'TR', 'CAPTION', 'DL', 'DT', 'DD', 'HR', 'FORM', 'FIELDSET',
]);

const isElement = (node: Node): node is Element => node.nodeType === 1;
const isText = (node: Node): node is Text => node.nodeType === 3;

/** Reads blocks of formatted runs out of any DOM tree. */
class BlockReader {
  readonly blocks: Block[] = [];
  private current: Block | null = null;
  private listKind: 'ul' | 'ol' | null = null;
  private inItem = false;
  private itemKind: 'ul' | 'ol' = 'ul';

  constructor(private readonly isMarker: (node: Node) => boolean) {}

  read(node: Node, marks: Marks): void {
    if (this.isMarker(node)) {
      this.block().runs.push({ marker: node, ...marks });
      return;
    }
    if (isText(node)) {
      const text = node.data.replace(/[\t\n\r\f ]+/g, ' ').replace(/\u200B/g, '');
      if (text) this.block().runs.push({ text, ...marks });
      return;
    }
    if (!isElement(node)) {
      if (node.nodeType === 11 || node.nodeType === 9) this.children(node, marks);
      return;
    }
    const tag = node.tagName.toUpperCase();
    if (droppedTags.has(tag)) return;
    if (tag === 'BR') {
      this.block().runs.push({ br: true, ...marks });
      return;
    }
    if (tag === 'UL' || tag === 'OL') {
      const outer = this.listKind;
      this.close();
      this.listKind = tag === 'UL' ? 'ul' : 'ol';
      this.children(node, marks);
      this.close();
      this.listKind = outer;
      return;
    }
    if (tag === 'LI') {
      const outer = { inItem: this.inItem, itemKind: this.itemKind };
      this.close();
      this.inItem = true;
      this.itemKind = this.listKind ?? 'ul';
      this.children(node, marks);
      this.close();
      Object.assign(this, outer);
      return;
    }
    if (paragraphTags.has(tag)) {
      this.close();
      this.children(node, marks);
      this.close();
      return;
    }
    if (tag === 'TD' || tag === 'TH') {
      this.children(node, marks);
      this.block().runs.push({ text: ' ', ...marks });
      return;
    }
    this.children(node, this.marksOf(node as HTMLElement, tag, marks));
  }

  private marksOf(element: HTMLElement, tag: string, marks: Marks): Marks {
    const style = element.style;
    // Office suites mark bold and italic by style, and some wrap a whole document in a <b> that is not bold.
    const weight = style?.fontWeight ?? '';
    const notBold = weight === 'normal' || weight === '400';
    const strong = (tag === 'STRONG' || tag === 'B') ? !notBold : weight === 'bold' || Number(weight) >= 600;
    const em = tag === 'EM' || tag === 'I' || style?.fontStyle === 'italic';
    const href = tag === 'A' ? safeLinkTarget(element.getAttribute('href') ?? '') : null;
    return {
      strong: notBold ? false : marks.strong || strong,
      em: marks.em || em,
      href: href ?? marks.href,
    };
  }

  private children(node: Node, marks: Marks) {
    for (const child of Array.from(node.childNodes)) this.read(child, marks);
  }

  private block(): Block {
    if (!this.current) this.current = { kind: this.inItem ? this.itemKind : 'p', runs: [] };
    return this.current;
  }

  close() {
    const block = this.current;
    this.current = null;
    if (!block) return;
    const runs = trimRuns(block.runs);
    if (runs.some((run) => !('br' in run))) this.blocks.push({ kind: block.kind, runs });
  }
}

/** Drops line breaks and spaces at a block's start and end, and doubled spaces between runs. */
function trimRuns(runs: Run[]): Run[] {
  const out: Run[] = [];
  for (const run of runs) {
    if (!('text' in run)) {
      if ('br' in run && out.length === 0) continue;
      out.push(run);
      continue;
    }
    let text = run.text;
    const previous = out[out.length - 1];
    const afterSpace = !previous || 'br' in previous || ('text' in previous && previous.text.endsWith(' '));
    if (afterSpace) text = text.replace(/^ /, '');
    if (text) out.push({ ...run, text });
  }
  while (out.length > 0) {
    const last = out[out.length - 1];
    if ('br' in last) {
      out.pop();
    } else if ('text' in last && last.text.endsWith(' ')) {
      const text = last.text.replace(/ $/, '');
      if (text) {
        out[out.length - 1] = { ...last, text };
        break;
      }
      out.pop();
    } else {
      break;
    }
  }
  return out;
}

const runKeys = ['href', 'strong', 'em'] as const;

/** Builds runs into `parent`: links outermost, then <strong>, then <em>; equal neighbours share one element. */
function appendRuns(doc: Document, parent: Node, runs: Run[], level = 0) {
  if (level === runKeys.length) {
    for (const run of runs) {
      if ('br' in run) parent.appendChild(doc.createElement('br'));
      else if ('marker' in run) parent.appendChild(run.marker);
      else if (parent.lastChild && isText(parent.lastChild)) parent.lastChild.appendData(run.text);
      else parent.appendChild(doc.createTextNode(run.text));
    }
    return;
  }
  const key = runKeys[level];
  let start = 0;
  while (start < runs.length) {
    const value = runs[start][key];
    let end = start + 1;
    while (end < runs.length && runs[end][key] === value) end += 1;
    const group = runs.slice(start, end);
    if (value) {
      const element = doc.createElement(key === 'href' ? 'a' : key);
      if (key === 'href') element.setAttribute('href', value as string);
      parent.appendChild(element);
      appendRuns(doc, element, group, level + 1);
    } else {
      appendRuns(doc, parent, group, level + 1);
    }
    start = end;
  }
}

function buildBlocks(doc: Document, blocks: Block[]): DocumentFragment {
  const fragment = doc.createDocumentFragment();
  let list: HTMLElement | null = null;
  for (const block of blocks) {
    if (block.kind === 'p') {
      list = null;
      const paragraph = doc.createElement('p');
      appendRuns(doc, paragraph, block.runs);
      fragment.appendChild(paragraph);
      continue;
    }
    if (!list || list.tagName.toLowerCase() !== block.kind) {
      list = doc.createElement(block.kind);
      fragment.appendChild(list);
    }
    const item = doc.createElement('li');
    appendRuns(doc, item, block.runs);
    list.appendChild(item);
  }
  return fragment;
}

/** Rebuilds a DOM tree (or a fragment) in the canonical form, as nodes of `doc`. Marker nodes are moved over unchanged. */
export function canonicalFragment(source: Node, doc: Document, isMarker: (node: Node) => boolean = () => false): DocumentFragment {
  const reader = new BlockReader(isMarker);
  reader.read(source, { strong: false, em: false, href: null });
  reader.close();
  return buildBlocks(doc, reader.blocks);
}

/** Parses HTML into an inert document: nothing in it runs or loads. */
export function parseInert(html: string): Document {
  return new DOMParser().parseFromString(html, 'text/html');
}

/** Plain text as paragraphs (an empty line between them) with line breaks inside. */
export function textAsFragment(text: string, doc: Document): DocumentFragment {
  const holder = doc.createElement('div');
  for (const paragraph of text.replace(/\r\n?/g, '\n').split(/\n[ \t]*\n/)) {
    const p = doc.createElement('p');
    paragraph.split('\n').forEach((line, index) => {
      if (index > 0) p.appendChild(doc.createElement('br'));
      p.appendChild(doc.createTextNode(line));
    });
    holder.appendChild(p);
  }
  return canonicalFragment(holder, doc);
}

/** HTML from any source, in the canonical form; '' when there is no text at all. */
export function canonicalHtml(html: string): string {
  const parsed = parseInert(html);
  return serialiseFragment(canonicalFragment(parsed.body, parsed));
}

/** The canonical HTML of an editing region (or any tree). */
export function serialiseEditor(root: Node): string {
  const doc = root.ownerDocument ?? (root as Document);
  return serialiseFragment(canonicalFragment(root, doc));
}

function serialiseFragment(fragment: DocumentFragment): string {
  const holder = fragment.ownerDocument.createElement('div');
  holder.appendChild(fragment);
  return holder.innerHTML;
}
