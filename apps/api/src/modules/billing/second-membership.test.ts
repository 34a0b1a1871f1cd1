import { and, eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CheckoutResponseSchema, PaymentSessionSchema, UserSubscriptionSchema } from '@counsel/contracts';
import { grantsAccess } from '@counsel/domain';
import { billingCustomers, sandboxInvoices, subscriptions } from '../../db/schema/billing.js';
import { mailOutbox } from '../../db/schema/mail.js';
import { seedMembershipPlans } from '../../seed/seed-memberships.js';
import { faultyJobQueue, type FaultyJobQueue } from '../../testing/faulty-job-queue.js';
import { createVerifiedUser } from '../../testing/identity-helpers.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

/** One membership per person, decided when the payment completes: two tabs, two checkouts, one charge kept. */
const APP_URL = 'http://counsel.test';
const SUCCESS_CARD = '4242 4242 4242 4242';
let t: TestApp;
let queue: FaultyJobQueue;
let counter = 0;

beforeAll(async () => {
  t = await createTestApp(
    { APP_URL },
    {
      sandboxWebhookSecret: 'whsec_sandbox_second_membership_0123456789abcdef',
      wrapQueue: (real) => {
        queue = faultyJobQueue(real);
        return queue;
      },
    },
  );
  await seedMembershipPlans(t.database.db);
});
afterAll(async () => t.close());

async function newLawyer() {
  counter += 1;
  const email = `two.tabs.${counter}@example.com`;
  const session = await createVerifiedUser(t.app, t.database.db, APP_URL, {
    fullName: 'Tabitha Twice',
    email,
    password: 'quiet-harbour-lantern-58',
  });
  return {
    email,
    auth: { authorization: `Bearer ${session.token}` },
    userId: decodeJwt(session.token).sub ?? '',
  };
}
type Lawyer = Awaited<ReturnType<typeof newLawyer>>;

async function openCheckout(lawyer: Lawyer, priceId: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/subscription/checkout',
    headers: lawyer.auth,
    payload: { priceId, numberOfSeats: 1 },
  });
  expect(response.statusCode, response.body).toBe(200);
  const path = new URL(CheckoutResponseSchema.parse(response.json()).checkout_url).pathname;
  return { path, sessionId: path.split('/').at(-1) ?? '' };
}

const pay = (path: string) =>
  t.app.inject({
    method: 'POST',
    url: `${path}/pay`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ cardNumber: SUCCESS_CARD }).toString(),
  });

async function resultOf(lawyer: Lawyer, sessionId: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/payment/session?sessionId=${sessionId}`,
    headers: lawyer.auth,
  });
  return PaymentSessionSchema.parse(response.json()).status;
}

/** What the provider holds for the buyer: the sum of their invoices in one state (the sandbox's own table). */
async function chargedCents(status: 'paid' | 'refunded', lawyer: Lawyer) {
  const rows = await t.database.db
    .select({ amount: sandboxInvoices.amountCents })
    .from(sandboxInvoices)
    .innerJoin(billingCustomers, eq(billingCustomers.providerCustomerId, sandboxInvoices.customerId))
    .where(and(eq(billingCustomers.userId, lawyer.userId), eq(sandboxInvoices.status, status)));
  return rows.reduce((sum, row) => sum + row.amount, 0);
}

async function bothPaid(first: string, second: string) {
  const lawyer = await newLawyer();
  const a = await openCheckout(lawyer, first);
  const b = await openCheckout(lawyer, second);
  // Both tabs pay before any webhook is processed (the provider charged both).
  queue.pauseWork();
  expect((await pay(a.path)).statusCode).toBe(303);
  expect((await pay(b.path)).statusCode).toBe(303);
  queue.resumeWork();
  await t.queue.drain();
  return { lawyer, a, b };
}

async function expectOneMembership(lawyer: Lawyer, interval: 'month' | 'year') {
  const { subscription } = UserSubscriptionSchema.parse(
    (await t.app.inject({ method: 'GET', url: '/api/user/subscription', headers: lawyer.auth })).json(),
  );
  expect(subscription).toMatchObject({ status: 'ACTIVE', interval });
  const rows = await t.database.db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, lawyer.userId));
  expect(rows.filter((row) => grantsAccess(row.status))).toHaveLength(1);
  const mails = await t.database.db
    .select({ subject: mailOutbox.subject })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, lawyer.email), eq(mailOutbox.template, 'refund')));
  expect(mails).toHaveLength(1);
  expect(mails[0]?.subject).toMatch(/^We refunded \$\d+\.\d\d: you already have a Counsel CLE membership$/);
}

describe('two checkouts paid in two tabs', { timeout: 120_000 }, () => {
  it('monthly first, then annual: the monthly is kept, the annual is cancelled and refunded', async () => {
    const { lawyer, a, b } = await bothPaid('individual-monthly', 'individual-annual');
    expect(await resultOf(lawyer, a.sessionId)).toBe('paid');
    expect(await resultOf(lawyer, b.sessionId)).toBe('refunded');
    await expectOneMembership(lawyer, 'month');
    expect(await chargedCents('paid', lawyer)).toBe(2900);
    expect(await chargedCents('refunded', lawyer)).toBe(29000);
  });

  it('annual first, then monthly: the annual is kept, the monthly is cancelled and refunded', async () => {
    const { lawyer, a, b } = await bothPaid('individual-annual', 'individual-monthly');
    expect(await resultOf(lawyer, a.sessionId)).toBe('paid');
    expect(await resultOf(lawyer, b.sessionId)).toBe('refunded');
    await expectOneMembership(lawyer, 'year');
    expect(await chargedCents('paid', lawyer)).toBe(29000);
    expect(await chargedCents('refunded', lawyer)).toBe(2900);
  });

  it('once one checkout is paid, the other tab’s checkout has expired and cannot be paid', async () => {
    const lawyer = await newLawyer();
    const a = await openCheckout(lawyer, 'individual-annual');
    const b = await openCheckout(lawyer, 'individual-monthly');
    expect((await pay(a.path)).statusCode).toBe(303);
    await t.queue.drain();
    const late = await pay(b.path);
    expect(late.statusCode).toBe(409);
    expect(late.body).toContain('This checkout has expired');
    expect(await resultOf(lawyer, b.sessionId)).toBe('failed');
    expect(await chargedCents('paid', lawyer)).toBe(29000);
    expect(await chargedCents('refunded', lawyer)).toBe(0);
  });
});
