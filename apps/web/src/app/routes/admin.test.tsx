import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useUserStore } from '../../stores/user-store';
import { makeMember, makeOwner, stubEnterprise } from '../testing/enterprise-stub';
import { stubIdentity } from '../testing/identity-stub';
import { stubLocationAssign } from '../testing/location-stub';
import { stubMatchMedia } from '../testing/match-media-stub';
import { membershipRoutes } from '../testing/memberships-stub';
import { renderApp } from '../testing/render-app';

const ADMIN = '/dashboard/admin';

beforeEach(() => {
  useUserStore.setState(useUserStore.getInitialState());
  stubMatchMedia();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

async function firmHeading(name = 'Lovelace & Partners') {
  return screen.findByRole('heading', { level: 1, name });
}

function inviteSection() {
  return screen.getByRole('region', { name: 'Invite lawyers' });
}

describe('Manage Firm: the firm', { timeout: 30_000 }, () => {
  it('shows the firm, its plan, billing, renewal and seats, and buys more seats in the billing portal', async () => {
    const assign = stubLocationAssign();
    stubEnterprise({
      members: [
        makeOwner(),
        makeMember({ name: 'Alan Turing', email: 'alan@firm.example', status: 'PENDING' }),
      ],
      routes: membershipRoutes(),
    });
    const user = userEvent.setup();
    renderApp(ADMIN);
    await firmHeading();
    expect(screen.getByText('Enterprise, billed yearly')).toBeTruthy();
    expect(screen.getByText('Active', { selector: 'dd' })).toBeTruthy();
    expect(screen.getByText('Renews on March 5, 2027')).toBeTruthy();
    const meter = screen.getByRole('meter', { name: 'Seats in use' });
    expect(meter.getAttribute('aria-valuetext')).toBe('2 of 5 seats in use, 3 free');
    expect(within(inviteSection()).getByText(/3 seats free\./)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Buy more seats' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://billing.example/portal/ps_test_1'));
  });

  it('warns when the firm is over its seats: access continues, nobody can be invited until members go', async () => {
    stubEnterprise({
      firm: { seatsPurchased: 2, cancelAtPeriodEnd: true },
      members: [
        makeOwner(),
        makeMember({ name: 'Alan Turing', email: 'alan@firm.example' }),
        makeMember({ name: 'Edsger Dijkstra', email: 'edsger@firm.example' }),
      ],
    });
    renderApp(ADMIN);
    await firmHeading();
    expect(screen.getByText('Ends on March 5, 2027')).toBeTruthy();
    expect(screen.getByText('Over by 1 seat.')).toBeTruthy();
    expect(
      screen.getByText(
        /Everyone keeps their access for now, but you cannot invite anyone until you remove a member/,
      ),
    ).toBeTruthy();
    expect(screen.getByRole('meter', { name: 'Seats in use' }).getAttribute('aria-valuetext')).toBe(
      '3 of 2 seats in use, over by 1',
    );
    const invite = inviteSection();
    expect(within(invite).getByText(/over its seats by 1/)).toBeTruthy();
    expect(within(invite).getByRole('button', { name: 'Send invitation' }).hasAttribute('disabled')).toBe(
      true,
    );
  });

  it('renames the firm in place, trimmed, and says so', async () => {
    const api = stubEnterprise();
    const user = userEvent.setup();
    renderApp(ADMIN);
    await firmHeading();
    await user.click(screen.getByRole('button', { name: 'Rename the firm' }));
    const field = screen.getByLabelText('Firm name');
    await user.clear(field);
    await user.type(field, '  Lovelace LLP  ');
    await user.click(screen.getByRole('button', { name: 'Save name' }));

    expect(await screen.findByText('Your firm is now called Lovelace LLP.')).toBeTruthy();
    expect(api.lastBody('/api/enterprise/change-name')).toEqual({ name: 'Lovelace LLP' });
    await firmHeading('Lovelace LLP');
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Rename the firm' })),
    );
  });

  it('says what is wrong with a name that is too short or too long, without calling the API', async () => {
    const api = stubEnterprise();
    const user = userEvent.setup();
    renderApp(ADMIN);
    await firmHeading();
    await user.click(screen.getByRole('button', { name: 'Rename the firm' }));
    const field = screen.getByLabelText('Firm name');
    await user.clear(field);
    await user.type(field, ' L ');
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByText('At least 2 characters')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');

    await user.clear(field);
    await user.click(field);
    await user.paste('L'.repeat(121));
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByText('At most 120 characters')).toBeTruthy();
    expect(api.calls().some((call) => call.includes('change-name'))).toBe(false);

    await user.keyboard('{Escape}');
    expect(screen.queryByLabelText('Firm name')).toBeNull();
    await firmHeading();
  });

  it('gives other roles a 403 page and asks nothing of the firm API', async () => {
    const api = stubIdentity({ role: 'user' });
    renderApp(ADMIN);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Manage Firm is for firm administrators' }),
    ).toBeTruthy();
    expect(api.calls().some((call) => call.startsWith('/api/enterprise'))).toBe(false);
  });

  it('says when there is no firm to manage (ENTERPRISE_NOT_FOUND)', async () => {
    stubEnterprise({
      answers: {
        'GET /api/enterprise': {
          status: 404,
          body: { error: { code: 'ENTERPRISE_NOT_FOUND', message: 'You administer no firm.' } },
        },
      },
    });
    renderApp(ADMIN);
    expect(await screen.findByRole('heading', { level: 2, name: 'There is no firm to manage' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See firm plans' }).getAttribute('href')).toBe(
      '/dashboard/choose-your-plan',
    );
  });
});
