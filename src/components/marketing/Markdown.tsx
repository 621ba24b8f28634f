import { Fragment, type ReactNode } from 'react';
import styled from 'styled-components';
import { Link } from '@/components/Link';
import type { ContentNode } from '@/content/types';
import { media, theme } from '@/styles/theme';

/** Long-form text from the content layer, styled for reading. */
export const Prose = styled.div`
  max-width: 72ch;

  h2 {
    margin-top: 2rem;
  }
  h3 {
    margin-top: 1.5rem;
  }
  ul,
  ol {
    padding-left: 1.4rem;
    margin: 0 0 1em;
  }
  li + li {
    margin-top: 0.35rem;
  }
  blockquote {
    margin: 1.5rem 0;
    padding: 0.75rem 1rem;
    border-left: 4px solid ${theme.colors.primary};
    background: ${theme.colors.surface};
  }
  blockquote p:last-child {
    margin-bottom: 0;
  }
  hr {
    margin: 2rem 0;
    border: 0;
    border-top: 1px solid ${theme.colors.border};
  }
  code {
    font-size: 0.95em;
  }
  /*
   * Tables: on phones each row is a card and every cell but the first names its column (the cell's
   * data-label), so nothing needs sideways scrolling; from the tablet breakpoint on, a normal table.
   */
  table {
    width: 100%;
    margin: 0 0 1.25rem;
    border-collapse: collapse;
    font-size: 0.95rem;
  }
  th,
  td {
    text-align: left;
    vertical-align: top;
  }
  thead {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0, 0, 0, 0);
    white-space: nowrap;
  }
  table,
  tbody,
  tr,
  td {
    display: block;
  }
  tr {
    margin-bottom: 0.75rem;
    padding: 0.75rem 1rem;
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radius};
  }
  td {
    padding: 0.2rem 0;
  }
  td:first-child {
    font-weight: 700;
  }
  td:not(:first-child)::before {
    display: block;
    color: ${theme.colors.muted};
    font-size: 0.85rem;
    font-weight: 600;
    /* Read out too: a browser that drops the table semantics of block-displayed cells still names the column. */
    content: attr(data-label);
  }

  ${media.tablet} {
    table {
      display: table;
    }
    thead {
      position: static;
      width: auto;
      height: auto;
      overflow: visible;
      clip: auto;
      white-space: normal;
      display: table-header-group;
    }
    tbody {
      display: table-row-group;
    }
    tr {
      display: table-row;
      border: 0;
    }
    th,
    td {
      display: table-cell;
      padding: 0.5rem 0.6rem;
      border-bottom: 1px solid ${theme.colors.border};
    }
    td:first-child {
      font-weight: inherit;
    }
    td:not(:first-child)::before {
      content: none;
    }
  }
  th {
    background: ${theme.colors.surface};
  }
  [data-align='right'] {
    text-align: right;
  }
  [data-align='center'] {
    text-align: center;
  }
`;

function render(nodes: ContentNode[]): ReactNode[] {
  return nodes.map((node, index) => {
    switch (node.type) {
      case 'text':
        return <Fragment key={index}>{node.value}</Fragment>;
      case 'break':
        return <br key={index} />;
      case 'rule':
        return <hr key={index} />;
      case 'link':
        if ('to' in node) {
          return (
            <Link key={index} to={node.to} params={node.params} hash={node.hash}>
              {render(node.children)}
            </Link>
          );
        }
        return (
          <a key={index} href={node.href} {...(node.href.startsWith('https://') ? { rel: 'noopener noreferrer' } : {})}>
            {render(node.children)}
          </a>
        );
      case 'element': {
        const Tag = node.tag;
        const children = render(node.children);
        if (Tag === 'table') return <ContentTable key={index} node={node} />;
        return (
          <Tag key={index} data-align={node.align}>
            {children}
          </Tag>
        );
      }
    }
  });
}

type ElementNode = Extract<ContentNode, { type: 'element' }>;

const elementsOf = (node: ContentNode | undefined, tag: string): ElementNode[] =>
  node && 'children' in node ? node.children.filter((child): child is ElementNode => child.type === 'element' && child.tag === tag) : [];

const textOf = (nodes: ContentNode[]): string =>
  nodes
    .map((node) => (node.type === 'text' ? node.value : 'children' in node ? textOf(node.children) : ' '))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();

/** A Markdown table; each body cell carries its column's header text for the phone layout (see Prose). */
function ContentTable({ node }: { node: ElementNode }) {
  const [head] = elementsOf(node, 'thead');
  const [body] = elementsOf(node, 'tbody');
  const headers = elementsOf(elementsOf(head, 'tr')[0], 'th').map((cell) => textOf(cell.children));
  return (
    <table>
      {head && (
        <thead>
          {elementsOf(head, 'tr').map((row, rowIndex) => (
            <tr key={rowIndex}>
              {elementsOf(row, 'th').map((cell, cellIndex) => (
                <th key={cellIndex} scope="col" data-align={cell.align}>
                  {render(cell.children)}
                </th>
              ))}
            </tr>
          ))}
        </thead>
      )}
      <tbody>
        {elementsOf(body, 'tr').map((row, rowIndex) => (
          <tr key={rowIndex}>
            {row.children.filter((cell): cell is ElementNode => cell.type === 'element').map((cell, cellIndex) => (
              <td key={cellIndex} data-label={headers[cellIndex]} data-align={cell.align}>
                {render(cell.children)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function Markdown({ nodes }: { nodes: ContentNode[] }) {
  return <Prose>{render(nodes)}</Prose>;
}
