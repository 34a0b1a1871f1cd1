import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StaffAuditEntry, StaffMember } from '@counsel/contracts';
import { useUserStore } from '../../stores/user-store';
import { stubIdentity, testUser } from '../testing/identity-stub';
import { stubMatchMedia } from '../testing/match-media-stub';
import { renderApp } from '../testing/render-app';

beforeEach(() => {
  useUserStore.setState(useUserStore.getInitialState());
  stubMatchMedia();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const me: StaffMember = {
  userId: testUser.id,
  name: testUser.name,
  email: testUser.email,
  grantedAt: '2026-01-05T10:00:00.000Z',
  grantedByEmail: null,
};
const colleague: StaffMember = {
  userId: '22222222-2222-4222-8222-222222222222',
  name: 'Grace Hopper',
  email: 'grace@counsel.example',
  grantedAt: '2026-02-01T10:00:00.000Z',
  grantedByEmail: testUser.email,
};
const entry: StaffAuditEntry = {
  id: '33333333-3333-4333-8333-333333333333',
  at: '2026-03-01T15:30:00.000Z',
  actorEmail: testUser.email,
  action: 'course.update',
  subjectType: 'course',
  subjectId: 'c-1',
  summary: "Changed 'Ethics in AI'",
  before: { title: 'Ethics in A.I.', hours: 1 },
  after: { title: 'Ethics in AI', hours: 1 },
};
const page = (entries: StaffAuditEntry[]) => ({
  entries,
  pagination: { currentPage: 1, pageSize: 25, totalItems: entries.length, totalPages: 1 },
});

describe('the staff console', { timeout: 30_000 }, () => {
  it('shows a 403 page to a signed-in lawyer, and no staff call is made', async () => {
    const { calls } = stubIdentity({ role: 'user' });
    renderApp('/staff');
    expect(
      await screen.findByRole('heading', { name: 'The staff console is for Counsel CLE staff' }),
    ).toBeTruthy();
    expect(calls().some((url) => url.startsWith('/api/staff'))).toBe(false);
  });

  it('opens on the overview with the nav of every area for staff, and the account menu links to it', async () => {
    stubIdentity({ role: 'staff' });
    renderApp('/staff');
    expect(await screen.findByRole('heading', { name: 'Staff console', level: 1 })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Staff console' });
    expect(within(nav).getByRole('link', { name: 'Overview' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Audit log' }).getAttribute('href')).toBe(
      '/staff/audit-log',
    );
    await userEvent.click(screen.getByRole('button', { name: /Ada Lovelace/ }));
    expect(screen.getByRole('menuitem', { name: 'Staff console' }).getAttribute('href')).toBe('/staff');
  });

  it('lists the staff members, grants the role by e-mail and says why a grant was refused', async () => {
    let granted = false;
    const { fetchMock } = stubIdentity({
      role: 'staff',
      routes: {
        '/api/staff/members': () => {
          const last = fetchMock.mock.calls.at(-1)?.[1];
          if (last?.method === 'POST' && typeof last.body === 'string') {
            const body = JSON.parse(last.body) as { email: string };
            if (body.email === 'nobody@example.com') {
              return {
                status: 404,
                body: { error: { code: 'USER_NOT_FOUND', message: 'No account uses this e-mail address.' } },
              };
            }
            granted = true;
            return { status: 201, body: colleague };
          }
          return { body: { members: granted ? [me, colleague] : [me] } };
        },
      },
    });
    renderApp('/staff/members');
    const table = await screen.findByRole('table', { name: 'Staff members' });
    expect(await within(table).findByText(testUser.email)).toBeTruthy();
    expect(within(table).getByText('You')).toBeTruthy();
    expect(within(table).getByText('The staff:grant command')).toBeTruthy();

    const field = screen.getByLabelText('E-mail of the account');
    await userEvent.type(field, 'nobody@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Grant staff access' }));
    expect((await screen.findByRole('alert')).textContent).toContain('No account uses this e-mail address.');
    expect(field.getAttribute('aria-invalid')).toBe('true');

    await userEvent.clear(field);
    await userEvent.type(field, colleague.email);
    await userEvent.click(screen.getByRole('button', { name: 'Grant staff access' }));
    expect(await within(table).findByText(colleague.email)).toBeTruthy();
    const posted = fetchMock.mock.calls
      .filter(([, init]) => init?.method === 'POST')
      .map(([, init]) => init?.body);
    expect(posted).toEqual([
      JSON.stringify({ email: 'nobody@example.com' }),
      JSON.stringify({ email: colleague.email }),
    ]);
    expect(
      within(table).getByRole('button', { name: `Remove staff access from ${colleague.email}` }),
    ).toBeTruthy();
  });

  it('shows the audit log with what changed, and sends its filters in the address and the query', async () => {
    const { calls } = stubIdentity({
      role: 'staff',
      routes: { '/api/staff/audit-log': { body: page([entry]) } },
    });
    renderApp('/staff/audit-log');
    const table = await screen.findByRole('table', { name: 'Staff actions' });
    expect(await within(table).findByText("Changed 'Ethics in AI'")).toBeTruthy();
    await userEvent.click(within(table).getByText('1 field'));
    expect(within(table).getByText('Ethics in A.I. → Ethics in AI')).toBeTruthy();

    await userEvent.type(screen.getByLabelText('Action'), 'course.');
    await userEvent.type(screen.getByLabelText("Staff member's e-mail"), 'ada');
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() =>
      expect(
        calls()
          .filter((url) => url.startsWith('/api/staff/audit-log'))
          .at(-1),
      ).toContain('action=course.&actor=ada'),
    );
  });
});
