import type { AuditLogEntry } from '@counsel/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useUserStore } from '../../stores/user-store';
import { makeMember, makeOwner, stubEnterprise } from '../testing/enterprise-stub';
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

const alan = () =>
  makeMember({
    name: 'Alan Turing',
    email: 'alan@firm.example',
    status: 'PENDING',
    acceptedAt: null,
    invitationExpiresAt: '2027-01-24T15:00:00.000Z',
  });
const barbara = () => makeMember({ name: 'Barbara Liskov', email: 'barbara@firm.example' });
const edsger = () =>
  makeMember({ name: 'Edsger Dijkstra', email: 'edsger@firm.example', status: 'REVOKED', acceptedAt: null });

async function membersTable() {
  return screen.findByRole('table', { name: /^Members/ });
}

/** The names of the table's rows, in order. */
function rowNames(table: HTMLElement): string[] {
  return within(table)
    .queryAllByRole('rowheader')
    .map((cell) => cell.firstElementChild?.textContent ?? '');
}

async function openAction(name: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name }));
  return { user, dialog: screen.getByRole('alertdialog') };
}

describe('Manage Firm: members', { timeout: 30_000 }, () => {
  it('lists members with their status badges, and searches (debounced), filters, sorts and pages', async () => {
    const many = Array.from({ length: 26 }, (_, index) =>
      makeMember({ name: `Lawyer ${String(index).padStart(2, '0')}`, email: `l${index}@firm.example` }),
    );
    const api = stubEnterprise({
      firm: { seatsPurchased: 40 },
      members: [makeOwner(), alan(), edsger(), ...many],
    });
    const user = userEvent.setup();
    const { router } = renderApp(ADMIN);
    const table = await membersTable();
    expect(within(table).getByText(/29 members, page 1 of 2/)).toBeTruthy();
    const owner = within(table)
      .getByRole('rowheader', { name: /^Ada Lovelace/ })
      .closest('tr');
    if (!owner) throw new Error('no row');
    expect(within(owner).getByText('Administrator')).toBeTruthy();
    expect(within(owner).getByText('Owner')).toBeTruthy();
    expect(within(owner).queryByRole('button')).toBeNull();
    expect(screen.getByRole('radio', { name: 'Pending (1)' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'All (29)' })).toBeTruthy();

    await user.click(screen.getByRole('link', { name: 'Page 2' }));
    await waitFor(() => expect(rowNames(table)).toHaveLength(4));
    expect(router.state.location.search).toBe('?page=2');

    await user.type(screen.getByLabelText('Search members'), 'ALAN');
    await waitFor(() => expect(rowNames(table)).toEqual(['Alan Turing']));
    expect(api.calls().filter((call) => call.includes('search='))).toEqual([
      'GET /api/enterprise?currentPage=1&sort=name&order=asc&search=ALAN',
    ]);
    const row = within(table)
      .getByRole('rowheader', { name: /^Alan Turing/ })
      .closest('tr');
    if (!row) throw new Error('no row');
    expect(within(row).getByText('Pending')).toBeTruthy();
    expect(within(row).getByText('Link expires January 24, 2027')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Clear search and filter' }));
    await user.click(screen.getByRole('radio', { name: 'Revoked (1)' }));
    await waitFor(() => expect(rowNames(table)).toEqual(['Edsger Dijkstra']));
    expect(router.state.location.search).toBe('?status=REVOKED');

    await user.click(screen.getByRole('radio', { name: 'All (29)' }));
    await user.click(within(table).getByRole('button', { name: 'Name' }));
    await waitFor(() => expect(rowNames(table)[0]).toBe('Lawyer 25'));
    expect(within(table).getByRole('columnheader', { name: 'Name' }).getAttribute('aria-sort')).toBe(
      'descending',
    );
    await user.click(within(table).getByRole('button', { name: 'E-mail' }));
    await waitFor(() => expect(rowNames(table)[0]).toBe('Ada Lovelace'));
    expect(router.state.location.search).toBe('?sort=email');
  });

  it('shows progress this year by credit type, and downloads the completions as CSV', async () => {
    stubEnterprise({
      members: [
        makeOwner(),
        makeMember({
          name: 'Barbara Liskov',
          email: 'barbara@firm.example',
          creditHoursThisYear: 4.5,
          creditHoursByType: { CLE: 3, SBA: 0, PARALEGAL_CLE: 0, CPD: 1.5 },
          coursesInProgress: 2,
          coursesCompleted: 3,
          lastCertificate: {
            number: 'CCLE-2027-ABCD2345',
            courseTitle: 'Civility and Candor',
            issuedAt: '2027-02-02T10:00:00.000Z',
          },
        }),
      ],
    });
    const createObjectURL = vi.fn(() => 'blob:completions');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderApp(ADMIN);
    await membersTable();
    await user.click(screen.getByRole('radio', { name: 'Progress' }));
    const table = await screen.findByRole('table', { name: /^Members’ progress this year/ });
    const row = within(table)
      .getByRole('rowheader', { name: /^Barbara Liskov/ })
      .closest('tr');
    if (!row) throw new Error('no row');
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      '4.5',
      '3.0',
      '0.0',
      '0.0',
      '1.5',
      '2',
      '3',
      'Civility and CandorFebruary 2, 2027 · CCLE-2027-ABCD2345',
      'February 1, 2027',
    ]);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toContain('Paralegal CLE');

    await user.click(screen.getByRole('button', { name: 'Download completions (CSV)' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const blob = (createObjectURL.mock.calls[0] as unknown as [Blob])[0];
    expect(await new Response(blob).text()).toContain('Grace Hopper,grace@firm.example');
    click.mockRestore();
  });

  it('resends a pending invitation after saying the seat stays reserved', async () => {
    const api = stubEnterprise({ members: [makeOwner(), alan()] });
    renderApp(ADMIN);
    const { user, dialog } = await openAction('Resend invitation to Alan Turing');
    expect(
      within(dialog).getByRole('heading', { name: 'Resend the invitation to Alan Turing?' }),
    ).toBeTruthy();
    expect(dialog.textContent).toContain('the link sent before stops working');
    expect(dialog.textContent).toContain('The seat stays reserved for Alan Turing');
    await user.click(within(dialog).getByRole('button', { name: 'Resend invitation' }));
    expect(await screen.findByText('A new invitation is on its way to alan@firm.example.')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(api.calls()).toContain(
      `POST /api/enterprise/resend-invitation?enterpriseMemberId=${api.state.members[1]?.id}`,
    );
  });

  it('revokes an invitation, freeing the seat', async () => {
    const api = stubEnterprise({ members: [makeOwner(), alan()] });
    renderApp(ADMIN);
    const { user, dialog } = await openAction('Revoke invitation of Alan Turing');
    expect(dialog.textContent).toContain('The link in the invitation e-mail stops working at once');
    expect(dialog.textContent).toContain('The seat becomes free for someone else');
    await user.click(within(dialog).getByRole('button', { name: 'Revoke invitation' }));
    expect(await screen.findByText('Alan Turing’s invitation is revoked. The seat is free.')).toBeTruthy();
    expect(api.state.members[1]?.status).toBe('REVOKED');
    await waitFor(() =>
      expect(screen.getByRole('meter', { name: 'Seats in use' }).getAttribute('aria-valuetext')).toBe(
        '1 of 5 seats in use, 4 free',
      ),
    );
  });

  it('re-invites a revoked lawyer, and says so when no seat is free', async () => {
    stubEnterprise({ firm: { seatsPurchased: 1 }, members: [makeOwner(), edsger()] });
    renderApp(ADMIN);
    const { user, dialog } = await openAction('Re-invite Edsger Dijkstra');
    expect(within(dialog).getByRole('heading', { name: 'Invite Edsger Dijkstra again?' })).toBeTruthy();
    expect(dialog.textContent).toContain('This takes one of your seats again (0 seats of 1 free now)');
    expect(within(dialog).getByText(/No seat is free: remove a member/)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Re-invite' }).hasAttribute('disabled')).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('removes an active lawyer after saying what they keep and what they lose', async () => {
    const api = stubEnterprise({ members: [makeOwner(), barbara()] });
    renderApp(ADMIN);
    const { user, dialog } = await openAction('Remove Barbara Liskov from the firm');
    expect(
      within(dialog).getByRole('heading', { name: 'Remove Barbara Liskov from the firm?' }),
    ).toBeTruthy();
    expect(dialog.textContent).toContain('loses the access that came with the firm’s seat at once');
    expect(dialog.textContent).toContain('account, progress, completed courses and certificates stay theirs');
    expect(dialog.textContent).toContain('The seat becomes free.');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Barbara Liskov was removed from the firm.')).toBeTruthy();
    expect(api.state.members.map((member) => member.name)).toEqual(['Ada Lovelace']);
    await waitFor(async () => expect(rowNames(await membersTable())).toEqual(['Ada Lovelace']));
  });

  it('makes a lawyer an administrator, and says why the last administrator cannot step down', async () => {
    stubEnterprise({
      members: [makeOwner(), barbara()],
      answers: {
        'DELETE /api/enterprise/administrators': {
          status: 409,
          body: { error: { code: 'LAST_ADMINISTRATOR', message: 'The firm needs an administrator.' } },
        },
      },
    });
    renderApp(ADMIN);
    const first = await openAction('Make administrator for Barbara Liskov');
    expect(first.dialog.textContent).toContain(
      'Nothing changes for the seat or for Barbara Liskov’s access to courses',
    );
    await first.user.click(within(first.dialog).getByRole('button', { name: 'Make administrator' }));
    expect(await screen.findByText('Barbara Liskov is now an administrator.')).toBeTruthy();

    const second = await openAction('Remove administrator for Barbara Liskov');
    expect(second.dialog.textContent).toContain(
      'Barbara Liskov keeps the seat and access to every course it covers',
    );
    await second.user.click(within(second.dialog).getByRole('button', { name: 'Remove administrator' }));
    expect(
      await screen.findByText(
        'Your firm needs at least one administrator. Make someone else an administrator first.',
      ),
    ).toBeTruthy();
  });

  it('lists the audit log, page by page', async () => {
    const entries: AuditLogEntry[] = Array.from({ length: 13 }, (_, index) => ({
      id: `ffffffff-0000-4000-8000-${String(index).padStart(12, '0')}`,
      at: '2027-02-03T15:30:00.000Z',
      action: index === 0 ? 'FIRM_RENAMED' : index === 12 ? 'MEMBER_REMOVED' : 'INVITED',
      actor: { name: 'Ada Lovelace', email: 'ada@example.com' },
      subject: index === 0 ? null : { name: `Lawyer ${index}`, email: `l${index}@firm.example` },
      detail: index === 0 ? 'Lovelace LLP → Lovelace & Partners' : index === 12 ? 'PENDING' : null,
    }));
    const api = stubEnterprise({ audit: entries });
    const user = userEvent.setup();
    renderApp(ADMIN);
    const log = await screen.findByRole('table', { name: 'Audit log' });
    await within(log).findByText('Renamed the firm');
    expect(within(log).getByText('Lovelace LLP → Lovelace & Partners')).toBeTruthy();
    expect(within(log).getAllByRole('row')).toHaveLength(11);
    const pages = screen.getByRole('navigation', { name: 'Audit log pages' });
    await user.click(within(pages).getByRole('link', { name: 'Page 2' }));
    await waitFor(() => expect(within(log).getAllByRole('row')).toHaveLength(4));
    expect(within(log).getByText('Lawyer 11')).toBeTruthy();
    expect(within(log).getByText('Removed from the firm')).toBeTruthy();
    expect(within(log).getByText('Was pending')).toBeTruthy();
    expect(api.calls()).toContain('GET /api/enterprise/audit-log?currentPage=2&pageSize=10');
  });
});
