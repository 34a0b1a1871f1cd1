import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CourseDetailSchema,
  CourseVersionListSchema,
  ErrorBodySchema,
  StaffAuditPageSchema,
  StaffCourseListSchema,
  StaffCourseSchema,
  StaffSpeakerSchema,
  type StaffCourse,
} from '@counsel/contracts';
import { courses } from '../../db/schema/courses.js';
import { questionnaires } from '../../db/schema/questionnaires.js';
import { seedCatalogFixtures } from '../../testing/catalog-fixtures.js';
import { attachDemoRecording } from '../../testing/learning-fixtures.js';
import { createStaffMember, type TestStaffMember } from '../../testing/staff-fixtures.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

const APP_URL = 'http://counsel.test';
let t: TestApp;
let staff: TestStaffMember;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, headers: staff.headers, ...(payload ? { payload } : {}) });
const errorCode = (body: string) => ErrorBodySchema.parse(JSON.parse(body)).error.code;

const DRAFT = {
  slug: 'privilege-in-the-cloud',
  title: 'Privilege in the Cloud',
  level: 'INTERMEDIATE',
  durationMinutes: 60,
  practiceAreaSlugs: ['ethics'],
};

let speakerId = '';
async function createDraft(overrides: object = {}): Promise<StaffCourse> {
  const response = await call('POST', '/api/staff/courses', { ...DRAFT, ...overrides });
  expect(response.statusCode, response.body).toBe(201);
  return StaffCourseSchema.parse(response.json());
}
const auditActions = async (courseId: string) => {
  const response = await call('GET', `/api/staff/audit-log?subjectId=${courseId}`);
  return StaffAuditPageSchema.parse(response.json())
    .entries.map((entry) => entry.action)
    .reverse();
};

beforeAll(async () => {
  t = await createTestApp({ APP_URL });
  await seedCatalogFixtures(t.database.db);
  staff = await createStaffMember(t, APP_URL);
  const speaker = await call('POST', '/api/staff/speakers', {
    name: 'Dana Whitfield',
    title: 'Partner, Whitfield & Cole LLP',
    bio: 'Dana advises firms on data and privilege.',
    photoUrl: 'https://images.example.com/dana.jpg',
  });
  expect(speaker.statusCode, speaker.body).toBe(201);
  speakerId = StaffSpeakerSchema.parse(speaker.json()).id;
});
afterAll(async () => t.close());

describe('drafts', () => {
  it('creates a draft the catalog does not show, edits it in place, and previews it as a lawyer sees it', async () => {
    const draft = await createDraft({ speakerIds: [speakerId] });
    expect(draft).toMatchObject({ status: 'draft', creditVersion: 1, versioned: false, publishedAt: null });
    // Every course needs the evaluation for credit: a new course has the standard one from the start.
    const evaluations = await t.database.db
      .select({ kind: questionnaires.kind })
      .from(questionnaires)
      .where(eq(questionnaires.courseId, draft.id));
    expect(evaluations).toEqual([{ kind: 'EVALUATION' }]);
    expect(draft.speakers.map((speaker) => speaker.photoUrl)).toEqual([
      'https://images.example.com/dana.jpg',
    ]);

    expect((await t.app.inject({ method: 'GET', url: `/api/courses/${DRAFT.slug}` })).statusCode).toBe(404);
    const edited = await call('PUT', `/api/staff/courses/${draft.id}`, {
      durationMinutes: 75,
      summary: 'What privilege survives when the files live on someone else’s servers.',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(StaffCourseSchema.parse(edited.json())).toMatchObject({ durationMinutes: 75, creditVersion: 1 });
    const versions = CourseVersionListSchema.parse(
      (await call('GET', `/api/staff/courses/${draft.id}/versions`)).json(),
    );
    expect(versions).toEqual({ currentVersion: 1, versions: [] });

    const credit = await call('POST', `/api/staff/courses/${draft.id}/credits`, {
      jurisdictionCode: 'NY',
      creditType: 'CLE',
      category: 'ETHICS',
      hours: 1.5,
      approvalStatus: 'PENDING',
      appliedOn: '2027-01-10',
    });
    expect(credit.statusCode, credit.body).toBe(201);
    const preview = CourseDetailSchema.parse(
      (await call('GET', `/api/staff/courses/${draft.id}/preview`)).json(),
    );
    expect(preview).toMatchObject({
      title: DRAFT.title,
      durationMinutes: 75,
      speakerNames: ['Dana Whitfield'],
      creditTypes: ['CLE'],
      maxCreditHours: 1.5,
      recordingAvailable: false,
    });
    expect(preview.credits).toEqual([
      expect.objectContaining({ category: 'ETHICS', hours: 1.5, approvalStatus: 'PENDING' }),
    ]);
  });

  it('refuses a taken slug, unknown speakers and practice areas, HTML, and a live draft, changing nothing', async () => {
    const taken = await call('POST', '/api/staff/courses', {
      ...DRAFT,
      slug: 'divorce-mediation-essentials',
    });
    expect(taken.statusCode).toBe(409);
    expect(errorCode(taken.body)).toBe('COURSE_SLUG_TAKEN');
    const unknownSpeaker = await call('POST', '/api/staff/courses', {
      ...DRAFT,
      slug: 'a-new-course',
      speakerIds: ['00000000-0000-4000-8000-000000000000'],
    });
    expect(unknownSpeaker.statusCode).toBe(404);
    expect(errorCode(unknownSpeaker.body)).toBe('SPEAKER_NOT_FOUND');
    const unknownArea = await call('POST', '/api/staff/courses', {
      ...DRAFT,
      slug: 'a-new-course',
      practiceAreaSlugs: ['astrology'],
    });
    expect(unknownArea.statusCode).toBe(400);
    expect(errorCode(unknownArea.body)).toBe('PRACTICE_AREA_NOT_FOUND');
    const html = await call('POST', '/api/staff/courses', {
      ...DRAFT,
      slug: 'a-new-course',
      description: 'Hello <script>alert(1)</script>',
    });
    expect(html.statusCode).toBe(400);
    expect(errorCode(html.body)).toBe('VALIDATION_FAILED');
    const live = await call('POST', '/api/staff/courses', { ...DRAFT, slug: 'a-new-course', format: 'LIVE' });
    expect(live.statusCode).toBe(400);
    expect(await t.database.db.select().from(courses).where(eq(courses.slug, 'a-new-course'))).toEqual([]);
  });
});

describe('publishing', () => {
  it('lists what is missing, publishes once complete, then unpublishes; each step is in the audit log', async () => {
    const draft = await createDraft({ slug: 'cloud-ethics-publish' });
    const refused = await call('POST', `/api/staff/courses/${draft.id}/publish`);
    expect(refused.statusCode).toBe(409);
    const body = ErrorBodySchema.parse(refused.json());
    expect(body.error.code).toBe('COURSE_NOT_PUBLISHABLE');
    expect(body.error.details).toEqual({
      missing: ['summary', 'description', 'speaker', 'credit line (approved or applied for)', 'recording'],
    });

    await call('PUT', `/api/staff/courses/${draft.id}`, {
      summary: 'Confidentiality when your files live in the cloud.',
      description: 'Cloud storage and privilege.\n\nWhat the rules say and what to ask a vendor.',
      speakerIds: [speakerId],
    });
    await call('POST', `/api/staff/courses/${draft.id}/credits`, {
      jurisdictionCode: 'CA',
      creditType: 'CLE',
      category: 'GENERAL',
      hours: 1,
      approvalStatus: 'APPROVED',
      accreditationNumber: 'CA-77812',
      approvedOn: '2027-01-05',
    });
    await attachDemoRecording(t.database.db, draft.id);
    const published = await call('POST', `/api/staff/courses/${draft.id}/publish`);
    expect(published.statusCode, published.body).toBe(200);
    expect(StaffCourseSchema.parse(published.json())).toMatchObject({ status: 'published', versioned: true });
    const page = await t.app.inject({ method: 'GET', url: '/api/courses/cloud-ethics-publish' });
    expect(page.statusCode).toBe(200);
    expect(CourseDetailSchema.parse(page.json()).speakerNames).toEqual(['Dana Whitfield']);
    const search = await call('GET', '/api/staff/courses?q=whitfield&status=published&jurisdiction=CA');
    expect(StaffCourseListSchema.parse(search.json()).items.map((item) => item.slug)).toEqual([
      'cloud-ethics-publish',
    ]);
    const versions = CourseVersionListSchema.parse(
      (await call('GET', `/api/staff/courses/${draft.id}/versions`)).json(),
    );
    expect(versions.versions.map((version) => version.version)).toEqual([1]);

    const unpublished = await call('POST', `/api/staff/courses/${draft.id}/unpublish`);
    expect(StaffCourseSchema.parse(unpublished.json()).status).toBe('draft');
    expect((await t.app.inject({ method: 'GET', url: '/api/courses/cloud-ethics-publish' })).statusCode).toBe(
      404,
    );
    expect(await auditActions(draft.id)).toEqual([
      'course.create',
      'course.update',
      'credit.create',
      'course.publish',
      'course.unpublish',
    ]);
  });

  it('filters the list by status, format and approval status, and pages it', async () => {
    const drafts = StaffCourseListSchema.parse((await call('GET', '/api/staff/courses?status=draft')).json());
    expect(drafts.items.every((item) => item.status === 'draft')).toBe(true);
    expect(drafts.items.length).toBeGreaterThan(0);
    const pending = StaffCourseListSchema.parse(
      (await call('GET', '/api/staff/courses?approvalStatus=PENDING&jurisdiction=TX&pageSize=1')).json(),
    );
    expect(pending.pagination.pageSize).toBe(1);
    expect(pending.items.every((item) => item.approvals.PENDING > 0)).toBe(true);
    const bad = await call('GET', '/api/staff/courses?status=archived');
    expect(bad.statusCode).toBe(400);
  });
});

describe('credit lines', () => {
  it('refuses a duplicate line, dates out of order, an unknown jurisdiction and an already-expired approval', async () => {
    const draft = await createDraft({ slug: 'credit-line-rules' });
    const line = {
      jurisdictionCode: 'NY',
      creditType: 'CLE',
      category: 'GENERAL',
      hours: 1,
      approvalStatus: 'PENDING',
    };
    expect((await call('POST', `/api/staff/courses/${draft.id}/credits`, line)).statusCode).toBe(201);
    const twice = await call('POST', `/api/staff/courses/${draft.id}/credits`, line);
    expect([twice.statusCode, errorCode(twice.body)]).toEqual([409, 'CREDIT_LINE_EXISTS']);
    for (const bad of [
      { ...line, category: 'ETHICS', approvedOn: '2027-01-01', expiresOn: '2026-12-31' },
      { ...line, category: 'ETHICS', jurisdictionCode: 'ZZ' },
      { ...line, category: 'ETHICS', approvalStatus: 'APPROVED', expiresOn: '2020-01-01' },
    ]) {
      const refused = await call('POST', `/api/staff/courses/${draft.id}/credits`, bad);
      expect([refused.statusCode, errorCode(refused.body)]).toEqual([400, 'CREDIT_LINE_INVALID']);
    }
    const zero = await call('POST', `/api/staff/courses/${draft.id}/credits`, { ...line, hours: 0 });
    expect(zero.statusCode).toBe(400);
    const missing = await call(
      'DELETE',
      `/api/staff/courses/${draft.id}/credits/00000000-0000-4000-8000-000000000000`,
    );
    expect([missing.statusCode, errorCode(missing.body)]).toEqual([404, 'CREDIT_LINE_NOT_FOUND']);
    const course = StaffCourseSchema.parse((await call('GET', `/api/staff/courses/${draft.id}`)).json());
    expect(course.credits).toHaveLength(1);
  });
});
