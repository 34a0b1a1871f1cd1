import type { EnterpriseQuote, MembershipPlan, MembershipPlanList, PlanPrice } from '@counsel/contracts';
import { quoteSeats } from '@counsel/domain';
import { AppError } from '../../errors/app-error.js';
import { toMembershipPlan, toPlanPrice, toPriceTier } from './memberships.mapper.js';
import type { MembershipsRepository, PlanRow, PriceRow } from './memberships.repository.js';

/** What a checkout of `seats` on one price costs (integer cents), for the billing module. */
export interface MembershipCheckoutPrice {
  priceId: string;
  productId: string;
  kind: PlanRow['kind'];
  planName: string;
  interval: PriceRow['interval'];
  currency: string;
  seats: number;
  unitAmountCents: number;
  totalCents: number;
}

/**
 * Membership plans (the content service) and what they cost. Public: nothing here depends on the caller.
 * Money is integer cents; a per-seat price costs seats × the unit amount of the tier the seat count falls in.
 */
export class MembershipsService {
  constructor(private readonly repository: MembershipsRepository) {}

  /** GET /api/content/memberships: every active plan with its features and active prices. */
  async listPlans(): Promise<MembershipPlanList> {
    return { items: await this.loadPlans() };
  }

  /** GET /api/subscription: the plans a visitor can buy now — active plans that have an active price. */
  async listPurchasablePlans(): Promise<MembershipPlanList> {
    return { items: (await this.loadPlans()).filter((plan) => plan.prices.length > 0) };
  }

  /** GET /api/subscription/enterprise/price: the enterprise price for `seats` seats billed every `interval`. */
  async quoteEnterprise(input: { seats: number; interval: PriceRow['interval'] }): Promise<EnterpriseQuote> {
    const found = await this.repository.findActivePriceOfKind('ENTERPRISE', input.interval);
    if (!found) {
      throw new AppError(
        'PLAN_NOT_FOUND',
        `No enterprise plan is billed every ${input.interval} at the moment.`,
      );
    }
    const cost = await this.costOf(found.price, input.seats);
    return {
      priceId: found.price.id,
      interval: found.price.interval,
      seats: input.seats,
      unitAmountCents: cost.unitAmountCents,
      tier: cost.tier,
      totalCents: cost.totalCents,
      currency: found.price.currency,
    };
  }

  /**
   * The cost of buying `seats` of an active price (our price id): for the checkout. Unknown or retired price →
   * 404 PLAN_NOT_FOUND; seats outside the price's range → 400 VALIDATION_FAILED.
   */
  async priceCheckout(priceId: string, seats: number): Promise<MembershipCheckoutPrice> {
    const found = await this.repository.findActivePrice(priceId);
    if (!found) throw new AppError('PLAN_NOT_FOUND', 'This plan or price is not on sale.');
    const cost = await this.costOf(found.price, seats);
    return {
      priceId: found.price.id,
      productId: found.plan.slug,
      kind: found.plan.kind,
      planName: found.plan.name,
      interval: found.price.interval,
      currency: found.price.currency,
      seats,
      unitAmountCents: cost.unitAmountCents,
      totalCents: cost.totalCents,
    };
  }

  private async costOf(price: PriceRow, seats: number) {
    if (!Number.isSafeInteger(seats) || seats < price.minSeats || seats > price.maxSeats) {
      const range =
        price.minSeats === price.maxSeats
          ? `exactly ${price.minSeats} seat${price.minSeats === 1 ? '' : 's'}`
          : `${price.minSeats} to ${price.maxSeats} seats`;
      throw new AppError('VALIDATION_FAILED', `This price is sold for ${range}.`, [
        { in: 'querystring', path: '/seats', message: `Choose ${range}` },
      ]);
    }
    if (price.unitAmountCents !== null) {
      const tier = {
        minSeats: price.minSeats,
        maxSeats: price.maxSeats,
        unitAmountCents: price.unitAmountCents,
      };
      return { tier, unitAmountCents: price.unitAmountCents, totalCents: seats * price.unitAmountCents };
    }
    const quote = quoteSeats((await this.repository.findTiers([price.id])).map(toPriceTier), seats);
    // The seed validates that the tiers cover the price's seat range; a gap is a data error, not bad input.
    if (!quote) throw new Error(`Price ${price.id} has no tier for ${seats} seats`);
    return quote;
  }

  private async loadPlans(): Promise<MembershipPlan[]> {
    const plans = await this.repository.findActivePlans();
    const planIds = plans.map((plan) => plan.id);
    const [features, prices] = await Promise.all([
      this.repository.findFeatures(planIds),
      this.repository.findActivePrices(planIds),
    ]);
    const tiers = await this.repository.findTiers(prices.map((price) => price.id));
    const pricesOf = (planId: string): PlanPrice[] =>
      prices
        .filter((price) => price.planId === planId)
        .map((price) =>
          toPlanPrice(
            price,
            tiers.filter((tier) => tier.priceId === price.id),
          ),
        );
    return plans.map((plan) =>
      toMembershipPlan(
        plan,
        features.filter((feature) => feature.planId === plan.id),
        pricesOf(plan.id),
      ),
    );
  }
}
