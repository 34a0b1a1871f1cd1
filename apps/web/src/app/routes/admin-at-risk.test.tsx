import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useUserStore } from '../../stores/user-store';
import {
  makeAtRiskMember,
  makeEnterpriseCompliance,
  makeShortfall,
  stubEnterprise,
} from '../testing/enterprise-stub';
import { stubMatchMedia } from '../testing/match-media-stub';
import { renderApp } from '../testing/render-app';

const ADMIN = '/dashboard/admin';

beforeEach(() => {
  useUserStore.setState(useUserStore.getInitialState());
  stubMatchMedia();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function atRiskSection() {
  return screen.findByRole('region', { name: 'At risk' });
}

/** The text of each cell of the table's rows, the row header first. */
function rowTexts(table: HTMLElement): string[][] {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
}

describe('Manage Firm: At risk', { timeout: 30_000 }, () => {
  it('counts the lawyers and lists those short with a near deadline, soonest first, with what they miss', async () => {
    const alan = makeAtRiskMember({
      name: 'Alan Turing',
      email: 'alan@firm.example',
      shortfalls: [
        makeShortfall({
          jurisdictionName: 'Texas',
          barNumber: '24000001',
          status: 'OVERDUE',
          period: { start: '2026-08-01', end: '2027-07-31' },
          deadline: '2027-08-31',
          daysToDeadline: -25,
          hoursStillNeeded: 3,
          requirements: [{ id: 'ethics', label: 'Legal ethics / professional responsibility', missing: 3 }],
          formatMinimums: [],
        }),
      ],
    });
    const grace = makeAtRiskMember({
      shortfalls: [
        makeShortfall(),
        makeShortfall({
          jurisdictionName: 'New York',
          barNumber: '5550101',
          deadline: '2027-12-01',
          daysToDeadline: 67,
          hoursStillNeeded: 1,
          requirements: [],
          formatMinimums: [],
        }),
      ],
    });
    stubEnterprise({
      compliance: makeEnterpriseCompliance({
        counts: { membersTracked: 7, atRisk: 2, compliant: 3, needsDetails: 1, withoutAdmissions: 1 },
        atRisk: [alan, grace],
      }),
    });
    renderApp(ADMIN);
    const section = await atRiskSection();
    const table = await within(section).findByRole('table', { name: /^Lawyers at risk/ });

    const counts = within(section)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextSibling?.textContent]);
    expect(counts).toEqual([
      ['Lawyers tracked', '7'],
      ['At risk', '2'],
      ['Compliant', '3'],
      ['Need admission details', '1'],
      ['No admission entered', '1'],
    ]);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Lawyer', 'Jurisdiction', 'Deadline', 'What is missing']);
    expect(rowTexts(table)).toEqual([
      [
        'Alan Turingalan@firm.example',
        'TexasBar number 24000001Period August 1, 2026 – July 31, 2027',
        'August 31, 202725 days overdue',
        '3 hours still neededLegal ethics / professional responsibility: 3 hours',
      ],
      [
        'Grace Hoppergrace@firm.example',
        'VirginiaBar number 81234Period November 1, 2026 – October 31, 2027',
        'October 31, 202736 days left',
        '5 hours still neededEthics and professionalism: 1 hourLive: 3 hours',
      ],
      [
        'Grace Hoppergrace@firm.example',
        'New YorkBar number 5550101Period November 1, 2026 – October 31, 2027',
        'December 1, 202767 days left',
        '1 hour still needed',
      ],
    ]);
  });

  it('says so when nobody is short with a deadline in the next 90 days', async () => {
    stubEnterprise({ compliance: makeEnterpriseCompliance({ atRisk: [] }) });
    renderApp(ADMIN);
    const section = await atRiskSection();
    expect(
      await within(section).findByText('No lawyer is short with a deadline in the next 90 days.'),
    ).toBeTruthy();
    expect(within(section).queryByRole('table')).toBeNull();
    expect(within(section).getByText('Compliant').nextSibling?.textContent).toBe('1');
  });

  it('downloads every lawyer’s standing as CSV', async () => {
    const api = stubEnterprise();
    const createObjectURL = vi.fn(() => 'blob:compliance');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderApp(ADMIN);
    const section = await atRiskSection();
    await user.click(within(section).getByRole('button', { name: 'Download compliance (CSV)' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(api.calls()).toContain('GET /api/enterprise/compliance.csv');
    const blob = (createObjectURL.mock.calls[0] as unknown as [Blob])[0];
    expect(await new Response(blob).text()).toContain('Grace Hopper,grace@firm.example,Virginia');
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toMatch(/^compliance-\d{4}-\d{2}-\d{2}\.csv$/);
    click.mockRestore();
  });

  it('says when the compliance view could not be loaded, and tries again', async () => {
    const api = stubEnterprise({
      answers: {
        'GET /api/enterprise/compliance': {
          status: 503,
          body: { error: { code: 'SERVICE_UNAVAILABLE', message: 'Try again in a minute.' } },
        },
      },
    });
    const user = userEvent.setup();
    renderApp(ADMIN);
    const section = await atRiskSection();
    const alert = await within(section).findByRole('alert', {}, { timeout: 10_000 });
    expect(alert.textContent).toContain('Your lawyers’ compliance could not be loaded');
    const before = api.calls().filter((call) => call === 'GET /api/enterprise/compliance').length;
    await user.click(within(section).getByRole('button', { name: 'Retry' }));
    await waitFor(() =>
      expect(api.calls().filter((call) => call === 'GET /api/enterprise/compliance').length).toBe(before + 1),
    );
  });
});
