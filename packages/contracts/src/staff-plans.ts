import { z } from 'zod';
import { BILLING_INTERVALS, PLAN_KINDS, PriceIdSchema, PriceTierSchema } from './billing.js';
import { IsoDateTimeSchema } from './common.js';
import { ENTERPRISE_MAX_SEATS } from './constants.js';

/*
 * The staff console's Plans and prices area (docs/product-rules.md#plans-and-prices): a plan's name, description,
 * whether it is on sale and its features are edited in place; a price is never edited — a new one replaces it, and
 * the old one stays with the subscriptions that hold it.
 */

export const PLAN_FEATURES_MAX = 30;
export const PRICE_TIERS_MAX = 10;
/** The largest amount the console takes, in cents ($100,000). */
export const PRICE_AMOUNT_MAX_CENTS = 10_000_000;

const CentsSchema = z
  .number()
  .int('Amounts are whole cents')
  .min(0, 'Amounts cannot be negative')
  .max(PRICE_AMOUNT_MAX_CENTS, 'At most $100,000');
const SeatsSchema = z
  .number()
  .int('Seats are whole numbers')
  .min(1, 'At least 1 seat')
  .max(ENTERPRISE_MAX_SEATS, `At most ${ENTERPRISE_MAX_SEATS} seats`);

export const StaffPlanParamsSchema = z.object({ planId: z.uuid() });

export const StaffPlanFeatureSchema = z
  .object({
    text: z.string().trim().min(1, 'A feature needs its text').max(200),
    included: z.boolean(),
    /** Promised with the plan but not released yet ("Coming soon"); only an included feature can be. */
    comingSoon: z.boolean().default(false),
  })
  .meta({ id: 'StaffPlanFeature' });
export type StaffPlanFeature = z.infer<typeof StaffPlanFeatureSchema>;

/** PUT /api/staff/plans/{planId}: the whole plan as it should read; features in display order. */
export const UpdatePlanRequestSchema = z
  .object({
    name: z.string().trim().min(1).max(80),
    description: z.string().trim().min(1).max(500),
    /** Off: the plan is no longer on sale (its subscriptions go on). */
    active: z.boolean(),
    features: z.array(StaffPlanFeatureSchema).min(1).max(PLAN_FEATURES_MAX),
  })
  .meta({ id: 'UpdatePlanRequest' });
export type UpdatePlanRequest = z.infer<typeof UpdatePlanRequestSchema>;

export const StaffPriceTierSchema = z
  .object({ minSeats: SeatsSchema, maxSeats: SeatsSchema.nullable(), unitAmountCents: CentsSchema })
  .meta({ id: 'StaffPriceTier' });

/**
 * POST /api/staff/plans/{planId}/prices. An individual plan's price has `unitAmountCents`; an enterprise plan's is per
 * seat: `minSeats`–`maxSeats` and volume `tiers`, contiguous from `minSeats`, the last one open-ended.
 */
export const CreatePriceRequestSchema = z
  .object({
    interval: z.enum(BILLING_INTERVALS),
    currency: z
      .string()
      .regex(/^[a-z]{3}$/, 'A lower-case ISO currency code such as usd')
      .default('usd'),
    unitAmountCents: CentsSchema.nullable().optional(),
    minSeats: SeatsSchema.optional(),
    maxSeats: SeatsSchema.optional(),
    tiers: z.array(StaffPriceTierSchema).max(PRICE_TIERS_MAX).optional(),
  })
  .meta({ id: 'CreatePriceRequest' });
export type CreatePriceRequest = z.infer<typeof CreatePriceRequestSchema>;

export const StaffPlanPriceSchema = z
  .object({
    id: PriceIdSchema,
    interval: z.enum(BILLING_INTERVALS),
    currency: z.string(),
    unitAmountCents: z.number().int().nullable(),
    minSeats: z.number().int(),
    maxSeats: z.number().int(),
    tiers: z.array(PriceTierSchema),
    /** Offered at checkout; false once replaced. */
    active: z.boolean(),
    /** The price that replaced this one. */
    replacedById: z.string().nullable(),
    createdAt: IsoDateTimeSchema,
    /** Subscriptions holding this price that still grant access (ACTIVE, TRIALING, PAST_DUE). */
    subscriberCount: z.number().int().min(0),
  })
  .meta({ id: 'StaffPlanPrice' });
export type StaffPlanPrice = z.infer<typeof StaffPlanPriceSchema>;

export const StaffPlanSchema = z
  .object({
    id: z.uuid(),
    /** The product id the browser keeps (the plan's slug). */
    productId: z.string(),
    kind: z.enum(PLAN_KINDS),
    name: z.string(),
    description: z.string(),
    active: z.boolean(),
    /** With Stripe configured, once a price was created: the plan's Stripe product. */
    stripeProductId: z.string().nullable(),
    features: z.array(z.object({ text: z.string(), included: z.boolean(), comingSoon: z.boolean() })),
    /** The prices on sale, monthly before annual. */
    prices: z.array(StaffPlanPriceSchema),
    /** Replaced prices, newest first, kept for the subscriptions that hold them. */
    replacedPrices: z.array(StaffPlanPriceSchema),
  })
  .meta({ id: 'StaffPlan' });
export type StaffPlan = z.infer<typeof StaffPlanSchema>;

export const StaffPlanListSchema = z
  .object({ plans: z.array(StaffPlanSchema) })
  .meta({ id: 'StaffPlanList' });
export type StaffPlanList = z.infer<typeof StaffPlanListSchema>;
