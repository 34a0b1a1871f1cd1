import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StaffAuditPageSchema, StaffMemberListSchema } from '@counsel/contracts';
import { createVerifiedUser } from '../../testing/identity-helpers.js';
import { createStaffMember, type TestStaffMember } from '../../testing/staff-fixtures.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { grantStaffFromCommandLine } from './staff.service.js';

const APP_URL = 'http://counsel.test';
let t: TestApp;
let staff: TestStaffMember;
let lawyer: { cookie: string; token: string; userId: string };
const LAWYER = {
  fullName: 'Lena Lawford',
  email: 'lena.lawford@example.com',
  password: 'quartz-harbor-lamp-52',
};

const freshToken = async (cookie: string) => {
  const response = await t.app.inject({ method: 'GET', url: '/api/identity/token', headers: { cookie } });
  return response.json<{ token: string }>().token;
};
const auditLog = async (query = '') => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/staff/audit-log${query}`,
    headers: staff.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return StaffAuditPageSchema.parse(response.json());
};

beforeAll(async () => {
  t = await createTestApp({ APP_URL });
  staff = await createStaffMember(t, APP_URL);
  const signedIn = await createVerifiedUser(t.app, t.database.db, APP_URL, LAWYER);
  lawyer = { ...signedIn, userId: decodeJwt(signedIn.token).sub ?? '' };
});
afterAll(async () => t.close());

describe('staff members', () => {
  it('a lawyer is refused the staff routes (403) until another staff member grants the role', async () => {
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/staff/members',
      headers: { authorization: `Bearer ${lawyer.token}` },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: { code: 'FORBIDDEN' } });

    const granted = await t.app.inject({
      method: 'POST',
      url: '/api/staff/members',
      headers: staff.headers,
      payload: { email: ' Lena.Lawford@Example.com ' },
    });
    expect(granted.statusCode, granted.body).toBe(201);
    expect(granted.json()).toMatchObject({ email: LAWYER.email, grantedByEmail: staff.email });

    // The next token carries the staff claim and opens the console.
    const token = await freshToken(lawyer.cookie);
    expect(decodeJwt(token).role).toBe('staff');
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/staff/members',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(list.statusCode).toBe(200);
    expect(
      StaffMemberListSchema.parse(list.json())
        .members.map((member) => member.email)
        .sort(),
    ).toEqual([LAWYER.email, staff.email].sort());
    expect(list.body).not.toMatch(/password|token/i);
  });

  it('refuses a second grant (409 ALREADY_STAFF), an unknown address (404) and a bad one (400), changing nothing', async () => {
    const before = await auditLog();
    for (const [email, status, code] of [
      [LAWYER.email, 409, 'ALREADY_STAFF'],
      ['nobody@example.com', 404, 'USER_NOT_FOUND'],
      ['not-an-address', 400, 'VALIDATION_FAILED'],
    ] as const) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/staff/members',
        headers: staff.headers,
        payload: { email },
      });
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json()).toMatchObject({ error: { code } });
    }
    expect((await auditLog()).pagination.totalItems).toBe(before.pagination.totalItems);
  });

  it('never removes oneself (409), removes another, and the removed account’s next token is a lawyer’s again', async () => {
    const self = await t.app.inject({
      method: 'DELETE',
      url: `/api/staff/members/${staff.userId}`,
      headers: staff.headers,
    });
    expect(self.statusCode).toBe(409);
    expect(self.json()).toMatchObject({ error: { code: 'STAFF_SELF_REMOVAL' } });

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/staff/members/${lawyer.userId}`,
      headers: staff.headers,
    });
    expect(removed.statusCode, removed.body).toBe(204);
    expect(decodeJwt(await freshToken(lawyer.cookie)).role).toBe('guest');
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/staff/members/${lawyer.userId}`,
      headers: staff.headers,
    });
    expect(again.statusCode).toBe(404);
  });

  it('the command line grants the first staff member once, logged as "command line"', async () => {
    const other = {
      fullName: 'Cleo Command',
      email: 'cleo.command@example.com',
      password: 'ember-violet-sail-93',
    };
    const { cookie } = await createVerifiedUser(t.app, t.database.db, APP_URL, other);
    expect(await grantStaffFromCommandLine(t.database.db, other.email, new Date())).toBe('granted');
    expect(await grantStaffFromCommandLine(t.database.db, other.email, new Date())).toBe('already-staff');
    await expect(
      grantStaffFromCommandLine(t.database.db, 'ghost@example.com', new Date()),
    ).rejects.toMatchObject({
      code: 'USER_NOT_FOUND',
    });
    expect(decodeJwt(await freshToken(cookie)).role).toBe('staff');
    const page = await auditLog('?actor=command');
    expect(page.entries).toHaveLength(1);
    expect(page.entries[0]).toMatchObject({ actorEmail: 'command line', action: 'staff.grant' });
  });
});

describe('the staff audit log', () => {
  it('holds every staff action with who, what, before → after and when, newest first', async () => {
    const page = await auditLog('?subjectType=user');
    expect(page.entries.map((entry) => entry.action)).toEqual(['staff.grant', 'staff.remove', 'staff.grant']);
    const [, removal, grant] = page.entries;
    expect(removal).toMatchObject({
      actorEmail: staff.email,
      subjectId: lawyer.userId,
      before: { staff: true },
      after: { staff: false },
      summary: `Removed staff access from ${LAWYER.email}`,
    });
    expect(grant?.summary).toBe(`Made ${LAWYER.email} a staff member`);
    expect(Date.parse(removal?.at ?? '')).toBeGreaterThanOrEqual(Date.parse(grant?.at ?? ''));
  });

  it('filters by action (exact or a prefix ending in a dot), record, staff member and time', async () => {
    expect((await auditLog('?action=staff.remove')).entries).toHaveLength(1);
    expect((await auditLog('?action=staff.')).entries).toHaveLength(3);
    expect((await auditLog('?action=staff')).entries).toHaveLength(0);
    expect((await auditLog(`?subjectId=${lawyer.userId}`)).entries).toHaveLength(2);
    expect((await auditLog(`?actor=${encodeURIComponent('sasha.staffer')}`)).entries).toHaveLength(2);
    // `%` and `_` are matched literally, not as wildcards.
    expect((await auditLog('?actor=%25')).entries).toHaveLength(0);
    const future = new Date(Date.now() + 60_000).toISOString();
    expect((await auditLog(`?from=${encodeURIComponent(future)}`)).entries).toHaveLength(0);
    expect((await auditLog(`?to=${encodeURIComponent(future)}&pageSize=1`)).pagination).toMatchObject({
      totalItems: 3,
      totalPages: 3,
      pageSize: 1,
    });
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/staff/audit-log?from=yesterday',
      headers: staff.headers,
    });
    expect(bad.statusCode).toBe(400);
  });
});
