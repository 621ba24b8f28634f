import type { ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from '@/styles/theme';

const Scroller = styled.div`
  overflow-x: auto;
  margin-bottom: 1.5rem;
`;

const Table = styled.table<{ $cards?: boolean }>`
  width: 100%;
  border-collapse: collapse;

  caption {
    text-align: left;
    font-weight: 600;
    padding-bottom: 0.5rem;
  }

  th,
  td {
    padding: 0.5rem;
    border-bottom: 1px solid ${theme.colors.muted};
    text-align: left;
    vertical-align: top;
  }

  // Below desktop width every row becomes a card: each cell shows its column's name (data-label) first.
  @media (max-width: ${theme.breakpoints.desktop}) {
    ${({ $cards }) =>
      $cards &&
      `
      thead {
        position: absolute;
        width: 1px;
        height: 1px;
        overflow: hidden;
        clip: rect(0 0 0 0);
      }

      tr {
        display: block;
        padding: 0.5rem 0;
        border-bottom: 1px solid ${theme.colors.muted};
      }

      td {
        display: grid;
        grid-template-columns: minmax(6rem, 35%) minmax(0, 1fr);
        gap: 0.5rem;
        padding: 0.25rem 0;
        border: none;
        overflow-wrap: anywhere;
      }

      td::before {
        content: attr(data-label);
        font-weight: 600;
      }
    `}
  }
`;

/**
 * The back office's tables: a caption, column headers, and sideways scrolling on a phone; with
 * `cards`, rows become cards below desktop width instead (each cell then needs `data-label`).
 */
export function StaffTable({ caption, columns, cards, children }: { caption: string; columns: string[]; cards?: boolean; children: ReactNode }) {
  return (
    <Scroller>
      <Table $cards={cards}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </Table>
    </Scroller>
  );
}
