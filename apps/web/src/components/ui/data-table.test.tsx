import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
