import Fastify from 'fastify';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentProviderError } from '../payment-provider.js';
import type { ReceivedPaymentEvent } from '../product-events.js';
import { injectInto, SandboxEventDelivery } from './sandbox-delivery.js';
import { buildEvent } from './sandbox-events.js';
import { createSandboxPaymentProvider } from './sandbox-payment-provider.js';
import { createPgBossQueue } from '../../jobs/job-queue.js';
import {
  checkoutInput,
  createSandboxTestKit,
  FAST_RETRIES,
  TEST_SECRET,
  type SandboxTestKit,
} from '../../../testing/sandbox-test-kit.js';

let kit: SandboxTestKit;
beforeAll(async () => {
  kit = await createSandboxTestKit();
});
afterAll(async () => kit.close());

describe('sandbox payment provider (the port)', () => {
  it('is named sandbox and makes sandbox customers', async () => {
    expect(kit.provider.name).toBe('sandbox');
    const first = await kit.provider.createCustomer({ userId: 'u1', email: 'a@example.test', name: 'A' });
    const second = await kit.provider.createCustomer({ userId: 'u1', email: 'a@example.test', name: 'A' });
    expect(first).toMatch(/^cus_sandbox_[0-9a-f]{24}$/);
    expect(second).not.toBe(first);
  });

  it('stores the checkout as asked, keeps the given customer, and answers the same session for the same intent', async () => {
    const input = checkoutInput(
      { kind: 'subscription', priceId: 'enterprise-annual', quantity: 12, amountTotalCents: 240000 },
      { metadata: { kind: 'ENTERPRISE', seats: '12' } },
    );
    input.customer.providerCustomerId = 'cus_sandbox_existing';
    const created = await kit.provider.createCheckoutSession(input);
    expect(created.customerId).toBe('cus_sandbox_existing');
    expect(await kit.provider.createCheckoutSession(input)).toEqual(created);
    expect(await kit.provider.retrieveCheckoutSession(created.sessionId)).toEqual({
      id: created.sessionId,
      mode: 'subscription',
      status: 'open',
      paid: false,
      customerId: 'cus_sandbox_existing',
      subscriptionId: null,
      paymentId: null,
      clientReferenceId: input.intentId,
      amountTotalCents: 240000,
      currency: 'usd',
      metadata: { kind: 'ENTERPRISE', seats: '12', intentId: input.intentId },
      lastPaymentError: null,
    });
  });

  it('refuses what Stripe would refuse: an unknown price, a bad quantity or amount, relative URLs', async () => {
    const cases = [
      checkoutInput({ kind: 'subscription', priceId: 'no-such-price', quantity: 1, amountTotalCents: 100 }),
      checkoutInput({
        kind: 'subscription',
        priceId: 'individual-monthly',
        quantity: 0,
        amountTotalCents: 2900,
      }),
      checkoutInput({
        kind: 'subscription',
        priceId: 'individual-monthly',
        quantity: 1.5,
        amountTotalCents: 2900,
      }),
      checkoutInput({ kind: 'payment', amountTotalCents: 0 }),
      checkoutInput({ kind: 'payment', amountTotalCents: 12.5 }),
      checkoutInput({ kind: 'payment', amountTotalCents: 100 }, { successUrl: '/payment/success' }),
      checkoutInput({ kind: 'payment', amountTotalCents: 100 }, { cancelUrl: 'javascript:alert(1)' }),
    ];
    for (const input of cases) {
      await expect(kit.provider.createCheckoutSession(input)).rejects.toBeInstanceOf(PaymentProviderError);
    }
  });

  it('answers "not found" for unknown sessions and subscriptions', async () => {
    await expect(kit.provider.retrieveCheckoutSession('cs_sandbox_missing')).rejects.toMatchObject({
      name: 'PaymentProviderError',
      notFound: true,
    });
    await expect(kit.provider.retrieveSubscription('sub_sandbox_missing')).rejects.toMatchObject({
      name: 'PaymentProviderError',
      notFound: true,
    });
  });
});

describe('sandbox webhook delivery', () => {
  it('retries a failed delivery and delivers the event once it is accepted; the state is there all along', async () => {
    const created = await kit.provider.createCheckoutSession(
      checkoutInput({ kind: 'payment', amountTotalCents: 4900 }),
    );
    kit.failures.remaining = 2;
    const paid = await kit.postForm(`/sandbox/checkout/${created.sessionId}/pay`, {
      cardNumber: '4242424242424242',
    });
    expect(paid.statusCode).toBe(303);
    // The state was written before any delivery: the webhook handler can read it whatever happens to the event.
    expect((await kit.provider.retrieveCheckoutSession(created.sessionId)).status).toBe('complete');
    const events = await kit.takeEvents();
    expect(events.map((event) => event.type)).toEqual(['checkout.session.completed']);
    expect(kit.logged.splice(0).map((entry) => entry.level)).toEqual(['warn', 'warn']);
  });

  it('gives up after the last retry; later events still go out', async () => {
    kit.failures.remaining = 3;
    const first = await kit.provider.createCheckoutSession(
      checkoutInput({ kind: 'payment', amountTotalCents: 100 }),
    );
    await kit.postForm(`/sandbox/checkout/${first.sessionId}/pay`, { cardNumber: '4242424242424242' });
    await kit.queue.drain();
    const second = await kit.provider.createCheckoutSession(
      checkoutInput({ kind: 'payment', amountTotalCents: 200 }),
    );
    await kit.postForm(`/sandbox/checkout/${second.sessionId}/pay`, { cardNumber: '4242424242424242' });
    const events = await kit.takeEvents();
    expect(events.map((event) => (event.data.object as { id: string }).id)).toEqual([second.sessionId]);
    const logged = kit.logged.splice(0);
    expect(logged.map((entry) => entry.level)).toEqual(['warn', 'warn', 'warn']);
    expect(logged[2]?.details).toMatchObject({ type: 'checkout.session.completed' });
    expect((await kit.provider.retrieveCheckoutSession(first.sessionId)).status).toBe('complete');
  });

  it('keeps the events in the database: what one process wrote, another delivers', async () => {
    // The first process takes the payment; its worker has polled once and will not look again for an hour, as if
    // it had died right after the commit ...
    const asleep = createPgBossQueue({
      executeSql: kit.database.executeSql,
      eager: false,
      pollingIntervalSeconds: 3600,
    });
    const deliveredByFirst: string[] = [];
    const first = createSandboxPaymentProvider({
      db: kit.database.db,
      appUrl: 'http://counsel.test',
      webhookSecret: TEST_SECRET,
      deliver: async (raw) => {
        deliveredByFirst.push(raw);
      },
      queue: asleep,
      log: { warn: () => undefined, error: () => undefined },
    });
    await first.startDelivery(FAST_RETRIES);
    await asleep.start();
    const created = await first.createCheckoutSession(
      checkoutInput({ kind: 'payment', amountTotalCents: 300 }),
    );
    expect((await first.checkout.pay(created.sessionId, '4242424242424242')).kind).toBe('paid');

    // ... and the other process, on the same database, delivers what the first one wrote.
    const events = await kit.takeEvents();
    expect(events.map((event) => [event.type, (event.data.object as { id: string }).id])).toEqual([
      ['checkout.session.completed', created.sessionId],
    ]);
    expect(deliveredByFirst).toEqual([]);
    await asleep.stop();
  });

  it('counts an answer outside 2xx as a failure', async () => {
    const statuses = [503, 400, 200];
    const seen: number[] = [];
    const delivery = new SandboxEventDelivery({
      webhookSecret: TEST_SECRET,
      log: { warn: () => undefined, error: () => undefined },
      deliver: async () => {
        const statusCode = statuses.shift() ?? 500;
        seen.push(statusCode);
        return { statusCode };
      },
    });
    const job = { events: [buildEvent('invoice.paid', { id: 'in_1', object: 'invoice' }, new Date())] };
    await expect(delivery.deliverJob(job)).rejects.toThrow('503');
    await expect(delivery.deliverJob(job)).rejects.toThrow('400');
    await delivery.deliverJob(job);
    expect(seen).toEqual([503, 400, 200]);
  });

  it('injectInto posts the raw event with its Stripe-Signature to the webhook route, where the port verifies it', async () => {
    const received: ReceivedPaymentEvent[] = [];
    const app = Fastify({ logger: false });
    const provider = createSandboxPaymentProvider({
      db: kit.database.db,
      appUrl: 'http://counsel.test',
      webhookSecret: TEST_SECRET,
      deliver: injectInto(app),
      queue: kit.queue,
      log: { warn: () => undefined, error: () => undefined },
    });
    // A stand-in for the billing module's route: raw body, signature checked by the provider.
    await app.register(async (scope) => {
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => {
        done(null, body);
      });
      scope.post('/api/webhooks/stripe', async (request, reply) => {
        const signature = request.headers['stripe-signature'];
        expect(request.headers['content-type']).toBe('application/json');
        try {
          received.push(
            provider.parseEvent(request.body as Buffer, typeof signature === 'string' ? signature : ''),
          );
        } catch {
          return reply.status(400).send({ error: { code: 'INVALID_SIGNATURE' } });
        }
        return { received: true };
      });
    });
    await app.ready();
    const event = buildEvent(
      'invoice.payment_failed',
      { id: 'in_sandbox_1', object: 'invoice', status: 'open' },
      new Date(),
    );
    const delivery = new SandboxEventDelivery({ webhookSecret: TEST_SECRET, deliver: injectInto(app) });
    await delivery.deliverJob({ events: [event] });
    expect(received).toEqual([
      // An invoice without a subscription is not one the product acts on.
      { id: event.id, providerType: 'invoice.payment_failed', event: { type: 'ignored' } },
    ]);
    // Signed with another secret, the route refuses it.
    const failures: unknown[] = [];
    const forged = new SandboxEventDelivery({
      webhookSecret: 'whsec_not_the_sandbox_secret_0000000000',
      deliver: injectInto(app),
      log: { warn: (details) => failures.push(details.err), error: () => undefined },
    });
    await expect(forged.deliverJob({ events: [event] })).rejects.toThrow('400');
    expect(received).toHaveLength(1);
    expect(String(failures[0])).toContain('400');
    expect(
      Stripe.webhooks.constructEvent(JSON.stringify(event), delivery.sign(JSON.stringify(event)), TEST_SECRET)
        .id,
    ).toBe(event.id);
    await app.close();
  });
});
