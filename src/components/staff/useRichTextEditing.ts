/**
 * The rich-text editor's editing: the region's content as a value, the format where the caret is,
 * commands on the selection, its own undo history, and input, paste and drop reduced to what the editor
 * keeps. The component around it adds the label, the toolbar and the link form.
 */
import { type ClipboardEvent, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { type FormatState, formatState, noFormat } from './rich-text-commands';
import { EditHistory } from './rich-text-history';
import { serialiseEditor } from './rich-text-html';
import { insertTransfer, keepTypingInBlocks, rangeIn, renderInto, showRange, workingRange } from './rich-text-selection';

// Server rendering has no layout to wait for; in the browser the region is filled before it is painted.
const useBrowserLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

export function useRichTextEditing(value: string, onChange: (html: string) => void) {
  const region = useRef<HTMLDivElement>(null);
  /** The last value this editor reported (or was given): a value prop equal to it needs no re-rendering. */
  const reported = useRef<string | null>(null);
  /** The selection in the region when it was last there, for the toolbar and the link form to work on. */
  const savedRange = useRef<Range | null>(null);
  const history = useRef<EditHistory | null>(null);
  const [format, setFormat] = useState<FormatState>(noFormat);

  useBrowserLayoutEffect(() => {
    if (!region.current || value === reported.current) return;
    renderInto(region.current, value);
    reported.current = value;
    history.current ??= new EditHistory(region.current);
    history.current.reset();
  }, [value]);

  const report = useCallback(() => {
    if (!region.current) return;
    const html = serialiseEditor(region.current);
    if (html === reported.current) return;
    reported.current = html;
    onChange(html);
  }, [onChange]);

  const refreshFormat = useCallback(() => {
    const current = region.current;
    const range = current && rangeIn(current);
    if (!current || !range) return;
    savedRange.current = range.cloneRange();
    setFormat(formatState(current, range));
  }, []);

  useEffect(() => {
    document.addEventListener('selectionchange', refreshFormat);
    return () => document.removeEventListener('selectionchange', refreshFormat);
  }, [refreshFormat]);

  /** Gives the region the focus back with `range` selected, and records the change. */
  const settle = useCallback(
    (range: Range, kind: 'command' | 'typing') => {
      const current = region.current;
      if (!current) return;
      current.focus({ preventScroll: true });
      showRange(current, range);
      savedRange.current = range.cloneRange();
      setFormat(formatState(current, range));
      history.current?.changed(kind);
      report();
    },
    [report],
  );

  /** Runs a command on the selection (or where it last was), then gives the region the focus back. */
  const run = useCallback(
    (command: (root: HTMLElement, range: Range) => void) => {
      const current = region.current;
      if (!current) return;
      const range = workingRange(current, savedRange.current);
      command(current, range);
      settle(range, 'command');
    },
    [settle],
  );

  /** Goes a step back or forward in the editor's own history. */
  const travel = useCallback(
    (direction: 'undo' | 'redo') => {
      if (!history.current?.[direction]()) return;
      refreshFormat();
      report();
    },
    [refreshFormat, report],
  );

  /** Remembers the selection, for a form that takes the focus away (the link form). */
  const keepSelection = () => {
    const current = region.current;
    const range = current && rangeIn(current);
    if (range) savedRange.current = range.cloneRange();
  };

  /** Returns the focus to the region with the remembered selection, changing nothing. */
  const returnFocus = () => {
    const current = region.current;
    if (!current) return;
    current.focus({ preventScroll: true });
    if (savedRange.current) showRange(current, savedRange.current);
  };

  const paste = useCallback(
    (data: Pick<DataTransfer, 'getData'>, range: Range) => {
      if (!region.current) return;
      settle(insertTransfer(region.current, data, range), 'command');
    },
    [settle],
  );

  const onInput = () => {
    if (!region.current) return;
    keepTypingInBlocks(region.current);
    history.current?.changed('typing');
    report();
  };

  const onPaste = (event: ClipboardEvent<HTMLDivElement>) => {
    event.preventDefault();
    const range = region.current && (rangeIn(region.current) ?? savedRange.current);
    if (range) paste(event.clipboardData, range);
  };

  // What React does not offer: the browser's undo and redo from its menus, and dropped content, which
  // the browser would insert as it came.
  useEffect(() => {
    const current = region.current;
    if (!current) return;
    const onBeforeInput = (event: InputEvent) => {
      if (event.inputType === 'historyUndo' || event.inputType === 'historyRedo') {
        event.preventDefault();
        travel(event.inputType === 'historyUndo' ? 'undo' : 'redo');
      } else if (event.inputType === 'deleteByDrag') {
        event.preventDefault();
      } else if (event.inputType === 'insertFromDrop') {
        event.preventDefault();
        const [target] = event.getTargetRanges();
        if (!event.dataTransfer || !target) return;
        const range = current.ownerDocument.createRange();
        range.setStart(target.startContainer, target.startOffset);
        range.setEnd(target.endContainer, target.endOffset);
        paste(event.dataTransfer, range);
      }
    };
    current.addEventListener('beforeinput', onBeforeInput);
    return () => current.removeEventListener('beforeinput', onBeforeInput);
  }, [paste, travel]);

  return { region, format, run, travel, keepSelection, returnFocus, regionEvents: { onInput, onPaste, onFocus: refreshFormat } };
}
