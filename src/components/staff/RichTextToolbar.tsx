/**
 * The rich-text editor's toolbar: one tab stop, arrow keys, Home and End move between its buttons,
 * and each button shows whether its format is on where the caret is.
 */
import { type KeyboardEvent, type ReactNode, useRef, useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@/i18n/useTranslation';
import { theme } from '@/styles/theme';
import type { FormatState } from './rich-text-commands';

export type ToolId = 'bold' | 'italic' | 'bulletList' | 'numberedList' | 'paragraph' | 'link';

export interface RichTextToolbarProps {
  /** The editing region's id. */
  controls: string;
  /** The field's label, which names the toolbar too. */
  label: string;
  format: FormatState;
  linkFormOpen: boolean;
  onTool: (tool: ToolId) => void;
}

export function RichTextToolbar({ controls, label, format, linkFormOpen, onTool }: RichTextToolbarProps) {
  const { t } = useTranslation('staff');
  const toolbar = useRef<HTMLDivElement>(null);
  const [activeTool, setActiveTool] = useState<ToolId>('bold');

  const tools: { id: ToolId; label: string; pressed: boolean; shortcut?: string; icon: ReactNode }[] = [
    { id: 'bold', label: t('editor.bold'), pressed: format.strong, shortcut: 'Control+B Meta+B', icon: <strong>B</strong> },
    { id: 'italic', label: t('editor.italic'), pressed: format.em, shortcut: 'Control+I Meta+I', icon: <em>I</em> },
    { id: 'bulletList', label: t('editor.bulletList'), pressed: format.block === 'ul', icon: <BulletIcon /> },
    { id: 'numberedList', label: t('editor.numberedList'), pressed: format.block === 'ol', icon: <NumberIcon /> },
    { id: 'paragraph', label: t('editor.paragraph'), pressed: format.block === 'p', icon: <span>¶</span> },
    { id: 'link', label: t('editor.link'), pressed: format.link !== null, shortcut: 'Control+K Meta+K', icon: <LinkIcon /> },
  ];

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tools.findIndex((tool) => tool.id === activeTool);
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tools.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const tool = tools[(next + tools.length) % tools.length];
    setActiveTool(tool.id);
    toolbar.current?.querySelector<HTMLButtonElement>(`[data-tool="${tool.id}"]`)?.focus();
  };

  return (
    <Toolbar ref={toolbar} role="toolbar" aria-label={t('editor.toolbar', { label })} aria-controls={controls} onKeyDown={onKeyDown}>
      {tools.map((tool) => (
        <ToolButton
          key={tool.id}
          type="button"
          data-tool={tool.id}
          aria-label={tool.label}
          title={tool.label}
          aria-pressed={tool.pressed}
          aria-keyshortcuts={tool.shortcut}
          aria-expanded={tool.id === 'link' ? linkFormOpen : undefined}
          tabIndex={tool.id === activeTool ? 0 : -1}
          // A click must not take the selection out of the text it is meant to format.
          onMouseDown={(event) => event.preventDefault()}
          onFocus={() => setActiveTool(tool.id)}
          onClick={() => onTool(tool.id)}
        >
          <span aria-hidden="true">{tool.icon}</span>
        </ToolButton>
      ))}
    </Toolbar>
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
`;

