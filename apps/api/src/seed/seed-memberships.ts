import { count } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { membershipPlans, planFeatures, planPrices, priceTiers } from '../db/schema/billing.js';
import membershipsJson from './data/memberships.json' with { type: 'json' };
import type { Writer } from './insert-courses.js';
import { SeedMembershipPlansSchema, type SeedMembershipPlan } from './seed-data.schema.js';

/** The membership plans of data/memberships.json, validated. */
export function loadMembershipPlans(): SeedMembershipPlan[] {
  return SeedMembershipPlansSchema.parse(membershipsJson);
}

/** Inserts plans in file order (sort_order), their features (position) and prices with their volume tiers. */
export async function insertMembershipPlans(db: Writer, plans: SeedMembershipPlan[]): Promise<void> {
  for (const [sortOrder, plan] of plans.entries()) {
    const [row] = await db
      .insert(membershipPlans)
      .values({
        slug: plan.slug,
        kind: plan.kind,
        name: plan.name,
        description: plan.description,
        sortOrder,
      })
      .returning({ id: membershipPlans.id });
    if (!row) throw new Error(`Plan ${plan.slug} was not inserted`);
    await db
      .insert(planFeatures)
      .values(plan.features.map((feature, position) => ({ planId: row.id, position, ...feature })));
    await db.insert(planPrices).values(
      plan.prices.map((price) => ({
        id: price.id,
        planId: row.id,
        interval: price.interval,
        currency: price.currency,
        unitAmountCents: price.unitAmountCents ?? null,
        minSeats: price.minSeats,
        maxSeats: price.maxSeats,
      })),
    );
    const tiers = plan.prices.flatMap((price) => price.tiers.map((tier) => ({ priceId: price.id, ...tier })));
    if (tiers.length > 0) await db.insert(priceTiers).values(tiers);
  }
}

/**
 * Seeds the membership plans once: a database that already has any plan is left alone (plans are edited there,
 * not overwritten from the file on every start).
 */
export async function seedMembershipPlans(
  db: Database,
  plans: SeedMembershipPlan[] = loadMembershipPlans(),
): Promise<{ seeded: boolean }> {
  const [existing] = await db.select({ total: count() }).from(membershipPlans);
  if ((existing?.total ?? 0) > 0) return { seeded: false };
  await db.transaction(async (tx) => insertMembershipPlans(tx, plans));
  return { seeded: true };
}
