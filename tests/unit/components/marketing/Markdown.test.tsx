import { screen, within } from '@testing-library/react';
import { Markdown } from '@/components/marketing/Markdown';
import { parseMarkdown } from '@/content/markdown';
import { renderOnPage } from '../../../support/render';

describe('Markdown', () => {
  const nodes = parseMarkdown('## Kosten\n\nSiehe [Preise](route:pricesRent) und [Kaution](article:mietkaution-zurueckfordern).\n\n| A | B |\n|---|---|\n| 1 | 2 |\n', {
    file: 'test.md',
  });

  it('renders route links in the page language and carries the query parameters', () => {
    renderOnPage(<Markdown nodes={nodes} />, { url: '/en/faq?shell_app=true' });
    expect(screen.getByRole('heading', { level: 2, name: 'Kosten' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Preise' })).toHaveAttribute('href', '/en/prices/rent?shell_app=true');
    expect(screen.getByRole('link', { name: 'Kaution' })).toHaveAttribute('href', '/en/guides/mietkaution-zurueckfordern?shell_app=true');
  });

  it('renders a table whose cells carry their column for the stacked phone layout', () => {
    renderOnPage(<Markdown nodes={nodes} />, { url: '/faq' });
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['A', 'B']);
    const cells = within(table).getAllByRole('cell');
    expect(cells.map((cell) => [cell.textContent, cell.getAttribute('data-label')])).toEqual([
      ['1', 'A'],
      ['2', 'B'],
    ]);
  });
});

