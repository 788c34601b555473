import { describe, expect, it, vi } from 'vitest';
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
    expect(screen.getByText('Loading people...')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    rerender(<DataTable caption="People" columns={COLUMNS} rows={[]} rowKey={(p) => p.id} error="Failed to load people." />);
    expect(screen.getByRole('alert').textContent).toBe('Failed to load people.');
    rerender(<DataTable caption="People" columns={COLUMNS} rows={[]} rowKey={(p) => p.id} empty="No people found." />);
    expect(screen.getByText('No people found.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('puts its footer (a pager) under the table', () => {
    render(<DataTable caption="People" columns={COLUMNS} rows={ROWS} rowKey={(p) => p.id} footer={<nav aria-label="People pages" />} />);
    expect(screen.getByRole('navigation', { name: 'People pages' })).toBeTruthy();
  });
});
