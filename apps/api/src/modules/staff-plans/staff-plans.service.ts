import {
  type CreatePriceRequest,
  type StaffPlan,
  type StaffPlanList,
  type StaffPlanPrice,
  type UpdatePlanRequest,
} from '@counsel/contracts';
import { AppError } from '../../errors/app-error.js';
import type { UnitOfWork } from '../../integrations/jobs/unit-of-work.js';
import type { VerifiedIdentity } from '../../integrations/auth/auth-verifier.js';
import type { Clock } from '../../integrations/clock/clock.js';
import type { PaymentProvider } from '../../integrations/payments/payment-provider.js';
import type { StaffAudit } from '../staff/staff.service.js';
import type {
  FeatureRow,
  Interval,
  PlanRow,
  PriceRow,
  StaffPlansRepository,
  TierRow,
} from './staff-plans.repository.js';

type Tier = { minSeats: number; maxSeats: number | null; unitAmountCents: number };

/** A new price, checked against its plan's kind. */
interface PriceShape {
  interval: Interval;
  currency: string;
  unitAmountCents: number | null;
  minSeats: number;
  maxSeats: number;
  tiers: Tier[];
}

const INTERVAL_WORD: Record<Interval, string> = { month: 'monthly', year: 'annual' };

function invalidPrice(message: string): never {
  throw new AppError('PLAN_PRICE_INVALID', message);
}

/**
 * What a new price of this plan may be: an individual plan's is one flat amount for one seat; an enterprise plan's
 * is per seat, in volume tiers that start at its lowest seat count, follow each other without gap or overlap and end
 * open-ended.
 */
export function priceShape(kind: PlanRow['kind'], request: CreatePriceRequest): PriceShape {
  const tiers = request.tiers ?? [];
  const common = { interval: request.interval, currency: request.currency };
  if (kind === 'INDIVIDUAL') {
    if (request.unitAmountCents === undefined || request.unitAmountCents === null) {
      invalidPrice('An individual price needs its amount (unitAmountCents).');
    }
    if (tiers.length > 0) invalidPrice('An individual price has one amount, not tiers.');
    if ((request.minSeats ?? 1) !== 1 || (request.maxSeats ?? 1) !== 1) {
      invalidPrice('An individual price is for one seat.');
    }
    return { ...common, unitAmountCents: request.unitAmountCents, minSeats: 1, maxSeats: 1, tiers: [] };
  }
  if (request.unitAmountCents !== undefined && request.unitAmountCents !== null) {
    invalidPrice('An enterprise price is per seat: give its tiers, not one amount.');
  }
  if (request.minSeats === undefined || request.maxSeats === undefined) {
    invalidPrice('An enterprise price needs its seat range (minSeats and maxSeats).');
  }
  const { minSeats, maxSeats } = request;
  if (maxSeats < minSeats) invalidPrice('The most seats cannot be fewer than the fewest.');
  if (tiers.length === 0) invalidPrice('An enterprise price needs at least one tier.');
  let expected = minSeats;
  for (const [index, tier] of tiers.entries()) {
    const last = index === tiers.length - 1;
    if (tier.minSeats !== expected) {
      invalidPrice(
        index === 0
          ? `The first tier must start at ${minSeats} seats, the price's fewest.`
          : `Tier ${index + 1} must start at ${expected} seats, right after the tier before it.`,
      );
    }
    if (last && tier.maxSeats !== null) invalidPrice('The last tier must be open-ended (no most seats).');
    if (!last) {
      if (tier.maxSeats === null) invalidPrice('Only the last tier can be open-ended.');
      if (tier.maxSeats < tier.minSeats) invalidPrice(`Tier ${index + 1} ends before it starts.`);
      if (tier.maxSeats >= maxSeats)
        invalidPrice(`Tier ${index + 2} would start above the price's most seats.`);
      expected = tier.maxSeats + 1;
    }
  }
  return { ...common, unitAmountCents: null, minSeats, maxSeats, tiers };
}

/** A plan's features as the plan page shows them: at least one included; only an included one can be coming soon. */
export function checkFeatures(parsed: UpdatePlanRequest['features']): void {
  if (!parsed.some((feature) => feature.included)) {
    throw new AppError('PLAN_FEATURES_INVALID', 'A plan needs at least one included feature.');
  }
  const notIncluded = parsed.find((feature) => feature.comingSoon && !feature.included);
  if (notIncluded) {
    throw new AppError(
      'PLAN_FEATURES_INVALID',
      `"${notIncluded.text}" is not included, so it cannot be coming soon.`,
    );
  }
}

/** `<plan>-<monthly|annual>-<yyyymmdd>`, then `-2`, `-3`… when the day already has one. */
export function nextPriceId(slug: string, interval: Interval, now: Date, taken: readonly string[]): string {
  const day = now.toISOString().slice(0, 10).replaceAll('-', '');
  const base = `${slug.slice(0, 40)}-${INTERVAL_WORD[interval]}-${day}`;
  if (!taken.includes(base)) return base;
  for (let suffix = 2; ; suffix += 1) {
    const id = `${base}-${suffix}`;
    if (!taken.includes(id)) return id;
  }
}

function priceSummary(price: PriceShape & { id: string }) {
  return {
    priceId: price.id,
    interval: price.interval,
    currency: price.currency,
    unitAmountCents: price.unitAmountCents,
    minSeats: price.minSeats,
    maxSeats: price.maxSeats,
    tiers: price.tiers.map(({ minSeats, maxSeats, unitAmountCents }) => ({
      minSeats,
      maxSeats,
      unitAmountCents,
    })),
  };
}

/**
 * The staff console's Plans and prices (docs/product-rules.md#plans-and-prices). Features are edited in place; a
 * price never is: a new one (created first at the payment provider, with our price id as its lookup key) replaces
 * the plan's price for its interval, and the old one stays with the subscriptions that hold it. Every change is
 * audited.
 */
export class StaffPlansService {
  constructor(
    private readonly repository: StaffPlansRepository,
    private readonly payments: PaymentProvider,
    private readonly audit: StaffAudit,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async list(): Promise<StaffPlanList> {
    const plans = await this.repository.plans();
    return { plans: await this.views(this.repository, plans) };
  }

  async update(identity: VerifiedIdentity, planId: string, request: UpdatePlanRequest): Promise<StaffPlan> {
    checkFeatures(request.features);
    const actor = await this.audit.actor(identity);
    return this.unitOfWork.run(async ({ tx }) => {
      const repository = this.repository.within(tx);
      const plan = await repository.lockPlan(planId);
      if (!plan) throw new AppError('PLAN_NOT_FOUND', 'No plan has this id.');
      const features = await repository.features([planId]);
      const before = {
        name: plan.name,
        description: plan.description,
        active: plan.active,
        features: features.map(({ text, included, comingSoon }) => ({ text, included, comingSoon })),
      };
      const after = {
        name: request.name,
        description: request.description,
        active: request.active,
        features: request.features,
      };
      await repository.updatePlan(planId, {
        name: after.name,
        description: after.description,
        active: after.active,
      });
      await repository.replaceFeatures(planId, after.features);
      await this.audit.record(tx, actor, {
        action: 'plan.update',
        subjectType: 'membership_plan',
        subjectId: planId,
        summary: `Updated the ${after.name} plan`,
        before,
        after,
      });
      const updated = await repository.plan(planId);
      if (!updated) throw new AppError('PLAN_NOT_FOUND', 'No plan has this id.');
      const [view] = await this.views(repository, [updated]);
      if (!view) throw new AppError('PLAN_NOT_FOUND', 'No plan has this id.');
      return view;
    });
  }

  async createPrice(
    identity: VerifiedIdentity,
    planId: string,
    input: CreatePriceRequest,
  ): Promise<StaffPlan> {
    const plan = await this.repository.plan(planId);
    if (!plan) throw new AppError('PLAN_NOT_FOUND', 'No plan has this id.');
    const shape = priceShape(plan.kind, input);
    const actor = await this.audit.actor(identity);
    const base = `${plan.slug.slice(0, 40)}-${INTERVAL_WORD[shape.interval]}`;
    const id = nextPriceId(
      plan.slug,
      shape.interval,
      this.clock.now(),
      await this.repository.priceIdsLike(base),
    );

    // At the provider first: a price it refused is not stored.
    let created;
    try {
      created = await this.payments.createPlanPrice({
        plan: {
          id: plan.id,
          slug: plan.slug,
          name: plan.name,
          description: plan.description,
          providerProductId: plan.stripeProductId,
        },
        priceId: id,
        ...shape,
      });
    } catch {
      throw new AppError(
        'PAYMENT_PROVIDER_UNAVAILABLE',
        'The payment provider did not create the price, so nothing was changed. Try again in a moment.',
      );
    }

    return this.unitOfWork.run(async ({ tx }) => {
      const repository = this.repository.within(tx);
      const locked = await repository.lockPlan(planId);
      if (!locked) throw new AppError('PLAN_NOT_FOUND', 'No plan has this id.');
      if ((await repository.priceIdsLike(id)).includes(id)) {
        throw new AppError(
          'PLAN_PRICE_CONFLICT',
          'Another price was created at the same moment: reload and try again.',
        );
      }
      const old = await repository.activePrice(planId, shape.interval);
      if (old) await repository.retirePrice(old.id, id);
      await repository.insertPrice(
        {
          id,
          planId,
          interval: shape.interval,
          currency: shape.currency,
          unitAmountCents: shape.unitAmountCents,
          minSeats: shape.minSeats,
          maxSeats: shape.maxSeats,
          active: true,
          createdAt: this.clock.now(),
        },
        shape.tiers,
      );
      if (created.providerProductId && locked.stripeProductId !== created.providerProductId) {
        await repository.setStripeProductId(planId, created.providerProductId);
      }
      const oldTiers = old ? await repository.tiers([old.id]) : [];
      await this.audit.record(tx, actor, {
        action: 'price.create',
        subjectType: 'membership_plan',
        subjectId: planId,
        summary: old
          ? `New ${INTERVAL_WORD[shape.interval]} price ${id} of the ${locked.name} plan replaces ${old.id}`
          : `New ${INTERVAL_WORD[shape.interval]} price ${id} of the ${locked.name} plan`,
        before: old ? priceSummary({ ...old, tiers: oldTiers }) : null,
        after: priceSummary({ ...shape, id }),
      });
      const updated = await repository.plan(planId);
      const [view] = updated ? await this.views(repository, [updated]) : [];
      if (!view) throw new AppError('PLAN_NOT_FOUND', 'No plan has this id.');
      return view;
    });
  }

  private async views(repository: StaffPlansRepository, plans: PlanRow[]): Promise<StaffPlan[]> {
    const planIds = plans.map((plan) => plan.id);
    const [features, prices] = await Promise.all([repository.features(planIds), repository.prices(planIds)]);
    const priceIds = prices.map((price) => price.id);
    const [tiers, counts] = await Promise.all([
      repository.tiers(priceIds),
      repository.subscriberCounts(priceIds),
    ]);
    const priceView = (price: PriceRow): StaffPlanPrice => ({
      id: price.id,
      interval: price.interval,
      currency: price.currency,
      unitAmountCents: price.unitAmountCents,
      minSeats: price.minSeats,
      maxSeats: price.maxSeats,
      tiers: tiers
        .filter((tier: TierRow) => tier.priceId === price.id)
        .map(({ minSeats, maxSeats, unitAmountCents }) => ({ minSeats, maxSeats, unitAmountCents })),
      active: price.active,
      replacedById: price.replacedById,
      createdAt: price.createdAt.toISOString(),
      subscriberCount: counts.get(price.id) ?? 0,
    });
    return plans.map((plan) => {
      const own = prices.filter((price) => price.planId === plan.id);
      return {
        id: plan.id,
        productId: plan.slug,
        kind: plan.kind,
        name: plan.name,
        description: plan.description,
        active: plan.active,
        stripeProductId: plan.stripeProductId,
        features: features
          .filter((feature: FeatureRow) => feature.planId === plan.id)
          .map(({ text, included, comingSoon }) => ({ text, included, comingSoon })),
        prices: own.filter((price) => price.active).map(priceView),
        replacedPrices: own
          .filter((price) => !price.active)
          .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
          .map(priceView),
      };
    });
  }
}
