import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentSignatureError } from '../payment-provider.js';
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

const SUCCESS = '4242 4242 4242 4242';
const DECLINED = '4000 0000 0000 0002';
const CONFIRM = '4000 0025 0000 3155';

async function annualMembership(quantity = 1) {
  return kit.provider.createCheckoutSession(
    checkoutInput({ kind: 'subscription', priceId: 'individual-annual', quantity, amountTotalCents: 29000 }),
  );
}

function objectOf(event: Stripe.Event): Record<string, unknown> {
  return event.data.object as unknown as Record<string, unknown>;
}

describe('sandbox checkout page', () => {
  it('registers its pages under /sandbox: public, hidden from OpenAPI, with response schemas', () => {
    expect(kit.routes.map((route) => `${route.method} ${route.url}`)).toEqual([
      'GET /sandbox/checkout/:sessionId',
      'HEAD /sandbox/checkout/:sessionId',
      'POST /sandbox/checkout/:sessionId/pay',
      'POST /sandbox/checkout/:sessionId/confirm',
      'GET /sandbox/portal/:portalId',
      'HEAD /sandbox/portal/:portalId',
      'POST /sandbox/portal/:portalId/cancel-at-period-end',
      'POST /sandbox/portal/:portalId/resume',
      'POST /sandbox/portal/:portalId/seats',
      'POST /sandbox/portal/:portalId/plan',
      'POST /sandbox/portal/:portalId/card',
      'POST /sandbox/portal/:portalId/cancel-now',
    ]);
    for (const route of kit.routes) {
      expect(route, route.url).toMatchObject({ access: 'public', hidden: true, hasResponseSchema: true });
    }
  });

  it('shows what is bought, the total and the test cards, clearly labelled as the sandbox', async () => {
    const created = await kit.provider.createCheckoutSession(
      checkoutInput({
        kind: 'subscription',
        priceId: 'enterprise-monthly',
        quantity: 12,
        amountTotalCents: 24000,
        description: 'Enterprise membership, 12 seats',
      }),
    );
    expect(created.url).toBe(`${TEST_APP_URL}/sandbox/checkout/${created.sessionId}`);
    expect(created.sessionId).toMatch(/^cs_sandbox_[0-9a-f]{24}$/);
    expect(created.customerId).toMatch(/^cus_sandbox_[0-9a-f]{24}$/);

    const page = await kit.app.inject({ method: 'GET', url: pathOf(created.url) });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.body).toContain('<h1>Sandbox checkout — no real payment</h1>');
    expect(page.body).toContain('Enterprise membership, 12 seats');
    expect(page.body).toContain('<dt>Seats</dt><dd>12</dd>');
    expect(page.body).toContain('<dt>Billed</dt><dd>Every month</dd>');
    expect(page.body).toContain('$240.00 per month');
    expect(page.body).toContain('<button type="submit">Pay $240.00</button>');
    for (const card of [SUCCESS, DECLINED, CONFIRM]) expect(page.body).toContain(`<code>${card}</code>`);
    expect(page.body).toContain(`<form method="post" action="/sandbox/checkout/${created.sessionId}/pay"`);
    expect(page.body).toContain(
      `<a href="${TEST_APP_URL}/dashboard/choose-your-plan">Cancel and return to Counsel CLE</a>`,
    );
    expect(page.body).toContain('<label for="card-number">Card number</label>');
    expect(page.body).not.toContain('<script');
  });

  it('the success card completes a membership: active subscription, paid invoice, three signed events in order, redirect to the success URL', async () => {
    const created = await annualMembership();
    const paid = await kit.postForm(`/sandbox/checkout/${created.sessionId}/pay`, { cardNumber: SUCCESS });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`${TEST_APP_URL}/payment/success?session_id=${created.sessionId}`);

    await kit.queue.drain();
    const deliveries = kit.deliveries.splice(0);
    expect(deliveries.map((delivery) => delivery.event.type)).toEqual([
      'customer.subscription.created',
      'invoice.paid',
      'checkout.session.completed',
    ]);
    for (const delivery of deliveries) {
      expect(delivery.header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
      // The port's own check accepts exactly what went out.
      expect(kit.provider.parseEvent(Buffer.from(delivery.raw), delivery.header).id).toBe(delivery.event.id);
      expect(delivery.event.id).toMatch(/^evt_sandbox_/);
      expect(delivery.event.api_version).toBe(Stripe.API_VERSION);
      expect(delivery.event.livemode).toBe(false);
    }
    const [subscriptionEvent, invoiceEvent, sessionEvent] = deliveries.map((delivery) =>
      objectOf(delivery.event),
    );
    const session = await kit.provider.retrieveCheckoutSession(created.sessionId);
    expect(session).toEqual({
      id: created.sessionId,
      mode: 'subscription',
      status: 'complete',
      paid: true,
      customerId: created.customerId,
      subscriptionId: expect.stringMatching(/^sub_sandbox_/) as unknown,
      paymentId: null,
      clientReferenceId: expect.any(String) as unknown,
      amountTotalCents: 29000,
      currency: 'usd',
      metadata: { kind: 'MEMBERSHIP', intentId: session.clientReferenceId },
      lastPaymentError: null,
    });
    const subscriptionId = session.subscriptionId ?? '';
    const periodEnd = new Date('2028-01-31T10:00:00.000Z');
    expect(await kit.provider.retrieveSubscription(subscriptionId)).toEqual({
      id: subscriptionId,
      customerId: created.customerId,
      status: 'ACTIVE',
      priceId: 'individual-annual',
      quantity: 1,
      currentPeriodEnd: periodEnd,
      cancelAtPeriodEnd: false,
      canceledAt: null,
      metadata: session.metadata,
    });

    expect(subscriptionEvent).toMatchObject({
      id: subscriptionId,
      object: 'subscription',
      customer: created.customerId,
      status: 'active',
      cancel_at_period_end: false,
      canceled_at: null,
      metadata: session.metadata,
      items: {
        data: [
          {
            object: 'subscription_item',
            price: { lookup_key: 'individual-annual', recurring: { interval: 'year' } },
            quantity: 1,
            current_period_start: Date.parse('2027-01-31T10:00:00.000Z') / 1000,
            current_period_end: periodEnd.getTime() / 1000,
          },
        ],
      },
    });
    expect(subscriptionEvent).not.toHaveProperty('current_period_end');
    expect(invoiceEvent).toMatchObject({
      object: 'invoice',
      customer: created.customerId,
      amount_paid: 29000,
      currency: 'usd',
      status: 'paid',
      parent: { type: 'subscription_details', subscription_details: { subscription: subscriptionId } },
    });
    expect(sessionEvent).toMatchObject({
      id: created.sessionId,
      object: 'checkout.session',
      mode: 'subscription',
      status: 'complete',
      payment_status: 'paid',
      customer: created.customerId,
      subscription: subscriptionId,
      client_reference_id: session.clientReferenceId,
      amount_total: 29000,
      currency: 'usd',
      metadata: session.metadata,
    });

    // Paid once: the page says so, and paying again changes nothing and sends nothing.
    const again = await kit.app.inject({ method: 'GET', url: pathOf(created.url) });
    expect(again.statusCode).toBe(200);
    expect(again.body).toContain('<h1>This checkout is complete</h1>');
    expect(again.body).toContain(`href="${TEST_APP_URL}/payment/success?session_id=${created.sessionId}"`);
    const repeat = await kit.postForm(`/sandbox/checkout/${created.sessionId}/pay`, { cardNumber: SUCCESS });
    expect(repeat.statusCode).toBe(409);
    expect(await kit.takeEvents()).toEqual([]);
  });

  it('two payments of the same session at once make one subscription', async () => {
    const created = await annualMembership();
    const answers = await Promise.all(
      [1, 2, 3].map(() =>
        kit.postForm(`/sandbox/checkout/${created.sessionId}/pay`, { cardNumber: SUCCESS }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([303, 409, 409]);
    const events = await kit.takeEvents();
    expect(events.filter((event) => event.type === 'customer.subscription.created')).toHaveLength(1);
  });

  it('a course bought outright (payment mode) completes with checkout.session.completed only', async () => {
    const created = await kit.provider.createCheckoutSession(
      checkoutInput({ kind: 'payment', amountTotalCents: 4900 }),
    );
    const page = await kit.app.inject({ method: 'GET', url: pathOf(created.url) });
    expect(page.body).toContain('Ethics in Practice (course)');
    expect(page.body).not.toContain('<dt>Seats</dt>');
    expect(page.body).toContain('<dd class="total">$49.00</dd>');
    const paid = await kit.postForm(`/sandbox/checkout/${created.sessionId}/pay`, {
      cardNumber: '4242424242424242',
    });
    expect(paid.statusCode).toBe(303);
    const events = await kit.takeEvents();
    expect(events.map((event) => event.type)).toEqual(['checkout.session.completed']);
    expect(objectOf(events[0] as Stripe.Event)).toMatchObject({
      mode: 'payment',
      payment_status: 'paid',
      subscription: null,
      amount_total: 4900,
      payment_intent: created.sessionId.replace(/^cs_/, 'pi_'),
    });
    expect(await kit.provider.retrieveCheckoutSession(created.sessionId)).toMatchObject({
      status: 'complete',
      paid: true,
      subscriptionId: null,
      paymentId: expect.stringMatching(/^pi_sandbox_[0-9a-f]{24}$/) as unknown,
    });
  });

  it('the declined card buys nothing: no subscription, no event, "Your card was declined." on the page and for the result page', async () => {
    const created = await annualMembership();
    const declined = await kit.postForm(`/sandbox/checkout/${created.sessionId}/pay`, {
      cardNumber: DECLINED,
    });
    expect(declined.statusCode).toBe(402);
    expect(declined.body).toContain('<div class="error" role="alert"><p>Your card was declined.</p></div>');
    expect(declined.body).toContain('aria-invalid="true"');
    expect(declined.body).toContain(`value="${DECLINED}"`);
    expect(await kit.takeEvents()).toEqual([]);
    expect(await kit.provider.retrieveCheckoutSession(created.sessionId)).toMatchObject({
      status: 'open',
      paid: false,
      subscriptionId: null,
      lastPaymentError: 'Your card was declined.',
    });
    // The session stays open: the page still shows the error, and another card can pay it.
    const page = await kit.app.inject({ method: 'GET', url: pathOf(created.url) });
    expect(page.body).toContain('Your card was declined.');
    const paid = await kit.postForm(`/sandbox/checkout/${created.sessionId}/pay`, { cardNumber: SUCCESS });
    expect(paid.statusCode).toBe(303);
    expect((await kit.provider.retrieveCheckoutSession(created.sessionId)).lastPaymentError).toBeNull();
    expect(await kit.takeEvents()).toHaveLength(3);
  });

  it('a number that is not a test card, or none, is refused without touching the session', async () => {
    const created = await annualMembership();
    for (const [cardNumber, message] of [
      ['5555 5555 5555 4444', 'The sandbox accepts only the test card numbers listed on this page.'],
      ['', 'Enter a card number.'],
    ] as const) {
      const answer = await kit.postForm(`/sandbox/checkout/${created.sessionId}/pay`, { cardNumber });
      expect(answer.statusCode).toBe(422);
      expect(answer.body).toContain(message);
    }
    const noBody = await kit.app.inject({
      method: 'POST',
      url: `/sandbox/checkout/${created.sessionId}/pay`,
    });
    expect(noBody.statusCode).toBe(422);
    expect(await kit.provider.retrieveCheckoutSession(created.sessionId)).toMatchObject({
      status: 'open',
      lastPaymentError: null,
    });
    expect(await kit.takeEvents()).toEqual([]);
  });

  it('the card that needs confirmation asks first: Cancel leaves it unpaid, Confirm completes it', async () => {
    const created = await annualMembership();
    const asked = await kit.postForm(`/sandbox/checkout/${created.sessionId}/pay`, { cardNumber: CONFIRM });
    expect(asked.statusCode).toBe(200);
    expect(asked.body).toContain('<h1>Confirm this payment</h1>');
    expect(asked.body).toContain(
      `<form method="post" action="/sandbox/checkout/${created.sessionId}/confirm"`,
    );
    expect(asked.body).toContain('<button type="submit" name="decision" value="confirm">Confirm</button>');
    expect(asked.body).toContain(
      '<button type="submit" name="decision" value="cancel" class="secondary">Cancel</button>',
    );
    expect(asked.body).toContain('<input type="hidden" name="cardNumber" value="4000002500003155">');
    expect(await kit.takeEvents()).toEqual([]);
    expect((await kit.provider.retrieveCheckoutSession(created.sessionId)).status).toBe('open');

    const cancelled = await kit.postForm(`/sandbox/checkout/${created.sessionId}/confirm`, {
      cardNumber: '4000002500003155',
      decision: 'cancel',
    });
    expect(cancelled.statusCode).toBe(402);
    expect(cancelled.body).toContain('You cancelled the confirmation. Nothing was charged.');
    expect(await kit.provider.retrieveCheckoutSession(created.sessionId)).toMatchObject({
      status: 'open',
      paid: false,
      subscriptionId: null,
    });
    expect(await kit.takeEvents()).toEqual([]);

    // Only a card that asked for confirmation can be confirmed.
    const sneaky = await kit.postForm(`/sandbox/checkout/${created.sessionId}/confirm`, {
      cardNumber: '4242424242424242',
      decision: 'confirm',
    });
    expect(sneaky.statusCode).toBe(422);
    expect(await kit.takeEvents()).toEqual([]);

    const confirmed = await kit.postForm(`/sandbox/checkout/${created.sessionId}/confirm`, {
      cardNumber: '4000002500003155',
      decision: 'confirm',
    });
    expect(confirmed.statusCode).toBe(303);
    const events = await kit.takeEvents();
    expect(events.map((event) => event.type)).toEqual([
      'customer.subscription.created',
      'invoice.paid',
      'checkout.session.completed',
    ]);
    expect(objectOf(events[0] as Stripe.Event)).toMatchObject({
      default_payment_method: 'pm_sandbox_card_3155',
    });
  });

  it('an expired session (24 hours) shows a clear page and cannot be paid; an unknown one is a 404 page', async () => {
    const created = await annualMembership();
    const start = kit.clock.now;
    kit.clock.now = new Date(start.getTime() + 25 * 60 * 60 * 1000);
    try {
      const page = await kit.app.inject({ method: 'GET', url: pathOf(created.url) });
      expect(page.statusCode).toBe(410);
      expect(page.body).toContain('<h1>This checkout has expired</h1>');
      expect(page.body).toContain(`href="${TEST_APP_URL}/dashboard/choose-your-plan"`);
      const paid = await kit.postForm(`/sandbox/checkout/${created.sessionId}/pay`, { cardNumber: SUCCESS });
      expect(paid.statusCode).toBe(409);
      expect(await kit.provider.retrieveCheckoutSession(created.sessionId)).toMatchObject({
        status: 'expired',
      });
      expect(await kit.takeEvents()).toEqual([]);
    } finally {
      kit.clock.now = start;
    }

    const unknown = await kit.app.inject({ method: 'GET', url: '/sandbox/checkout/cs_sandbox_nope' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(unknown.body).toContain('<h1>Checkout not found</h1>');
    const unknownPay = await kit.postForm('/sandbox/checkout/cs_sandbox_nope/pay', { cardNumber: SUCCESS });
    expect(unknownPay.statusCode).toBe(404);
  });

  it('escapes what the buyer and the billing module wrote into the page', async () => {
    const created = await kit.provider.createCheckoutSession(
      checkoutInput(
        { kind: 'payment', amountTotalCents: 5, description: '<script>alert("x")</script> & <b>bold</b>' },
        { cancelUrl: `${TEST_APP_URL}/back?a="><script>alert(1)</script>` },
      ),
    );
    const page = await kit.app.inject({ method: 'GET', url: pathOf(created.url) });
    expect(page.body).not.toContain('<script');
    expect(page.body).not.toContain('<b>bold');
    expect(page.body).toContain(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;b&gt;bold&lt;/b&gt;',
    );
    expect(page.body).toContain(
      `href="${TEST_APP_URL}/back?a=&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"`,
    );
    expect(page.body).toContain('$0.05');
    const typed = await kit.postForm(`/sandbox/checkout/${created.sessionId}/pay`, {
      cardNumber: '"><script>1</script>',
    });
    expect(typed.statusCode).toBe(422);
    expect(typed.body).not.toContain('<script');
    expect(typed.body).toContain('value="&quot;&gt;&lt;script&gt;1&lt;/script&gt;"');
  });

  it('parseEvent refuses a tampered body, a forged or stale signature and a malformed body', async () => {
    const created = await annualMembership();
    await kit.postForm(`/sandbox/checkout/${created.sessionId}/pay`, { cardNumber: SUCCESS });
    await kit.queue.drain();
    const [delivery] = kit.deliveries.splice(0);
    if (!delivery) throw new Error('nothing delivered');
    const raw = Buffer.from(delivery.raw);
    expect(kit.provider.parseEvent(raw, delivery.header).providerType).toBe('customer.subscription.created');

    const tampered = Buffer.from(delivery.raw.replace('"active"', '"canceled"'));
    expect(() => kit.provider.parseEvent(tampered, delivery.header)).toThrow(PaymentSignatureError);
    const forged = Stripe.webhooks.generateTestHeaderString({
      payload: delivery.raw,
      secret: 'whsec_someone_else_entirely_000000',
    });
    expect(() => kit.provider.parseEvent(raw, forged)).toThrow(PaymentSignatureError);
    const stale = Stripe.webhooks.generateTestHeaderString({
      payload: delivery.raw,
      secret: 'whsec_sandbox_test_0123456789abcdef0123456789abcdef',
      timestamp: Math.floor(Date.now() / 1000) - 301,
    });
    expect(() => kit.provider.parseEvent(raw, stale)).toThrow(PaymentSignatureError);
    expect(() => kit.provider.parseEvent(raw, '')).toThrow(PaymentSignatureError);
    expect(() => kit.provider.parseEvent(raw, 'garbage')).toThrow(PaymentSignatureError);
    for (const body of ['not json', '[]', '{"id":"evt_1"}']) {
      const header = Stripe.webhooks.generateTestHeaderString({
        payload: body,
        secret: 'whsec_sandbox_test_0123456789abcdef0123456789abcdef',
      });
      expect(() => kit.provider.parseEvent(Buffer.from(body), header), body).toThrow(PaymentSignatureError);
    }
  });
});
