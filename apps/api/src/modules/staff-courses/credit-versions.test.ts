import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CompletionListSchema,
  CompletionSchema,
  CourseVersionListSchema,
  StaffCourseSchema,
  type StaffCourse,
} from '@counsel/contracts';
import { pdfText } from '@counsel/test-support/pdf-text';
import { completions } from '../../db/schema/completions.js';
import { courses } from '../../db/schema/courses.js';
import {
  meetRequirements,
  prepareCourseToComplete,
  type CourseToComplete,
} from '../../testing/completion-fixtures.js';
import { newMember, type Member } from '../../testing/learning-fixtures.js';
import { createStaffMember, type TestStaffMember } from '../../testing/staff-fixtures.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

const APP_URL = 'http://counsel.test';
const COURSE = 'divorce-mediation-essentials'; // 90 minutes, CLE General approved in NY and CA
let t: TestApp;
let staff: TestStaffMember;
let prepared: CourseToComplete;
let courseId = '';

beforeAll(async () => {
  t = await createTestApp({ APP_URL });
  prepared = await prepareCourseToComplete(t.database, COURSE);
  staff = await createStaffMember(t, APP_URL);
  const [row] = await t.database.db.select({ id: courses.id }).from(courses).where(eq(courses.slug, COURSE));
  courseId = row?.id ?? '';
});
afterAll(async () => t.close());

async function earnNewYorkCredit(): Promise<{ member: Member; completionId: string; hours: number }> {
  const member = await newMember(t.app, t.database.db, APP_URL, 'versioned');
  const enrolled = await t.app.inject({
    method: 'POST',
    url: `/api/courses/${COURSE}/enroll`,
    headers: member.headers,
  });
  expect(enrolled.statusCode).toBe(201);
  await t.app.inject({
    method: 'POST',
    url: '/api/jurisdiction',
    headers: member.headers,
    payload: { jurisdictionCode: 'NY', barNumber: 'NY-5550101' },
  });
  const { duration, evaluation, services } = prepared;
  await meetRequirements(t.app, services, member, COURSE, duration, evaluation);
  const claimed = await t.app.inject({
    method: 'POST',
    url: `/api/completed-course/${COURSE}`,
    headers: member.headers,
    payload: { jurisdictionCodes: ['NY'] },
  });
  expect(claimed.statusCode, claimed.body).toBe(201);
  const completion = CompletionSchema.parse(claimed.json());
  return { member, completionId: completion.id, hours: completion.credits[0]?.hours ?? 0 };
}

const storedVersion = async (completionId: string) =>
  (
    await t.database.db
      .select({ version: completions.courseVersion })
      .from(completions)
      .where(eq(completions.id, completionId))
  )[0]?.version;

async function certificateText(member: Member): Promise<string> {
  await t.queue.drain();
  const listed = CompletionListSchema.parse(
    (await t.app.inject({ method: 'GET', url: '/api/completed-course', headers: member.headers })).json(),
  );
  const path = listed.items[0]?.certificate?.downloadPath ?? '';
  const pdf = await t.app.inject({ method: 'GET', url: path, headers: member.headers });
  expect(pdf.statusCode).toBe(200);
  return pdfText(pdf.rawPayload);
}

describe('credit versions', { timeout: 120_000 }, () => {
  it('a change of hours moves the course to version 2; the certificate already issued keeps 1.5 hours', async () => {
    const first = await earnNewYorkCredit();
    expect(first.hours).toBe(1.5);
    expect(await storedVersion(first.completionId)).toBe(1);
    expect(await certificateText(first.member)).toContain('1.5');

    const course = StaffCourseSchema.parse(
      (
        await t.app.inject({ method: 'GET', url: `/api/staff/courses/${courseId}`, headers: staff.headers })
      ).json(),
    );
    const line = course.credits.find((credit) => credit.jurisdiction.code === 'NY');
    const changed = await t.app.inject({
      method: 'PUT',
      url: `/api/staff/courses/${courseId}/credits/${line?.id ?? ''}`,
      headers: staff.headers,
      payload: {
        jurisdictionCode: 'NY',
        creditType: line?.creditType,
        category: line?.category,
        hours: 1,
        approvalStatus: 'APPROVED',
        accreditationNumber: line?.accreditationNumber ?? null,
      },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(StaffCourseSchema.parse(changed.json()).creditVersion).toBe(2);

    const versions = CourseVersionListSchema.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/staff/courses/${courseId}/versions`,
          headers: staff.headers,
        })
      ).json(),
    );
    expect(versions.currentVersion).toBe(2);
    const nyHours = (version: number) =>
      versions.versions
        .find((entry) => entry.version === version)
        ?.credits.find((credit) => credit.jurisdictionCode === 'NY')?.hours;
    // The line carries 1.8 hours (90 minutes in a 50-minute state); New York grants half credits, so 1.5 were earned.
    expect([nyHours(1), nyHours(2)]).toEqual([1.8, 1]);
    expect(versions.versions.map((entry) => [entry.version, entry.completions])).toEqual([
      [2, 0],
      [1, 1],
    ]);

    // What was earned stays as earned: the completion and its certificate still say 1.5 hours.
    const mine = CompletionListSchema.parse(
      (
        await t.app.inject({ method: 'GET', url: '/api/completed-course', headers: first.member.headers })
      ).json(),
    );
    expect(mine.items[0]?.credits).toEqual([expect.objectContaining({ jurisdictionCode: 'NY', hours: 1.5 })]);
    expect(await certificateText(first.member)).toContain('1.5');

    // A completion earned now is under version 2, with the new hours.
    const second = await earnNewYorkCredit();
    expect(second.hours).toBe(1);
    expect(await storedVersion(second.completionId)).toBe(2);
    expect(await certificateText(second.member)).not.toContain('1.5');
  });

  it('edits that do not touch credit (title, summary) keep the version', async () => {
    const before = await t.database.db.select().from(courses).where(eq(courses.id, courseId));
    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/staff/courses/${courseId}`,
      headers: staff.headers,
      payload: { summary: 'Mediation for family lawyers, step by step.' },
    });
    const course: StaffCourse = StaffCourseSchema.parse(renamed.json());
    expect(course.creditVersion).toBe(before[0]?.creditVersion);
    const longer = await t.app.inject({
      method: 'PUT',
      url: `/api/staff/courses/${courseId}`,
      headers: staff.headers,
      payload: { durationMinutes: 100 },
    });
    expect(StaffCourseSchema.parse(longer.json()).creditVersion).toBe((before[0]?.creditVersion ?? 0) + 1);
  });
});
