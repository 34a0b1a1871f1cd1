import { and, asc, eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { courses } from '../db/schema/courses.js';
import { liveSessions } from '../db/schema/live.js';
import { seedMembershipPlans } from '../seed/seed-memberships.js';
import { BillingRepository } from '../modules/billing/billing.repository.js';
import { seedCatalogFixtures } from './catalog-fixtures.js';
import { createVerifiedUser } from './identity-helpers.js';
import type { TestApp } from './test-app.js';

export const LIVE_TEST_APP_URL = 'http://counsel.test';
/** The fixture catalog's live course (catalog-fixtures.ts): sessions 2 h after FIXTURE_NOW and a week later. */
export const LIVE_COURSE = 'cross-border-cpd-roundtable';
export const ON_DEMAND_COURSE = 'divorce-mediation-essentials';

/** Lawyers (with or without a membership) and the fixture course's sessions, for the live route tests. */
export function liveKit(t: TestApp) {
  const db = t.database.db;
  const billing = new BillingRepository(db);
  let counter = 0;

  async function seed() {
    await seedCatalogFixtures(db);
    await seedMembershipPlans(db);
  }

  async function lawyer(withMembership: boolean, name = 'Live Learner') {
    counter += 1;
    const email = `live.${counter}.${Math.random().toString(36).slice(2, 8)}@example.com`;
    const session = await createVerifiedUser(t.app, db, LIVE_TEST_APP_URL, {
      fullName: `${name} ${counter}`,
      email,
      password: 'quiet-harbour-lantern-58',
    });
    const userId = decodeJwt(session.token).sub ?? '';
    if (withMembership) {
      await billing.upsertSubscription({
        provider: 'sandbox',
        providerSubscriptionId: `sub_live_${userId}`,
        providerCustomerId: `cus_live_${userId}`,
        userId,
        priceId: 'individual-monthly',
        status: 'ACTIVE',
        seats: 1,
        currentPeriodEnd: null,
        cancelAtPeriodEnd: false,
        canceledAt: null,
      });
    }
    return { userId, email, headers: { authorization: `Bearer ${session.token}` } };
  }

  /** Ends the membership `lawyer(true)` gave. */
  async function endMembership(userId: string) {
    await billing.upsertSubscription({
      provider: 'sandbox',
      providerSubscriptionId: `sub_live_${userId}`,
      providerCustomerId: `cus_live_${userId}`,
      userId,
      priceId: 'individual-monthly',
      status: 'CANCELED',
      seats: 1,
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
      canceledAt: new Date(),
    });
  }

  async function sessionsOf(slug = LIVE_COURSE) {
    return db
      .select({ session: liveSessions })
      .from(liveSessions)
      .innerJoin(courses, eq(courses.id, liveSessions.courseId))
      .where(eq(courses.slug, slug))
      .orderBy(asc(liveSessions.startsAt))
      .then((rows) => rows.map((row) => row.session));
  }

  async function setSession(sessionId: string, values: Partial<typeof liveSessions.$inferInsert>) {
    await db
      .update(liveSessions)
      .set(values)
      .where(and(eq(liveSessions.id, sessionId)));
  }

  return { seed, lawyer, endMembership, sessionsOf, setSession };
}
export type Lawyer = Awaited<ReturnType<ReturnType<typeof liveKit>['lawyer']>>;
