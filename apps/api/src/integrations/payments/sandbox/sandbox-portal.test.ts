import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { PaymentProviderError } from '../payment-provider.js';
import {
  createSandboxTestKit,
  checkoutInput,
  pathOf,
  TEST_APP_URL,
  type SandboxTestKit,
} from '../../../testing/sandbox-test-kit.js';

let kit: SandboxTestKit;
beforeAll(async () => {
  kit = await createSandboxTestKit();
});
afterAll(async () => kit.close());

const RETURN_URL = `${TEST_APP_URL}/dashboard/settings`;

/** Buys a membership through the checkout page; answers the customer and the subscription. */
async function subscribe(priceId: string, quantity: number, amountTotalCents: number) {
  const created = await kit.provider.createCheckoutSession(
    checkoutInput({ kind: 'subscription', priceId, quantity, amountTotalCents }),
  );
  const paid = await kit.postForm(`/sandbox/checkout/${created.sessionId}/pay`, {
    cardNumber: '4242 4242 4242 4242',
  });
  expect(paid.statusCode).toBe(303);
  await kit.takeEvents();
  const session = await kit.provider.retrieveCheckoutSession(created.sessionId);
  return { customerId: created.customerId, subscriptionId: session.subscriptionId ?? '' };
}

async function portalFor(customerId: string) {
  const { url } = await kit.provider.createPortalSession({ customerId, returnUrl: RETURN_URL });
  return pathOf(url);
}

/** POSTs a portal form the way the page does (its action URL keeps the return URL). */
function act(portal: string, action: string, fields: Record<string, string>) {
  const [path, query] = portal.split('?');
  return kit.postForm(`${path ?? ''}/${action}?${query ?? ''}`, fields);
}

function subscriptionOf(event: Stripe.Event | undefined): Record<string, unknown> & {
  items: { data: { quantity: number; current_period_end: number; price: { lookup_key: string } }[] };
} {
  if (!event) throw new Error('no event');
  return event.data.object as never;
}

describe('sandbox customer portal', () => {
  it('shows the subscriptions and invoices of the customer, with a way back', async () => {
    const { customerId } = await subscribe('enterprise-monthly', 12, 24000);
    const { url } = await kit.provider.createPortalSession({ customerId, returnUrl: RETURN_URL });
    expect(url).toMatch(
      new RegExp(`^${TEST_APP_URL}/sandbox/portal/${customerId}\\.\\d+\\.[A-Za-z0-9_-]{43}\\?return_url=`),
    );
    const page = await kit.app.inject({ method: 'GET', url: pathOf(url) });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('<h1>Sandbox billing portal — no real payment</h1>');
    expect(page.body).toContain('Enterprise — monthly');
    expect(page.body).toContain('<dt>Seats</dt><dd>12</dd>');
    expect(page.body).toContain('<dt>Price</dt><dd>$240.00 per month</dd>');
    expect(page.body).toContain(
      '<dt>Renews on</dt><dd><time datetime="2027-02-28T10:00:00.000Z">February 28, 2027</time></dd>',
    );
    expect(page.body).toContain('Test card ending in 4242');
    expect(page.body).toContain('<td>Counsel CLE membership</td>\n<td>$240.00</td>\n<td>Paid</td>');
    expect(page.body).toContain('Cancel at period end</button>');
    expect(page.body).toContain('Switch to annual billing</button>');
    expect(page.body).toContain('<input id="seats-1" name="quantity" type="number" min="2" max="1000"');
    expect(page.body).toContain('<legend>Sandbox-only action</legend>');
    expect(page.body).toContain(`<a href="${RETURN_URL}">Return to Counsel CLE</a>`);
    expect(page.body).not.toContain('<script');
  });

  it('cancel at period end and resume write the store and send customer.subscription.updated with the new state', async () => {
    const { customerId, subscriptionId } = await subscribe('individual-monthly', 1, 2900);
    const portal = await portalFor(customerId);

    const cancelled = await act(portal, 'cancel-at-period-end', { subscriptionId });
    expect(cancelled.statusCode).toBe(303);
    expect(cancelled.headers.location).toBe(`${portal}&done=cancel-at-period-end`);
    let [event, ...rest] = await kit.takeEvents();
    expect(rest).toEqual([]);
    expect(event?.type).toBe('customer.subscription.updated');
    expect(subscriptionOf(event)).toMatchObject({
      id: subscriptionId,
      status: 'active',
      cancel_at_period_end: true,
      canceled_at: kit.clock.now.getTime() / 1000,
      cancel_at: Date.parse('2027-02-28T10:00:00.000Z') / 1000,
    });
    expect(event?.data.previous_attributes).toMatchObject({ cancel_at_period_end: false, canceled_at: null });
    expect(await kit.provider.retrieveSubscription(subscriptionId)).toMatchObject({
      status: 'ACTIVE',
      cancelAtPeriodEnd: true,
      canceledAt: kit.clock.now,
    });
    const page = await kit.app.inject({ method: 'GET', url: cancelled.headers.location as string });
    expect(page.body).toContain(
      '<div class="success" role="status"><p>Your subscription will end at the end of the current billing period.</p></div>',
    );
    expect(page.body).toContain('Active — cancels at the end of the period');
    expect(page.body).toContain('<dt>Ends on</dt>');
    expect(page.body).toContain('Resume subscription</button>');
    // The individual plan is not priced per seat.
    expect(page.body).not.toContain('name="quantity"');

    // Asking twice changes nothing and sends nothing.
    expect((await act(portal, 'cancel-at-period-end', { subscriptionId })).statusCode).toBe(303);
    expect(await kit.takeEvents()).toEqual([]);

    expect((await act(portal, 'resume', { subscriptionId })).statusCode).toBe(303);
    [event, ...rest] = await kit.takeEvents();
    expect(rest).toEqual([]);
    expect(event?.type).toBe('customer.subscription.updated');
    expect(subscriptionOf(event)).toMatchObject({
      cancel_at_period_end: false,
      canceled_at: null,
      cancel_at: null,
    });
    expect(await kit.provider.retrieveSubscription(subscriptionId)).toMatchObject({
      cancelAtPeriodEnd: false,
      canceledAt: null,
    });

    const seats = await act(portal, 'seats', { subscriptionId, quantity: '5' });
    expect(seats.statusCode).toBe(422);
    expect(seats.body).toContain('Only the enterprise plan is priced per seat.');
    expect(await kit.takeEvents()).toEqual([]);
  });

  it('changes the seats of an enterprise subscription (2–1000) and refuses anything else', async () => {
    const { customerId, subscriptionId } = await subscribe('enterprise-monthly', 12, 24000);
    const portal = await portalFor(customerId);
    for (const quantity of ['1', '1001', 'abc', '2.5', '']) {
      const refused = await act(portal, 'seats', { subscriptionId, quantity });
      expect(refused.statusCode, quantity).toBe(422);
      expect(refused.body).toContain('Enter a whole number of seats from 2 to 1000.');
    }
    expect(await kit.takeEvents()).toEqual([]);

    expect((await act(portal, 'seats', { subscriptionId, quantity: '20' })).statusCode).toBe(303);
    const [event] = await kit.takeEvents();
    expect(event?.type).toBe('customer.subscription.updated');
    expect(subscriptionOf(event).items.data[0]?.quantity).toBe(20);
    expect(event?.data.previous_attributes).toHaveProperty('items');
    expect(await kit.provider.retrieveSubscription(subscriptionId)).toMatchObject({ quantity: 20 });
    const page = await kit.app.inject({ method: 'GET', url: portal });
    expect(page.body).toContain('<dt>Seats</dt><dd>20</dd>');
    expect(page.body).toContain('<dt>Price</dt><dd>$400.00 per month</dd>');
  });

  it('switches between the monthly and annual price of the same plan: a new period, billed at once', async () => {
    const { customerId, subscriptionId } = await subscribe('enterprise-monthly', 12, 24000);
    const start = kit.clock.now;
    kit.clock.now = new Date('2027-02-10T09:30:00.000Z');
    onTestFinished(() => {
      kit.clock.now = start;
    });
    const portal = await portalFor(customerId);
    const wrong = await act(portal, 'plan', { subscriptionId, priceId: 'individual-annual' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.body).toContain('Choose the monthly or annual price of the same plan.');
    expect(await kit.takeEvents()).toEqual([]);

    expect((await act(portal, 'plan', { subscriptionId, priceId: 'enterprise-annual' })).statusCode).toBe(
      303,
    );
    const events = await kit.takeEvents();
    expect(events.map((event) => event.type)).toEqual(['customer.subscription.updated', 'invoice.paid']);
    const item = subscriptionOf(events[0]).items.data[0];
    expect(item?.price.lookup_key).toBe('enterprise-annual');
    expect(item?.current_period_end).toBe(Date.parse('2028-02-10T09:30:00.000Z') / 1000);
    expect(events[1]?.data.object).toMatchObject({
      amount_paid: 240000,
      billing_reason: 'subscription_update',
      parent: { subscription_details: { subscription: subscriptionId } },
    });
    expect(await kit.provider.retrieveSubscription(subscriptionId)).toMatchObject({
      priceId: 'enterprise-annual',
      quantity: 12,
      currentPeriodEnd: new Date('2028-02-10T09:30:00.000Z'),
    });
    const page = await kit.app.inject({ method: 'GET', url: portal });
    expect(page.body).toContain('Enterprise — annual');
    expect(page.body).toContain('Switch to monthly billing</button>');
    expect(page.body).toContain('<td>Enterprise (annual)</td>\n<td>$2,400.00</td>');
  });

  it('updates the test card and refuses the declined one', async () => {
    const { customerId, subscriptionId } = await subscribe('individual-annual', 1, 29000);
    const portal = await portalFor(customerId);
    const declined = await act(portal, 'card', { subscriptionId, cardNumber: '4000 0000 0000 0002' });
    expect(declined.statusCode).toBe(402);
    expect(declined.body).toContain('<div class="error" role="alert"><p>Your card was declined.</p></div>');
    expect(await kit.takeEvents()).toEqual([]);

    expect((await act(portal, 'card', { subscriptionId, cardNumber: '4000002500003155' })).statusCode).toBe(
      303,
    );
    const [event] = await kit.takeEvents();
    expect(event?.type).toBe('customer.subscription.updated');
    expect(event?.data.object).toMatchObject({ default_payment_method: 'pm_sandbox_card_3155' });
    expect(event?.data.previous_attributes).toEqual({ default_payment_method: 'pm_sandbox_card_4242' });
    const page = await kit.app.inject({ method: 'GET', url: portal });
    expect(page.body).toContain('Test card ending in 3155');
  });

  it('the sandbox-only "end now" cancels the subscription and sends customer.subscription.deleted', async () => {
    const { customerId, subscriptionId } = await subscribe('individual-monthly', 1, 2900);
    const portal = await portalFor(customerId);
    // Without a subscription id it ends the customer's current subscription (what the browser test uses).
    expect((await act(portal, 'cancel-now', {})).statusCode).toBe(303);
    const [event, ...rest] = await kit.takeEvents();
    expect(rest).toEqual([]);
    expect(event?.type).toBe('customer.subscription.deleted');
    expect(subscriptionOf(event)).toMatchObject({
      id: subscriptionId,
      status: 'canceled',
      canceled_at: kit.clock.now.getTime() / 1000,
      ended_at: kit.clock.now.getTime() / 1000,
    });
    expect(await kit.provider.retrieveSubscription(subscriptionId)).toMatchObject({ status: 'CANCELED' });

    const page = await kit.app.inject({ method: 'GET', url: portal });
    expect(page.body).toContain('<dt>Status</dt><dd>Canceled</dd>');
    expect(page.body).not.toContain('Cancel at period end</button>');
    const refused = await act(portal, 'resume', { subscriptionId });
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toContain('This subscription has ended.');
    expect((await act(portal, 'cancel-now', { subscriptionId })).statusCode).toBe(303);
    expect(await kit.takeEvents()).toEqual([]);
  });

  it('is scoped to its customer, its return URL and its lifetime', async () => {
    const mine = await subscribe('individual-monthly', 1, 2900);
    const theirs = await subscribe('individual-monthly', 1, 2900);
    const portal = await portalFor(mine.customerId);

    const page = await kit.app.inject({ method: 'GET', url: portal });
    expect(page.body).toContain(mine.subscriptionId);
    expect(page.body).not.toContain(theirs.subscriptionId);
    const foreign = await act(portal, 'cancel-now', { subscriptionId: theirs.subscriptionId });
    expect(foreign.statusCode).toBe(404);
    expect(await kit.provider.retrieveSubscription(theirs.subscriptionId)).toMatchObject({
      status: 'ACTIVE',
    });

    const [path = '', query = ''] = portal.split('?');
    const tamperedToken = path.replace(mine.customerId, theirs.customerId);
    for (const url of [
      `${tamperedToken}?${query}`,
      `${path}?return_url=${encodeURIComponent('https://evil.example/')}`,
      path,
      '/sandbox/portal/nonsense',
    ]) {
      const answer = await kit.app.inject({ method: 'GET', url });
      expect(answer.statusCode, url).toBe(404);
      expect(answer.body).toContain('<h1>Billing portal link not valid</h1>');
    }
    const tamperedAction = await kit.postForm(`${tamperedToken}/cancel-now?${query}`, {});
    expect(tamperedAction.statusCode).toBe(404);
    expect(await kit.takeEvents()).toEqual([]);

    const start = kit.clock.now;
    kit.clock.now = new Date(start.getTime() + 2 * 60 * 60 * 1000);
    try {
      const expired = await kit.app.inject({ method: 'GET', url: portal });
      expect(expired.statusCode).toBe(410);
      expect(expired.body).toContain('<h1>This billing portal link has expired</h1>');
      expect(expired.body).toContain(`<a href="${RETURN_URL}">Return to Counsel CLE</a>`);
      expect((await act(portal, 'cancel-now', {})).statusCode).toBe(410);
    } finally {
      kit.clock.now = start;
    }
    expect(await kit.takeEvents()).toEqual([]);
  });

  it('createPortalSession refuses what is not a sandbox customer or an absolute return URL', async () => {
    await expect(
      kit.provider.createPortalSession({ customerId: 'cus.x/../y', returnUrl: RETURN_URL }),
    ).rejects.toBeInstanceOf(PaymentProviderError);
    await expect(
      kit.provider.createPortalSession({ customerId: 'cus_sandbox_1', returnUrl: 'javascript:alert(1)' }),
    ).rejects.toBeInstanceOf(PaymentProviderError);
  });
});
