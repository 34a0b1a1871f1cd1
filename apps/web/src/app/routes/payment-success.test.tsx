import type { PaymentSession } from '@counsel/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../config/paths';
import {
  PAYMENT_POLL_INTERVAL_MS,
  PAYMENT_POLL_TIMEOUT_MS,
} from '../../features/billing/hooks/use-payment-session';
import { useUserStore } from '../../stores/user-store';
import { makeIdToken, stubIdentity, testUser } from '../testing/identity-stub';
import { stubMatchMedia } from '../testing/match-media-stub';
import { makePaymentSession, makeSubscription } from '../testing/payment-stub';
import { getUserSubscriptionQueryOptions } from '../../features/identity/api/get-user-subscription';
import { renderApp } from '../testing/render-app';

const RESULT_PAGE = `${paths.paymentSuccess}?session_id=cs_test_1`;

beforeEach(() => {
  useUserStore.setState(useUserStore.getInitialState());
  stubMatchMedia();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/**
 * A signed-in guest whose payment is pending for `pendingPolls` answers, then `final`; from then on the token's
 * role claim is `roleAfter` and the subscription exists, as when the webhook has landed.
 */
function stubPayment(options: {
  pendingPolls?: number;
  final: PaymentSession;
  roleAfter?: string;
  subscriptionAfter?: ReturnType<typeof makeSubscription> | null;
}) {
  const { pendingPolls = 1, final, roleAfter, subscriptionAfter = null } = options;
  let polls = 0;
  let landed = false;
  let tokens = 0;
  const api = stubIdentity({
    role: 'guest',
    routes: {
      '/api/payment/session': (url) => {
        expect(url.searchParams.get('sessionId')).toBe('cs_test_1');
        polls += 1;
        if (polls <= pendingPolls) return { body: { ...final, status: 'pending' } };
        landed = final.status === 'paid';
        return { body: final };
      },
      '/api/identity/token': () => {
        tokens += 1;
        const role = landed && roleAfter ? roleAfter : 'guest';
        const exp = Math.floor(Date.now() / 1000) + 900;
        return { body: { token: makeIdToken({ sub: testUser.id, role, exp, jti: tokens }) } };
      },
      '/api/user/subscription': () => ({ body: { subscription: landed ? subscriptionAfter : null } }),
    },
  });
  const count = (path: string) => api.calls().filter((call) => call.startsWith(path)).length;
  return { ...api, count, polls: () => polls };
}

describe('Payment result page', { timeout: 30_000 }, () => {
  it('confirms a pending membership payment, then reloads the user once: the role becomes USER', async () => {
    // The polling runs on timers: faked (still flowing with real time) so the test can jump past the next polls.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    useUserStore
      .getState()
      .setIntendedPlan({ priceId: 'individual-annual', productId: 'individual', seats: 1 });
    const api = stubPayment({
      final: makePaymentSession(),
      roleAfter: 'user',
      subscriptionAfter: makeSubscription(),
    });
    const { queryClient } = renderApp(RESULT_PAGE);

    // Pending: said in a live region, while the page polls.
    const live = await screen.findByText('Confirming your payment…');
    const region = live.closest('[aria-live]');
    expect(region?.getAttribute('role')).toBe('status');
    expect(region?.getAttribute('aria-live')).toBe('polite');
    expect(screen.getByRole('heading', { level: 1, name: 'Your payment' })).toBeTruthy();
    expect(useUserStore.getState().role).toBe('GUEST');

    // Paid: the same live region says so; then what was bought, for how much, and where to go next.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Thank you for your purchase' }),
    ).toBeTruthy();
    expect(region?.textContent).toContain('Your payment is confirmed.');
    expect(screen.getByRole('heading', { level: 2, name: 'Your purchase' })).toBeTruthy();
    expect(screen.getByText('Individual, billed yearly')).toBeTruthy();
    expect(screen.getByText('$290')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse courses' }).getAttribute('href')).toBe(
      '/dashboard/courses',
    );
    expect(screen.getByRole('link', { name: 'See your membership in Settings' }).getAttribute('href')).toBe(
      '/dashboard/settings',
    );

    // The new role and subscription show without signing out; the choice made before checkout is forgotten.
    await waitFor(() => expect(useUserStore.getState().role).toBe('USER'));
    await waitFor(() =>
      expect(queryClient.getQueryData(getUserSubscriptionQueryOptions().queryKey)?.subscription).toEqual(
        makeSubscription(),
      ),
    );
    expect(useUserStore.getState().intendedPriceId).toBeNull();
    expect(api.count('/api/identity/get-session')).toBe(2);
    // Polling stopped once paid; the user is not reloaded again.
    const polls = api.polls();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3 * PAYMENT_POLL_INTERVAL_MS);
    });
    expect(api.polls()).toBe(polls);
    expect(api.count('/api/identity/get-session')).toBe(2);
  });

  it('shows a firm buyer their seats, and Manage Firm in the account menu once ENTERPRISE', async () => {
    stubPayment({
      final: makePaymentSession({
        kind: 'ENTERPRISE',
        description: 'Enterprise, 12 seats, billed monthly',
        seats: 12,
        amountCents: 26400,
      }),
      roleAfter: 'enterprise',
      subscriptionAfter: makeSubscription({ planKind: 'ENTERPRISE', planName: 'Enterprise', seats: 12 }),
    });
    const user = userEvent.setup();
    renderApp(RESULT_PAGE);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Thank you for your purchase' }),
    ).toBeTruthy();
    expect(screen.getByText('12')).toBeTruthy();
    expect(screen.getByText('$264')).toBeTruthy();
    await waitFor(() => expect(useUserStore.getState().role).toBe('ENTERPRISE'));

    await user.click(screen.getByRole('button', { name: /Ada Lovelace/ }));
    expect(await screen.findByRole('menuitem', { name: 'Manage Firm' })).toBeTruthy();
  });

  it('links a bought course', async () => {
    stubPayment({
      pendingPolls: 0,
      final: makePaymentSession({
        kind: 'COURSE',
        description: 'Course: Ethics of Generative AI',
        amountCents: 6950,
        courseSlug: 'ethics-of-generative-ai',
      }),
    });
    renderApp(RESULT_PAGE);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Thank you for your purchase' }),
    ).toBeTruthy();
    expect(screen.getByText('$69.50')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the course' }).getAttribute('href')).toBe(
      '/dashboard/courses/ethics-of-generative-ai',
    );
  });

  it('says clearly when the payment failed, and leads back to the plans', async () => {
    useUserStore
      .getState()
      .setIntendedPlan({ priceId: 'individual-annual', productId: 'individual', seats: 1 });
    const api = stubPayment({ final: makePaymentSession({ status: 'failed' }) });
    renderApp(RESULT_PAGE);
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment failed' })).toBeTruthy();
    expect(screen.getByText('Your payment did not go through, so nothing was bought.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to plans' }).getAttribute('href')).toBe(
      '/dashboard/choose-your-plan',
    );
    expect(screen.queryByText('$290')).toBeNull();
    // Nothing changed: no reload, and the chosen plan is kept for another try.
    expect(api.count('/api/identity/get-session')).toBe(1);
    expect(useUserStore.getState().intendedPriceId).toBe('individual-annual');
  });

  it('says a second membership paid in another tab was refunded, and leads to the membership', async () => {
    const api = stubPayment({ final: makePaymentSession({ status: 'refunded' }) });
    renderApp(RESULT_PAGE);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'You already have a membership' }),
    ).toBeTruthy();
    expect(
      screen.getByText('You were not charged twice: this second membership was cancelled and refunded.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See your membership in Settings' }).getAttribute('href')).toBe(
      '/dashboard/settings',
    );
    expect(screen.queryByText('Your purchase')).toBeNull();
    expect(api.count('/api/identity/get-session')).toBe(1);
  });

  it("says it can't find a payment the API does not know", async () => {
    stubIdentity({
      routes: {
        '/api/payment/session': {
          status: 404,
          body: { error: { code: 'PAYMENT_SESSION_NOT_FOUND', message: 'This payment does not exist.' } },
        },
      },
    });
    renderApp(RESULT_PAGE);
    expect(await screen.findByRole('heading', { level: 1, name: "We can't find this payment" })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to plans' }).getAttribute('href')).toBe(
      '/dashboard/choose-your-plan',
    );
  });

  it('says the same without a session id, and asks the API nothing', async () => {
    const api = stubIdentity();
    renderApp(paths.paymentSuccess);
    expect(await screen.findByRole('heading', { level: 1, name: "We can't find this payment" })).toBeTruthy();
    expect(api.calls().some((call) => call.startsWith('/api/payment/session'))).toBe(false);
  });

  it('gives up after a minute with "still processing", and can check again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = stubPayment({ pendingPolls: Number.POSITIVE_INFINITY, final: makePaymentSession() });
    renderApp(RESULT_PAGE);
    expect(await screen.findByText('Confirming your payment…')).toBeTruthy();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(PAYMENT_POLL_TIMEOUT_MS + 1_000);
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your payment is still processing' }),
    ).toBeTruthy();
    expect(screen.getByText(/we'll e-mail you a receipt/)).toBeTruthy();
    expect(screen.getByText(/Refresh this page later/)).toBeTruthy();
    const polls = api.polls();
    expect(polls).toBeGreaterThan(30);

    // Stopped asking.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5_000);
    });
    expect(api.polls()).toBe(polls);

    vi.useRealTimers();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByText('Confirming your payment…')).toBeTruthy();
    expect(
      within(document.body).queryByRole('heading', { name: 'Your payment is still processing' }),
    ).toBeNull();
  });
});
