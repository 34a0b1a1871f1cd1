import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AdmissionComplianceSchema,
  ComplianceOverviewSchema,
  ComplianceRuleListSchema,
  CourseApplicabilitySchema,
  ErrorBodySchema,
  UserJurisdictionSchema,
} from '@counsel/contracts';
import { decodeJwt } from 'jose';
import { jurisdictions } from '../../db/schema/taxonomy.js';
import { seedCatalogFixtures } from '../../testing/catalog-fixtures.js';
import { recordCompletion } from '../../testing/compliance-fixtures.js';
import { createVerifiedUser } from '../../testing/identity-helpers.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

const APP_URL = 'http://counsel.test';
let t: TestApp;
let nora: { authorization: string; userId: string };
let omar: { authorization: string; userId: string };

beforeAll(async () => {
  t = await createTestApp({ APP_URL });
  await seedCatalogFixtures(t.database.db);
  // Colorado: a jurisdiction the tracker has no rule for; Florida: one whose cycle the bar assigns.
  await t.database.db.insert(jurisdictions).values([
    { code: 'CO', name: 'Colorado', country: 'US', minutesPerCreditHour: 50 },
    { code: 'FL', name: 'Florida', country: 'US', minutesPerCreditHour: 50 },
  ]);
  const [n, o] = await Promise.all(
    [
      { fullName: 'Nora Lindqvist', email: 'nora@example.com', password: 'amber-falcon-river-31' },
      { fullName: 'Omar Haddad', email: 'omar@example.com', password: 'granite-willow-tide-64' },
    ].map((user) => createVerifiedUser(t.app, t.database.db, APP_URL, user)),
  );
  nora = { authorization: `Bearer ${n?.token ?? ''}`, userId: decodeJwt(n?.token ?? '').sub ?? '' };
  omar = { authorization: `Bearer ${o?.token ?? ''}`, userId: decodeJwt(o?.token ?? '').sub ?? '' };
});
afterAll(async () => t.close());

const get = (url: string, who?: { authorization: string }) =>
  t.app.inject({ method: 'GET', url, headers: who ? { authorization: who.authorization } : {} });

async function addAdmission(who: { authorization: string }, body: object): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/jurisdiction',
    headers: { authorization: who.authorization },
    payload: body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return UserJurisdictionSchema.parse(response.json()).id;
}

describe('GET /api/compliance/rules', () => {
  it('lists every covered jurisdiction with the details its rule needs, to anyone', async () => {
    const response = await get('/api/compliance/rules');
    expect(response.statusCode).toBe(200);
    const rules = ComplianceRuleListSchema.parse(response.json()).items;
    const ny = rules.find((rule) => rule.jurisdictionCode === 'NY' && rule.scheme === 'ATTORNEY');
    expect(ny).toMatchObject({ details: ['admittedOn', 'birthDate'], creditType: 'CLE' });
    const ca = rules.find((rule) => rule.jurisdictionCode === 'CA' && rule.scheme === 'ATTORNEY');
    expect(ca?.groups.map((group) => group.id)).toEqual(['G1', 'G2', 'G3']);
    expect(rules.find((rule) => rule.jurisdictionCode === 'GB-EAW')?.creditType).toBe('CPD');
  });
});

describe('GET /api/compliance', () => {
  let newYork = '';
  let california = '';

  beforeAll(async () => {
    newYork = await addAdmission(nora, {
      jurisdictionCode: 'NY',
      barNumber: '5550101',
      admittedOn: '2014-03-10',
    });
    california = await addAdmission(nora, {
      jurisdictionCode: 'CA',
      barNumber: '299001',
      complianceGroup: 'G3',
    });
    await addAdmission(nora, { jurisdictionCode: 'CO', barNumber: 'CO-1' });
  });

  it('says which details each admission still needs, and which jurisdictions are not covered', async () => {
    const response = await get('/api/compliance', nora);
    expect(response.statusCode).toBe(200);
    const items = ComplianceOverviewSchema.parse(response.json()).items;
    const byCode = new Map(items.map((item) => [item.jurisdictionCode, item]));
    expect(byCode.get('NY')).toMatchObject({ state: 'NEEDS_DETAILS', missingDetails: ['birthDate'] });
    expect(byCode.get('CA')).toMatchObject({ state: 'NEEDS_DETAILS', missingDetails: ['admittedOn'] });
    expect(byCode.get('CO')).toMatchObject({ state: 'NOT_COVERED', rule: null });
  });

  it('tracks the period once the details are in, counting the credits earned there', async () => {
    await t.app.inject({
      method: 'PUT',
      url: `/api/jurisdiction/${newYork}`,
      headers: { authorization: nora.authorization },
      payload: { barNumber: '5550101', birthDate: '1985-08-02' },
    });
    // NY periods run birthday to birthday in years of the admission year's parity: 2 Aug 2024 – 1 Aug 2026.
    const inPeriod = await recordCompletion(t.database.db, {
      userId: nora.userId,
      slug: 'divorce-mediation-essentials',
      completedAt: new Date('2025-05-20T15:00:00Z'),
      credits: [
        { jurisdictionCode: 'NY', creditType: 'CLE', category: 'ETHICS', hours: 2 },
        { jurisdictionCode: 'CA', creditType: 'CLE', category: 'GENERAL', hours: 1.5 },
      ],
    });
    // Another credit type and a revoked certificate never count.
    await recordCompletion(t.database.db, {
      userId: nora.userId,
      slug: 'banking-regulation-update',
      completedAt: new Date('2025-06-01T15:00:00Z'),
      credits: [{ jurisdictionCode: 'NY', creditType: 'SBA', category: 'GENERAL', hours: 1 }],
    });
    await recordCompletion(t.database.db, {
      userId: nora.userId,
      slug: 'ethics-for-paralegals',
      completedAt: new Date('2025-07-01T15:00:00Z'),
      credits: [{ jurisdictionCode: 'NY', creditType: 'CLE', category: 'ETHICS', hours: 1 }],
      revoked: true,
    });

    const response = await get(`/api/compliance/${newYork}?period=2025-05-20`, nora);
    expect(response.statusCode, response.body).toBe(200);
    const ny = AdmissionComplianceSchema.parse(response.json());
    expect(ny).toMatchObject({
      state: 'TRACKED',
      period: { start: '2024-08-02', end: '2026-08-01' },
      deadline: '2026-09-01',
      total: { required: 24, earned: 2, missing: 22 },
      status: 'OVERDUE',
      previousPeriodStart: '2022-08-02',
      nextPeriodStart: '2026-08-02',
    });
    expect(ny.credits).toEqual([
      expect.objectContaining({
        source: 'COUNSEL',
        title: 'Divorce Mediation Essentials',
        date: '2025-05-20',
        category: 'ETHICS',
        hours: 2,
        countedHours: 2,
        certificateNumber: inPeriod.certificateNumber,
      }),
    ]);
    const ethics = ny.requirements.find((requirement) => requirement.id === 'ethics');
    expect(ethics).toMatchObject({ required: 4, earned: 2, missing: 2, browseCategory: 'ETHICS' });
    expect(
      ny.requirements.find((requirement) => requirement.id === 'cybersecurity')?.browseCategory,
    ).toBeNull();
    expect(ny.warnings.map((warning) => warning.code)).toEqual(
      expect.arrayContaining(['OVERDUE', 'CATEGORY_MISSING']),
    );
  });

  it('counts a credit on the day it was earned in the jurisdiction (late evening in New York)', async () => {
    // 02:30 UTC on 2 Aug 2026 is still 1 Aug in New York: the last day of the 2024–2026 period.
    await recordCompletion(t.database.db, {
      userId: nora.userId,
      slug: 'cross-border-cpd-roundtable',
      completedAt: new Date('2026-08-02T02:30:00Z'),
      credits: [{ jurisdictionCode: 'NY', creditType: 'CLE', category: 'GENERAL', hours: 1 }],
    });
    const ny = AdmissionComplianceSchema.parse(
      (await get(`/api/compliance/${newYork}?period=2026-08-01`, nora)).json(),
    );
    expect(ny.credits.map((credit) => credit.date)).toContain('2026-08-01');
    expect(ny.total?.earned).toBe(3);
  });

  it('puts each tracked deadline in the lawyer’s calendar feed as an all-day event', async () => {
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/live/calendar-feed',
      headers: { authorization: nora.authorization },
    });
    expect(made.statusCode, made.body).toBe(200);
    const url = new URL(made.json<{ url: string }>().url);
    const feed = await t.app.inject({ method: 'GET', url: url.pathname });
    expect(feed.statusCode).toBe(200);
    const overview = ComplianceOverviewSchema.parse((await get('/api/compliance', nora)).json());
    const ny = overview.items.find((item) => item.jurisdictionCode === 'NY');
    const unfolded = feed.body.replace(/\r\n /g, '');
    expect(unfolded).toContain(`DTSTART;VALUE=DATE:${(ny?.deadline ?? '').replace(/-/g, '')}`);
    expect(unfolded).toMatch(/SUMMARY:New York CLE deadline · [\d.]+ hours to go/);
    expect(unfolded).not.toContain('California CLE deadline');
  });

  it('keeps an admission to its owner', async () => {
    const theirs = await get(`/api/compliance/${california}`, omar);
    expect(theirs.statusCode).toBe(404);
    expect(ErrorBodySchema.parse(theirs.json()).error.code).toBe('ADMISSION_NOT_FOUND');
    const overview = ComplianceOverviewSchema.parse((await get('/api/compliance', omar)).json());
    expect(overview.items).toEqual([]);
  });

  it('asks for a sign-in, and refuses a malformed id or period', async () => {
    expect((await get('/api/compliance')).statusCode).toBe(401);
    expect((await get(`/api/compliance/${newYork}`)).statusCode).toBe(401);
    const badId = await get('/api/compliance/not-an-id', nora);
    expect(badId.statusCode).toBe(400);
    expect(ErrorBodySchema.parse(badId.json()).error.code).toBe('VALIDATION_FAILED');
    expect((await get(`/api/compliance/${newYork}?period=2025-13-01`, nora)).statusCode).toBe(400);
  });

  it('says a date before the rule file covers is outside it', async () => {
    const old = AdmissionComplianceSchema.parse(
      (await get(`/api/compliance/${newYork}?period=1990-01-01`, nora)).json(),
    );
    expect(old.state).toBe('OUTSIDE_RULE');
  });
});

describe('admission details the tracker needs', () => {
  it('refuses a compliance group the jurisdiction does not have, naming the groups', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/jurisdiction',
      headers: { authorization: omar.authorization },
      payload: { jurisdictionCode: 'CA', barNumber: '1', complianceGroup: 'N-Z' },
    });
    expect(response.statusCode).toBe(400);
    const body = ErrorBodySchema.parse(response.json());
    expect(body.error.code).toBe('COMPLIANCE_GROUP_INVALID');
    expect(body.error.details).toMatchObject({ groups: [{ id: 'G1' }, { id: 'G2' }, { id: 'G3' }] });
  });

  it('refuses a birth after the admission and dates in the future, and stores nothing', async () => {
    for (const payload of [
      { jurisdictionCode: 'TX', barNumber: '1', admittedOn: '2010-01-01', birthDate: '2011-01-01' },
      { jurisdictionCode: 'TX', barNumber: '1', admittedOn: '2999-01-01' },
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/jurisdiction',
        headers: { authorization: omar.authorization },
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(ErrorBodySchema.parse(response.json()).error.code).toBe('ADMISSION_DETAILS_INVALID');
    }
    const overview = ComplianceOverviewSchema.parse((await get('/api/compliance', omar)).json());
    expect(overview.items).toEqual([]);
  });

  it('keeps the birth month and the cycle end a rule needs (TX, FL)', async () => {
    const texas = await addAdmission(omar, {
      jurisdictionCode: 'TX',
      barNumber: '24000001',
      admittedOn: '2012-11-05',
      birthMonth: 7,
    });
    const tx = AdmissionComplianceSchema.parse(
      (await get(`/api/compliance/${texas}?period=2025-08-15`, omar)).json(),
    );
    expect(tx).toMatchObject({ state: 'TRACKED', period: { start: '2025-07-01', end: '2026-06-30' } });
    const florida = await addAdmission(omar, {
      jurisdictionCode: 'FL',
      barNumber: '0999',
      admittedOn: '2012-11-05',
      cycleEndsOn: '2026-04-30',
    });
    const fl = AdmissionComplianceSchema.parse(
      (await get(`/api/compliance/${florida}?period=2025-01-15`, omar)).json(),
    );
    expect(fl.period).toEqual({ start: '2023-05-01', end: '2026-04-30' });
  });
});

describe('newly admitted lawyers', () => {
  it('follows New York’s newly admitted rule in the two years after admission, then the regular one', async () => {
    const admissionId = await addAdmission(omar, {
      jurisdictionCode: 'NY',
      barNumber: '6100200',
      admittedOn: '2025-06-02',
      birthDate: '1999-01-20',
    });
    const firstYear = AdmissionComplianceSchema.parse(
      (await get(`/api/compliance/${admissionId}?period=2025-09-01`, omar)).json(),
    );
    expect(firstYear).toMatchObject({
      state: 'TRACKED',
      rule: { scheme: 'NEWLY_ADMITTED' },
      period: { start: '2025-06-02' },
      total: { required: 16 },
      previousPeriodStart: null,
    });
    const secondYearStart = firstYear.nextPeriodStart ?? '';
    const secondYear = AdmissionComplianceSchema.parse(
      (await get(`/api/compliance/${admissionId}?period=${secondYearStart}`, omar)).json(),
    );
    expect(secondYear.rule?.scheme).toBe('NEWLY_ADMITTED');
    const after = AdmissionComplianceSchema.parse(
      (await get(`/api/compliance/${admissionId}?period=${secondYear.nextPeriodStart ?? ''}`, omar)).json(),
    );
    expect(after.rule?.scheme).toBe('ATTORNEY');
    expect(after.total?.required).toBe(24);
  });
});

describe('GET /api/courses/{courseId}/applicability', () => {
  it('answers per admission: how the credit counts, or why not', async () => {
    // Nora: NY tracked (birth date, admission date), CA missing its admission date, CO not covered. The course
    // runs 90 minutes: 1.8 credits in New York (50-minute credit hours).
    const response = await get('/api/courses/divorce-mediation-essentials/applicability', nora);
    expect(response.statusCode, response.body).toBe(200);
    const answer = CourseApplicabilitySchema.parse(response.json());
    const byCode = new Map(answer.items.map((item) => [item.jurisdictionCode, item]));
    const ny = byCode.get('NY');
    expect(ny).toMatchObject({ state: 'ANSWERED' });
    expect(ny?.credits).toEqual([
      expect.objectContaining({
        category: 'GENERAL',
        hours: 1.8,
        counts: true,
        countedHours: 1.8,
        reason: null,
      }),
    ]);
    expect(ny?.message).toBe('Counts for 1.8 hours in New York this reporting period.');
    expect(ny?.credits[0]?.message).toBe('Counts as 1.8 hours toward your total in New York.');
    expect(byCode.get('CA')).toMatchObject({ state: 'NEEDS_DETAILS', missingDetails: ['admittedOn'] });
    expect(byCode.get('CA')?.message).toBe(
      'Add your admission date to your California admission to see how this course counts.',
    );
    expect(byCode.get('CO')).toMatchObject({ state: 'NOT_COVERED' });
  });

  it('says a course is not approved where it carries no credit, and when approval is pending', async () => {
    const ethics = CourseApplicabilitySchema.parse(
      (await get('/api/courses/ethics-for-paralegals/applicability', nora)).json(),
    );
    expect(ethics.items.find((item) => item.jurisdictionCode === 'NY')).toMatchObject({
      state: 'NOT_APPROVED_HERE',
      message: 'This course is not approved in New York.',
    });
  });

  it('asks for a sign-in and answers 404 for an unknown course', async () => {
    expect((await get('/api/courses/divorce-mediation-essentials/applicability')).statusCode).toBe(401);
    const unknown = await get('/api/courses/no-such-course/applicability', nora);
    expect(unknown.statusCode).toBe(404);
    expect(ErrorBodySchema.parse(unknown.json()).error.code).toBe('COURSE_NOT_FOUND');
  });
});
