/**
 * A small rich-text editor for the back office (history entries): paragraphs, bold, italic, bulleted
 * and numbered lists and links, with HTML as its value. The editing region is a contentEditable
 * element announced as a multi-line text box with the field's label, hint and error; above it, a
 * toolbar of buttons (one tab stop, arrow keys move within it) that show what is on where the caret
 * is. Ctrl/Cmd+B, +I and +K are bold, italic and link. Tab leaves the region as from any field.
 *
 * The value is always in the canonical form of rich-text-html.ts, which holds only tags the server's
 * sanitiser keeps; pasted content is reduced to it as it comes in. The server sanitises it again.
 */
import { type ClipboardEvent, type KeyboardEvent, type ReactNode, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import styled, { css } from 'styled-components';
import { FieldError, Hint } from '@/components/forms/fields';
import { useTranslation } from '@/i18n/useTranslation';
import { theme } from '@/styles/theme';
import { type FormatState, type Mark, ensureBlocks, formatState, noFormat, setBlock, setLink, toggleMark } from './rich-text-commands';
import { type BlockKind, canonicalFragment, linkTargetFromInput, parseInert, serialiseEditor, textAsFragment } from './rich-text-html';

export interface RichTextEditorProps {
  id: string;
  name: string;
  label: string;
  value: string;
  onChange: (html: string) => void;
  error?: string;
  hint?: string;
}

// Server rendering has no layout to wait for; in the browser the region is filled before it is painted.
const useBrowserLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

const caretMarker = 'data-rich-text-caret';

/** Fills the region with `html` in the canonical form (an empty paragraph when there is none). */
function renderInto(region: HTMLElement, html: string) {
  const parsed = parseInert(html);
  region.replaceChildren(canonicalFragment(parsed.body, region.ownerDocument));
  ensureBlocks(region);
}

/** The selection's range when it lies in the region. */
function rangeIn(region: HTMLElement): Range | null {
  const selection = region.ownerDocument.getSelection();
  if (!selection || selection.rangeCount === 0) return null;
  const range = selection.getRangeAt(0);
  return region.contains(range.commonAncestorContainer) ? range : null;
}

function showRange(region: HTMLElement, range: Range) {
  const selection = region.ownerDocument.getSelection();
  selection?.removeAllRanges();
  selection?.addRange(range);
}

type ToolId = 'bold' | 'italic' | 'bulletList' | 'numberedList' | 'paragraph' | 'link';

interface LinkDraft {
  href: string;
  error: boolean;
  editing: boolean;
}

export function RichTextEditor({ id, name, label, value, onChange, error, hint }: RichTextEditorProps) {
  const { t } = useTranslation('staff');
  const region = useRef<HTMLDivElement>(null);
  const linkInput = useRef<HTMLInputElement>(null);
  const toolbar = useRef<HTMLDivElement>(null);
  /** The last value this editor reported (or was given): a value prop equal to it needs no re-rendering. */
  const reported = useRef<string | null>(null);
  /** The selection in the region when it was last there, for the toolbar and the link form to work on. */
  const savedRange = useRef<Range | null>(null);
  const [format, setFormat] = useState<FormatState>(noFormat);
  const [activeTool, setActiveTool] = useState<ToolId>('bold');
  const [linkDraft, setLinkDraft] = useState<LinkDraft | null>(null);

  useBrowserLayoutEffect(() => {
    if (!region.current || value === reported.current) return;
    renderInto(region.current, value);
    reported.current = value;
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

  /** Runs a command on the selection (or where it last was), then gives the region the focus back. */
  const run = useCallback(
    (command: (root: HTMLElement, range: Range) => void) => {
      const current = region.current;
      if (!current) return;
      let range = rangeIn(current) ?? savedRange.current;
      if (!range || !current.contains(range.commonAncestorContainer)) {
        range = current.ownerDocument.createRange();
        range.selectNodeContents(current);
        range.collapse(false);
      }
      range = range.cloneRange();
      command(current, range);
      current.focus({ preventScroll: true });
      showRange(current, range);
      savedRange.current = range.cloneRange();
      setFormat(formatState(current, range));
      report();
    },
    [report],
  );

  const mark = (which: Mark) => run((root, range) => toggleMark(root, range, which));
  const block = (kind: BlockKind) => run((root, range) => setBlock(root, range, kind));

  const openLinkForm = () => {
    const current = region.current;
    const range = current && rangeIn(current);
    if (current && range) savedRange.current = range.cloneRange();
    setLinkDraft({ href: format.link ?? '', error: false, editing: format.link !== null });
  };

  useEffect(() => {
    if (linkDraft && document.activeElement !== linkInput.current) linkInput.current?.focus();
    // Focus moves to the form when it opens, not on every keystroke in it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [linkDraft !== null]);

  const closeLinkForm = (href?: string | null) => {
    setLinkDraft(null);
    if (href === undefined) {
      const current = region.current;
      if (current) {
        current.focus({ preventScroll: true });
        if (savedRange.current) showRange(current, savedRange.current);
      }
      return;
    }
    run((root, range) => setLink(root, range, href));
  };

  const applyLink = () => {
    if (!linkDraft) return;
    const href = linkTargetFromInput(linkDraft.href);
    if (!href) {
      setLinkDraft({ ...linkDraft, error: true });
      linkInput.current?.focus();
      return;
    }
    closeLinkForm(href);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
    const key = event.key.toLowerCase();
    if (key === 'b' || key === 'i') {
      event.preventDefault();
      mark(key === 'b' ? 'strong' : 'em');
    } else if (key === 'k') {
      event.preventDefault();
      openLinkForm();
    }
  };

  const onInput = () => {
    const current = region.current;
    if (!current) return;
    // Browsers put typed text straight into an emptied region or into <div>s; it belongs in paragraphs.
    const selection = current.ownerDocument.getSelection();
    const anchor = selection && selection.rangeCount > 0 ? { node: selection.anchorNode, offset: selection.anchorOffset } : null;
    const needsBlocks = Array.from(current.childNodes).some((child) => !(child instanceof HTMLElement) || !/^(P|UL|OL)$/.test(child.tagName));
    if (needsBlocks) {
      ensureBlocks(current);
      if (anchor?.node && current.contains(anchor.node)) selection!.collapse(anchor.node, Math.min(anchor.offset, anchor.node.nodeType === 3 ? (anchor.node as Text).length : anchor.node.childNodes.length));
    }
    report();
  };

  const onPaste = (event: ClipboardEvent<HTMLDivElement>) => {
    const current = region.current;
    if (!current) return;
    event.preventDefault();
    const doc = current.ownerDocument;
    const html = event.clipboardData.getData('text/html');
    const pasted = html ? canonicalFragment(parseInert(html).body, doc) : textAsFragment(event.clipboardData.getData('text/plain'), doc);
    const range = rangeIn(current) ?? savedRange.current;
    if (!range) return;
    range.deleteContents();
    // One paragraph goes into the text at the caret; several become paragraphs of their own.
    const content = pasted.childNodes.length === 1 && pasted.firstChild!.nodeName === 'P' ? Array.from(pasted.firstChild!.childNodes) : [pasted];
    const marker = doc.createElement('span');
    marker.setAttribute(caretMarker, '');
    range.insertNode(marker);
    for (const node of content) marker.before(node);
    const isMarker = (node: Node) => node instanceof Element && node.hasAttribute(caretMarker);
    current.replaceChildren(canonicalFragment(current, doc, isMarker));
    ensureBlocks(current);
    const caret = doc.createRange();
    caret.setStartBefore(marker);
    caret.collapse(true);
    marker.remove();
    showRange(current, caret);
    refreshFormat();
    report();
  };

  const tools: { id: ToolId; label: string; pressed: boolean; shortcut?: string; icon: ReactNode }[] = [
    { id: 'bold', label: t('editor.bold'), pressed: format.strong, shortcut: 'Control+B Meta+B', icon: <strong>B</strong> },
    { id: 'italic', label: t('editor.italic'), pressed: format.em, shortcut: 'Control+I Meta+I', icon: <em>I</em> },
    { id: 'bulletList', label: t('editor.bulletList'), pressed: format.block === 'ul', icon: <BulletIcon /> },
    { id: 'numberedList', label: t('editor.numberedList'), pressed: format.block === 'ol', icon: <NumberIcon /> },
    { id: 'paragraph', label: t('editor.paragraph'), pressed: format.block === 'p', icon: <span>¶</span> },
    { id: 'link', label: t('editor.link'), pressed: format.link !== null, shortcut: 'Control+K Meta+K', icon: <LinkIcon /> },
  ];

  const perform = (tool: ToolId) => {
    if (tool === 'bold') mark('strong');
    else if (tool === 'italic') mark('em');
    else if (tool === 'bulletList') block('ul');
    else if (tool === 'numberedList') block('ol');
    else if (tool === 'paragraph') block('p');
    else openLinkForm();
  };

  // The toolbar is one tab stop; arrow keys, Home and End move between its buttons.
  const onToolbarKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tools.findIndex((tool) => tool.id === activeTool);
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tools.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const tool = tools[(next + tools.length) % tools.length];
    setActiveTool(tool.id);
    toolbar.current?.querySelector<HTMLButtonElement>(`[data-tool="${tool.id}"]`)?.focus();
  };

  const labelId = `${id}-label`;
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  const linkFieldId = `${id}-link`;

  return (
    <Frame>
      <Label id={labelId} onClick={() => region.current?.focus()}>
        {label}
      </Label>
      {hint && <Hint id={`${id}-hint`}>{hint}</Hint>}
      <Box $invalid={Boolean(error)}>
        <Toolbar ref={toolbar} role="toolbar" aria-label={t('editor.toolbar', { label })} aria-controls={id} onKeyDown={onToolbarKeyDown}>
          {tools.map((tool) => (
            <ToolButton
              key={tool.id}
              type="button"
              data-tool={tool.id}
              aria-label={tool.label}
              title={tool.label}
              aria-pressed={tool.pressed}
              aria-keyshortcuts={tool.shortcut}
              aria-expanded={tool.id === 'link' ? linkDraft !== null : undefined}
              tabIndex={tool.id === activeTool ? 0 : -1}
              // A click must not take the selection out of the text it is meant to format.
              onMouseDown={(event) => event.preventDefault()}
              onFocus={() => setActiveTool(tool.id)}
              onClick={() => perform(tool.id)}
            >
              <span aria-hidden="true">{tool.icon}</span>
            </ToolButton>
          ))}
        </Toolbar>
        {linkDraft && (
          <LinkForm role="group" aria-label={t('editor.link')}>
            <label htmlFor={linkFieldId}>{t('editor.linkAddress')}</label>
            <Hint id={`${linkFieldId}-hint`}>{t('editor.linkHint')}</Hint>
            <LinkInput
              ref={linkInput}
              id={linkFieldId}
              type="text"
              inputMode="url"
              autoComplete="url"
              spellCheck={false}
              value={linkDraft.href}
              aria-invalid={linkDraft.error || undefined}
              aria-describedby={[`${linkFieldId}-hint`, linkDraft.error ? `${linkFieldId}-error` : ''].filter(Boolean).join(' ')}
              onChange={(event) => setLinkDraft({ ...linkDraft, href: event.target.value, error: false })}
              onKeyDown={(event) => {
                // Enter applies the link, not the form around the editor.
                if (event.key === 'Enter') {
                  event.preventDefault();
                  applyLink();
                } else if (event.key === 'Escape') {
                  event.preventDefault();
                  closeLinkForm();
                }
              }}
            />
            {linkDraft.error && <FieldError id={`${linkFieldId}-error`}>{t('editor.linkInvalid')}</FieldError>}
            <LinkActions>
              <SmallButton type="button" onClick={applyLink}>
                {t('editor.linkApply')}
              </SmallButton>
              {linkDraft.editing && (
                <SmallButton type="button" onClick={() => closeLinkForm(null)}>
                  {t('editor.linkRemove')}
                </SmallButton>
              )}
              <SmallButton type="button" onClick={() => closeLinkForm()}>
                {t('editor.linkCancel')}
              </SmallButton>
            </LinkActions>
          </LinkForm>
        )}
        <Region
          ref={region}
          id={id}
          role="textbox"
          aria-multiline="true"
          aria-labelledby={labelId}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          contentEditable
          suppressContentEditableWarning
          tabIndex={0}
          spellCheck
          onInput={onInput}
          onKeyDown={onKeyDown}
          onPaste={onPaste}
          onFocus={refreshFormat}
        />
      </Box>
      <input type="hidden" name={name} value={value} />
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </Frame>
  );
}

const BulletIcon = () => (
  <svg viewBox="0 0 20 20" width="20" height="20" fill="currentColor" focusable="false">
    <circle cx="3.5" cy="5" r="1.8" />
    <circle cx="3.5" cy="10" r="1.8" />
    <circle cx="3.5" cy="15" r="1.8" />
    <rect x="7.5" y="4" width="11" height="2" rx="1" />
    <rect x="7.5" y="9" width="11" height="2" rx="1" />
    <rect x="7.5" y="14" width="11" height="2" rx="1" />
  </svg>
);

const NumberIcon = () => (
  <svg viewBox="0 0 20 20" width="20" height="20" fill="currentColor" focusable="false">
    <text x="0.5" y="7.5" fontSize="7" fontWeight="700">1</text>
    <text x="0.5" y="17.5" fontSize="7" fontWeight="700">2</text>
    <rect x="7.5" y="4" width="11" height="2" rx="1" />
    <rect x="7.5" y="14" width="11" height="2" rx="1" />
  </svg>
);

const LinkIcon = () => (
  <svg viewBox="0 0 20 20" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" focusable="false">
    <path d="M8.5 11.5a3.5 3.5 0 0 0 5 0l3-3a3.5 3.5 0 0 0-5-5l-1 1" />
    <path d="M11.5 8.5a3.5 3.5 0 0 0-5 0l-3 3a3.5 3.5 0 0 0 5 5l1-1" />
  </svg>
);

const focusRing = css`
  outline: 3px solid ${theme.colors.focus};
  outline-offset: 2px;
`;

const Frame = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.3rem;
  min-width: 0;
`;

const Label = styled.div`
  font-weight: 600;
  cursor: default;
`;

const Box = styled.div<{ $invalid: boolean }>`
  border: ${({ $invalid }) => ($invalid ? `2px solid ${theme.colors.error}` : `1px solid ${theme.colors.muted}`)};
  border-radius: ${theme.radius};
  background: ${theme.colors.background};
  min-width: 0;
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 2px;
  padding: 0.25rem;
  border-bottom: 1px solid ${theme.colors.border};
  background: ${theme.colors.surface};
  border-radius: ${theme.radius} ${theme.radius} 0 0;
`;

const ToolButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  /* Six buttons of 40 px fit in one row on a 320 px phone. */
  min-width: 40px;
  min-height: 40px;
  padding: 0 0.4rem;
  border: 1px solid transparent;
  border-radius: 6px;
  background: transparent;
  color: ${theme.colors.text};
  font: inherit;
  font-size: 1.1rem;
  cursor: pointer;

  &:hover {
    background: ${theme.colors.primarySoft};
  }

  &[aria-pressed='true'] {
    border-color: ${theme.colors.primary};
    background: ${theme.colors.primarySoft};
    color: ${theme.colors.primary};
  }

  &:focus-visible {
    ${focusRing}
  }
`;

const LinkForm = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.3rem;
  padding: 0.75rem;
  border-bottom: 1px solid ${theme.colors.border};

  label {
    font-weight: 600;
  }
`;

const LinkInput = styled.input`
  width: 100%;
  min-height: 44px;
  padding: 0.5rem 0.75rem;
  border: 1px solid ${theme.colors.muted};
  border-radius: ${theme.radius};
  font: inherit;

  &[aria-invalid='true'] {
    border: 2px solid ${theme.colors.error};
  }

  &:focus-visible {
    ${focusRing}
  }
`;

const LinkActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

const SmallButton = styled.button`
  min-height: 44px;
  padding: 0.4rem 0.9rem;
  border: 2px solid ${theme.colors.primary};
  border-radius: ${theme.radius};
  background: ${theme.colors.background};
  color: ${theme.colors.primary};
  font: inherit;
  font-weight: 700;
  cursor: pointer;

  &:hover {
    background: ${theme.colors.primarySoft};
  }

  &:focus-visible {
    ${focusRing}
  }
`;

const Region = styled.div`
  min-height: 8rem;
  max-height: 60vh;
  overflow-y: auto;
  padding: 0.6rem 0.75rem;
  line-height: 1.5;
  overflow-wrap: anywhere;
  border-radius: 0 0 ${theme.radius} ${theme.radius};

  &:focus {
    ${focusRing}
  }

  p,
  ul,
  ol {
    margin: 0 0 0.6rem;
  }

  ul,
  ol {
    padding-left: 1.5rem;
  }

  a {
    color: ${theme.colors.primary};
    text-decoration: underline;
  }
`;
