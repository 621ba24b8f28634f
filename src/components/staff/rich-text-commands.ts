/**
 * The rich-text editor's formatting commands, done on the editing region's DOM with ranges. They
 * move the existing text nodes rather than copying them, so the selection can be put back on the
 * same text afterwards. (document.execCommand would do some of this, but it is deprecated, behaves
 * differently per browser and produces markup of its own choosing.)
 */
import type { BlockKind } from './rich-text-html';

export type Mark = 'strong' | 'em';

/** What the toolbar shows as pressed for the current selection. */
export interface FormatState {
  strong: boolean;
  em: boolean;
  block: BlockKind | null;
  link: string | null;
}

export const noFormat: FormatState = { strong: false, em: false, block: null, link: null };

const markTags: Record<Mark, string[]> = { strong: ['STRONG', 'B'], em: ['EM', 'I'] };
const zeroWidthSpace = '\u200B';

const isElement = (node: Node): node is HTMLElement => node.nodeType === 1;
const isText = (node: Node): node is Text => node.nodeType === 3;

function closest(node: Node, root: Node, matches: (element: HTMLElement) => boolean): HTMLElement | null {
  for (let current: Node | null = node; current && current !== root; current = current.parentNode) {
    if (isElement(current) && matches(current)) return current;
  }
  return null;
}

const markOf = (node: Node, root: Node, mark: Mark) => closest(node, root, (element) => markTags[mark].includes(element.tagName));
const linkOf = (node: Node, root: Node) => closest(node, root, (element) => element.tagName === 'A');

/** The text nodes a range touches (with at least one selected character, or the caret's node). */
function textsIn(root: Node, range: Range): Text[] {
  if (range.collapsed) {
    const node = range.startContainer;
    return isText(node) ? [node] : [];
  }
  const texts: Text[] = [];
  const walker = root.ownerDocument!.createTreeWalker(root, 4 /* NodeFilter.SHOW_TEXT */);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node as Text;
    if (!range.intersectsNode(text) || text.length === 0) continue;
    if (text === range.startContainer && range.startOffset >= text.length) continue;
    if (text === range.endContainer && range.endOffset === 0) continue;
    texts.push(text);
  }
  return texts;
}

/** Splits the text nodes at the range's ends so that every text node it touches is selected whole. */
function splitAtRange(root: Node, range: Range): Text[] {
  const { startContainer, startOffset, endContainer, endOffset } = range;
  let start = startContainer;
  let startAt = startOffset;
  let end = endContainer;
  let endAt = endOffset;
  if (isText(end) && endAt > 0 && endAt < end.length) end.splitText(endAt);
  if (isText(start) && startAt > 0 && startAt < start.length) {
    const rest = start.splitText(startAt);
    if (end === start) {
      end = rest;
      endAt -= startAt;
    }
    start = rest;
    startAt = 0;
  }
  range.setStart(start, startAt);
  range.setEnd(end, endAt);
  return textsIn(root, range);
}

/** Moves `node` out of its ancestor `outer`: `outer` is split around it and the node's branch leaves it. */
function liftOut(node: Node, outer: HTMLElement) {
  const doc = outer.ownerDocument;
  const parent = outer.parentNode!;
  const before = doc.createRange();
  before.setStartBefore(outer);
  before.setEndBefore(node);
  parent.insertBefore(before.extractContents(), outer);
  const after = doc.createRange();
  after.setStartAfter(node);
  after.setEndAfter(outer);
  parent.insertBefore(after.extractContents(), outer.nextSibling);
  while (outer.firstChild) parent.insertBefore(outer.firstChild, outer);
  outer.remove();
}

function wrap(node: Node, tag: string, attributes: Record<string, string> = {}) {
  const element = node.ownerDocument!.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  node.parentNode!.insertBefore(element, node);
  element.appendChild(node);
  return element;
}

/** Removes inline elements left empty and joins equal neighbours (two <strong> side by side become one). */
function tidyInline(root: HTMLElement) {
  const inline = Array.from(root.querySelectorAll('strong, b, em, i, a, span'));
  for (const element of inline.reverse()) {
    if (!element.textContent && !element.querySelector('br')) {
      element.remove();
      continue;
    }
    const next = element.nextSibling;
    if (next && isElement(next) && next.tagName === element.tagName && next.getAttribute('href') === element.getAttribute('href')) {
      while (next.firstChild) element.appendChild(next.firstChild);
      next.remove();
    }
  }
}

function select(range: Range, first: Node, firstOffset: number, last: Node, lastOffset: number) {
  range.setStart(first, firstOffset);
  range.setEnd(last, lastOffset);
}

/** Bold or italic on or off for the selection; at a caret, for what is typed next. */
export function toggleMark(root: HTMLElement, range: Range, mark: Mark) {
  if (range.collapsed) {
    // An empty text (a zero-width space, left out of the value) inside or outside the mark takes the typing.
    const holder = root.ownerDocument.createTextNode(zeroWidthSpace);
    range.insertNode(holder);
    const inside = markOf(holder, root, mark);
    if (inside) liftOut(holder, inside);
    else wrap(holder, mark);
    select(range, holder, 1, holder, 1);
    return;
  }
  const texts = splitAtRange(root, range);
  if (texts.length === 0) return;
  const allMarked = texts.every((text) => markOf(text, root, mark));
  for (const text of texts) {
    const inside = markOf(text, root, mark);
    if (allMarked && inside) liftOut(text, inside);
    else if (!allMarked && !inside) wrap(text, mark);
  }
  tidyInline(root);
  select(range, texts[0], 0, texts[texts.length - 1], texts[texts.length - 1].length);
}

/** Makes sure the region holds only paragraphs and lists, moving stray text and the browser's <div>s into paragraphs. */
export function ensureBlocks(root: HTMLElement) {
  const doc = root.ownerDocument;
  let loose: Node[] = [];
  const flush = (before: Node | null) => {
    if (loose.length === 0) return;
    if (loose.every((node) => isText(node) && !node.data.trim())) {
      loose.forEach((node) => node.parentNode?.removeChild(node));
    } else {
      const paragraph = doc.createElement('p');
      root.insertBefore(paragraph, before);
      loose.forEach((node) => paragraph.appendChild(node));
    }
    loose = [];
  };
  for (const child of Array.from(root.childNodes)) {
    if (isElement(child) && (child.tagName === 'P' || child.tagName === 'UL' || child.tagName === 'OL')) {
      flush(child);
      if (child.tagName !== 'P') {
        for (const item of Array.from(child.childNodes)) if (!isElement(item) || item.tagName !== 'LI') wrap(item, 'li');
      }
    } else if (isElement(child) && /^(DIV|H[1-6]|BLOCKQUOTE|PRE)$/.test(child.tagName)) {
      flush(child);
      const paragraph = doc.createElement('p');
      root.insertBefore(paragraph, child);
      while (child.firstChild) paragraph.appendChild(child.firstChild);
      child.remove();
    } else {
      loose.push(child);
    }
  }
  flush(null);
  if (!root.firstChild) {
    const paragraph = doc.createElement('p');
    paragraph.appendChild(doc.createElement('br'));
    root.appendChild(paragraph);
  }
}

/** The paragraphs and list items a range touches, in order. */
function blocksIn(root: HTMLElement, range: Range): HTMLElement[] {
  const blocks: HTMLElement[] = [];
  for (const child of Array.from(root.children) as HTMLElement[]) {
    if (!range.intersectsNode(child)) continue;
    if (child.tagName === 'P') blocks.push(child);
    else for (const item of Array.from(child.children) as HTMLElement[]) if (range.intersectsNode(item)) blocks.push(item);
  }
  return blocks;
}

function blockKindOf(block: HTMLElement): BlockKind {
  return block.tagName === 'LI' ? (block.parentElement!.tagName === 'OL' ? 'ol' : 'ul') : 'p';
}

/**
 * Turns the touched paragraphs and list items into `kind`. Asking for the list they already are
 * turns them back into paragraphs. Lists are split around items that leave them, and equal lists
 * that end up side by side are joined.
 */
export function setBlock(root: HTMLElement, range: Range, kind: BlockKind) {
  ensureBlocks(root);
  const doc = root.ownerDocument;
  const touched = blocksIn(root, range);
  if (touched.length === 0) return;
  const target: BlockKind = kind !== 'p' && touched.every((block) => blockKindOf(block) === kind) ? 'p' : kind;
  const { startContainer, startOffset, endContainer, endOffset } = range;
  const renamed = new Map<Node, Node>();

  for (const block of touched) {
    if (blockKindOf(block) === target) continue;
    const replacement = doc.createElement(target === 'p' ? 'p' : 'li');
    while (block.firstChild) replacement.appendChild(block.firstChild);
    renamed.set(block, replacement);
    if (block.tagName === 'P') {
      block.replaceWith(replacement);
      continue;
    }
    // A list item leaves its list: the list is split at the item, which takes its place between the halves.
    const list = block.parentElement!;
    const tail = doc.createElement(list.tagName.toLowerCase());
    while (block.nextSibling) tail.appendChild(block.nextSibling);
    block.remove();
    list.after(replacement);
    if (tail.firstChild) replacement.after(tail);
    if (!list.firstChild) list.remove();
  }

  // New list items go into a list of their kind, joined with equal neighbours.
  for (const child of Array.from(root.children)) {
    if (child.tagName === 'LI') {
      const previous = child.previousElementSibling;
      if (previous && previous.tagName.toLowerCase() === target) previous.appendChild(child);
      else wrap(child, target);
    }
  }
  for (const child of Array.from(root.children)) {
    const next = child.nextElementSibling;
    if ((child.tagName === 'UL' || child.tagName === 'OL') && next && next.tagName === child.tagName) {
      while (next.firstChild) child.appendChild(next.firstChild);
      next.remove();
    }
  }
  const startNode = renamed.get(startContainer) ?? startContainer;
  const endNode = renamed.get(endContainer) ?? endContainer;
  select(range, startNode, Math.min(startOffset, maxOffset(startNode)), endNode, Math.min(endOffset, maxOffset(endNode)));
}

const maxOffset = (node: Node) => (isText(node) ? node.length : node.childNodes.length);

/**
 * Puts a link on the selection (at a caret: inserts the address as the link's text), changes the
 * address of the link the selection is in, or with `href` null removes the links it touches.
 */
export function setLink(root: HTMLElement, range: Range, href: string | null) {
  const doc = root.ownerDocument;
  const texts = range.collapsed ? textsIn(root, range) : splitAtRange(root, range);
  const links = new Set(texts.map((text) => linkOf(text, root)).filter((link): link is HTMLElement => link !== null));
  if (href === null) {
    for (const link of links) link.replaceWith(...Array.from(link.childNodes));
    if (texts.length > 0) select(range, texts[0], 0, texts[texts.length - 1], texts[texts.length - 1].length);
    return;
  }
  if (links.size === 1 && texts.every((text) => linkOf(text, root))) {
    links.values().next().value!.setAttribute('href', href);
    return;
  }
  if (range.collapsed || texts.length === 0) {
    const text = doc.createTextNode(href.replace(/^mailto:/, ''));
    range.insertNode(text);
    wrap(text, 'a', { href });
    select(range, text, text.length, text, text.length);
    return;
  }
  for (const link of links) link.replaceWith(...Array.from(link.childNodes));
  for (const text of texts) wrap(text, 'a', { href });
  tidyInline(root);
  select(range, texts[0], 0, texts[texts.length - 1], texts[texts.length - 1].length);
}

/** The formatting at the selection: a mark counts as on when every selected text has it. */
export function formatState(root: HTMLElement, range: Range): FormatState {
  const texts = textsIn(root, range);
  const probe = texts.length > 0 ? texts : [range.startContainer];
  const blocks = blocksIn(root, range);
  const kinds = new Set(blocks.map(blockKindOf));
  const links = probe.map((node) => linkOf(node, root));
  return {
    strong: probe.every((node) => markOf(node, root, 'strong')),
    em: probe.every((node) => markOf(node, root, 'em')),
    block: kinds.size === 1 ? kinds.values().next().value! : null,
    link: links.every((link) => link && link === links[0]) ? links[0]!.getAttribute('href') : null,
  };
}
