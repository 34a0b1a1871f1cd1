import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CourseCompletionStatusSchema,
  CourseDetailSchema,
  ErrorBodySchema,
  ExpiringApprovalListSchema,
  StaffAuditPageSchema,
  StaffCourseSchema,
  type StaffCreditLine,
} from '@counsel/contracts';
import { courseCredits, courses } from '../../db/schema/courses.js';
import { users } from '../../db/schema/identity.js';
import { enrollments } from '../../db/schema/learning.js';
import { mailOutbox } from '../../db/schema/mail.js';
import {
  meetRequirements,
  prepareCourseToComplete,
  type CourseToComplete,
} from '../../testing/completion-fixtures.js';
import { newMember, type Member } from '../../testing/learning-fixtures.js';
import { createStaffMember, type TestStaffMember } from '../../testing/staff-fixtures.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

const APP_URL = 'http://counsel.test';
const COURSE = 'divorce-mediation-essentials'; // CLE General approved in NY and CA
const DAY_MS = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);
let t: TestApp;
let staff: TestStaffMember;
let prepared: CourseToComplete;
let courseId = '';
let newYork: StaffCreditLine;

const staffGet = (url: string) => t.app.inject({ method: 'GET', url, headers: staff.headers });

async function lawyer(admission: string | null, enroll = true): Promise<Member> {
  const member = await newMember(t.app, t.database.db, APP_URL, 'expiry');
  if (enroll) {
    const enrolled = await t.app.inject({
      method: 'POST',
      url: `/api/courses/${COURSE}/enroll`,
      headers: member.headers,
    });
    expect(enrolled.statusCode).toBe(201);
  }
  if (admission) {
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/jurisdiction',
      headers: member.headers,
      payload: { jurisdictionCode: admission, barNumber: `${admission}-100200` },
    });
    expect(added.statusCode, added.body).toBe(201);
  }
  return member;
}

const claimable = async (member: Member) =>
  CourseCompletionStatusSchema.parse(
    (
      await t.app.inject({ method: 'GET', url: `/api/completed-course/${COURSE}`, headers: member.headers })
    ).json(),
  ).claimableJurisdictions.map((entry) => entry.code);

beforeAll(async () => {
  t = await createTestApp({ APP_URL });
  prepared = await prepareCourseToComplete(t.database, COURSE);
  staff = await createStaffMember(t, APP_URL);
  const [row] = await t.database.db.select({ id: courses.id }).from(courses).where(eq(courses.slug, COURSE));
  courseId = row?.id ?? '';
  const course = StaffCourseSchema.parse((await staffGet(`/api/staff/courses/${courseId}`)).json());
  const line = course.credits.find((credit) => credit.jurisdiction.code === 'NY');
  if (!line) throw new Error('the fixture course has New York credit');
  // Staff record the New York approval: approved a year ago, its last day today.
  const updated = await t.app.inject({
    method: 'PUT',
    url: `/api/staff/courses/${courseId}/credits/${line.id}`,
    headers: staff.headers,
    payload: {
      jurisdictionCode: 'NY',
      creditType: line.creditType,
      category: line.category,
      hours: line.hours,
      approvalStatus: 'APPROVED',
      accreditationNumber: 'NY-AC-4410',
      approvedOn: day(-365),
      expiresOn: day(0),
    },
  });
  expect(updated.statusCode, updated.body).toBe(200);
  newYork = StaffCourseSchema.parse(updated.json()).credits.find((c) => c.id === line.id) ?? line;
});
afterAll(async () => t.close());

describe('credit approvals', { timeout: 120_000 }, () => {
  it('the expiring queue lists approvals that run out within the days asked', async () => {
    const queue = ExpiringApprovalListSchema.parse((await staffGet('/api/staff/approvals/expiring')).json());
    expect(queue.withinDays).toBe(60);
    expect(queue.items).toEqual([
      expect.objectContaining({
        creditId: newYork.id,
        courseTitle: 'Divorce Mediation Essentials',
        expiresOn: day(0),
        daysLeft: 0,
        accreditationNumber: 'NY-AC-4410',
      }),
    ]);
    const bad = await staffGet('/api/staff/approvals/expiring?withinDays=0');
    expect(bad.statusCode).toBe(400);
  });

  it('an approval past its last day stops claims there at once; the sweep expires it and tells the lawyers it affects', async () => {
    const affected = await lawyer('NY');
    const elsewhere = await lawyer('CA');
    const finished = await lawyer('NY');
    const notEnrolled = await lawyer('NY', false);
    await t.database.db
      .update(enrollments)
      .set({ completedAt: new Date() })
      .where(and(eq(enrollments.userId, finished.userId), eq(enrollments.courseId, courseId)));
    const { duration, evaluation, services } = prepared;
    await meetRequirements(t.app, services, affected, COURSE, duration, evaluation);
    // Its last day is today: it still earns credit.
    expect(await claimable(affected)).toEqual(['NY', 'CA']);

    // A day passes.
    await t.database.db
      .update(courseCredits)
      .set({ expiresOn: day(-1) })
      .where(eq(courseCredits.id, newYork.id));
    expect(await claimable(affected)).toEqual(['CA']);
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/completed-course/${COURSE}`,
      headers: affected.headers,
      payload: { jurisdictionCodes: ['NY'] },
    });
    expect(refused.statusCode).toBe(400);
    expect(ErrorBodySchema.parse(refused.json()).error.code).toBe('JURISDICTION_NOT_CLAIMABLE');

    const sweep = t.app.sweeps.get('approval-expiry');
    await sweep?.();
    await t.queue.drain();
    const course = StaffCourseSchema.parse((await staffGet(`/api/staff/courses/${courseId}`)).json());
    expect(course.credits.find((credit) => credit.id === newYork.id)?.approvalStatus).toBe('EXPIRED');
    // Version 2 came with the accreditation number staff entered; the expiry is version 3.
    expect(course.creditVersion).toBe(3);
    const page = CourseDetailSchema.parse(
      (await t.app.inject({ method: 'GET', url: `/api/courses/${COURSE}` })).json(),
    );
    expect(page.credits.map((credit) => credit.jurisdiction.code)).toEqual(['CA']);

    const mails = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.template, 'credit-approval-expired'));
    const emailOf = async (member: Member) =>
      (await t.database.db.select({ email: users.email }).from(users).where(eq(users.id, member.userId)))[0]
        ?.email;
    expect(mails.map((mail) => mail.toAddress)).toEqual([await emailOf(affected)]);
    expect(mails[0]?.subject).toBe('Divorce Mediation Essentials no longer earns New York credit');
    expect(mails.map((mail) => mail.toAddress)).not.toContain(await emailOf(elsewhere));
    expect(mails.map((mail) => mail.toAddress)).not.toContain(await emailOf(notEnrolled));

    const log = StaffAuditPageSchema.parse(
      (await staffGet(`/api/staff/audit-log?action=credit.expire&subjectId=${courseId}`)).json(),
    );
    expect(log.entries.map((entry) => [entry.actorEmail, entry.after?.approvalStatus])).toEqual([
      ['system', 'EXPIRED'],
    ]);

    // Once is enough: the next run finds nothing to expire and sends nothing.
    await sweep?.();
    await t.queue.drain();
    expect(
      await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.template, 'credit-approval-expired')),
    ).toHaveLength(1);
  });
});
