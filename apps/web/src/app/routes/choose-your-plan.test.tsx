import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useUserStore } from '../../stores/user-store';
import type { StubResponse } from '../testing/api-stub';
import { lastBodyTo, stubIdentity, testUser } from '../testing/identity-stub';
import { membershipRoutes } from '../testing/memberships-stub';
import { stubMatchMedia } from '../testing/match-media-stub';
import { stubLocationAssign } from '../testing/location-stub';
import { renderApp } from '../testing/render-app';

const PLAN_PAGE = '/dashboard/choose-your-plan';
const CHECKOUT_URL = 'https://checkout.example/session/cs_test_1';
const PORTAL_URL = 'https://billing.example/portal/ps_test_1';
let assign: ReturnType<typeof vi.fn<(url: string | URL) => void>>;

beforeEach(() => {
  useUserStore.setState(useUserStore.getInitialState());
  stubMatchMedia();
  // Leaving the app for checkout or the portal: recorded, not followed.
  assign = stubLocationAssign();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function stubVisitor() {
  return stubIdentity({ user: null, routes: membershipRoutes() });
}

function stubSignedIn(options: Parameters<typeof membershipRoutes>[0] = {}) {
  return stubIdentity({ routes: membershipRoutes(options) });
}

async function planCard(name: string) {
  await screen.findByRole('heading', { level: 2, name });
  return screen.getByRole('listitem', { name });
}

const quoteCalls = (calls: () => string[]) =>
  calls().filter((call) => call.startsWith('/api/subscription/enterprise/price'));

describe('Choose your plan', { timeout: 30_000 }, () => {
  it('shows the plans from the API side by side, with prices and features included or not', async () => {
    const api = stubVisitor();
    renderApp(PLAN_PAGE);
    const individual = await planCard('Individual');
    const enterprise = await planCard('Enterprise');
    expect(api.calls()).toContain('/api/subscription');
    expect(screen.queryByText('Membership sign-up opens soon')).toBeNull();

    // Annual by default, with what it saves.
    expect(screen.getByRole('radio', { name: /Annually/ })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: /Annually/ }).closest('label')?.textContent).toContain(
      'Save up to 16%',
    );
    expect(individual.textContent).toContain('$290per year');
    expect(individual.textContent).toContain('Save $58 compared with paying monthly.');
    const features = within(individual)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(features).toEqual([
      'Included: Unlimited on-demand courses in every practice area',
      'Included: Certificates accepted by state bars, issued when you finish',
      'Not included: Firm administration: invite, re-invite and revoke lawyers',
    ]);
    expect(within(individual).getByRole('button', { name: 'Choose Individual' })).toBeTruthy();

    expect(enterprise.textContent).toContain('From$190per seat per year');
    expect(
      within(within(enterprise).getByRole('list', { name: 'Enterprise price per seat' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['2–9 seats$250 per seat', '10–49 seats$220 per seat', '50+ seats$190 per seat']);
  });

  it('shows the outline of the switch and two plan cards while the plans load', async () => {
    // The outline stands where the plans will be, at about their size: the footer stays below the fold.
    // Held until answered, however late the request goes out (it waits for the session's answer).
    let answer: (response: StubResponse) => void = () => undefined;
    const held = new Promise<StubResponse>((resolve) => (answer = resolve));
    stubIdentity({
      user: null,
      routes: { ...membershipRoutes(), '/api/subscription': () => held },
    });
    renderApp(PLAN_PAGE);
    const status = await screen.findByText('Loading the plans');
    expect(status.getAttribute('role')).toBe('status');
    expect(status.closest('[aria-busy="true"]')?.querySelectorAll('.rounded-2xl')).toHaveLength(2);

    answer(membershipRoutes()['/api/subscription'] as StubResponse);
    expect(await planCard('Individual')).toBeTruthy();
    expect(screen.queryByText('Loading the plans')).toBeNull();
  });

  it('switches every price between annual and monthly billing', async () => {
    const api = stubVisitor();
    const user = userEvent.setup();
    renderApp(PLAN_PAGE);
    const individual = await planCard('Individual');
    await screen.findByText('$2,200 per year');

    await user.click(screen.getByRole('radio', { name: 'Monthly' }));
    expect(individual.textContent).toContain('$29per month');
    expect(individual.textContent).not.toContain('Save');
    const enterprise = screen.getByRole('listitem', { name: 'Enterprise' });
    expect(enterprise.textContent).toContain('From$19per seat per month');
    expect(await within(enterprise).findByText('$220 per month')).toBeTruthy();
    expect(quoteCalls(api.calls)).toContain('/api/subscription/enterprise/price?seats=10&interval=month');
  });

  it('quotes the seats as they change, once typing pauses, with tier, price per seat and total', async () => {
    const api = stubVisitor();
    const user = userEvent.setup();
    renderApp(PLAN_PAGE);
    const seats = await screen.findByLabelText('Number of seats');
    expect(await screen.findByText('$2,200 per year')).toBeTruthy();
    expect(quoteCalls(api.calls)).toEqual(['/api/subscription/enterprise/price?seats=10&interval=year']);

    await user.clear(seats);
    await user.type(seats, '12');
    // Debounced: nothing asked for "1" on the way to "12", nor before the pause.
    expect(quoteCalls(api.calls)).toEqual(['/api/subscription/enterprise/price?seats=10&interval=year']);
    expect(await screen.findByText('$2,640 per year')).toBeTruthy();
    expect(screen.getByText('12 seats × $220 per seat · 10–49 seats tier')).toBeTruthy();
    expect(quoteCalls(api.calls)).toEqual([
      '/api/subscription/enterprise/price?seats=10&interval=year',
      '/api/subscription/enterprise/price?seats=12&interval=year',
    ]);
    expect(screen.getByRole('button', { name: 'Buy 12 seats' })).toHaveProperty('disabled', false);

    await user.clear(seats);
    await user.type(seats, '50');
    expect(await screen.findByText('$9,500 per year')).toBeTruthy();
    expect(screen.getByText('50 seats × $190 per seat · 50+ seats tier')).toBeTruthy();
  });

  it.each([
    ['1001', 'At most 1000 seats. Enter a whole number of seats from 2 to 1000.'],
    ['1', 'At least 2 seats. Enter a whole number of seats from 2 to 1000.'],
    ['2.5', 'Seats must be a whole number. Enter a whole number of seats from 2 to 1000.'],
  ])(
    'explains why %s seats cannot be quoted (the API’s 400) and offers no purchase',
    async (typed, message) => {
      stubVisitor();
      const user = userEvent.setup();
      renderApp(PLAN_PAGE);
      const seats = await screen.findByLabelText('Number of seats');
      await screen.findByText('$2,200 per year');
      await user.clear(seats);
      await user.type(seats, typed);
      expect(await screen.findByText(message)).toBeTruthy();
      expect(seats.getAttribute('aria-invalid')).toBe('true');
      expect(screen.getByRole('button', { name: 'Buy seats' })).toHaveProperty('disabled', true);
    },
  );

  it('asks for a number when the seats are cleared, without asking the API', async () => {
    const api = stubVisitor();
    const user = userEvent.setup();
    renderApp(PLAN_PAGE);
    const seats = await screen.findByLabelText('Number of seats');
    await screen.findByText('$2,200 per year');
    await user.clear(seats);
    expect(await screen.findByText('Enter a whole number of seats from 2 to 1000.')).toBeTruthy();
    expect(quoteCalls(api.calls)).toHaveLength(1);
  });

  it('keeps a visitor’s choice and sends them to sign up', async () => {
    stubVisitor();
    const user = userEvent.setup();
    const { router } = renderApp(PLAN_PAGE);
    await user.click(await screen.findByRole('button', { name: 'Choose Individual' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/sign-up/'));
    expect(useUserStore.getState()).toMatchObject({
      intendedPriceId: 'individual-annual',
      intendedProductId: 'individual',
      intendedSeats: 1,
    });
  });

  it('keeps the seats of a visitor’s enterprise choice', async () => {
    stubVisitor();
    const user = userEvent.setup();
    const { router } = renderApp(PLAN_PAGE);
    await user.click(await screen.findByRole('radio', { name: 'Monthly' }));
    const seats = screen.getByLabelText('Number of seats');
    await user.clear(seats);
    await user.type(seats, '12');
    await user.click(await screen.findByRole('button', { name: 'Buy 12 seats' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/sign-up/'));
    expect(useUserStore.getState()).toMatchObject({
      intendedPriceId: 'enterprise-monthly',
      intendedProductId: 'enterprise',
      intendedSeats: 12,
    });
  });

  it('after logging in, brings the visitor back to the plan they chose, kept, and on to checkout', async () => {
    useUserStore
      .getState()
      .setIntendedPlan({ priceId: 'enterprise-monthly', productId: 'enterprise', seats: 12 });
    let signedIn = false;
    const api = stubIdentity({
      routes: {
        ...membershipRoutes(),
        '/api/identity/sign-in/email': () => {
          signedIn = true;
          return { body: { token: 'x', user: testUser } };
        },
        '/api/identity/get-session': () => ({
          body: signedIn ? { session: { id: 's1' }, user: testUser } : null,
        }),
      },
    });
    const user = userEvent.setup();
    const { router } = renderApp('/auth/sign-in');
    await user.type(await screen.findByLabelText('E-mail'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'long-enough');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(PLAN_PAGE));
    const banner = await screen.findByRole('region', { name: 'Your chosen plan' });
    expect(banner.textContent).toContain('Enterprise, 12 seats billed monthly.');
    const enterprise = screen.getByRole('listitem', { name: 'Enterprise' });
    expect(within(enterprise).getByText('Your choice')).toBeTruthy();
    expect(enterprise.getAttribute('data-highlighted')).toBe('true');
    expect(screen.getByRole('radio', { name: 'Monthly' })).toHaveProperty('checked', true);
    expect(screen.getByLabelText('Number of seats')).toHaveProperty('value', '12');

    await user.click(within(banner).getByRole('button', { name: 'Continue to checkout' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(CHECKOUT_URL));
    expect(lastBodyTo(api.fetchMock, '/api/subscription/checkout')).toEqual({
      priceId: 'enterprise-monthly',
      numberOfSeats: 12,
    });
    expect(useUserStore.getState().intendedPriceId).toBeNull();
  });

  it('starts checkout for a signed-in user and goes to the checkout page', async () => {
    const api = stubSignedIn();
    const user = userEvent.setup();
    renderApp(PLAN_PAGE);
    await user.click(await screen.findByRole('radio', { name: 'Monthly' }));
    await user.click(await screen.findByRole('button', { name: 'Choose Individual' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(CHECKOUT_URL));
    expect(lastBodyTo(api.fetchMock, '/api/subscription/checkout')).toEqual({
      priceId: 'individual-monthly',
      numberOfSeats: 1,
    });
  });

  it.each<[string, StubResponse, string]>([
    [
      'a refusal',
      {
        status: 409,
        body: { error: { code: 'ALREADY_SUBSCRIBED', message: 'You already have a membership.' } },
      },
      'No payment was started: You already have a membership.',
    ],
    [
      'a server failure',
      { status: 503, body: { error: { code: 'SERVICE_UNAVAILABLE', message: 'Payments are unavailable' } } },
      'No payment was started: Payments are unavailable.',
    ],
    [
      'an answer without an error body',
      { status: 502, body: 'Bad gateway' },
      'No payment was started: The request failed with status 502.',
    ],
  ])(
    'says so when checkout fails (%s): no payment started, nothing left',
    async (_label, checkout, message) => {
      stubSignedIn({ checkout });
      const user = userEvent.setup();
      renderApp(PLAN_PAGE);
      await screen.findByText('$2,200 per year');
      await user.click(await screen.findByRole('button', { name: 'Buy 10 seats' }));
      expect(await screen.findByText(message)).toBeTruthy();
      expect(assign).not.toHaveBeenCalled();
      // The user can try again.
      expect(screen.getByRole('button', { name: 'Buy 10 seats' })).toHaveProperty('disabled', false);
    },
  );

  it('shows a member their current plan instead of a buy button, and opens billing', async () => {
    const api = stubIdentity({
      role: 'user',
      routes: {
        ...membershipRoutes(),
        '/api/user/subscription': {
          body: {
            subscription: {
              id: '22222222-2222-4222-8222-222222222222',
              productId: 'individual',
              priceId: 'individual-annual',
              planKind: 'INDIVIDUAL',
              planName: 'Individual',
              interval: 'year',
              status: 'ACTIVE',
              seats: 1,
              currentPeriodEnd: '2027-03-05T15:00:00.000Z',
              cancelAtPeriodEnd: false,
            },
          },
        },
      },
    });
    const user = userEvent.setup();
    renderApp(PLAN_PAGE);
    const individual = await planCard('Individual');
    expect(await within(individual).findByText('Your current plan')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Choose Individual' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Buy/ })).toBeNull();
    expect(screen.queryByLabelText('Number of seats')).toBeNull();

    await user.click(within(individual).getByRole('button', { name: 'Manage billing' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(PORTAL_URL));
    expect(api.calls()).toContain('/api/subscription/create-portal-session');
  });

  it('says so when billing cannot be opened', async () => {
    stubIdentity({
      role: 'user',
      routes: {
        ...membershipRoutes({
          portal: { status: 404, body: { error: { code: 'NOT_FOUND', message: 'No billing account yet.' } } },
        }),
        '/api/user/subscription': {
          body: {
            subscription: {
              id: '22222222-2222-4222-8222-222222222222',
              productId: 'enterprise',
              priceId: 'enterprise-monthly',
              planKind: 'ENTERPRISE',
              planName: 'Enterprise',
              interval: 'month',
              status: 'ACTIVE',
              seats: 12,
              currentPeriodEnd: '2027-03-05T15:00:00.000Z',
              cancelAtPeriodEnd: true,
            },
          },
        },
      },
    });
    const user = userEvent.setup();
    renderApp(PLAN_PAGE);
    const enterprise = await planCard('Enterprise');
    await user.click(await within(enterprise).findByRole('button', { name: 'Manage billing' }));
    expect(await screen.findByText('Billing could not be opened: No billing account yet.')).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();
  });
});
