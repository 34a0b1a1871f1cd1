import type { SubscriptionStatus } from '@counsel/contracts';
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CourseDetailSchema,
  EnrollmentListSchema,
  EnrollmentSchema,
  EnrollmentStateSchema,
  ErrorBodySchema,
} from '@counsel/contracts';
import { courses } from '../../db/schema/courses.js';
import { enrollments } from '../../db/schema/learning.js';
import { seedMembershipPlans } from '../../seed/seed-memberships.js';
import { seedCatalogFixtures } from '../../testing/catalog-fixtures.js';
import { createVerifiedUser } from '../../testing/identity-helpers.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { BillingRepository } from '../billing/billing.repository.js';

const APP_URL = 'http://counsel.test';
const DIVORCE = 'divorce-mediation-essentials';
const BANKING = 'banking-regulation-update';
const ETHICS = 'ethics-for-paralegals';
const UNPUBLISHED = 'unpublished-draft-course';
let t: TestApp;
let billing: BillingRepository;
const courseIds: Record<string, string> = {};
let counter = 0;

beforeAll(async () => {
  t = await createTestApp({ APP_URL });
  await seedCatalogFixtures(t.database.db);
  await seedMembershipPlans(t.database.db);
  billing = new BillingRepository(t.database.db);
  for (const row of await t.database.db.select({ id: courses.id, slug: courses.slug }).from(courses)) {
    courseIds[row.slug] = row.id;
  }
  // A course only members can take: no price, so no Buy option.
  await t.database.db.update(courses).set({ priceCents: null }).where(eq(courses.slug, ETHICS));
});
afterAll(async () => t.close());

async function newLawyer() {
  counter += 1;
  const session = await createVerifiedUser(t.app, t.database.db, APP_URL, {
    fullName: `Learner ${counter}`,
    email: `learner.${counter}@example.com`,
    password: 'quiet-harbour-lantern-58',
  });
  return {
    userId: decodeJwt(session.token).sub ?? '',
    headers: { authorization: `Bearer ${session.token}` },
  };
}
type Lawyer = Awaited<ReturnType<typeof newLawyer>>;

/** A membership as the payment webhook job would write it (BillingRepository.upsertSubscription). */
async function setMembership(lawyer: Lawyer, status: SubscriptionStatus, priceId = 'individual-monthly') {
  await billing.upsertSubscription({
    provider: 'sandbox',
    providerSubscriptionId: `sub_learning_${lawyer.userId}`,
    providerCustomerId: `cus_learning_${lawyer.userId}`,
    userId: lawyer.userId,
    priceId,
    status,
    seats: 1,
    currentPeriodEnd: null,
    cancelAtPeriodEnd: false,
    canceledAt: status === 'CANCELED' ? new Date() : null,
  });
}

async function member() {
  const lawyer = await newLawyer();
  await setMembership(lawyer, 'ACTIVE');
  return lawyer;
}

/** A paid purchase of one course, as the webhook job records it. */
async function buy(lawyer: Lawyer, slug: string) {
  const intent = await billing.createIntent({
    userId: lawyer.userId,
    kind: 'COURSE',
    courseId: courseIds[slug] ?? '',
    amountCents: 4900,
    currency: 'usd',
    provider: 'sandbox',
    status: 'COMPLETED',
  });
  await billing.recordCoursePurchase(intent);
}

function call(lawyer: Lawyer | null, method: 'GET' | 'POST', url: string) {
  return t.app.inject({ method, url, headers: lawyer?.headers ?? {} });
}

const enroll = (lawyer: Lawyer, course: string) => call(lawyer, 'POST', `/api/courses/${course}/enroll`);
const visit = (lawyer: Lawyer, course: string) => call(lawyer, 'POST', `/api/courses/${course}`);
async function state(lawyer: Lawyer, course: string) {
  const response = await call(lawyer, 'GET', `/api/courses/${course}/is-enrolled`);
  expect(response.statusCode, response.body).toBe(200);
  return EnrollmentStateSchema.parse(response.json());
}
async function listOf(lawyer: Lawyer, path = '/api/courses/enrolled') {
  const response = await call(lawyer, 'GET', path);
  expect(response.statusCode, response.body).toBe(200);
  return EnrollmentListSchema.parse(response.json()).items;
}
function errorOf(response: { json: () => unknown }) {
  return ErrorBodySchema.parse(response.json()).error;
}

describe('POST /api/courses/{courseId}/enroll', () => {
  it('a member enrolls once: 201, then 200 with the same enrollment and still one row', async () => {
    const lawyer = await member();
    const first = await enroll(lawyer, DIVORCE);
    expect(first.statusCode, first.body).toBe(201);
    const created = EnrollmentSchema.parse(first.json());
    expect(created).toMatchObject({
      status: 'ENROLLED',
      access: 'MEMBERSHIP',
      startedAt: null,
      lastVisitedAt: null,
      progressPercent: 0,
      resumePositionSeconds: 0,
      completedAt: null,
      course: { id: courseIds[DIVORCE], slug: DIVORCE, title: 'Divorce Mediation Essentials' },
    });
    // The course card is the catalog's own summary.
    const catalog = CourseDetailSchema.parse((await call(null, 'GET', `/api/courses/${DIVORCE}`)).json());
    expect(created.course.speakerNames).toEqual(catalog.speakerNames);
    expect(created.course.maxCreditHours).toBe(catalog.maxCreditHours);

    const again = await enroll(lawyer, courseIds[DIVORCE] ?? '');
    expect(again.statusCode, again.body).toBe(200);
    expect(EnrollmentSchema.parse(again.json())).toEqual(created);
    const rows = await t.database.db.select().from(enrollments).where(eq(enrollments.userId, lawyer.userId));
    expect(rows).toHaveLength(1);
    expect(await state(lawyer, DIVORCE)).toEqual({
      enrolled: true,
      status: 'ENROLLED',
      canEnroll: true,
      accessOptions: [],
    });
  });

  it('parallel enrollments of the same course create one row', async () => {
    const lawyer = await member();
    const responses = await Promise.all([1, 2, 3, 4].map(() => enroll(lawyer, BANKING)));
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 200, 200, 201]);
    const rows = await t.database.db.select().from(enrollments).where(eq(enrollments.userId, lawyer.userId));
    expect(rows).toHaveLength(1);
  });

  it('trialing, past_due and enterprise subscriptions give access too', async () => {
    for (const [status, priceId] of [
      ['TRIALING', 'individual-monthly'],
      ['PAST_DUE', 'individual-monthly'],
      ['ACTIVE', 'enterprise-monthly'],
    ] as const) {
      const lawyer = await newLawyer();
      await setMembership(lawyer, status, priceId);
      const response = await enroll(lawyer, DIVORCE);
      expect(response.statusCode, `${status} ${priceId}: ${response.body}`).toBe(201);
    }
  });

  it('a guest gets 403 MEMBERSHIP_REQUIRED with what would give access', async () => {
    const guest = await newLawyer();
    const priced = await enroll(guest, DIVORCE);
    expect(priced.statusCode).toBe(403);
    expect(errorOf(priced)).toMatchObject({
      code: 'MEMBERSHIP_REQUIRED',
      details: { accessOptions: ['MEMBERSHIP', 'PURCHASE'] },
    });
    const membersOnly = await enroll(guest, ETHICS);
    expect(membersOnly.statusCode).toBe(403);
    expect(errorOf(membersOnly)).toMatchObject({
      code: 'MEMBERSHIP_REQUIRED',
      details: { accessOptions: ['MEMBERSHIP'] },
    });
    expect(await state(guest, DIVORCE)).toEqual({
      enrolled: false,
      status: null,
      canEnroll: false,
      accessOptions: ['MEMBERSHIP', 'PURCHASE'],
    });
    expect(await listOf(guest)).toEqual([]);
    // A membership that ended gives no access either.
    await setMembership(guest, 'CANCELED');
    expect((await enroll(guest, DIVORCE)).statusCode).toBe(403);
  });

  it('a buyer enrolls in the course they bought, and only that one', async () => {
    const buyer = await newLawyer();
    await buy(buyer, BANKING);
    expect(await state(buyer, BANKING)).toMatchObject({
      enrolled: false,
      canEnroll: true,
      accessOptions: [],
    });
    const bought = await enroll(buyer, BANKING);
    expect(bought.statusCode, bought.body).toBe(201);
    expect(EnrollmentSchema.parse(bought.json())).toMatchObject({ access: 'PURCHASE', status: 'ENROLLED' });
    const other = await enroll(buyer, DIVORCE);
    expect(other.statusCode).toBe(403);
    expect(errorOf(other).code).toBe('MEMBERSHIP_REQUIRED');
    expect((await listOf(buyer)).map((item) => item.course.slug)).toEqual([BANKING]);
  });

  it('unknown and unpublished courses are 404 COURSE_NOT_FOUND', async () => {
    const lawyer = await member();
    for (const key of ['no-such-course', UNPUBLISHED, courseIds[UNPUBLISHED] ?? '', crypto.randomUUID()]) {
      for (const [method, url] of [
        ['POST', `/api/courses/${key}/enroll`],
        ['GET', `/api/courses/${key}/is-enrolled`],
        ['POST', `/api/courses/${key}`],
      ] as const) {
        const response = await call(lawyer, method, url);
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        expect(errorOf(response).code).toBe('COURSE_NOT_FOUND');
      }
    }
  });

  it('bad course ids never answer 5xx', async () => {
    const lawyer = await member();
    const keys = [
      'Not A Slug',
      '%27%3B%20drop%20table%20enrollments%3B--',
      '6f1c1c5e-1111-4a4a-9b9b-12345678',
      '00000000-0000-0000-0000-000000000000',
      'x'.repeat(121),
      '%00',
      '..%2F..%2Fetc',
      '%E2%80%8B',
    ];
    for (const key of keys) {
      for (const [method, url] of [
        ['POST', `/api/courses/${key}/enroll`],
        ['GET', `/api/courses/${key}/is-enrolled`],
        ['POST', `/api/courses/${key}`],
      ] as const) {
        const response = await call(lawyer, method, url);
        expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(500);
        expect(response.statusCode).toBeGreaterThanOrEqual(400);
        expect(ErrorBodySchema.safeParse(response.json()).success).toBe(true);
      }
    }
  });

  it('every learning route needs a signed-in caller', async () => {
    for (const [method, url] of [
      ['POST', `/api/courses/${DIVORCE}/enroll`],
      ['GET', `/api/courses/${DIVORCE}/is-enrolled`],
      ['POST', `/api/courses/${DIVORCE}`],
      ['GET', '/api/courses/enrolled'],
      ['GET', '/api/courses/enrolled/in-progress'],
    ] as const) {
      const response = await call(null, method, url);
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(errorOf(response).code).toBe('UNAUTHENTICATED');
    }
  });
});

describe('enrollment status follows the membership', () => {
  it('SUBSCRIPTION_EXPIRED when the membership ends, ENROLLED again when it returns; progress kept', async () => {
    const lawyer = await member();
    expect((await enroll(lawyer, DIVORCE)).statusCode).toBe(201);
    await buy(lawyer, BANKING);
    expect((await enroll(lawyer, BANKING)).statusCode).toBe(201);
    const opened = EnrollmentSchema.parse((await visit(lawyer, DIVORCE)).json());

    await setMembership(lawyer, 'CANCELED');
    const expired = await listOf(lawyer);
    expect(expired.map((item) => [item.course.slug, item.access, item.status])).toEqual([
      [DIVORCE, 'MEMBERSHIP', 'SUBSCRIPTION_EXPIRED'],
      [BANKING, 'PURCHASE', 'ENROLLED'],
    ]);
    expect(expired[0]?.startedAt).toBe(opened.startedAt);
    expect(await state(lawyer, DIVORCE)).toEqual({
      enrolled: true,
      status: 'SUBSCRIPTION_EXPIRED',
      canEnroll: false,
      accessOptions: ['MEMBERSHIP', 'PURCHASE'],
    });
    const refused = await enroll(lawyer, DIVORCE);
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).code).toBe('MEMBERSHIP_REQUIRED');

    await setMembership(lawyer, 'ACTIVE');
    const back = await enroll(lawyer, DIVORCE);
    expect(back.statusCode, back.body).toBe(200);
    expect(EnrollmentSchema.parse(back.json())).toMatchObject({
      status: 'ENROLLED',
      startedAt: opened.startedAt,
    });
    expect((await listOf(lawyer)).map((item) => item.status)).toEqual(['ENROLLED', 'ENROLLED']);
  });

  it('a member who buys the course later keeps it when the membership ends', async () => {
    const lawyer = await member();
    expect((await enroll(lawyer, DIVORCE)).statusCode).toBe(201);
    await buy(lawyer, DIVORCE);
    const upgraded = await enroll(lawyer, DIVORCE);
    expect(upgraded.statusCode).toBe(200);
    expect(EnrollmentSchema.parse(upgraded.json()).access).toBe('PURCHASE');
    await setMembership(lawyer, 'CANCELED');
    expect(await state(lawyer, DIVORCE)).toMatchObject({ status: 'ENROLLED', canEnroll: true });
  });
});

describe('POST /api/courses/{courseId} and My Learning lists', () => {
  it('records the first and latest visit, and lists started courses as in progress', async () => {
    const lawyer = await member();
    for (const slug of [DIVORCE, BANKING, ETHICS]) expect((await enroll(lawyer, slug)).statusCode).toBe(201);
    expect(await listOf(lawyer, '/api/courses/enrolled/in-progress')).toEqual([]);
    // Never visited: newest enrollment first.
    expect((await listOf(lawyer)).map((item) => item.course.slug)).toEqual([ETHICS, BANKING, DIVORCE]);

    const first = await visit(lawyer, DIVORCE);
    expect(first.statusCode, first.body).toBe(200);
    const firstVisit = EnrollmentSchema.parse(first.json());
    expect(firstVisit.startedAt).not.toBeNull();
    expect(firstVisit.lastVisitedAt).toBe(firstVisit.startedAt);

    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await visit(lawyer, BANKING)).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = EnrollmentSchema.parse((await visit(lawyer, courseIds[DIVORCE] ?? '')).json());
    expect(second.startedAt).toBe(firstVisit.startedAt);
    expect(Date.parse(second.lastVisitedAt ?? '')).toBeGreaterThan(Date.parse(firstVisit.startedAt ?? ''));

    expect((await listOf(lawyer)).map((item) => item.course.slug)).toEqual([DIVORCE, BANKING, ETHICS]);
    expect(
      (await listOf(lawyer, '/api/courses/enrolled/in-progress')).map((item) => item.course.slug),
    ).toEqual([DIVORCE, BANKING]);
  });

  it('403 NOT_ENROLLED for a course the lawyer is not enrolled in', async () => {
    const lawyer = await member();
    const response = await visit(lawyer, DIVORCE);
    expect(response.statusCode).toBe(403);
    expect(errorOf(response).code).toBe('NOT_ENROLLED');
    expect(await listOf(lawyer)).toEqual([]);
  });

  it('another user never sees or changes my enrollments', async () => {
    const me = await member();
    const other = await member();
    expect((await enroll(me, DIVORCE)).statusCode).toBe(201);
    expect((await visit(me, DIVORCE)).statusCode).toBe(200);
    const mine = await listOf(me);

    expect(await listOf(other)).toEqual([]);
    expect(await listOf(other, '/api/courses/enrolled/in-progress')).toEqual([]);
    expect(await state(other, DIVORCE)).toMatchObject({ enrolled: false, status: null });
    const theirVisit = await visit(other, DIVORCE);
    expect(theirVisit.statusCode).toBe(403);
    expect(errorOf(theirVisit).code).toBe('NOT_ENROLLED');
    // Their own enrollment in the same course is theirs alone.
    expect((await enroll(other, DIVORCE)).statusCode).toBe(201);
    expect(await listOf(me)).toEqual(mine);
  });

  it('/api/courses/enrolled is not taken for a course id, and the catalog route still answers', async () => {
    const lawyer = await member();
    const list = await call(lawyer, 'GET', '/api/courses/enrolled');
    expect(list.statusCode).toBe(200);
    expect(EnrollmentListSchema.safeParse(list.json()).success).toBe(true);
    // Without a token it is the learning route (401), not a catalog lookup of a course called "enrolled" (404).
    expect((await call(null, 'GET', '/api/courses/enrolled')).statusCode).toBe(401);
    expect((await call(null, 'GET', '/api/courses/enrolled/in-progress')).statusCode).toBe(401);
    const course = await call(null, 'GET', `/api/courses/${DIVORCE}`);
    expect(course.statusCode).toBe(200);
    expect(CourseDetailSchema.parse(course.json()).slug).toBe(DIVORCE);
  });
});
