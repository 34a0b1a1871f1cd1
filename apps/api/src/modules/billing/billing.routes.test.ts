import { and, eq, like } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CheckoutResponseSchema,
  ErrorBodySchema,
  PaymentSessionSchema,
  UserEnterpriseSchema,
  UserSubscriptionSchema,
} from '@counsel/contracts';
import { coursePurchases, firms, subscriptions, webhookEvents } from '../../db/schema/billing.js';
import { courses } from '../../db/schema/courses.js';
import { mailOutbox } from '../../db/schema/mail.js';
import { seedMembershipPlans } from '../../seed/seed-memberships.js';
import { seedCatalogFixtures } from '../../testing/catalog-fixtures.js';
import { createVerifiedUser } from '../../testing/identity-helpers.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

const APP_URL = 'http://counsel.test';
const SECRET = 'whsec_sandbox_billing_test_0123456789abcdef0123456789';
const SUCCESS_CARD = '4242 4242 4242 4242';
const DECLINED_CARD = '4000 0000 0000 0002';
let t: TestApp;
let courseSlug = '';
let userCounter = 0;

beforeAll(async () => {
  t = await createTestApp({ APP_URL }, { sandboxWebhookSecret: SECRET });
  await seedCatalogFixtures(t.database.db);
  await seedMembershipPlans(t.database.db);
  const [course] = await t.database.db.select({ slug: courses.slug }).from(courses).limit(1);
  courseSlug = course?.slug ?? '';
});
afterAll(async () => t.close());

async function newLawyer(name = 'Ruth Bader') {
  userCounter += 1;
  const email = `buyer.${userCounter}@example.com`;
  const session = await createVerifiedUser(t.app, t.database.db, APP_URL, {
    fullName: name,
    email,
    password: 'quiet-harbour-lantern-58',
  });
  const auth = { authorization: `Bearer ${session.token}` };
  const userId = decodeJwt(session.token).sub ?? '';
  return { ...session, email, auth, userId };
}

type Lawyer = Awaited<ReturnType<typeof newLawyer>>;

async function startCheckout(lawyer: Lawyer, priceId: string, numberOfSeats = 1) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/subscription/checkout',
    headers: lawyer.auth,
    payload: { priceId, numberOfSeats },
  });
  expect(response.statusCode, response.body).toBe(200);
  const url = new URL(CheckoutResponseSchema.parse(response.json()).checkout_url);
  expect(url.origin).toBe(APP_URL);
  return { path: url.pathname, sessionId: url.pathname.split('/').at(-1) ?? '' };
}

async function pay(checkoutPath: string, cardNumber: string) {
  return t.app.inject({
    method: 'POST',
    url: `${checkoutPath}/pay`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ cardNumber }).toString(),
  });
}

/** Runs every queued job (sandbox webhooks, payment events, e-mails), then reads once: `done` must hold by then. */
async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  await t.queue.drain();
  const value = await read();
  if (!done(value)) throw new Error(`not done once the jobs ran; value: ${JSON.stringify(value)}`);
  return value;
}

async function paymentSession(lawyer: Lawyer, sessionId: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/payment/session?sessionId=${sessionId}`,
    headers: lawyer.auth,
  });
  return { status: response.statusCode, body: response.json<unknown>() };
}

async function paid(lawyer: Lawyer, sessionId: string) {
  const result = await until(
    () => paymentSession(lawyer, sessionId),
    (value) => value.status === 200 && PaymentSessionSchema.parse(value.body).status === 'paid',
  );
  return PaymentSessionSchema.parse(result.body);
}

/** A fresh ID token: the role claim is derived when it is issued. */
async function roleOf(lawyer: Lawyer): Promise<unknown> {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/identity/token',
    headers: { cookie: lawyer.cookie },
  });
  return decodeJwt(response.json<{ token: string }>().token).role;
}

async function getJson(lawyer: Lawyer, url: string) {
  return (await t.app.inject({ method: 'GET', url, headers: lawyer.auth })).json<unknown>();
}

function signed(payload: string, timestamp?: number) {
  return Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: SECRET,
    ...(timestamp ? { timestamp } : {}),
  });
}

async function deliver(payload: string, signature: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/webhooks/stripe',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
}

describe('membership checkout through the sandbox', { timeout: 60_000 }, () => {
  it('an individual annual membership: pay, webhook, paid result page, USER role, receipt', async () => {
    const lawyer = await newLawyer('Ruth Bader');
    expect(await roleOf(lawyer)).toBe('guest');
    const checkout = await startCheckout(lawyer, 'individual-annual');
    const page = await t.app.inject({ method: 'GET', url: checkout.path });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Sandbox');

    const pending = PaymentSessionSchema.parse((await paymentSession(lawyer, checkout.sessionId)).body);
    expect(pending.status).toBe('pending');

    const payment = await pay(checkout.path, SUCCESS_CARD);
    expect(payment.statusCode).toBe(303);
    expect(payment.headers.location).toBe(
      `${APP_URL}/dashboard/payment/success?session_id=${checkout.sessionId}`,
    );

    const result = await paid(lawyer, checkout.sessionId);
    expect(result).toMatchObject({ kind: 'MEMBERSHIP', seats: 1, currency: 'usd' });
    expect(Number.isInteger(result.amountCents)).toBe(true);
    const { subscription } = UserSubscriptionSchema.parse(await getJson(lawyer, '/api/user/subscription'));
    expect(subscription).toMatchObject({
      productId: 'individual',
      priceId: 'individual-annual',
      planKind: 'INDIVIDUAL',
      interval: 'year',
      status: 'ACTIVE',
      seats: 1,
      cancelAtPeriodEnd: false,
    });
    expect(new Date(subscription?.currentPeriodEnd ?? 0).getTime()).toBeGreaterThan(
      Date.now() + 300 * 86_400_000,
    );
    expect(await roleOf(lawyer)).toBe('user');

    const receipts = await until(
      () =>
        t.database.db
          .select({ subject: mailOutbox.subject })
          .from(mailOutbox)
          .where(and(eq(mailOutbox.toAddress, lawyer.email), eq(mailOutbox.template, 'receipt'))),
      (rows) => rows.length > 0,
    );
    expect(receipts[0]?.subject).toMatch(/receipt: \$\d/);

    // A second membership is refused: the portal changes the plan.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/subscription/checkout',
      headers: lawyer.auth,
      payload: { priceId: 'individual-monthly', numberOfSeats: 1 },
    });
    expect(again.statusCode).toBe(409);
    expect(ErrorBodySchema.parse(again.json()).error.code).toBe('ALREADY_SUBSCRIBED');

    // Another user cannot read this result page.
    const stranger = await newLawyer('Nosy Parker');
    expect((await paymentSession(stranger, checkout.sessionId)).status).toBe(404);
  });

  it('a declined card buys nothing', async () => {
    const lawyer = await newLawyer();
    const checkout = await startCheckout(lawyer, 'individual-monthly');
    const payment = await pay(checkout.path, DECLINED_CARD);
    expect(payment.statusCode).toBe(402);
    expect(payment.body).toContain('Your card was declined.');
    await t.queue.drain();
    expect(PaymentSessionSchema.parse((await paymentSession(lawyer, checkout.sessionId)).body).status).toBe(
      'pending',
    );
    expect(
      UserSubscriptionSchema.parse(await getJson(lawyer, '/api/user/subscription')).subscription,
    ).toBeNull();
    expect(await roleOf(lawyer)).toBe('guest');
  });

  it('the enterprise plan for 12 seats: the 10–49 tier, a firm of 12 seats, the ENTERPRISE role', async () => {
    const lawyer = await newLawyer('Sandra Day');
    const quote = (await getJson(lawyer, '/api/subscription/enterprise/price?seats=12&interval=year')) as {
      totalCents: number;
      unitAmountCents: number;
      tier: { minSeats: number };
    };
    expect(quote.tier.minSeats).toBe(10);
    expect(quote.totalCents).toBe(12 * quote.unitAmountCents);

    const checkout = await startCheckout(lawyer, 'enterprise-annual', 12);
    expect((await pay(checkout.path, SUCCESS_CARD)).statusCode).toBe(303);
    const result = await paid(lawyer, checkout.sessionId);
    expect(result).toMatchObject({ kind: 'ENTERPRISE', seats: 12, amountCents: quote.totalCents });
    expect(await roleOf(lawyer)).toBe('enterprise');
    const { enterprise } = UserEnterpriseSchema.parse(await getJson(lawyer, '/api/user/enterprise'));
    expect(enterprise).toMatchObject({ seats: 12, isAdministrator: true, name: "Sandra Day's firm" });
  });

  it('refuses seats outside the price and unknown prices, changing nothing', async () => {
    const lawyer = await newLawyer();
    for (const [payload, code] of [
      [{ priceId: 'enterprise-annual', numberOfSeats: 1 }, 'INVALID_SEATS'],
      [{ priceId: 'individual-annual', numberOfSeats: 3 }, 'INVALID_SEATS'],
      [{ priceId: 'no-such-price', numberOfSeats: 1 }, 'PRICE_NOT_FOUND'],
      [{ priceId: 'enterprise-annual', numberOfSeats: 2.5 }, 'VALIDATION_FAILED'],
      [{ priceId: '', numberOfSeats: 1 }, 'VALIDATION_FAILED'],
    ] as const) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/subscription/checkout',
        headers: lawyer.auth,
        payload,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBeLessThan(500);
      expect(ErrorBodySchema.parse(response.json()).error.code, JSON.stringify(payload)).toBe(code);
    }
  });

  it('the portal: cancel at period end, resume, and a subscription that ends returns the user to GUEST', async () => {
    const lawyer = await newLawyer('Thurgood M');
    const checkout = await startCheckout(lawyer, 'individual-monthly');
    await pay(checkout.path, SUCCESS_CARD);
    await paid(lawyer, checkout.sessionId);

    const portal = await t.app.inject({
      method: 'POST',
      url: '/api/subscription/create-portal-session',
      headers: lawyer.auth,
    });
    expect(portal.statusCode).toBe(200);
    const portalUrl = new URL(portal.json<{ portal_url: string }>().portal_url);
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const act = (action: string) =>
      t.app.inject({
        method: 'POST',
        url: `${portalUrl.pathname}/${action}${portalUrl.search}`,
        headers: form,
        payload: '',
      });

    expect((await act('cancel-at-period-end')).statusCode).toBeLessThan(400);
    await until(
      async () => UserSubscriptionSchema.parse(await getJson(lawyer, '/api/user/subscription')).subscription,
      (subscription) => subscription?.cancelAtPeriodEnd === true,
    );
    expect(await roleOf(lawyer)).toBe('user');
    expect((await act('resume')).statusCode).toBeLessThan(400);
    await until(
      async () => UserSubscriptionSchema.parse(await getJson(lawyer, '/api/user/subscription')).subscription,
      (subscription) => subscription?.cancelAtPeriodEnd === false,
    );

    expect((await act('cancel-now')).statusCode).toBeLessThan(400);
    const ended = await until(
      async () => UserSubscriptionSchema.parse(await getJson(lawyer, '/api/user/subscription')).subscription,
      (subscription) => subscription?.status === 'CANCELED',
    );
    expect(ended?.status).toBe('CANCELED');
    expect(await roleOf(lawyer)).toBe('guest');
  });

  it('buys one course; it cannot be bought twice', async () => {
    const lawyer = await newLawyer();
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/courses/${courseSlug}/checkout`,
      headers: lawyer.auth,
    });
    expect(response.statusCode, response.body).toBe(200);
    const path = new URL(CheckoutResponseSchema.parse(response.json()).checkout_url).pathname;
    expect((await pay(path, SUCCESS_CARD)).statusCode).toBe(303);
    const result = await paid(lawyer, path.split('/').at(-1) ?? '');
    expect(result).toMatchObject({ kind: 'COURSE', courseSlug });
    const owned = await t.database.db
      .select()
      .from(coursePurchases)
      .where(eq(coursePurchases.userId, lawyer.userId));
    expect(owned).toHaveLength(1);
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/courses/${courseSlug}/checkout`,
      headers: lawyer.auth,
    });
    expect(ErrorBodySchema.parse(again.json()).error.code).toBe('COURSE_ALREADY_PURCHASED');
  });
});

describe('POST /api/webhooks/stripe', { timeout: 60_000 }, () => {
  const event = (id: string, type: string, object: Record<string, unknown>) =>
    JSON.stringify({ id, object: 'event', type, created: Math.floor(Date.now() / 1000), data: { object } });

  it('refuses a forged signature, a stale timestamp, no signature and a malformed body: 400, nothing stored', async () => {
    const body = event('evt_forged_1', 'invoice.paid', { id: 'in_1', object: 'invoice' });
    const forged = Stripe.webhooks.generateTestHeaderString({
      payload: body,
      secret: 'whsec_someone_else_0123456789',
    });
    const stale = signed(body, Math.floor(Date.now() / 1000) - 3600);
    for (const [payload, signature] of [
      [body, forged],
      [body, stale],
      [body, ''],
      ['{not json', signed('{not json')],
      [body.replace('invoice.paid', 'invoice.void'), signed(body)],
    ] as const) {
      const response = await deliver(payload, signature);
      expect(response.statusCode).toBe(400);
      expect(ErrorBodySchema.parse(response.json()).error.code).toMatch(
        /WEBHOOK_SIGNATURE_INVALID|VALIDATION_FAILED/,
      );
    }
    const stored = await t.database.db
      .select()
      .from(webhookEvents)
      .where(eq(webhookEvents.id, 'evt_forged_1'));
    expect(stored).toHaveLength(0);
  });

  it('records an unknown event type once and marks it processed', async () => {
    const body = event('evt_unknown_1', 'customer.tax_id.created', { id: 'txi_1' });
    expect((await deliver(body, signed(body))).statusCode).toBe(200);
    expect((await deliver(body, signed(body))).statusCode).toBe(200);
    const [row] = await until(
      () => t.database.db.select().from(webhookEvents).where(eq(webhookEvents.id, 'evt_unknown_1')),
      (rows) => rows[0]?.processedAt != null,
    );
    expect(row?.type).toBe('customer.tax_id.created');
  });

  it('events out of order end in the provider’s current state; a failed payment e-mails the buyer', async () => {
    const lawyer = await newLawyer('Out Of Order');
    const checkout = await startCheckout(lawyer, 'individual-monthly');
    await pay(checkout.path, SUCCESS_CARD);
    await paid(lawyer, checkout.sessionId);
    const [row] = await t.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, lawyer.userId));
    const subscriptionId = row?.providerSubscriptionId ?? '';

    // The subscription is set to end at the period's end (through the portal) ...
    const portal = await t.app.inject({
      method: 'POST',
      url: '/api/subscription/create-portal-session',
      headers: lawyer.auth,
    });
    const portalUrl = new URL(portal.json<{ portal_url: string }>().portal_url);
    await t.app.inject({
      method: 'POST',
      url: `${portalUrl.pathname}/cancel-at-period-end${portalUrl.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    await until(
      async () => UserSubscriptionSchema.parse(await getJson(lawyer, '/api/user/subscription')).subscription,
      (subscription) => subscription?.cancelAtPeriodEnd === true,
    );

    // ... then a late, older "created" event arrives: the job re-reads the subscription and keeps the newer state.
    const late = event('evt_late_created', 'customer.subscription.created', {
      id: subscriptionId,
      object: 'subscription',
      status: 'active',
      cancel_at_period_end: false,
    });
    expect((await deliver(late, signed(late))).statusCode).toBe(200);
    await until(
      () => t.database.db.select().from(webhookEvents).where(eq(webhookEvents.id, 'evt_late_created')),
      (rows) => rows[0]?.processedAt != null,
    );
    const { subscription } = UserSubscriptionSchema.parse(await getJson(lawyer, '/api/user/subscription'));
    expect(subscription).toMatchObject({ status: 'ACTIVE', cancelAtPeriodEnd: true });

    const failed = event('evt_payment_failed', 'invoice.payment_failed', {
      id: 'in_failed_1',
      object: 'invoice',
      amount_due: 2900,
      amount_paid: 0,
      currency: 'usd',
      parent: { subscription_details: { subscription: subscriptionId } },
    });
    expect((await deliver(failed, signed(failed))).statusCode).toBe(200);
    const mails = await until(
      () =>
        t.database.db
          .select({ subject: mailOutbox.subject })
          .from(mailOutbox)
          .where(and(eq(mailOutbox.toAddress, lawyer.email), eq(mailOutbox.template, 'payment-failed'))),
      (rows) => rows.length > 0,
    );
    expect(mails[0]?.subject).toBe('Your Counsel CLE payment did not go through');
  });

  it('the same checkout.session.completed delivered 20 times in parallel makes one subscription and one firm', async () => {
    const lawyer = await newLawyer('Parallel Buyer');
    const checkout = await startCheckout(lawyer, 'enterprise-monthly', 5);
    expect((await pay(checkout.path, SUCCESS_CARD)).statusCode).toBe(303);
    await paid(lawyer, checkout.sessionId);
    // The provider's own completed session, delivered 20 times at once: ten retries of one event, and ten
    // events with their own ids (as if the provider had sent it again), racing on the same rows.
    const bodies = Array.from({ length: 20 }, (_, index) =>
      event(index < 10 ? 'evt_parallel_same' : `evt_parallel_${index}`, 'checkout.session.completed', {
        id: checkout.sessionId,
        object: 'checkout.session',
      }),
    );
    const responses = await Promise.all(bodies.map((body) => deliver(body, signed(body))));
    expect(responses.every((response) => response.statusCode === 200)).toBe(true);
    await until(
      () => t.database.db.select().from(webhookEvents).where(like(webhookEvents.id, 'evt_parallel_%')),
      (rows) => rows.length === 11 && rows.every((row) => row.processedAt != null),
    );
    const userId = lawyer.userId;
    expect(
      await t.database.db.select().from(subscriptions).where(eq(subscriptions.userId, userId)),
    ).toHaveLength(1);
    expect(await t.database.db.select().from(firms).where(eq(firms.ownerUserId, userId))).toHaveLength(1);
  });
});
