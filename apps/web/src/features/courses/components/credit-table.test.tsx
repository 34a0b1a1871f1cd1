import type { CourseCredit } from '@counsel/contracts';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CreditTable } from './credit-table';

let sequence = 0;
function credit(code: string, name: string, overrides: Partial<CourseCredit> = {}): CourseCredit {
  sequence += 1;
  return {
    jurisdiction: {
      id: `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
      code,
      name,
      country: 'US',
      minutesPerCreditHour: 60,
    },
    creditType: 'CLE',
    category: 'GENERAL',
    hours: 1.5,
    approvalStatus: 'APPROVED',
    accreditationNumber: `CC-${code}`,
    ...overrides,
  };
}

describe('CreditTable', () => {
  it('renders one row per credit with human labels, sorted by jurisdiction', () => {
    render(
      <CreditTable
        credits={[
          credit('NY', 'New York', {
            creditType: 'PARALEGAL_CLE',
            category: 'ELIMINATION_OF_BIAS',
            hours: 1.8,
            approvalStatus: 'PENDING',
            accreditationNumber: null,
          }),
          credit('CA', 'California', { category: 'LAW_PRACTICE_MANAGEMENT', hours: 1 }),
        ]}
      />,
    );
    const table = screen.getByRole('table', { name: 'Credit by jurisdiction' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Jurisdiction', 'Credit type', 'Category', 'Hours', 'Status', 'Course number']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const cells = (row: HTMLElement | undefined) =>
      Array.from(row?.querySelectorAll('th, td') ?? [], (cell) => cell.textContent);
    expect(within(table).getAllByRole('rowheader')).toHaveLength(2);
    expect(cells(rows[0])).toEqual([
      'California (CA)',
      'CLE',
      'Law Practice Management',
      '1.0',
      'Approved',
      'CC-CA',
    ]);
    expect(cells(rows[1])).toEqual([
      'New York (NY)',
      'Paralegal CLE',
      'Elimination of Bias',
      '1.8',
      'Pending approval',
      '—Not assigned yet',
    ]);
    expect(screen.queryByRole('searchbox')).toBeNull();
  });

  it('offers a jurisdiction filter above 10 rows', async () => {
    const user = userEvent.setup();
    const states = [
      ['AL', 'Alabama'],
      ['AK', 'Alaska'],
      ['AZ', 'Arizona'],
      ['CA', 'California'],
      ['CO', 'Colorado'],
      ['CT', 'Connecticut'],
      ['DE', 'Delaware'],
      ['FL', 'Florida'],
      ['GA', 'Georgia'],
      ['NY', 'New York'],
      ['TX', 'Texas'],
    ] as const;
    render(<CreditTable credits={states.map(([code, name]) => credit(code, name))} />);
    expect(screen.getAllByRole('row')).toHaveLength(12);

    await user.type(screen.getByRole('searchbox', { name: 'Filter by jurisdiction' }), 'new yo');
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.textContent).toContain('New York (NY)');

    await user.clear(screen.getByRole('searchbox', { name: 'Filter by jurisdiction' }));
    await user.type(screen.getByRole('searchbox', { name: 'Filter by jurisdiction' }), 'zz');
    expect(screen.getByText('No jurisdiction matches “zz”.')).toBeTruthy();
  });

  it('says so when a course has no credit yet', () => {
    render(<CreditTable credits={[]} />);
    expect(screen.getByText('Credit details for this course are not published yet.')).toBeTruthy();
  });
});
