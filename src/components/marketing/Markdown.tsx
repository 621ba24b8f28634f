import { Fragment, type ReactNode } from 'react';
import styled from 'styled-components';
import { Link } from '@/components/Link';
import type { ContentNode } from '@/content/types';
import { theme } from '@/styles/theme';

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
  .table-scroll {
    overflow-x: auto;
    margin: 0 0 1.25rem;
  }
  table {
    width: 100%;
    border-collapse: collapse;
    font-size: 0.95rem;
  }
  th,
  td {
    padding: 0.5rem 0.6rem;
    border-bottom: 1px solid ${theme.colors.border};
    text-align: left;
    vertical-align: top;
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
        // A table keeps its own horizontal scroll, so it never widens the page on a phone.
        if (Tag === 'table') {
          return (
            <div key={index} className="table-scroll" role="region" aria-label={tableLabel(node.children)} tabIndex={0}>
              <table>{children}</table>
            </div>
          );
        }
        return (
          <Tag key={index} data-align={node.align}>
            {children}
          </Tag>
        );
      }
    }
  });
}

/** A scrollable table region needs a name: its header row's text. */
function tableLabel(nodes: ContentNode[]): string {
  const text = (list: ContentNode[]): string =>
    list.map((node) => (node.type === 'text' ? node.value : 'children' in node ? `${text(node.children)} ` : '')).join('');
  const head = nodes.find((node) => node.type === 'element' && node.tag === 'thead');
  return text(head ? [head] : nodes).replace(/\s+/g, ' ').trim().slice(0, 120);
}

export function Markdown({ nodes }: { nodes: ContentNode[] }) {
  return <Prose>{render(nodes)}</Prose>;
}
