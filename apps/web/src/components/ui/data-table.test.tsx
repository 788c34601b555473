import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DataTable, type DataColumn } from './data-table';

interface Person {
  id: number;
  name: string;
  city: string;
}

const COLUMNS: readonly DataColumn<Person>[] = [
  { key: 'name', header: 'Name', cell: (p) => p.name, sortable: true },
  { key: 'city', header: 'City', cell: (p) => p.city, className: 'px-4' },
];
const ROWS: Person[] = [
  { id: 1, name: 'Asha', city: 'Pune' },
  { id: 2, name: 'Ravi', city: 'Delhi' },
];

describe('DataTable', () => {
  it('shows the rows of the page under a named table', () => {
    render(<DataTable caption="People" columns={COLUMNS} rows={ROWS} rowKey={(p) => p.id} />);
    const table = screen.getByRole('table', { name: 'People' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual(['NameCity', 'AshaPune', 'RaviDelhi']);
    expect(within(table).getAllByRole('cell')[1]!.className).toBe('px-4');
  });

  it('says the sort order on sortable headers (aria-sort) and asks for another on click', async () => {
    const onSort = vi.fn();
    const { rerender } = render(
      <DataTable caption="People" columns={COLUMNS} rows={ROWS} rowKey={(p) => p.id} sort={{ key: 'city', dir: 'asc' }} onSort={onSort} />,
    );
    const [name, city] = screen.getAllByRole('columnheader');
    expect(name!.getAttribute('aria-sort')).toBe('none');
    expect(city!.hasAttribute('aria-sort')).toBe(false); // not sortable
    await userEvent.click(screen.getByRole('button', { name: 'Name' }));
    expect(onSort).toHaveBeenCalledWith('name');
    rerender(<DataTable caption="People" columns={COLUMNS} rows={ROWS} rowKey={(p) => p.id} sort={{ key: 'name', dir: 'desc' }} onSort={onSort} />);
    expect(screen.getAllByRole('columnheader')[0]!.getAttribute('aria-sort')).toBe('descending');
  });

  it('shows the loading, failure and empty states instead of the table', () => {
    const { rerender } = render(<DataTable caption="People" columns={COLUMNS} rows={[]} rowKey={(p) => p.id} loading="Loading people..." />);
    expect(screen.getByText('Loading people...')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    rerender(<DataTable caption="People" columns={COLUMNS} rows={[]} rowKey={(p) => p.id} error="Failed to load people." />);
    expect(screen.getByRole('alert').textContent).toBe('Failed to load people.');
    rerender(<DataTable caption="People" columns={COLUMNS} rows={[]} rowKey={(p) => p.id} empty="No people found." />);
    expect(screen.getByText('No people found.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('puts its footer (a pager) under the table', () => {
    render(<DataTable caption="People" columns={COLUMNS} rows={ROWS} rowKey={(p) => p.id} footer={<nav aria-label="People pages" />} />);
    expect(screen.getByRole('navigation', { name: 'People pages' })).toBeInTheDocument();
  });

  it('names each row by its row-header cell (th scope="row")', () => {
    const columns: DataColumn<Person>[] = [{ ...COLUMNS[0]!, rowHeader: true }, COLUMNS[1]!];
    render(<DataTable caption="People" columns={columns} rows={ROWS} rowKey={(p) => p.id} />);
    const header = screen.getByRole('rowheader', { name: 'Asha' });
    expect(header).toHaveAttribute('scope', 'row');
    expect(within(header.closest('tr')!).getByRole('cell').textContent).toBe('Pune');
  });

  it('offers Retry under a failure, waiting while the retry runs', async () => {
    const onRetry = vi.fn();
    const { rerender } = render(
      <DataTable caption="People" columns={COLUMNS} rows={[]} rowKey={(p) => p.id} error={<h2>Error Loading Data</h2>} onRetry={onRetry} />,
    );
    const alert = screen.getByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Error Loading Data' })).toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
    rerender(<DataTable caption="People" columns={COLUMNS} rows={[]} rowKey={(p) => p.id} error="Failed." onRetry={onRetry} retrying />);
    expect(screen.getByRole('button', { name: 'Retry' }).hasAttribute('disabled')).toBe(true);
  });

  it('says why a page is empty, and shows its summary only with rows', () => {
    const summary = <p>Showing 1–2</p>;
    const { rerender } = render(
      <DataTable
        caption="People"
        columns={COLUMNS}
        rows={[]}
        rowKey={(p) => p.id}
        empty="No people found."
        emptyDescription="Try another search."
        summary={summary}
      />,
    );
    expect(screen.getByText('Try another search.')).toBeInTheDocument();
    expect(screen.queryByText('Showing 1–2')).not.toBeInTheDocument();
    rerender(<DataTable caption="People" columns={COLUMNS} rows={ROWS} rowKey={(p) => p.id} empty="No people found." summary={summary} />);
    expect(screen.getByText('Showing 1–2')).toBeInTheDocument();
  });

  it('inside a card or dialog (plain) has no frame of its own, and takes the width it is given', () => {
    const { container, rerender } = render(<DataTable caption="People" columns={COLUMNS} rows={ROWS} rowKey={(p) => p.id} />);
    expect(container.firstElementChild!.className).toContain('border');
    expect(screen.getByRole('table').className).toContain('min-w-full');
    rerender(<DataTable caption="People" columns={COLUMNS} rows={ROWS} rowKey={(p) => p.id} plain tableClassName="w-full min-w-[40rem]" />);
    expect(container.firstElementChild!.className).toBe('overflow-x-auto');
    expect(screen.getByRole('table').className).toContain('min-w-[40rem]');
    expect(screen.getByRole('table').className).not.toContain('min-w-full');
  });

  it('gives narrow screens a list of cards named like the table, one a row', () => {
    const { container } = render(
      <DataTable
        caption="People"
        columns={COLUMNS}
        rows={ROWS}
        rowKey={(p) => p.id}
        card={(p) => (
          <p>
            {p.name} lives in {p.city}
          </p>
        )}
        cardsBelow="lg"
      />,
    );
    expect(container.firstElementChild!.className).toContain('hidden lg:block');
    const cards = screen.getByRole('list', { name: 'People' });
    expect(cards.className).toContain('lg:hidden');
    expect(
      within(cards)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Asha lives in Pune', 'Ravi lives in Delhi']);
  });

  describe('a table wider than its frame (a phone, a dialog)', () => {
    /** The layout jsdom does not do: every frame `frame` px wide, its content `content` px. */
    const widths = (content: number, frame: number) => {
      vi.spyOn(Element.prototype, 'scrollWidth', 'get').mockReturnValue(content);
      vi.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(frame);
    };
    afterEach(() => vi.restoreAllMocks());

    it('scrolls in a region named like the table, which keyboard users reach with Tab (then the arrow keys scroll it)', async () => {
      widths(781, 318);
      render(
        <>
          <button type="button">Before</button>
          <DataTable caption="People" columns={COLUMNS.map((c) => ({ ...c, sortable: false }))} rows={ROWS} rowKey={(p) => p.id} plain />
        </>,
      );
      const region = screen.getByRole('region', { name: 'People' });
      expect(region.className).toContain('overflow-x-auto');
      expect(within(region).getByRole('table', { name: 'People' })).toBeInTheDocument();
      const user = userEvent.setup();
      await user.tab();
      await user.tab();
      expect(document.activeElement).toBe(region);
    });

    it('is no region and no tab stop when the table fits', () => {
      widths(600, 600);
      render(<DataTable caption="People" columns={COLUMNS} rows={ROWS} rowKey={(p) => p.id} plain />);
      expect(screen.queryByRole('region')).not.toBeInTheDocument();
      expect(screen.getByRole('table').parentElement!.hasAttribute('tabindex')).toBe(false);
    });
  });
});
