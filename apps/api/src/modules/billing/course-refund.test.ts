import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CheckoutResponseSchema, EnrollmentStateSchema, ErrorBodySchema } from '@counsel/contracts';
import { coursePurchases, webhookEvents } from '../../db/schema/billing.js';
import { courses } from '../../db/schema/courses.js';
import { sandboxPaymentIdOf } from '../../integrations/payments/sandbox/sandbox-events.js';
import { seedCatalogFixtures } from '../../testing/catalog-fixtures.js';
import { createVerifiedUser } from '../../testing/identity-helpers.js';
import { deliverSignedWebhook } from '../../testing/signed-webhook.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

/** A course bought outright and refunded in full at the provider (charge.refunded) stops granting the course. */
const APP_URL = 'http://counsel.test';
const SECRET = 'whsec_sandbox_refund_test_0123456789abcdef0123456789';
const SUCCESS_CARD = '4242 4242 4242 4242';
let t: TestApp;
let courseSlug = '';
let userCounter = 0;
let eventCounter = 0;

beforeAll(async () => {
  t = await createTestApp({ APP_URL }, { sandboxWebhookSecret: SECRET });
  await seedCatalogFixtures(t.database.db);
  const [course] = await t.database.db
    .select({ slug: courses.slug })
    .from(courses)
    .where(eq(courses.published, true))
    .limit(1);
  courseSlug = course?.slug ?? '';
});
afterAll(async () => t.close());

async function newLawyer() {
  userCounter += 1;
  const session = await createVerifiedUser(t.app, t.database.db, APP_URL, {
    fullName: 'Refund Buyer',
    email: `refund.${userCounter}@example.com`,
    password: 'quiet-harbour-lantern-58',
  });
  return { auth: { authorization: `Bearer ${session.token}` }, userId: decodeJwt(session.token).sub ?? '' };
}

type Lawyer = Awaited<ReturnType<typeof newLawyer>>;

/** Starts a course checkout: the sandbox session's id. */
async function startCourseCheckout(lawyer: Lawyer): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/courses/${courseSlug}/checkout`,
    headers: lawyer.auth,
  });
  expect(response.statusCode, response.body).toBe(200);
  return new URL(CheckoutResponseSchema.parse(response.json()).checkout_url).pathname.split('/').at(-1) ?? '';
}

/** Pays the sandbox session with the test card and runs every job (its webhook, the payment event, the receipt). */
async function pay(sessionId: string): Promise<void> {
  const paid = await t.app.inject({
    method: 'POST',
    url: `/sandbox/checkout/${sessionId}/pay`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ cardNumber: SUCCESS_CARD }).toString(),
  });
  expect(paid.statusCode).toBe(303);
  await t.queue.drain();
}

async function buyCourse(lawyer: Lawyer): Promise<string> {
  await pay(await startCourseCheckout(lawyer));
  const [purchase] = await purchasesOf(lawyer);
  expect(purchase?.providerPaymentId).toMatch(/^pi_sandbox_/);
  return purchase?.providerPaymentId ?? '';
}

function purchasesOf(lawyer: Lawyer) {
  return t.database.db.select().from(coursePurchases).where(eq(coursePurchases.userId, lawyer.userId));
}

async function enrollmentState(lawyer: Lawyer) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/courses/${courseSlug}/is-enrolled`,
    headers: lawyer.auth,
  });
  expect(response.statusCode, response.body).toBe(200);
  return EnrollmentStateSchema.parse(response.json());
}

/** Stripe's charge.refunded for a payment: `refunded` only once the whole amount is refunded. */
function chargeRefunded(paymentId: string, amountRefunded: number, id = `evt_refund_${++eventCounter}`) {
  return JSON.stringify({
    id,
    object: 'event',
    type: 'charge.refunded',
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: `ch_${paymentId}`,
        object: 'charge',
        amount: 4900,
        amount_refunded: amountRefunded,
        currency: 'usd',
        payment_intent: paymentId,
        refunded: amountRefunded >= 4900,
      },
    },
  });
}

async function deliver(payload: string): Promise<void> {
  expect((await deliverSignedWebhook(t.app, payload, SECRET)).statusCode).toBe(200);
  await t.queue.drain();
}

async function processedEvent(payload: string) {
  const { id } = JSON.parse(payload) as { id: string };
  const [row] = await t.database.db.select().from(webhookEvents).where(eq(webhookEvents.id, id));
  return row;
}

describe('a course purchase refunded at the provider', { timeout: 60_000 }, () => {
  it('a full refund ends access to the course (enrollment kept); a redelivery changes nothing; buying again grants it', async () => {
    const lawyer = await newLawyer();
    const paymentId = await buyCourse(lawyer);
    expect(await enrollmentState(lawyer)).toMatchObject({ canEnroll: true, accessOptions: [] });
    const enrolled = await t.app.inject({
      method: 'POST',
      url: `/api/courses/${courseSlug}/enroll`,
      headers: lawyer.auth,
    });
    expect(enrolled.statusCode, enrolled.body).toBe(201);

    // A partial refund is recorded and changes nothing.
    const partial = chargeRefunded(paymentId, 1000);
    await deliver(partial);
    expect((await processedEvent(partial))?.processedAt).toBeInstanceOf(Date);
    expect(await enrollmentState(lawyer)).toMatchObject({ canEnroll: true });

    const full = chargeRefunded(paymentId, 4900);
    await deliver(full);
    expect((await processedEvent(full))?.processedAt).toBeInstanceOf(Date);
    expect(await enrollmentState(lawyer)).toEqual({
      enrolled: true,
      status: expect.any(String) as unknown,
      canEnroll: false,
      accessOptions: ['MEMBERSHIP', 'PURCHASE'],
    });
    const [refunded] = await purchasesOf(lawyer);
    expect(refunded?.refundedAt).toBeInstanceOf(Date);

    // The same event again, and another full-refund event for the same payment: nothing changes.
    await deliver(full);
    await deliver(chargeRefunded(paymentId, 4900));
    expect(await purchasesOf(lawyer)).toEqual([refunded]);

    // The refunded buyer may buy the course again: the new purchase replaces the refunded one.
    const again = await startCourseCheckout(lawyer);
    await pay(again);
    expect(await enrollmentState(lawyer)).toMatchObject({ canEnroll: true, accessOptions: [] });
    const [renewed] = await purchasesOf(lawyer);
    expect(renewed).toMatchObject({ refundedAt: null, amountCents: refunded?.amountCents });
    expect(renewed?.intentId).not.toBe(refunded?.intentId);
    expect(renewed?.providerPaymentId).not.toBe(paymentId);
    expect(await purchasesOf(lawyer)).toHaveLength(1);

    // The old payment's refund delivered once more does not touch the new purchase.
    await deliver(chargeRefunded(paymentId, 4900));
    expect(await enrollmentState(lawyer)).toMatchObject({ canEnroll: true });
  });

  it('a refund of a payment nobody bought a course with is recorded and ignored', async () => {
    const unknown = chargeRefunded('pi_unknown_invoice_payment', 4900);
    await deliver(unknown);
    const row = await processedEvent(unknown);
    expect(row).toMatchObject({
      type: 'charge.refunded',
      payload: { type: 'refunded', paymentId: 'pi_unknown_invoice_payment' },
      error: null,
    });
    expect(row?.processedAt).toBeInstanceOf(Date);
  });

  it('a refund recorded before its checkout completes still ends the purchase', async () => {
    const lawyer = await newLawyer();
    const sessionId = await startCourseCheckout(lawyer);
    const paymentId = sandboxPaymentIdOf({ id: sessionId, mode: 'payment', paymentStatus: 'paid' }) ?? '';
    await deliver(chargeRefunded(paymentId, 4900));
    await pay(sessionId);
    const [purchase] = await purchasesOf(lawyer);
    expect(purchase).toMatchObject({ providerPaymentId: paymentId, refundedAt: expect.any(Date) as unknown });
    expect(await enrollmentState(lawyer)).toMatchObject({ canEnroll: false });
    const checkout = await t.app.inject({
      method: 'POST',
      url: `/api/courses/${courseSlug}/checkout`,
      headers: lawyer.auth,
    });
    expect(checkout.statusCode, ErrorBodySchema.safeParse(checkout.json()).data?.error.code).toBe(200);
  });
});
