import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { theme } from '@/styles/theme';

export interface TabItem {
  id: string;
  label: string;
  panel: ReactNode;
}

/** The tabs wrap onto a second line where the row is too narrow (a phone): every tab stays in view. */
const TabList = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0 0.25rem;
  border-bottom: 2px solid ${theme.colors.border};
`;

const Tab = styled.button`
  flex: none;
  margin-bottom: -2px;
  padding: 0.7rem 1rem;
  border: 0;
  border-bottom: 3px solid transparent;
  background: none;
  color: ${theme.colors.muted};
  font: inherit;
  font-weight: 600;
  cursor: pointer;

  &[aria-selected='true'] {
    border-bottom-color: ${theme.colors.primary};
    color: ${theme.colors.primary};
  }

  &:hover {
    color: ${theme.colors.primaryHover};
  }
`;

const Panel = styled.div`
  padding: 1.25rem 0 0;

  &:focus-visible {
    outline-offset: 4px;
  }
`;

/**
 * Tabs as the WAI-ARIA authoring practices describe them: one tab stop for the tab list, arrow keys
 * (and Home/End) move between tabs and show them at once. A panel's content is created when its tab is
 * first shown (the page then hydrates only the visible one) and stays mounted afterwards, so half-filled
 * forms survive a look at another tab.
 */
export function Tabs({ label, items }: { label: string; items: TabItem[] }) {
  const prefix = useId();
  const [selected, setSelected] = useState(items[0]?.id);
  const [shown, setShown] = useState<ReadonlySet<string>>(() => new Set(items[0] ? [items[0].id] : []));
  const tabs = useRef<Record<string, HTMLButtonElement | null>>({});

  const show = (id: string) => {
    setSelected(id);
    setShown((previous) => (previous.has(id) ? previous : new Set(previous).add(id)));
  };

  const select = (index: number) => {
    const item = items[(index + items.length) % items.length];
    show(item.id);
    tabs.current[item.id]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: items.length - 1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    select(moves[event.key]);
  };

  return (
    <div>
      <TabList role="tablist" aria-label={label}>
        {items.map((item, index) => (
          <Tab
            key={item.id}
            ref={(element) => {
              tabs.current[item.id] = element;
            }}
            type="button"
            role="tab"
            id={`${prefix}-tab-${item.id}`}
            aria-selected={item.id === selected}
            aria-controls={`${prefix}-panel-${item.id}`}
            tabIndex={item.id === selected ? 0 : -1}
            onClick={() => show(item.id)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {item.label}
          </Tab>
        ))}
      </TabList>
      {items.map((item) => (
        <Panel
          key={item.id}
          role="tabpanel"
          id={`${prefix}-panel-${item.id}`}
          aria-labelledby={`${prefix}-tab-${item.id}`}
          tabIndex={0}
          hidden={item.id !== selected}
        >
          {shown.has(item.id) && item.panel}
        </Panel>
      ))}
    </div>
  );
}
