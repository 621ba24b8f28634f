import type { ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from '@/styles/theme';

const Scroller = styled.div`
  overflow-x: auto;
  margin-bottom: 1.5rem;
`;

const Table = styled.table`
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
`;

/** The back office's tables: a caption, column headers, and sideways scrolling on a phone. */
export function StaffTable({ caption, columns, children }: { caption: string; columns: string[]; children: ReactNode }) {
  return (
    <Scroller>
      <Table>
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
