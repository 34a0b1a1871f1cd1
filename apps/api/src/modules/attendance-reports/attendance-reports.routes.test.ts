import { parseCsv } from '@counsel/domain';
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AttendanceReportPreviewSchema } from '@counsel/contracts';
import { completions } from '../../db/schema/completions.js';
import { courses } from '../../db/schema/courses.js';
import { seedCatalogFixtures } from '../../testing/catalog-fixtures.js';
import { recordCompletion } from '../../testing/compliance-fixtures.js';
import { createVerifiedUser } from '../../testing/identity-helpers.js';
import { createStaffMember, type TestStaffMember } from '../../testing/staff-fixtures.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

const APP_URL = 'http://counsel.test';
let t: TestApp;
let staff: TestStaffMember;
let lawyerToken = '';
let courseId = '';

const get = (url: string, headers: object = staff.headers) =>
  t.app.inject({ method: 'GET', url, headers: { ...headers } });

beforeAll(async () => {
  t = await createTestApp({ APP_URL });
  await seedCatalogFixtures(t.database.db);
  staff = await createStaffMember(t, APP_URL);
  const lawyer = await createVerifiedUser(t.app, t.database.db, APP_URL, {
    fullName: 'Rita Reporter',
    email: 'rita.reporter@example.com',
    password: 'velvet-canyon-signal-27',
  });
  lawyerToken = lawyer.token;
  const userId = decodeJwt(lawyer.token).sub ?? '';
  const [course] = await t.database.db
    .select({ id: courses.id })
    .from(courses)
    .where(eq(courses.slug, 'divorce-mediation-essentials'));
  courseId = course?.id ?? '';

  const stamp = async (completionId: string, attendeeName: string) =>
    t.database.db
      .update(completions)
      .set({
        attendeeName,
        barNumbers: [
          { jurisdictionCode: 'CA', jurisdictionName: 'California', number: '=HYPERLINK("http://evil")' },
          { jurisdictionCode: 'IL', jurisdictionName: 'Illinois', number: '6301234' },
        ],
      })
      .where(eq(completions.id, completionId));
  const credits = [
    { jurisdictionCode: 'CA', creditType: 'CLE', category: 'GENERAL', hours: 1 },
    { jurisdictionCode: 'CA', creditType: 'CLE', category: 'ETHICS', hours: 0.5 },
    { jurisdictionCode: 'IL', creditType: 'CLE', category: 'GENERAL', hours: 1.5 },
  ] as const;
  const first = await recordCompletion(t.database.db, {
    userId,
    slug: 'divorce-mediation-essentials',
    completedAt: new Date('2025-03-10T18:00:00Z'),
    credits: [...credits],
  });
  await stamp(first.completionId, '@Rita Reporter');
  // Another course, and a revoked one: neither is in a report of the first course.
  const other = await recordCompletion(t.database.db, {
    userId,
    slug: 'banking-regulation-update',
    completedAt: new Date('2025-03-11T18:00:00Z'),
    credits: [...credits],
    revoked: true,
  });
  await stamp(other.completionId, 'Rita Reporter');
});
afterAll(async () => t.close());

describe('GET /api/staff/reports/attendance/preview', () => {
  it('lists one line per lawyer, jurisdiction and credit type with the hours by category and the bar number', async () => {
    const response = await get(
      `/api/staff/reports/attendance/preview?courseId=${courseId}&from=2025-03-01&to=2025-03-31`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const preview = AttendanceReportPreviewSchema.parse(response.json());
    expect(preview.rowCount).toBe(2);
    expect(preview.revokedExcluded).toBe(0);
    expect(preview.rows).toEqual([
      expect.objectContaining({
        jurisdictionCode: 'CA',
        hours: { GENERAL: 1, ETHICS: 0.5 },
        totalHours: 1.5,
        completedOn: '2025-03-10',
        format: 'ON_DEMAND',
      }),
      expect.objectContaining({ jurisdictionCode: 'IL', barNumber: '6301234', hours: { GENERAL: 1.5 } }),
    ]);
  });

  it('leaves out revoked certificates (counted), and narrows to one jurisdiction', async () => {
    const all = await get('/api/staff/reports/attendance/preview?from=2025-03-01&to=2025-03-31');
    expect(AttendanceReportPreviewSchema.parse(all.json())).toMatchObject({
      rowCount: 2,
      revokedExcluded: 1,
    });
    const illinois = await get(
      '/api/staff/reports/attendance/preview?from=2025-03-01&to=2025-03-31&jurisdiction=il',
    );
    const preview = AttendanceReportPreviewSchema.parse(illinois.json());
    expect(preview.rows.map((row) => row.jurisdictionCode)).toEqual(['IL']);
  });

  it('includes both end days and nothing outside them', async () => {
    const day = await get('/api/staff/reports/attendance/preview?from=2025-03-10&to=2025-03-10');
    expect(AttendanceReportPreviewSchema.parse(day.json()).rowCount).toBe(2);
    const before = await get('/api/staff/reports/attendance/preview?from=2025-03-01&to=2025-03-09');
    expect(AttendanceReportPreviewSchema.parse(before.json()).rowCount).toBe(0);
  });

  it('refuses a reversed, too long or impossible range (400 REPORT_RANGE_INVALID) and an unknown course (404)', async () => {
    for (const range of ['from=2025-03-31&to=2025-03-01', 'from=2024-01-01&to=2025-01-02']) {
      const response = await get(`/api/staff/reports/attendance/preview?${range}`);
      expect(response.statusCode, range).toBe(400);
      expect(response.json()).toMatchObject({ error: { code: 'REPORT_RANGE_INVALID' } });
    }
    const full = await get('/api/staff/reports/attendance/preview?from=2024-01-01&to=2024-12-31');
    expect(full.statusCode).toBe(200);
    // A missing, malformed or impossible date, or a layout that does not exist: the contract refuses it.
    for (const query of [
      'from=2025-03-01',
      'from=03/01/2025&to=2025-03-02',
      'from=2025-02-30&to=2025-03-01',
      'from=2025-03-01&to=2025-03-02&layout=california',
    ]) {
      const response = await get(`/api/staff/reports/attendance?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
    }
    const unknown = await get(
      '/api/staff/reports/attendance/preview?courseId=00000000-0000-4000-8000-000000000000&from=2025-03-01&to=2025-03-31',
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: { code: 'COURSE_NOT_FOUND' } });
  });

  it('is refused to a lawyer (403)', async () => {
    const response = await get('/api/staff/reports/attendance/preview?from=2025-03-01&to=2025-03-31', {
      authorization: `Bearer ${lawyerToken}`,
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('GET /api/staff/reports/attendance', () => {
  it('downloads the general layout as CSV with every field, formula-like cells neutralised', async () => {
    const response = await get(
      `/api/staff/reports/attendance?courseId=${courseId}&from=2025-03-01&to=2025-03-31&layout=general`,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="attendance-general-${courseId.slice(0, 8)}-2025-03-01-to-2025-03-31.csv"`,
    );
    const [header, ...rows] = parseCsv(response.body);
    expect(header).toEqual(
      expect.arrayContaining([
        'Attendee name',
        'Bar number',
        'Jurisdiction',
        'Course title',
        'Accreditation number',
        'Completed on',
        'Format',
        'Ethics hours',
        'General hours',
        'Total hours',
        'Verification method',
      ]),
    );
    expect(rows).toHaveLength(2);
    const column = (name: string) => header?.indexOf(name) ?? -1;
    const [california] = rows;
    expect(california?.[column('Attendee name')]).toBe("'@Rita Reporter");
    expect(california?.[column('Bar number')]).toBe('\'=HYPERLINK("http://evil")');
    expect(california?.[column('Ethics hours')]).toBe('0.5');
    expect(california?.[column('Total hours')]).toBe('1.5');
    expect(california?.[column('Location')]).toBe('Online');
  });
});
