import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AdmissionComplianceSchema,
  CertificateVerificationSchema,
  CompletionListSchema,
  RevokedCertificateSchema,
  StaffAuditPageSchema,
  StaffPeopleResultsSchema,
  StaffPersonSchema,
  UserJurisdictionSchema,
} from '@counsel/contracts';
import { certificates } from '../../db/schema/completions.js';
import { mailOutbox } from '../../db/schema/mail.js';
import { seedCatalogFixtures } from '../../testing/catalog-fixtures.js';
import { recordCompletion } from '../../testing/compliance-fixtures.js';
import { createVerifiedUser } from '../../testing/identity-helpers.js';
import { createStaffMember, type TestStaffMember } from '../../testing/staff-fixtures.js';
import { createTestApp, drainJobsOf, type TestApp } from '../../testing/test-app.js';

const APP_URL = 'http://counsel.test';
const NUMBER = 'CCLE-2025-7KQ4M2ZD';
let t: TestApp;
let staff: TestStaffMember;
let nora: { authorization: string; userId: string };
let admissionId = '';

const call = (method: 'GET' | 'POST', url: string, headers: object, payload?: object) =>
  t.app.inject({ method, url, headers: { ...headers }, ...(payload ? { payload } : {}) });

beforeAll(async () => {
  t = await createTestApp({ APP_URL });
  await seedCatalogFixtures(t.database.db);
  staff = await createStaffMember(t, APP_URL);
  const signedIn = await createVerifiedUser(t.app, t.database.db, APP_URL, {
    fullName: 'Nora Lindqvist',
    email: 'nora.lindqvist@example.com',
    password: 'amber-falcon-river-31',
  });
  nora = { authorization: `Bearer ${signedIn.token}`, userId: decodeJwt(signedIn.token).sub ?? '' };
  const admission = await call('POST', '/api/jurisdiction', nora, {
    jurisdictionCode: 'NY',
    barNumber: '5550101',
    admittedOn: '2012-03-14',
    birthDate: '1985-08-02',
  });
  expect(admission.statusCode, admission.body).toBe(201);
  admissionId = UserJurisdictionSchema.parse(admission.json()).id;
  const { completionId } = await recordCompletion(t.database.db, {
    userId: nora.userId,
    slug: 'divorce-mediation-essentials',
    completedAt: new Date('2025-05-20T15:00:00Z'),
    credits: [{ jurisdictionCode: 'NY', creditType: 'CLE', category: 'ETHICS', hours: 2 }],
  });
  // A number in the issued format, so the public verification finds it.
  await t.database.db
    .update(certificates)
    .set({ number: NUMBER })
    .where(eq(certificates.completionId, completionId));
});
afterAll(async () => t.close());

describe('GET /api/staff/people', () => {
  it('finds a lawyer by part of the name or the e-mail, case-insensitively', async () => {
    for (const search of ['lindq', 'NORA.LINDQVIST@']) {
      const response = await call(
        'GET',
        `/api/staff/people?search=${encodeURIComponent(search)}`,
        staff.headers,
      );
      expect(response.statusCode, response.body).toBe(200);
      const { results } = StaffPeopleResultsSchema.parse(response.json());
      expect(results).toEqual([
        expect.objectContaining({ kind: 'lawyer', userId: nora.userId, emailVerified: true }),
      ]);
    }
  });

  it('takes % and _ literally and refuses a search under 2 characters (400)', async () => {
    const wildcard = await call('GET', '/api/staff/people?search=%25%25', staff.headers);
    expect(StaffPeopleResultsSchema.parse(wildcard.json()).results).toEqual([]);
    const short = await call('GET', '/api/staff/people?search=n', staff.headers);
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
  });
});

describe('GET /api/staff/people/{userId}', () => {
  it('shows the account, the admissions with bar numbers, the completions and certificates, and the billing', async () => {
    const response = await call('GET', `/api/staff/people/${nora.userId}`, staff.headers);
    expect(response.statusCode, response.body).toBe(200);
    const person = StaffPersonSchema.parse(response.json());
    expect(person.account).toMatchObject({
      email: 'nora.lindqvist@example.com',
      emailVerified: true,
      isStaff: false,
    });
    expect(person.admissions).toEqual([
      expect.objectContaining({ jurisdictionCode: 'NY', barNumber: '5550101' }),
    ]);
    expect(person.enrollments).toHaveLength(1);
    expect(person.completions[0]?.certificate).toMatchObject({ certificateNumber: NUMBER, revokedAt: null });
    expect(person.billing).toEqual({ membershipReason: null, subscription: null });
    expect(person.firmSeat).toBeNull();
    expect(response.body).not.toMatch(/password|token/i);
  });

  it('answers 404 for an unknown account and 400 for an id that is not one', async () => {
    const unknown = await call(
      'GET',
      '/api/staff/people/00000000-0000-4000-8000-000000000000',
      staff.headers,
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: { code: 'USER_NOT_FOUND' } });
    const bad = await call('GET', '/api/staff/people/not-a-uuid', staff.headers);
    expect(bad.statusCode).toBe(400);
  });
});

describe('POST /api/staff/people/{userId}/resend-verification', () => {
  it('sends the verification e-mail again to an unverified account, logs it, and refuses a verified one (409)', async () => {
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        fullName: 'Ulla Unverified',
        email: 'ulla.unverified@example.com',
        password: 'copper-meadow-lantern-18',
        acceptTerms: true,
      },
    });
    expect(registered.statusCode, registered.body).toBe(201);
    const userId = registered.json<{ user: { id: string } }>().user.id;
    await drainJobsOf(t.app);
    const mailsTo = async () => {
      await drainJobsOf(t.app);
      const rows = await t.database.db
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(eq(mailOutbox.toAddress, 'ulla.unverified@example.com'));
      return rows.length;
    };
    const before = await mailsTo();

    const resent = await call('POST', `/api/staff/people/${userId}/resend-verification`, staff.headers);
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json()).toEqual({ email: 'ulla.unverified@example.com', verificationEmailSent: true });
    expect(await mailsTo()).toBe(before + 1);

    const log = await call('GET', '/api/staff/audit-log?action=person.resend-verification', staff.headers);
    expect(StaffAuditPageSchema.parse(log.json()).entries).toEqual([
      expect.objectContaining({ subjectType: 'user', subjectId: userId, actorEmail: staff.email }),
    ]);

    const verified = await call(
      'POST',
      `/api/staff/people/${nora.userId}/resend-verification`,
      staff.headers,
    );
    expect(verified.statusCode).toBe(409);
    expect(verified.json()).toMatchObject({ error: { code: 'EMAIL_ALREADY_VERIFIED' } });
  });
});

describe('POST /api/staff/certificates/{certificateNumber}/revoke', () => {
  it('refuses a reason under 3 or over 500 characters (400) and an unknown number (404), changing nothing', async () => {
    for (const reason of ['', '  x ', 'y'.repeat(501)]) {
      const response = await call('POST', `/api/staff/certificates/${NUMBER}/revoke`, staff.headers, {
        reason,
      });
      expect(response.statusCode, reason).toBe(400);
      expect(response.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
    }
    const missing = await call('POST', `/api/staff/certificates/${NUMBER}/revoke`, staff.headers, {});
    expect(missing.statusCode).toBe(400);
    const unknown = await call('POST', '/api/staff/certificates/CCLE-2025-AAAAAAAA/revoke', staff.headers, {
      reason: 'Issued in error',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: { code: 'CERTIFICATE_NOT_FOUND' } });
    const still = await call('GET', `/api/certificates/verify/${NUMBER}`, {});
    expect(CertificateVerificationSchema.parse(still.json())).toMatchObject({ valid: true, revokedAt: null });
  });

  it('revokes it: the public verification says revoked with the date (not the reason), the lawyer sees it, the tracker stops counting it', async () => {
    const earned = async () => {
      const response = await call('GET', `/api/compliance/${admissionId}?period=2025-05-20`, nora);
      expect(response.statusCode, response.body).toBe(200);
      return AdmissionComplianceSchema.parse(response.json()).total?.earned;
    };
    expect(await earned()).toBe(2);

    const reason = 'Attendance codes were shared; credit withdrawn after review';
    const revoked = await call(
      'POST',
      `/api/staff/certificates/${NUMBER.toLowerCase()}/revoke`,
      staff.headers,
      {
        reason: `  ${reason} `,
      },
    );
    expect(revoked.statusCode, revoked.body).toBe(200);
    const result = RevokedCertificateSchema.parse(revoked.json());
    const { revokedAt } = result;
    expect(result).toEqual({
      certificateNumber: NUMBER,
      revokedAt,
      revokedReason: reason,
      revokedByEmail: staff.email,
    });

    // The public page's API: revoked, when; the reason stays private.
    const publicView = await call('GET', `/api/certificates/verify/${NUMBER}`, {});
    expect(publicView.statusCode).toBe(200);
    expect(CertificateVerificationSchema.parse(publicView.json())).toMatchObject({ valid: false, revokedAt });
    expect(publicView.body).not.toContain('shared');

    // The lawyer's certificates list shows it revoked, with the reason.
    const mine = CompletionListSchema.parse((await call('GET', '/api/completed-course', nora)).json());
    expect(mine.items[0]?.certificate).toMatchObject({ revokedAt, revokedReason: reason });

    // Staff see it on the record, and the audit log has it.
    const person = StaffPersonSchema.parse(
      (await call('GET', `/api/staff/people/${nora.userId}`, staff.headers)).json(),
    );
    expect(person.completions[0]?.certificate).toMatchObject({ revokedAt, revokedReason: reason });
    const log = await call('GET', '/api/staff/audit-log?action=certificate.revoke', staff.headers);
    expect(StaffAuditPageSchema.parse(log.json()).entries).toEqual([
      expect.objectContaining({
        subjectType: 'certificate',
        subjectId: NUMBER,
        after: { revokedAt, reason },
      }),
    ]);

    // The compliance tracker no longer counts the 2 ethics hours.
    expect(await earned()).toBe(0);

    // A second revocation: 409, nothing changes.
    const again = await call('POST', `/api/staff/certificates/${NUMBER}/revoke`, staff.headers, {
      reason: 'Once more',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: { code: 'CERTIFICATE_ALREADY_REVOKED' } });
    const [row] = await t.database.db.select().from(certificates).where(eq(certificates.number, NUMBER));
    expect(row?.revokedReason).toBe(reason);
  });

  it('is refused to the lawyer (403)', async () => {
    const response = await call('POST', `/api/staff/certificates/${NUMBER}/revoke`, nora, { reason: 'Mine' });
    expect(response.statusCode).toBe(403);
  });
});
