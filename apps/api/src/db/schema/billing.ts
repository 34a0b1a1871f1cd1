import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { SUBSCRIPTION_STATUSES } from '@counsel/contracts';
import { courses } from './courses.js';
import { users } from './identity.js';

/*
 * Memberships and payments. Money is integer cents everywhere; currencies are lower-case ISO
 * codes as Stripe writes them ('usd').
 */

export const planKind = pgEnum('plan_kind', ['INDIVIDUAL', 'ENTERPRISE']);
export const billingInterval = pgEnum('billing_interval', ['month', 'year']);
export const checkoutKind = pgEnum('checkout_kind', ['MEMBERSHIP', 'ENTERPRISE', 'COURSE']);
export const checkoutStatus = pgEnum('checkout_status', [
  'OPEN',
  'COMPLETED',
  'FAILED',
  'EXPIRED',
  'REFUNDED',
]);
/** The product's subscription statuses (each payment adapter maps its provider's; ADR 013). */
export const subscriptionStatus = pgEnum('subscription_status', SUBSCRIPTION_STATUSES);

/** A membership plan (served by GET /api/content/memberships): Individual, Enterprise. */
export const membershipPlans = pgTable('membership_plans', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Stable product id shown to the browser (the "product id" of docs/product-rules.md#client-held-state), e.g. 'individual'. */
  slug: text('slug').notNull().unique(),
  kind: planKind('kind').notNull(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  active: boolean('active').notNull().default(true),
  /** With Stripe configured: the Stripe product the staff console created for this plan. */
  stripeProductId: text('stripe_product_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A plan's features in display order, each included or not; an included one may not be released yet. */
export const planFeatures = pgTable(
  'plan_features',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    planId: uuid('plan_id')
      .notNull()
      .references(() => membershipPlans.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    text: text('text').notNull(),
    included: boolean('included').notNull(),
    /** Promised with the plan but not released yet: shown with "Coming soon" until it ships. */
    comingSoon: boolean('coming_soon').notNull().default(false),
  },
  (table) => [unique('plan_features_plan_position_unique').on(table.planId, table.position)],
);

/**
 * A recurring price of a plan. `id` is the price id the browser sends to checkout and the Stripe lookup key of the
 * matching Stripe price (e.g. 'individual-annual'). Individual prices have `unitAmountCents`; enterprise prices are
 * per seat with volume tiers (price_tiers) and a seat range.
 */
export const planPrices = pgTable(
  'plan_prices',
  {
    id: text('id').primaryKey(),
    planId: uuid('plan_id')
      .notNull()
      .references(() => membershipPlans.id, { onDelete: 'cascade' }),
    interval: billingInterval('interval').notNull(),
    currency: text('currency').notNull(),
    unitAmountCents: integer('unit_amount_cents'),
    minSeats: integer('min_seats').notNull().default(1),
    maxSeats: integer('max_seats').notNull().default(1),
    active: boolean('active').notNull().default(true),
    /**
     * A price is never edited in place once created (a subscription may hold it): a new amount is a new price whose
     * id is recorded here on the old one, which stops being offered (`active` false).
     */
    replacedById: text('replaced_by_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One offered price per plan and interval; replaced ones stay for the subscriptions that hold them.
    uniqueIndex('plan_prices_active_plan_interval')
      .on(table.planId, table.interval)
      .where(sql`${table.active}`),
    check(
      'plan_prices_amount_not_negative',
      sql`${table.unitAmountCents} is null or ${table.unitAmountCents} >= 0`,
    ),
  ],
);

/** Volume tiers of a per-seat price: every seat costs the unit amount of the tier the seat count falls in. */
export const priceTiers = pgTable(
  'price_tiers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    priceId: text('price_id')
      .notNull()
      .references(() => planPrices.id, { onDelete: 'cascade' }),
    minSeats: integer('min_seats').notNull(),
    /** Null: no upper bound. */
    maxSeats: integer('max_seats'),
    unitAmountCents: integer('unit_amount_cents').notNull(),
  },
  (table) => [
    unique('price_tiers_price_min_unique').on(table.priceId, table.minSeats),
    check('price_tiers_amount_not_negative', sql`${table.unitAmountCents} >= 0`),
  ],
);

/** The payment provider's customer of a user (one per user and provider). */
export const billingCustomers = pgTable(
  'billing_customers',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    providerCustomerId: text('provider_customer_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('billing_customers_user_provider_unique').on(table.userId, table.provider),
    unique('billing_customers_provider_customer_unique').on(table.provider, table.providerCustomerId),
  ],
);

/** What a user set out to buy; its id is the checkout's client_reference_id and idempotency key. */
export const checkoutIntents = pgTable(
  'checkout_intents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: checkoutKind('kind').notNull(),
    priceId: text('price_id').references(() => planPrices.id, { onDelete: 'restrict' }),
    courseId: uuid('course_id').references(() => courses.id, { onDelete: 'restrict' }),
    seats: integer('seats').notNull().default(1),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    provider: text('provider').notNull(),
    providerSessionId: text('provider_session_id'),
    status: checkoutStatus('status').notNull().default('OPEN'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    unique('checkout_intents_provider_session_unique').on(table.provider, table.providerSessionId),
    index('checkout_intents_user_idx').on(table.userId),
  ],
);

/** Firms (enterprise customers): the buyer administers the firm; there are no member or invitation rows. */
export const firms = pgTable(
  'firms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    ownerUserId: uuid('owner_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    seats: integer('seats').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('firms_owner_unique').on(table.ownerUserId)],
);

/**
 * A membership subscription as the provider last reported it (the whole state is re-read on every event).
 * `status` is the product's (ACTIVE, TRIALING, PAST_DUE grant access; CANCELED, EXPIRED do not), never Stripe's.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    firmId: uuid('firm_id').references(() => firms.id, { onDelete: 'set null' }),
    provider: text('provider').notNull(),
    providerSubscriptionId: text('provider_subscription_id').notNull(),
    providerCustomerId: text('provider_customer_id').notNull(),
    priceId: text('price_id')
      .notNull()
      .references(() => planPrices.id, { onDelete: 'restrict' }),
    status: subscriptionStatus('status').notNull(),
    seats: integer('seats').notNull().default(1),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('subscriptions_provider_subscription_unique').on(table.provider, table.providerSubscriptionId),
    index('subscriptions_user_idx').on(table.userId),
    // A firm seat's access (isMemberSql) looks up the firm's subscriptions: without it, a scan of all of them.
    index('subscriptions_firm_idx').on(table.firmId),
  ],
);

/**
 * A single course bought outright (payment mode); it stays the user's whatever happens to memberships. A purchase
 * refunded in full at the provider keeps its row with `refunded_at` set and grants nothing (ADR 013); buying the
 * course again replaces it.
 */
export const coursePurchases = pgTable(
  'course_purchases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'restrict' }),
    intentId: uuid('intent_id')
      .notNull()
      .references(() => checkoutIntents.id, { onDelete: 'restrict' }),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    purchasedAt: timestamp('purchased_at', { withTimezone: true }).notNull().defaultNow(),
    /** The provider's payment (Stripe's payment_intent), read back when the checkout completed; its refund is found by it. */
    providerPaymentId: text('provider_payment_id'),
    /** Refunded in full at the provider: the purchase no longer grants the course. */
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (table) => [
    unique('course_purchases_user_course_unique').on(table.userId, table.courseId),
    unique('course_purchases_intent_unique').on(table.intentId),
    index('course_purchases_provider_payment_idx').on(table.providerPaymentId),
  ],
);

/**
 * Every webhook event received, once: the id makes redelivery a no-op; the job marks it processed. `payload` is the
 * product event; refunds are found by their payment id (a checkout completing after its refund was recorded).
 */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: text('id').primaryKey(),
    provider: text('provider').notNull(),
    type: text('type').notNull(),
    payload: jsonb('payload').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    error: text('error'),
  },
  (table) => [
    index('webhook_events_refunded_payment_idx')
      .on(table.provider, sql`(${table.payload} ->> 'paymentId')`)
      .where(sql`${table.payload} ->> 'type' = 'refunded'`),
  ],
);

/*
 * The sandbox payment provider's own store (the default adapter, no network): what Stripe would keep on its side.
 * Only integrations/payments/sandbox reads and writes these.
 */

export const sandboxCheckoutSessions = pgTable('sandbox_checkout_sessions', {
  id: text('id').primaryKey(),
  mode: text('mode').notNull(),
  customerId: text('customer_id').notNull(),
  clientReferenceId: text('client_reference_id').notNull(),
  priceId: text('price_id'),
  productName: text('product_name').notNull(),
  quantity: integer('quantity').notNull().default(1),
  amountTotalCents: integer('amount_total_cents').notNull(),
  currency: text('currency').notNull(),
  successUrl: text('success_url').notNull(),
  cancelUrl: text('cancel_url').notNull(),
  metadata: jsonb('metadata').notNull().$type<Record<string, string>>(),
  /** open | complete | expired */
  status: text('status').notNull().default('open'),
  /** unpaid | paid */
  paymentStatus: text('payment_status').notNull().default('unpaid'),
  subscriptionId: text('subscription_id'),
  /** Why the last card was refused, shown on the checkout page. */
  lastError: text('last_error'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sandboxSubscriptions = pgTable('sandbox_subscriptions', {
  id: text('id').primaryKey(),
  customerId: text('customer_id').notNull(),
  priceId: text('price_id').notNull(),
  quantity: integer('quantity').notNull(),
  status: text('status').notNull(),
  currentPeriodStart: timestamp('current_period_start', { withTimezone: true }).notNull(),
  currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
  cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
  canceledAt: timestamp('canceled_at', { withTimezone: true }),
  /** The test card on file (last four digits). */
  cardLast4: text('card_last4').notNull(),
  metadata: jsonb('metadata').notNull().$type<Record<string, string>>(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sandboxInvoices = pgTable('sandbox_invoices', {
  id: text('id').primaryKey(),
  subscriptionId: text('subscription_id'),
  customerId: text('customer_id').notNull(),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull(),
  /** paid | open | void | refunded */
  status: text('status').notNull(),
  description: text('description').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
