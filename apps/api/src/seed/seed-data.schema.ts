import { z } from 'zod';
import {
  ApprovalStatusSchema,
  BILLING_INTERVALS,
  ENTERPRISE_MAX_SEATS,
  ENTERPRISE_MIN_SEATS,
  PLAN_KINDS,
  PriceIdSchema,
  CourseFormatSchema,
  CourseLevelSchema,
  CreditCategorySchema,
  CreditTypeSchema,
  JurisdictionCodeSchema,
  SlugSchema,
} from '@counsel/contracts';

/** Shape of the demo data files in ./data. The seeder validates every file against these schemas. */

export const SeedJurisdictionSchema = z.object({
  code: JurisdictionCodeSchema,
  name: z.string().min(2),
  country: z.string().length(2),
  minutesPerCreditHour: z.number().int().min(30).max(60),
});

export const SeedPracticeAreaSchema = z.object({
  slug: SlugSchema,
  name: z.string().min(2),
});

export const SeedSpeakerSchema = z.object({
  name: z.string().min(3),
  title: z.string().min(3),
  bio: z.string().min(40),
});

export const SeedCreditSchema = z.object({
  /** Jurisdiction codes, or "US" for every US state and DC, or "ALL" for every jurisdiction. */
  jurisdictions: z.union([z.literal('US'), z.literal('ALL'), z.array(JurisdictionCodeSchema).min(1)]),
  creditType: CreditTypeSchema,
  category: CreditCategorySchema,
  /** Hours when they differ from duration ÷ minutes-per-credit-hour; omit to compute them. */
  hours: z.number().positive().max(40).optional(),
  approvalStatus: ApprovalStatusSchema.default('APPROVED'),
  /** Course/accreditation number prefix; the seeder appends the jurisdiction code. */
  accreditationNumber: z.string().min(3).optional(),
});

export const SeedCourseSchema = z
  .object({
    slug: SlugSchema,
    title: z.string().min(8).max(160),
    summary: z.string().min(40).max(400),
    description: z.string().min(200),
    format: CourseFormatSchema,
    level: CourseLevelSchema,
    durationMinutes: z.number().int().min(15).max(600),
    /** LIVE only: minutes from the moment of seeding to the start (negative = in the past). */
    liveStartOffsetMinutes: z.number().int().optional(),
    /** LIVE only: a new session every N minutes through the day (the demo's "join within the hour" sessions). */
    liveRepeatEveryMinutes: z
      .number()
      .int()
      .min(5)
      .max(24 * 60)
      .optional(),
    /** LIVE only: after a session ends, its recording makes the course on demand too. */
    livePublishRecording: z.boolean().optional(),
    /** LIVE only: the organiser's IANA time zone (default America/New_York) and the seats of each session. */
    liveTimeZone: z.string().min(1).optional(),
    liveCapacity: z.number().int().positive().max(10_000).optional(),
    /** A file name in apps/web/public/thumbnails, e.g. "family.svg". */
    thumbnail: z.string().regex(/^[a-z0-9-]+\.svg$/),
    speakers: z.array(SeedSpeakerSchema).min(1).max(6),
    practiceAreas: z.array(SlugSchema).min(1).max(4),
    credits: z.array(SeedCreditSchema).min(1),
    /** Days before seeding that the course was published (drives the "newest" sort). */
    publishedDaysAgo: z.number().int().min(0).max(2000),
    /** Price of buying the course outright, in cents; omit to derive it from the duration (course-price.ts). */
    priceCents: z.number().int().min(0).optional(),
  })
  .refine((course) => (course.format === 'LIVE') === (course.liveStartOffsetMinutes !== undefined), {
    message: 'LIVE courses need liveStartOffsetMinutes; ON_DEMAND courses must not have it',
  });

const CentsSchema = z.number().int().min(0);

export const SeedPriceTierSchema = z.object({
  minSeats: z.number().int().min(1),
  /** null: no upper bound (the last tier). */
  maxSeats: z.number().int().min(1).nullable(),
  unitAmountCents: CentsSchema,
});

/** Volume tiers: ascending, contiguous (each starts one seat after the last ends), the last one open-ended. */
function tiersAreContiguous(tiers: z.infer<typeof SeedPriceTierSchema>[]): boolean {
  return tiers.every((tier, index) => {
    const next = tiers[index + 1];
    if (!next) return tier.maxSeats === null;
    return tier.maxSeats !== null && tier.maxSeats >= tier.minSeats && next.minSeats === tier.maxSeats + 1;
  });
}

/**
 * A recurring price. `id` is our price id and the Stripe lookup key ('individual-monthly'). Individual prices
 * carry `unitAmountCents`; enterprise prices are per seat: `tiers` from `minSeats`, up to `maxSeats` seats.
 */
export const SeedPlanPriceSchema = z
  .object({
    id: PriceIdSchema,
    interval: z.enum(BILLING_INTERVALS),
    currency: z.string().regex(/^[a-z]{3}$/),
    unitAmountCents: CentsSchema.optional(),
    minSeats: z.number().int().min(1).default(1),
    maxSeats: z.number().int().min(1).default(1),
    tiers: z.array(SeedPriceTierSchema).default([]),
  })
  .refine((price) => (price.unitAmountCents === undefined) !== (price.tiers.length === 0), {
    message: 'A price has either unitAmountCents or tiers, not both',
  })
  .refine((price) => price.minSeats <= price.maxSeats, { message: 'minSeats must not exceed maxSeats' })
  .refine((price) => price.tiers.length === 0 || tiersAreContiguous(price.tiers), {
    message: 'Tiers must be ascending and contiguous, the last one open-ended',
  })
  .refine((price) => price.tiers.length === 0 || price.tiers[0]?.minSeats === price.minSeats, {
    message: 'The first tier must start at minSeats',
  });

export const SeedPlanFeatureSchema = z
  .object({
    text: z.string().min(8).max(160),
    included: z.boolean(),
    /** Promised but not released yet: the plan pages say "Coming soon" beside it until it ships. */
    comingSoon: z.boolean().default(false),
  })
  .refine((feature) => feature.included || !feature.comingSoon, {
    message: 'Only an included feature can be coming soon',
  });

/** A membership plan (memberships.json): its features in display order and one price per billing interval. */
export const SeedMembershipPlanSchema = z
  .object({
    /** The product id the browser keeps while a visitor signs up ('individual', 'enterprise'). */
    slug: SlugSchema,
    kind: z.enum(PLAN_KINDS),
    name: z.string().min(3).max(60),
    description: z.string().min(20).max(300),
    features: z.array(SeedPlanFeatureSchema).min(1),
    prices: z.array(SeedPlanPriceSchema).min(1),
  })
  .refine((plan) => new Set(plan.prices.map((price) => price.interval)).size === plan.prices.length, {
    message: 'One price per billing interval',
  })
  .refine(
    (plan) =>
      plan.kind === 'INDIVIDUAL'
        ? plan.prices.every((price) => price.unitAmountCents !== undefined && price.maxSeats === 1)
        : plan.prices.every(
            (price) =>
              price.tiers.length > 0 &&
              price.minSeats === ENTERPRISE_MIN_SEATS &&
              price.maxSeats === ENTERPRISE_MAX_SEATS,
          ),
    {
      message: `Individual prices are one seat at a unit amount; enterprise prices are tiered per seat, ${ENTERPRISE_MIN_SEATS}–${ENTERPRISE_MAX_SEATS} seats`,
    },
  );

export const SeedMembershipPlansSchema = z
  .array(SeedMembershipPlanSchema)
  .refine((plans) => new Set(plans.map((plan) => plan.slug)).size === plans.length, {
    message: 'Plan slugs must be unique',
  })
  .refine(
    (plans) => {
      const ids = plans.flatMap((plan) => plan.prices.map((price) => price.id));
      return new Set(ids).size === ids.length;
    },
    { message: 'Price ids must be unique' },
  );

export type SeedJurisdiction = z.infer<typeof SeedJurisdictionSchema>;
export type SeedPracticeArea = z.infer<typeof SeedPracticeAreaSchema>;
export type SeedCourse = z.infer<typeof SeedCourseSchema>;
export type SeedMembershipPlan = z.infer<typeof SeedMembershipPlanSchema>;
