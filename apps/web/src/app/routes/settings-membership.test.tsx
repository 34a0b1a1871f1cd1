import type { SubscriptionDetails } from '@counsel/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useUserStore } from '../../stores/user-store';
import type { StubResponse } from '../testing/api-stub';
import { stubLawyerProfile } from '../testing/lawyer-profile-stub';
import { stubLocationAssign } from '../testing/location-stub';
import { stubMatchMedia } from '../testing/match-media-stub';
import { membershipRoutes } from '../testing/memberships-stub';
import { makeSubscription } from '../testing/payment-stub';
import { getUserSubscriptionQueryOptions } from '../../features/identity/api/get-user-subscription';
import { renderApp } from '../testing/render-app';

const SETTINGS = '/dashboard/settings';
const PORTAL_URL = 'https://billing.example/portal/ps_test_1';
let assign: ReturnType<typeof stubLocationAssign>;

beforeEach(() => {
  useUserStore.setState(useUserStore.getInitialState());
  stubMatchMedia();
  assign = stubLocationAssign();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const FIRM_SEAT = {
  id: 'eeeeeeee-0000-4000-8000-000000000001',
  name: 'Lovelace & Partners',
  seats: 5,
  seatsUsed: 3,
  isAdministrator: false,
  memberStatus: 'ACTIVE',
};

function stubMember(
  subscription: SubscriptionDetails | null | (() => SubscriptionDetails | null),
  options: { role?: string; portal?: StubResponse; enterprise?: typeof FIRM_SEAT } = {},
) {
  return stubLawyerProfile({
    role: options.role,
    routes: {
      ...membershipRoutes({ portal: options.portal }),
      '/api/user/enterprise': { body: { enterprise: options.enterprise ?? null } },
      '/api/user/subscription': () => ({
        body: { subscription: typeof subscription === 'function' ? subscription() : subscription },
      }),
    },
  });
}

async function membershipSection() {
  const heading = await screen.findByRole('heading', { level: 2, name: 'Membership' });
  const section = heading.closest('section');
  if (!section) throw new Error('The Membership heading is not in a section');
  return section;
}

/** The value of a row of the membership's description list. */
function valueOf(section: HTMLElement, term: string): string {
  const dt = within(section).getByText(term, { selector: 'dt' });
  return dt.nextElementSibling?.textContent ?? '';
}

describe('Settings › Membership', { timeout: 30_000 }, () => {
  it('shows an active membership with its renewal date, and opens billing', async () => {
    const api = stubMember(makeSubscription(), { role: 'user' });
    const user = userEvent.setup();
    renderApp(SETTINGS);
    const section = await membershipSection();
    await within(section).findByText('Individual');
    expect(valueOf(section, 'Plan')).toBe('Individual');
    expect(valueOf(section, 'Billing')).toBe('Yearly');
    expect(valueOf(section, 'Status')).toBe('ActiveRenews on March 5, 2027.');
    expect(within(section).queryByText('Seats')).toBeNull();
    expect(within(section).queryByRole('link', { name: 'See plans' })).toBeNull();

    await user.click(within(section).getByRole('button', { name: 'Manage billing' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(PORTAL_URL));
    expect(api.calls()).toContain('POST /api/subscription/create-portal-session');
  });

  it('says when a membership ends at the end of the period, with the seats of a firm plan', async () => {
    stubMember(
      makeSubscription({
        planKind: 'ENTERPRISE',
        planName: 'Enterprise',
        productId: 'enterprise',
        interval: 'month',
        seats: 12,
        cancelAtPeriodEnd: true,
      }),
      { role: 'enterprise' },
    );
    renderApp(SETTINGS);
    const section = await membershipSection();
    await within(section).findByText('Enterprise');
    expect(valueOf(section, 'Billing')).toBe('Monthly');
    expect(valueOf(section, 'Seats')).toBe('12');
    expect(within(section).getByText('Ends on March 5, 2027')).toBeTruthy();
    expect(within(section).getByText(/will not renew/)).toBeTruthy();
  });

  it('names the firm that provides the seat of a lawyer without a membership of their own', async () => {
    stubMember(null, { role: 'user', enterprise: FIRM_SEAT });
    renderApp(SETTINGS);
    const section = await membershipSection();
    expect(await within(section).findByText('Lovelace & Partners')).toBeTruthy();
    expect(section.textContent).toContain('Seat provided by Lovelace & Partners');
    expect(section.textContent).toContain('Your firm’s administrator manages its billing.');
    expect(within(section).queryByText('You have no membership')).toBeNull();
    expect(section.textContent).not.toContain('what grants your access today');
  });

  it('names the firm beside an individual membership too', async () => {
    stubMember(makeSubscription(), { role: 'user', enterprise: FIRM_SEAT });
    renderApp(SETTINGS);
    const section = await membershipSection();
    await within(section).findByText('Lovelace & Partners');
    expect(section.textContent).toContain('Seat provided by Lovelace & Partners');
    expect(valueOf(section, 'Plan')).toBe('Individual');
    expect(section.textContent).toContain(
      'Your individual membership below is what grants your access today',
    );
    expect(section.textContent).toContain('cancel it in Manage billing');
  });

  it('asks a member whose payment failed to update their card', async () => {
    stubMember(makeSubscription({ status: 'PAST_DUE' }), { role: 'user' });
    renderApp(SETTINGS);
    const section = await membershipSection();
    expect(await within(section).findByText('Past due: update your card')).toBeTruthy();
    expect(within(section).getByRole('button', { name: 'Manage billing' })).toBeTruthy();
  });

  it('says a cancelled membership ended, and offers the plans again', async () => {
    stubMember(makeSubscription({ status: 'CANCELED' }));
    renderApp(SETTINGS);
    const section = await membershipSection();
    expect(await within(section).findByText('Cancelled')).toBeTruthy();
    expect(within(section).getByText('Ended on March 5, 2027.')).toBeTruthy();
    expect(within(section).getByRole('link', { name: 'See plans' }).getAttribute('href')).toBe(
      '/dashboard/choose-your-plan',
    );
  });

  it('says there is no membership, links the plans, and says plainly when there is no billing', async () => {
    stubMember(null, {
      portal: {
        status: 404,
        body: {
          error: {
            code: 'NO_BILLING_ACCOUNT',
            message: 'You have no membership or purchases to manage yet.',
          },
        },
      },
    });
    const user = userEvent.setup();
    renderApp(SETTINGS);
    const section = await membershipSection();
    expect(await within(section).findByText('You have no membership')).toBeTruthy();
    expect(within(section).getByRole('link', { name: 'See plans' }).getAttribute('href')).toBe(
      '/dashboard/choose-your-plan',
    );

    await user.click(within(section).getByRole('button', { name: 'Manage billing' }));
    expect(await screen.findByText('You have no membership or purchases to manage yet.')).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();
  });

  it('shows an error toast with the reason when billing cannot be opened', async () => {
    stubMember(makeSubscription(), {
      role: 'user',
      portal: {
        status: 503,
        body: {
          error: {
            code: 'PAYMENT_PROVIDER_UNAVAILABLE',
            message: 'No payment was started: the payment provider did not answer.',
          },
        },
      },
    });
    const user = userEvent.setup();
    renderApp(SETTINGS);
    const section = await membershipSection();
    await user.click(await within(section).findByRole('button', { name: 'Manage billing' }));
    expect(
      await screen.findByText(
        'Billing could not be opened: No payment was started: the payment provider did not answer.',
      ),
    ).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();
    // The button works again.
    expect(within(section).getByRole('button', { name: 'Manage billing' }).hasAttribute('disabled')).toBe(
      false,
    );
  });

  it('asks again on every visit, so a change made in the billing portal shows', async () => {
    let subscription = makeSubscription();
    const api = stubMember(() => subscription, { role: 'user' });
    const { router, queryClient } = renderApp(SETTINGS);
    const section = await membershipSection();
    expect(await within(section).findByText('Active')).toBeTruthy();

    subscription = makeSubscription({ cancelAtPeriodEnd: true });
    await act(() => router.navigate('/dashboard/learning'));
    await screen.findByRole('heading', { level: 1, name: 'My Learning' });
    const before = api.calls().filter((call) => call === 'GET /api/user/subscription').length;
    await act(() => router.navigate(SETTINGS));
    const again = await membershipSection();
    expect(await within(again).findByText('Ends on March 5, 2027')).toBeTruthy();
    expect(api.calls().filter((call) => call === 'GET /api/user/subscription').length).toBe(before + 1);
    // The query the frame and the plan page read agrees with the page.
    expect(queryClient.getQueryData(getUserSubscriptionQueryOptions().queryKey)?.subscription).toEqual(
      subscription,
    );
  });
});
