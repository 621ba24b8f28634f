import type { ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from '@/styles/theme';

export interface PanelItem {
  id: string;
  label: string;
  panel: ReactNode;
}

const Group = styled.div`
  display: grid;
  gap: 0.5rem;
`;

const Item = styled.details`
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};

  > summary {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 1rem;
    min-height: 48px;
    padding: 0.6rem 1rem;
    color: ${theme.colors.primary};
    font-weight: 700;
    list-style: none;
    cursor: pointer;
  }

  > summary::-webkit-details-marker {
    display: none;
  }

  /* The state as a sign beside the label; screen readers hear it as expanded or collapsed. */
  > summary::after {
    content: '+';
    font-size: 1.4rem;
    line-height: 1;
  }

  &[open] > summary {
    border-bottom: 1px solid ${theme.colors.border};
    background: ${theme.colors.primarySoft};
  }

  &[open] > summary::after {
    content: '−';
  }

  > summary:hover {
    color: ${theme.colors.primaryHover};
  }
`;

const Panel = styled.div`
  padding: 1rem;
`;

/**
 * Panels of which one is open at a time, as tabs are, built from the platform alone so that they work
 * on pages that ship no JavaScript: a group of `<details>` sharing a `name` (the browser closes the
 * others when one opens). Each label is a native disclosure button: it takes focus, opens with Enter
 * or Space and is announced as expanded or collapsed. The first panel is open.
 */
export function PanelGroup({ name, label, items }: { name: string; label: string; items: PanelItem[] }) {
  return (
    <Group role="group" aria-label={label}>
      {items.map((item, index) => (
        <Item key={item.id} name={name} open={index === 0} id={`${name}-${item.id}`}>
          <summary>{item.label}</summary>
          <Panel>{item.panel}</Panel>
        </Item>
      ))}
    </Group>
  );
}
