/**
 * Undo and redo for the rich-text editor. The browser's own undo only knows the changes it made
 * itself; after the editor's formatting commands it would undo typing on text that has moved. So the
 * editor keeps its own history of states (a copy of the region's nodes and the selection) and
 * handles Ctrl/Cmd+Z, Ctrl/Cmd+Shift+Z and Ctrl+Y itself. Typing without a pause of a second
 * makes one step.
 */

interface Point {
  /** Child indexes from the region down to the node. */
  path: number[];
  offset: number;
}

interface EditState {
  nodes: Node[];
  anchor: Point | null;
  focus: Point | null;
}

const maxSteps = 100;
const typingPauseMs = 1000;

function pointOf(region: Node, node: Node | null, offset: number): Point | null {
  const path: number[] = [];
  for (let current = node; current && current !== region; current = current.parentNode) {
    if (!current.parentNode) return null;
    path.unshift(Array.prototype.indexOf.call(current.parentNode.childNodes, current));
  }
  return node && region.contains(node) ? { path, offset } : null;
}

function nodeAt(region: Node, point: Point): { node: Node; offset: number } | null {
  let node: Node = region;
  for (const index of point.path) {
    const child = node.childNodes[index];
    if (!child) return null;
    node = child;
  }
  const length = node.nodeType === 3 ? (node as Text).length : node.childNodes.length;
  return { node, offset: Math.min(point.offset, length) };
}

function capture(region: HTMLElement): EditState {
  const selection = region.ownerDocument.getSelection();
  const inside = selection && selection.rangeCount > 0 && region.contains(selection.anchorNode);
  return {
    nodes: Array.from(region.childNodes, (node) => node.cloneNode(true)),
    anchor: inside ? pointOf(region, selection.anchorNode, selection.anchorOffset) : null,
    focus: inside ? pointOf(region, selection.focusNode, selection.focusOffset) : null,
  };
}

function restore(region: HTMLElement, state: EditState) {
  region.replaceChildren(...state.nodes.map((node) => node.cloneNode(true)));
  const anchor = state.anchor && nodeAt(region, state.anchor);
  const focus = state.focus && nodeAt(region, state.focus);
  if (anchor && focus) region.ownerDocument.getSelection()?.setBaseAndExtent(anchor.node, anchor.offset, focus.node, focus.offset);
}

export class EditHistory {
  private undos: EditState[] = [];
  private redos: EditState[] = [];
  private current: EditState | null = null;
  private lastTyping = 0;

  constructor(private readonly region: HTMLElement) {}

  /** Starts afresh from what the region holds now (a new value from outside). */
  reset() {
    this.undos = [];
    this.redos = [];
    this.current = capture(this.region);
    this.lastTyping = 0;
  }

  /** After a change: a formatting command or a paste is a step of its own; typing joins the step it continues. */
  changed(kind: 'typing' | 'command') {
    const at = Date.now();
    const continuesTyping = kind === 'typing' && at - this.lastTyping < typingPauseMs;
    this.lastTyping = kind === 'typing' ? at : 0;
    if (this.current && !continuesTyping) {
      this.undos.push(this.current);
      if (this.undos.length > maxSteps) this.undos.shift();
    }
    this.redos = [];
    this.current = capture(this.region);
  }

  /** Goes one step back; false when there is none. */
  undo(): boolean {
    return this.step(this.undos, this.redos);
  }

  /** Goes one undone step forward again; false when there is none. */
  redo(): boolean {
    return this.step(this.redos, this.undos);
  }

  private step(from: EditState[], to: EditState[]): boolean {
    const target = from.pop();
    if (!target) return false;
    to.push(this.current ?? capture(this.region));
    this.current = target;
    this.lastTyping = 0;
    restore(this.region, target);
    return true;
  }
}
