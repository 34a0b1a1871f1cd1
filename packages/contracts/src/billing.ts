import { z } from 'zod';
import { ENTERPRISE_MAX_SEATS, ENTERPRISE_MIN_SEATS } from './constants.js';

/*
 * Memberships, checkout and payments. Amounts are integer cents end to end; currencies are
 * lower-case ISO codes ('usd').
 */

export const PLAN_KINDS = ['INDIVIDUAL', 'ENTERPRISE'] as const;
export const BILLING_INTERVALS = ['month', 'year'] as const;
// ENTERPRISE_MIN_SEATS / ENTERPRISE_MAX_SEATS live in constants.ts, so the plan page can use them without zod.

const CentsSchema = z.number().int().min(0);
const CurrencySchema = z.string().regex(/^[a-z]{3}$/);
/** Our price ids double as Stripe lookup keys: 'individual-annual', 'enterprise-monthly'... */
export const PriceIdSchema = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{0,62}$/, 'Unknown price')
  .meta({ id: 'PriceId' });

export const PriceTierSchema = z
  .object({
    minSeats: z.number().int().min(1),
    maxSeats: z.number().int().min(1).nullable(),
    unitAmountCents: CentsSchema,
  })
  .meta({ id: 'PriceTier' });
export type PriceTier = z.infer<typeof PriceTierSchema>;

export const PlanPriceSchema = z
  .object({
    id: PriceIdSchema,
    interval: z.enum(BILLING_INTERVALS),
    currency: CurrencySchema,
    /** Individual prices; null for per-seat prices, whose tiers say what a seat costs. */
    unitAmountCents: CentsSchema.nullable(),
    minSeats: z.number().int().min(1),
    maxSeats: z.number().int().min(1),
    tiers: z.array(PriceTierSchema),
  })
  .meta({ id: 'PlanPrice' });
export type PlanPrice = z.infer<typeof PlanPriceSchema>;

export const PlanFeatureSchema = z
  .object({
    text: z.string(),
    included: z.boolean(),
    /** An included feature that is promised but not released yet ("Coming soon"); absent or false once it ships. */
    comingSoon: z.boolean().optional(),
  })
  .meta({ id: 'PlanFeature' });

export const MembershipPlanSchema = z
  .object({
    /** The product id the client keeps while a visitor signs up (docs/product-rules.md#client-held-state). */
    productId: z.string(),
    kind: z.enum(PLAN_KINDS),
    name: z.string(),
    description: z.string(),
    features: z.array(PlanFeatureSchema),
    prices: z.array(PlanPriceSchema),
  })
  .meta({ id: 'MembershipPlan' });
export type MembershipPlan = z.infer<typeof MembershipPlanSchema>;

export const MembershipPlanListSchema = z
  .object({ items: z.array(MembershipPlanSchema) })
  .meta({ id: 'MembershipPlanList' });
export type MembershipPlanList = z.infer<typeof MembershipPlanListSchema>;

export const EnterpriseQuoteQuerySchema = z.object({
  seats: z.coerce
    .number()
    .int('Seats must be a whole number')
    .min(ENTERPRISE_MIN_SEATS, `At least ${ENTERPRISE_MIN_SEATS} seats`)
    .max(ENTERPRISE_MAX_SEATS, `At most ${ENTERPRISE_MAX_SEATS} seats`),
  interval: z.enum(BILLING_INTERVALS).default('year'),
});

export const EnterpriseQuoteSchema = z
  .object({
    priceId: PriceIdSchema,
    interval: z.enum(BILLING_INTERVALS),
    seats: z.number().int(),
    unitAmountCents: CentsSchema,
    tier: PriceTierSchema,
    totalCents: CentsSchema,
    currency: CurrencySchema,
  })
  .meta({ id: 'EnterpriseQuote' });
export type EnterpriseQuote = z.infer<typeof EnterpriseQuoteSchema>;

/** POST /api/subscription/checkout. */
export const CheckoutRequestSchema = z
  .object({
    priceId: PriceIdSchema,
    numberOfSeats: z.number().int().min(1).max(ENTERPRISE_MAX_SEATS).default(1),
  })
  .meta({ id: 'CheckoutRequest' });
export type CheckoutRequest = z.infer<typeof CheckoutRequestSchema>;

export const CheckoutResponseSchema = z.object({ checkout_url: z.string() }).meta({ id: 'CheckoutResponse' });
export type CheckoutResponse = z.infer<typeof CheckoutResponseSchema>;

export const PortalSessionResponseSchema = z
  .object({ portal_url: z.string() })
  .meta({ id: 'PortalSessionResponse' });
export type PortalSessionResponse = z.infer<typeof PortalSessionResponseSchema>;

/** `refunded`: a second membership paid while the buyer already had one; it was ended and refunded. */
export const PAYMENT_SESSION_STATUSES = ['paid', 'pending', 'failed', 'refunded'] as const;

export const PaymentSessionQuerySchema = z.object({ sessionId: z.string().min(1).max(255) });

/** GET /api/payment/session: what the result page shows, polled until the webhook has landed. */
export const PaymentSessionSchema = z
  .object({
    sessionId: z.string(),
    status: z.enum(PAYMENT_SESSION_STATUSES),
    kind: z.enum(['MEMBERSHIP', 'ENTERPRISE', 'COURSE']),
    description: z.string(),
    seats: z.number().int(),
    amountCents: CentsSchema,
    currency: CurrencySchema,
    /** The bought course's slug (COURSE), to link to it. */
    courseSlug: z.string().nullable(),
  })
  .meta({ id: 'PaymentSession' });
export type PaymentSession = z.infer<typeof PaymentSessionSchema>;
