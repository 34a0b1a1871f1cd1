import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { annualSaving } from '@counsel/domain';
import { migrationsFolder, type DatabaseHandle } from '../db/database.js';
import { courses } from '../db/schema/courses.js';
import { membershipPlans, planFeatures, planPrices, priceTiers } from '../db/schema/billing.js';
import { createTestDatabase } from '../testing/test-database.js';
import { coursePriceCentsFor } from './course-price.js';
import { SeedMembershipPlansSchema } from './seed-data.schema.js';
import { loadMembershipPlans } from './seed-memberships.js';
import { loadDemoData, seedDemoData } from './seed-demo-data.js';

const plans = loadMembershipPlans();
const individual = plans.find((plan) => plan.kind === 'INDIVIDUAL');
const enterprise = plans.find((plan) => plan.kind === 'ENTERPRISE');

describe('memberships.json', () => {
  it('has an Individual and an Enterprise plan, each billed monthly and yearly', () => {
    expect(plans.map((plan) => [plan.slug, plan.kind])).toEqual([
      ['individual', 'INDIVIDUAL'],
      ['enterprise', 'ENTERPRISE'],
    ]);
    for (const plan of plans) {
      expect(plan.prices.map((price) => price.id).sort(), plan.slug).toEqual([
        `${plan.slug}-annual`,
        `${plan.slug}-monthly`,
      ]);
    }
  });

  it('prices the individual plan at $29 a month or $290 a year', () => {
    expect(individual?.prices.map((price) => [price.interval, price.unitAmountCents])).toEqual([
      ['month', 2900],
      ['year', 29000],
    ]);
  });

  it('makes paying yearly cheaper than twelve monthly payments, for every plan and tier', () => {
    for (const plan of plans) {
      const monthly = plan.prices.find((price) => price.interval === 'month');
      const annual = plan.prices.find((price) => price.interval === 'year');
      const amounts = (price: typeof monthly) =>
        price?.unitAmountCents !== undefined
          ? [price.unitAmountCents]
          : (price?.tiers.map((tier) => tier.unitAmountCents) ?? []);
      const monthlyAmounts = amounts(monthly);
      expect(monthlyAmounts.length, plan.slug).toBeGreaterThan(0);
      monthlyAmounts.forEach((cents, index) => {
        expect(annualSaving(cents, amounts(annual)[index] ?? 0).cents, plan.slug).toBeGreaterThan(0);
      });
    }
  });

  it('sells enterprise seats 2–1000 in volume tiers 2–9, 10–49 and 50+, cheaper per seat as they grow', () => {
    for (const price of enterprise?.prices ?? []) {
      expect([price.minSeats, price.maxSeats], price.id).toEqual([2, 1000]);
      expect(
        price.tiers.map((tier) => [tier.minSeats, tier.maxSeats]),
        price.id,
      ).toEqual([
        [2, 9],
        [10, 49],
        [50, null],
      ]);
      const amounts = price.tiers.map((tier) => tier.unitAmountCents);
      expect(amounts, price.id).toEqual([...amounts].sort((a, b) => b - a));
    }
  });

  it('marks firm administration and seat management as enterprise-only', () => {
    const notIncluded = individual?.features.filter((feature) => !feature.included).map((f) => f.text);
    expect(notIncluded).toEqual([
      'Firm administration: invite, re-invite and revoke lawyers',
      'Seat management for a team, on one bill',
    ]);
    // Included features come first: the not-included ones close the list.
    expect(individual?.features.slice(-2).every((feature) => !feature.included)).toBe(true);
    expect(enterprise?.features.every((feature) => feature.included)).toBe(true);
  });

  it('marks the promised features not released yet (live webinars, firm administration) coming soon', () => {
    const comingSoon = (plan: typeof individual) =>
      plan?.features.filter((feature) => feature.comingSoon).map((feature) => feature.text);
    expect(comingSoon(individual)).toEqual(['Live webinars with questions to the speakers']);
    expect(comingSoon(enterprise)).toEqual([
      'Live webinars with questions to the speakers',
      'Firm administration: invite, re-invite and revoke lawyers',
    ]);
    // Only an included feature can be coming soon; a feature without the flag is released.
    const excluded = structuredClone(plans);
    const feature = excluded[0]?.features.find((item) => !item.included);
    if (feature) feature.comingSoon = true;
    expect(SeedMembershipPlansSchema.safeParse(excluded).success).toBe(false);
    const released = SeedMembershipPlansSchema.parse([
      { ...individual, features: [{ text: 'Released feature text', included: true }] },
    ]);
    expect(released[0]?.features[0]?.comingSoon).toBe(false);
  });

  it('refuses tiers with a gap, a price with both an amount and tiers, and duplicate price ids', () => {
    const base = structuredClone(plans);
    const gap = structuredClone(base);
    const tiers = gap[1]?.prices[0]?.tiers;
    if (tiers?.[1]) tiers[1].minSeats = 11;
    expect(SeedMembershipPlansSchema.safeParse(gap).success).toBe(false);

    const both = structuredClone(base);
    const price = both[1]?.prices[0];
    if (price) price.unitAmountCents = 100;
    expect(SeedMembershipPlansSchema.safeParse(both).success).toBe(false);

    const duplicate = structuredClone(base);
    const second = duplicate[1]?.prices[1];
    if (second) second.id = 'individual-monthly';
    expect(SeedMembershipPlansSchema.safeParse(duplicate).success).toBe(false);

    expect(SeedMembershipPlansSchema.safeParse(base).success).toBe(true);
  });
});

describe('course prices', () => {
  it('derive from the duration: $9 plus $20 per started half hour', () => {
    expect([30, 45, 60, 75, 90, 120, 180, 240].map(coursePriceCentsFor)).toEqual([
      2900, 4900, 4900, 6900, 6900, 8900, 12900, 16900,
    ]);
  });
});

describe('seedDemoData', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => database.close());

  async function totals() {
    const db = database.db;
    const [[p], [f], [pr], [ti], [c]] = await Promise.all([
      db.select({ n: count() }).from(membershipPlans),
      db.select({ n: count() }).from(planFeatures),
      db.select({ n: count() }).from(planPrices),
      db.select({ n: count() }).from(priceTiers),
      db.select({ n: count() }).from(courses),
    ]);
    return { plans: p?.n, features: f?.n, prices: pr?.n, tiers: ti?.n, courses: c?.n };
  }

  it('seeds the plans and prices every course, once', async () => {
    const now = new Date('2027-03-05T15:00:00.000Z');
    expect(await seedDemoData(database.db, now)).toEqual({ seeded: true });
    const first = await totals();
    expect(first).toEqual({
      plans: 2,
      features: 14,
      prices: 4,
      tiers: 6,
      courses: loadDemoData().courses.length,
    });
    const rows = await database.db
      .select({ duration: courses.durationMinutes, price: courses.priceCents, currency: courses.currency })
      .from(courses);
    for (const row of rows) {
      expect(row).toEqual({
        duration: row.duration,
        price: coursePriceCentsFor(row.duration),
        currency: 'usd',
      });
    }

    expect(await seedDemoData(database.db, now)).toEqual({ seeded: false });
    expect(await totals()).toEqual(first);
  });

  it('stores which features are coming soon', async () => {
    const rows = await database.db
      .select({ text: planFeatures.text, comingSoon: planFeatures.comingSoon })
      .from(planFeatures)
      .where(eq(planFeatures.comingSoon, true));
    expect(rows.map((row) => row.text).sort()).toEqual([
      'Firm administration: invite, re-invite and revoke lawyers',
      'Live webinars with questions to the speakers',
      'Live webinars with questions to the speakers',
    ]);
  });

  it('plans seeded before the flag existed get it from migration 0009, included features only', async () => {
    await database.db.update(planFeatures).set({ comingSoon: false });
    const sql = await readFile(
      path.join(migrationsFolder(), '0009_mark-unreleased-plan-features.sql'),
      'utf8',
    );
    await database.executeSql(sql);
    const marked = await database.db
      .select({ text: planFeatures.text, included: planFeatures.included })
      .from(planFeatures)
      .where(eq(planFeatures.comingSoon, true));
    expect(marked).toHaveLength(3);
    expect(marked.every((row) => row.included)).toBe(true);
  });

  it('prices courses seeded before they had a price, with the same rule in SQL', async () => {
    await database.db.update(courses).set({ priceCents: null });
    const [kept] = await database.db.select({ id: courses.id }).from(courses).limit(1);
    await database.db
      .update(courses)
      .set({ priceCents: 100 })
      .where(eq(courses.id, kept?.id ?? ''));

    await seedDemoData(database.db, new Date());

    expect(await database.db.select({ n: count() }).from(courses).where(isNull(courses.priceCents))).toEqual([
      { n: 0 },
    ]);
    const rows = await database.db
      .select({ id: courses.id, duration: courses.durationMinutes, price: courses.priceCents })
      .from(courses);
    for (const row of rows) {
      expect(row.price, String(row.duration)).toBe(
        row.id === kept?.id ? 100 : coursePriceCentsFor(row.duration),
      );
    }
  });
});
