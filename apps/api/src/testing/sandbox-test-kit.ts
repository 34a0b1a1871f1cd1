import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import Stripe from 'stripe';
import { testConfig } from '../config/env.js';
import type { Database, DatabaseHandle } from '../db/database.js';
import { membershipPlans, planPrices, priceTiers } from '../db/schema/billing.js';
import { registerErrorHandler } from '../plugins/error-handler.js';
import { registerRouteAccess } from '../plugins/route-access.js';
import { registerSecurity } from '../plugins/security.js';
import { createTestDatabase } from './test-database.js';
import { createPgBossQueue, type JobQueue, type QueuePolicy } from '../integrations/jobs/job-queue.js';
import type { CreateCheckoutInput } from '../integrations/payments/payment-provider.js';
import type { SandboxDeliver, SandboxLogger } from '../integrations/payments/sandbox/sandbox-delivery.js';
import {
  createSandboxPaymentProvider,
  type SandboxPaymentProvider,
} from '../integrations/payments/sandbox/sandbox-payment-provider.js';
import { sandboxRoutes } from '../integrations/payments/sandbox/sandbox-routes.js';

/** Test helpers of the sandbox payment provider (its tests only). */

/** The delivery job's policy in these tests: two retries, at once. */
export const FAST_RETRIES: QueuePolicy = {
  expireInSeconds: 30,
  retryLimit: 2,
  retryDelaySeconds: 0,
  retryBackoff: false,
  policy: 'stately',
};

export const TEST_APP_URL = 'http://counsel.test';
export const TEST_SECRET = 'whsec_sandbox_test_0123456789abcdef0123456789abcdef';

/** Plans as the memberships seed has them: Individual at a flat price, Enterprise per seat in volume tiers. */
export async function seedTestPlans(db: Database): Promise<void> {
  const [individual, enterprise] = await db
    .insert(membershipPlans)
    .values([
      { slug: 'individual', kind: 'INDIVIDUAL', name: 'Individual', description: 'One lawyer', sortOrder: 1 },
      { slug: 'enterprise', kind: 'ENTERPRISE', name: 'Enterprise', description: 'A firm', sortOrder: 2 },
    ])
    .returning();
  if (!individual || !enterprise) throw new Error('plans not created');
  await db.insert(planPrices).values([
    {
      id: 'individual-monthly',
      planId: individual.id,
      interval: 'month',
      currency: 'usd',
      unitAmountCents: 2900,
    },
    {
      id: 'individual-annual',
      planId: individual.id,
      interval: 'year',
      currency: 'usd',
      unitAmountCents: 29000,
    },
    {
      id: 'enterprise-monthly',
      planId: enterprise.id,
      interval: 'month',
      currency: 'usd',
      minSeats: 2,
      maxSeats: 1000,
    },
    {
      id: 'enterprise-annual',
      planId: enterprise.id,
      interval: 'year',
      currency: 'usd',
      minSeats: 2,
      maxSeats: 1000,
    },
  ]);
  await db.insert(priceTiers).values([
    { priceId: 'enterprise-monthly', minSeats: 2, maxSeats: 9, unitAmountCents: 2500 },
    { priceId: 'enterprise-monthly', minSeats: 10, maxSeats: 49, unitAmountCents: 2000 },
    { priceId: 'enterprise-monthly', minSeats: 50, maxSeats: null, unitAmountCents: 1500 },
    { priceId: 'enterprise-annual', minSeats: 2, maxSeats: 9, unitAmountCents: 25000 },
    { priceId: 'enterprise-annual', minSeats: 10, maxSeats: 49, unitAmountCents: 20000 },
    { priceId: 'enterprise-annual', minSeats: 50, maxSeats: null, unitAmountCents: 15000 },
  ]);
}

export interface Delivery {
  raw: string;
  header: string;
  /** Verified with the SDK's own constructEvent, as Stripe's documentation does it. */
  event: Stripe.Event;
}

export interface SandboxTestKit {
  app: FastifyInstance;
  database: DatabaseHandle;
  provider: SandboxPaymentProvider;
  deliveries: Delivery[];
  logged: { level: 'warn' | 'error'; message: string; details: Record<string, unknown> }[];
  clock: { now: Date };
  /** The routes the sandbox plugin registered, as the route audit sees them. */
  routes: {
    method: string;
    url: string;
    access: string | undefined;
    hidden: boolean;
    hasResponseSchema: boolean;
  }[];
  /** The job queue the sandbox's webhooks are delivered from (retries at once: FAST_RETRIES). */
  queue: JobQueue;
  /** When set, the next deliveries fail (throw) this many times. */
  failures: { remaining: number };
  /** The events delivered so far (after every queued one was sent), and forgets them. */
  takeEvents(): Promise<Stripe.Event[]>;
  postForm(url: string, fields: Record<string, string>): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/**
 * A minimal Fastify app with the app's own security, error and access plugins, the sandbox pages, the sandbox
 * provider over a fresh migrated database, and a `deliver` spy that verifies every event with the real
 * `Stripe.webhooks.constructEvent`.
 */
export async function createSandboxTestKit(
  options: { deliver?: SandboxDeliver } = {},
): Promise<SandboxTestKit> {
  const database = await createTestDatabase();
  await seedTestPlans(database.db);
  const deliveries: Delivery[] = [];
  const logged: SandboxTestKit['logged'] = [];
  const clock = { now: new Date('2027-01-31T10:00:00.000Z') };
  const failures = { remaining: 0 };
  const log: SandboxLogger = {
    warn: (details, message) => logged.push({ level: 'warn', message, details }),
    error: (details, message) => logged.push({ level: 'error', message, details }),
  };
  const spy: SandboxDeliver = async (raw, header) => {
    if (failures.remaining > 0) {
      failures.remaining -= 1;
      throw new Error('webhook route unavailable');
    }
    const event = Stripe.webhooks.constructEvent(raw, header, TEST_SECRET, 300);
    deliveries.push({ raw, header, event });
  };
  const queue = createPgBossQueue({
    executeSql: database.executeSql,
    eager: false,
    pollingIntervalSeconds: 0.5,
  });
  const provider = createSandboxPaymentProvider({
    db: database.db,
    appUrl: `${TEST_APP_URL}/`,
    webhookSecret: TEST_SECRET,
    deliver: options.deliver ?? spy,
    queue,
    log,
    clock: { now: () => clock.now },
  });
  await provider.startDelivery(FAST_RETRIES);

  const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  await registerSecurity(app, testConfig({ RATE_LIMIT_MAX: '100000' }), undefined);
  registerRouteAccess(app, undefined);
  const routes: SandboxTestKit['routes'] = [];
  app.addHook('onRoute', (route) => {
    routes.push({
      method: String(route.method),
      url: route.url,
      access: route.config?.access,
      hidden: route.schema?.hide === true,
      hasResponseSchema: Boolean(route.schema?.response),
    });
  });
  await app.register(sandboxRoutes(provider));
  await app.ready();

  return {
    app,
    database,
    provider,
    deliveries,
    logged,
    clock,
    routes,
    failures,
    queue,
    takeEvents: async () => {
      await queue.drain();
      return deliveries.splice(0).map((delivery) => delivery.event);
    },
    postForm: (url, fields) =>
      app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(fields).toString(),
      }),
    close: async () => {
      await queue.drain();
      await queue.stop();
      await app.close();
      await database.close();
    },
  };
}

let intents = 0;

/** A checkout the billing module would ask for: a membership (price, seats) or one course (amount). */
export function checkoutInput(
  lineItem:
    | {
        kind: 'subscription';
        priceId: string;
        quantity: number;
        amountTotalCents: number;
        description?: string;
      }
    | { kind: 'payment'; amountTotalCents: number; description?: string },
  overrides: Partial<Omit<CreateCheckoutInput, 'lineItem'>> = {},
): CreateCheckoutInput {
  intents += 1;
  const intentId = `00000000-0000-4000-8000-${String(intents).padStart(12, '0')}`;
  return {
    intentId,
    customer: { userId: 'user-1', email: 'ada@example.test', name: 'Ada Lovelace', providerCustomerId: null },
    lineItem:
      lineItem.kind === 'subscription'
        ? {
            kind: 'subscription',
            priceId: lineItem.priceId,
            quantity: lineItem.quantity,
            amountTotalCents: lineItem.amountTotalCents,
            description: lineItem.description ?? 'Counsel CLE membership',
            currency: 'usd',
          }
        : {
            kind: 'payment',
            amountTotalCents: lineItem.amountTotalCents,
            description: lineItem.description ?? 'Ethics in Practice (course)',
            currency: 'usd',
          },
    successUrl: `${TEST_APP_URL}/payment/success?session_id={CHECKOUT_SESSION_ID}`,
    cancelUrl: `${TEST_APP_URL}/dashboard/choose-your-plan`,
    metadata: { kind: lineItem.kind === 'subscription' ? 'MEMBERSHIP' : 'COURSE' },
    ...overrides,
  };
}

/** The path part of an absolute URL the provider returned. */
export function pathOf(url: string): string {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
}

/** Type-level check: the app's logger can be passed as the provider's `log`. */
export const appLoggerFits = (app: FastifyInstance): SandboxLogger => app.log;
