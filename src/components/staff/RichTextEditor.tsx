/**
 * A small rich-text editor for the back office (history entries): paragraphs, bold, italic, bulleted
 * and numbered lists and links, with HTML as its value. The editing region is a contentEditable
 * element announced as a multi-line text box with the field's label, hint and error; above it, a
 * toolbar of buttons (one tab stop, arrow keys move within it) that show what is on where the caret
 * is. Ctrl/Cmd+B, +I and +K are bold, italic and link. Tab leaves the region as from any field.
 *
 * Its parts: the editing itself (useRichTextEditing.ts, with rich-text-selection.ts, -commands.ts and
 * -history.ts), the toolbar (RichTextToolbar.tsx) and the link form (RichTextLinkForm.tsx).
 *
 * The value is always in the canonical form of rich-text-html.ts, which holds only tags the server's
 * sanitiser keeps; pasted content is reduced to it as it comes in. The server sanitises it again.
 */
import { type KeyboardEvent, useState } from 'react';
import styled from 'styled-components';
import { FieldError, Hint } from '@/components/forms/fields';
import { theme } from '@/styles/theme';
import { type BlockKind } from './rich-text-html';
import { type Mark, setBlock, setLink, toggleMark } from './rich-text-commands';
import { RichTextLinkForm } from './RichTextLinkForm';
import { RichTextToolbar, type ToolId } from './RichTextToolbar';
import { useRichTextEditing } from './useRichTextEditing';

export interface RichTextEditorProps {
  id: string;
  name: string;
  label: string;
  value: string;
  onChange: (html: string) => void;
  error?: string;
  hint?: string;
}

export function RichTextEditor({ id, name, label, value, onChange, error, hint }: RichTextEditorProps) {
  const { region, format, run, travel, keepSelection, returnFocus, regionEvents } = useRichTextEditing(value, onChange);
  /** The link form, open with the address of the link at the selection ('' for a new one). */
  const [linkForm, setLinkForm] = useState<{ href: string; editing: boolean } | null>(null);

  const mark = (which: Mark) => run((root, range) => toggleMark(root, range, which));
  const block = (kind: BlockKind) => run((root, range) => setBlock(root, range, kind));

  const openLinkForm = () => {
    keepSelection();
    setLinkForm({ href: format.link ?? '', editing: format.link !== null });
  };

  /** Closes the link form: a new address, null to remove the link, nothing to change nothing. */
  const closeLinkForm = (href?: string | null) => {
    setLinkForm(null);
    if (href === undefined) returnFocus();
    else run((root, range) => setLink(root, range, href));
  };

  const perform = (tool: ToolId) => {
    if (tool === 'bold') mark('strong');
    else if (tool === 'italic') mark('em');
    else if (tool === 'bulletList') block('ul');
    else if (tool === 'numberedList') block('ol');
    else if (tool === 'paragraph') block('p');
    else openLinkForm();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
    const key = event.key.toLowerCase();
    if (key === 'z' || (key === 'y' && !event.shiftKey)) {
      event.preventDefault();
      travel(key === 'z' && !event.shiftKey ? 'undo' : 'redo');
      return;
    }
    if (event.shiftKey) return;
    if (key === 'b' || key === 'i') {
      event.preventDefault();
      mark(key === 'b' ? 'strong' : 'em');
    } else if (key === 'k') {
      event.preventDefault();
      openLinkForm();
    }
  };

  const labelId = `${id}-label`;
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;

  return (
    <Frame>
      <Label id={labelId} onClick={() => region.current?.focus()}>
        {label}
      </Label>
      {hint && <Hint id={`${id}-hint`}>{hint}</Hint>}
      <Box $invalid={Boolean(error)}>
        <RichTextToolbar controls={id} label={label} format={format} linkFormOpen={linkForm !== null} onTool={perform} />
        {linkForm && (
          <RichTextLinkForm
            id={`${id}-link`}
            initialHref={linkForm.href}
            editing={linkForm.editing}
            onApply={(href) => closeLinkForm(href)}
            onRemove={() => closeLinkForm(null)}
            onCancel={() => closeLinkForm()}
          />
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
          onKeyDown={onKeyDown}
          {...regionEvents}
        />
      </Box>
      <input type="hidden" name={name} value={value} />
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </Frame>
  );
}

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

const Region = styled.div`
  min-height: 8rem;
  max-height: 60vh;
  overflow-y: auto;
  padding: 0.6rem 0.75rem;
  line-height: 1.5;
  overflow-wrap: anywhere;
  border-radius: 0 0 ${theme.radius} ${theme.radius};

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
