/**
 * The rich-text editor's work on the DOM around the selection: filling the region, finding and
 * showing the selection, and putting pasted or dropped content in, reduced to what the editor keeps.
 */
import { ensureBlocks } from './rich-text-commands';
import { canonicalFragment, parseInert, textAsFragment } from './rich-text-html';

const caretMarker = 'data-rich-text-caret';

/** Fills the region with `html` in the canonical form (an empty paragraph when there is none). */
export function renderInto(region: HTMLElement, html: string) {
  const parsed = parseInert(html);
  region.replaceChildren(canonicalFragment(parsed.body, region.ownerDocument));
  ensureBlocks(region);
}

/** The selection's range when it lies in the region. */
export function rangeIn(region: HTMLElement): Range | null {
  const selection = region.ownerDocument.getSelection();
  if (!selection || selection.rangeCount === 0) return null;
  const range = selection.getRangeAt(0);
  return region.contains(range.commonAncestorContainer) ? range : null;
}

export function showRange(region: HTMLElement, range: Range) {
  const selection = region.ownerDocument.getSelection();
  selection?.removeAllRanges();
  selection?.addRange(range);
}

/** A copy of the selection in the region, else of where it last was (`saved`), else the region's end. */
export function workingRange(region: HTMLElement, saved: Range | null): Range {
  let range = rangeIn(region) ?? saved;
  if (!range || !region.contains(range.commonAncestorContainer)) {
    range = region.ownerDocument.createRange();
    range.selectNodeContents(region);
    range.collapse(false);
  }
  return range.cloneRange();
}

/**
 * Puts pasted or dropped content at `range`, reduced to what the editor keeps, and answers where the
 * caret goes: after it. The first pasted paragraph continues the text before the caret and the last
 * one runs into the text after it; those between (and lists) stay blocks of their own.
 */
export function insertTransfer(region: HTMLElement, data: Pick<DataTransfer, 'getData'>, range: Range): Range {
  const doc = region.ownerDocument;
  const html = data.getData('text/html');
  const pasted = html ? canonicalFragment(parseInert(html).body, doc) : textAsFragment(data.getData('text/plain'), doc);
  range.deleteContents();
  const blocks = Array.from(pasted.childNodes);
  const content = blocks.flatMap((block, index) => (block.nodeName === 'P' && (index === 0 || index === blocks.length - 1) ? Array.from(block.childNodes) : [block]));
  // Two paragraphs side by side still end one block and start the next (an empty paragraph says so).
  if (blocks.length === 2 && blocks[0].nodeName === 'P' && blocks[1].nodeName === 'P') content.splice(blocks[0].childNodes.length, 0, doc.createElement('p'));
  const marker = doc.createElement('span');
  marker.setAttribute(caretMarker, '');
  range.insertNode(marker);
  for (const node of content) marker.before(node);
  const isMarker = (node: Node) => node instanceof Element && node.hasAttribute(caretMarker);
  region.replaceChildren(canonicalFragment(region, doc, isMarker));
  ensureBlocks(region);
  const caret = doc.createRange();
  caret.setStartBefore(marker);
  caret.collapse(true);
  marker.remove();
  return caret;
}

/**
 * Browsers put typed text straight into an emptied region or into <div>s; it belongs in paragraphs.
 * Wraps it, keeping the caret where it was.
 */
export function keepTypingInBlocks(region: HTMLElement) {
  const selection = region.ownerDocument.getSelection();
  const anchor = selection && selection.rangeCount > 0 ? { node: selection.anchorNode, offset: selection.anchorOffset } : null;
  const needsBlocks = Array.from(region.childNodes).some((child) => !(child instanceof HTMLElement) || !/^(P|UL|OL)$/.test(child.tagName));
  if (!needsBlocks) return;
  ensureBlocks(region);
  if (anchor?.node && region.contains(anchor.node)) selection!.collapse(anchor.node, Math.min(anchor.offset, anchor.node.nodeType === 3 ? (anchor.node as Text).length : anchor.node.childNodes.length));
}
