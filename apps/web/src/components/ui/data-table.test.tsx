import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DataTable } from './data-table';

describe('DataTable', () => {
  it('is a focusable region named by its caption, with a column header per column and the rows given', () => {
    render(
      <DataTable
        caption="Credit earned"
        captionNote={<span> (1 of 2 rows)</span>}
        columns={[{ label: 'Jurisdiction' }, { label: 'Hours', align: 'right' }]}
      >
        <tr>
          <th scope="row">New York</th>
          <td>1.5</td>
        </tr>
      </DataTable>,
    );
    const region = screen.getByRole('region', { name: 'Credit earned' });
    expect(region.tabIndex).toBe(0);
    const table = within(region).getByRole('table', { name: 'Credit earned (1 of 2 rows)' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual(['Jurisdiction', 'Hours']);
    expect(headers[1]?.className).toContain('text-right');
    expect(within(table).getByRole('rowheader', { name: 'New York' })).toBeTruthy();
    expect(within(table).getByRole('cell', { name: '1.5' })).toBeTruthy();
  });
});

describe('DataTable sorting', () => {
  it('gives sortable columns a header button and aria-sort, and asks for the other order of the column in use', async () => {
    const onSort = vi.fn();
    const user = userEvent.setup();
    render(
      <DataTable
        caption="Lawyers"
        columns={[
          { label: 'Name', sortKey: 'name' },
          { label: 'E-mail', sortKey: 'email', className: 'hidden md:table-cell' },
          { label: 'Actions', srOnly: true },
        ]}
        sort={{ key: 'name', order: 'asc', onSort }}
      >
        <tr>
          <th scope="row">Ada</th>
          <td>ada@example.com</td>
          <td />
        </tr>
      </DataTable>,
    );
    const headers = screen.getAllByRole('columnheader');
    expect(headers.map((header) => header.getAttribute('aria-sort'))).toEqual(['ascending', null, null]);
    expect(headers[2]?.textContent).toBe('Actions');
    expect(headers[1]?.className).toContain('hidden md:table-cell');
    await user.click(screen.getByRole('button', { name: 'Name' }));
    expect(onSort).toHaveBeenLastCalledWith('name', 'desc');
    await user.click(screen.getByRole('button', { name: 'E-mail' }));
    expect(onSort).toHaveBeenLastCalledWith('email', 'asc');
  });
});
