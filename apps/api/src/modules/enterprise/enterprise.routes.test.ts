import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Enterprise, EnterpriseMember } from '@counsel/contracts';
import { testDatabaseSettings } from '../../config/env.js';
import { firmAuditLog, firmMembers } from '../../db/schema/enterprise.js';
import { users } from '../../db/schema/identity.js';
import { seedMembershipPlans } from '../../db/seed/seed-memberships.js';
import { seedCatalogFixtures } from '../../testing/catalog-fixtures.js';
import { BillingRepository } from '../billing/billing.repository.js';
import { grantMembership } from '../../testing/authorization-actors.js';
import { createVerifiedUser, latestMailTo, signIn } from '../../testing/identity-helpers.js';
import { ManualClock } from '../../testing/manual-clock.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

const APP_URL = 'http://localhost:3000';
const PASSWORD = 'copper-harbor-lantern-58';
const DAY = 24 * 60 * 60 * 1000;

let t: TestApp;
const clock = new ManualClock(Date.now());

interface Admin {
  userId: string;
  email: string;
  headers: { authorization: string };
}

/** A verified account, signed in, with a fresh token (its role claim read from the database now). */
async function account(fullName: string, email: string) {
  const { cookie, token } = await createVerifiedUser(t.app, t.database.db, APP_URL, {
    fullName,
    email,
    password: PASSWORD,
  });
  return { cookie, token, userId: decodeJwt(token).sub ?? '', email };
}

async function freshToken(cookie: string): Promise<string> {
  const response = await t.app.inject({ method: 'GET', url: '/api/identity/token', headers: { cookie } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ token: string }>().token;
}

/** The buyer of an enterprise plan: administrator of a firm of `seats` seats. */
async function firmAdministrator(fullName: string, email: string, seats: number): Promise<Admin> {
  const { cookie, userId } = await account(fullName, email);
  await grantMembership(t.database.db, userId, 'ENTERPRISE');
  await setSeats(userId, seats);
  const token = await freshToken(cookie);
  expect(decodeJwt(token).role).toBe('enterprise');
  return { userId, email, headers: { authorization: `Bearer ${token}` } };
}

/** The seat count after a change in the billing portal (as the subscription-changed event stores it). */
async function setSeats(ownerUserId: string, seats: number) {
  await new BillingRepository(t.database.db).upsertOwnedFirm(ownerUserId, 'ignored', seats);
}

function call(admin: Admin | null, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: admin?.headers ?? {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

async function enterprise(admin: Admin, query = ''): Promise<Enterprise> {
  const response = await call(admin, 'GET', `/api/enterprise${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Enterprise>();
}

async function invite(admin: Admin, fullName: string, email: string): Promise<EnterpriseMember> {
  const response = await call(admin, 'POST', '/api/enterprise/create-lawyer', { fullName, email });
  expect(response.statusCode, response.body).toBe(201);
  const [member] = response.json<{ members: EnterpriseMember[] }>().members;
  if (!member) throw new Error('no member created');
  return member;
}

/** The token of the newest invitation e-mail to `email`. */
async function invitationToken(email: string): Promise<string> {
  const mail = await latestMailTo(t.database.db, email);
  const link = /https?:\/\/\S+accept-invitation\?token=([A-Za-z0-9_%-]+)/.exec(mail?.text ?? '');
  expect(link, 'an invitation link').not.toBeNull();
  return decodeURIComponent(link?.[1] ?? '');
}

function accept(token: string, bearer: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/enterprise/accept-invitation?token=${encodeURIComponent(token)}`,
    headers: { authorization: `Bearer ${bearer}` },
    payload: {},
  });
}

function code(response: { json: () => unknown }): string {
  return (response.json() as { error: { code: string } }).error.code;
}

beforeAll(async () => {
  t = await createTestApp({}, { clock });
  await seedMembershipPlans(t.database.db);
  await seedCatalogFixtures(t.database.db);
});
afterAll(async () => t.close());

describe('a firm and its seats', () => {
  let admin: Admin;
  beforeAll(async () => {
    admin = await firmAdministrator('Olivia Owner', 'olivia.owner@example.com', 4);
  });

  it('shows the buyer as an ACTIVE administrator holding one seat', async () => {
    const body = await enterprise(admin);
    expect(body.firm).toMatchObject({
      seatsPurchased: 4,
      seatsInUse: 1,
      seatsFree: 3,
      overBy: 0,
      billingStatus: 'ACTIVE',
      planName: expect.any(String) as unknown,
    });
    expect(body.members).toEqual([
      expect.objectContaining({
        email: 'olivia.owner@example.com',
        status: 'ACTIVE',
        isAdministrator: true,
        isOwner: true,
      }),
    ]);
    expect(body.statusCounts).toEqual({ PENDING: 0, ACTIVE: 1, REVOKED: 0 });
  });

  it('invites a lawyer (PENDING, an e-mail with a 14-day link) and refuses the same address again', async () => {
    const member = await invite(admin, 'Paula Pending', 'Paula.Pending@example.com');
    expect(member).toMatchObject({
      email: 'paula.pending@example.com',
      status: 'PENDING',
      isAdministrator: false,
    });
    expect(Date.parse(member.invitationExpiresAt ?? '') - clock.now().getTime()).toBe(14 * DAY);
    const mail = await latestMailTo(t.database.db, 'paula.pending@example.com');
    expect(mail?.subject).toContain('invited you');
    const again = await call(admin, 'POST', '/api/enterprise/create-lawyer', {
      fullName: 'Paula Again',
      email: 'paula.pending@example.com',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      error: { code: 'ENTERPRISE_MEMBER_EXISTS', details: { emails: ['paula.pending@example.com'] } },
    });
  });

  it('invites several at once, all or none, and never beyond the free seats', async () => {
    const tooMany = await call(admin, 'POST', '/api/enterprise/create-lawyer', {
      lawyers: [
        { fullName: 'Bulk One', email: 'bulk.one@example.com' },
        { fullName: 'Bulk Two', email: 'bulk.two@example.com' },
        { fullName: 'Bulk Three', email: 'bulk.three@example.com' },
      ],
    });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toMatchObject({
      error: { code: 'SEATS_EXHAUSTED', details: { seatsPurchased: 4, seatsInUse: 2, seatsFree: 2 } },
    });
    expect((await enterprise(admin)).firm.seatsInUse).toBe(2);

    const repeated = await call(admin, 'POST', '/api/enterprise/create-lawyer', {
      lawyers: [
        { fullName: 'Bulk One', email: 'bulk.one@example.com' },
        { fullName: 'Bulk Uno', email: 'BULK.ONE@example.com' },
      ],
    });
    expect(repeated.statusCode).toBe(400);

    const two = await call(admin, 'POST', '/api/enterprise/create-lawyer', {
      lawyers: [
        { fullName: 'Bulk One', email: 'bulk.one@example.com' },
        { fullName: 'Bulk Two', email: 'bulk.two@example.com' },
      ],
    });
    expect(two.statusCode, two.body).toBe(201);
    const full = await enterprise(admin);
    expect(full.firm).toMatchObject({ seatsInUse: 4, seatsFree: 0 });
    const none = await call(admin, 'POST', '/api/enterprise/create-lawyer', {
      fullName: 'Late Comer',
      email: 'late.comer@example.com',
    });
    expect(code(none)).toBe('SEATS_EXHAUSTED');
  });

  it('searches by name or e-mail, filters by status, sorts and pages', async () => {
    const search = await enterprise(admin, '?search=bulk');
    expect(search.members.map((member) => member.email).sort()).toEqual([
      'bulk.one@example.com',
      'bulk.two@example.com',
    ]);
    expect((await enterprise(admin, '?search=Paula')).members).toHaveLength(1);
    expect((await enterprise(admin, '?search=%25')).members).toHaveLength(0);
    const pending = await enterprise(admin, '?status=PENDING&sort=email&order=desc&pageSize=2');
    expect(pending.members.map((member) => member.email)).toEqual([
      'paula.pending@example.com',
      'bulk.two@example.com',
    ]);
    expect(pending.pagination).toEqual({ currentPage: 1, pageSize: 2, totalItems: 3, totalPages: 2 });
    expect(pending.statusCounts).toEqual({ PENDING: 3, ACTIVE: 1, REVOKED: 0 });
    const bad = await call(admin, 'GET', '/api/enterprise?status=GONE');
    expect(bad.statusCode).toBe(400);
  });

  it('frees a seat on revoke; the revoked link answers INVITATION_REVOKED; re-sending takes a seat again', async () => {
    const [member] = (await enterprise(admin, '?search=bulk.two')).members;
    const oldToken = await invitationToken('bulk.two@example.com');
    const revoked = await call(
      admin,
      'POST',
      `/api/enterprise/revoke-invitation?enterpriseMemberId=${member?.id}`,
    );
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json()).toMatchObject({ member: { status: 'REVOKED' } });
    expect((await enterprise(admin)).firm.seatsFree).toBe(1);
    const preview = await t.app.inject({
      method: 'GET',
      url: `/api/enterprise/invitation?token=${oldToken}`,
    });
    expect(preview.statusCode).toBe(410);
    expect(code(preview)).toBe('INVITATION_REVOKED');
    const again = await call(
      admin,
      'POST',
      `/api/enterprise/revoke-invitation?enterpriseMemberId=${member?.id}`,
    );
    expect(code(again)).toBe('MEMBER_STATUS_CONFLICT');

    const resent = await call(
      admin,
      'POST',
      `/api/enterprise/resend-invitation?enterpriseMemberId=${member?.id}`,
    );
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json()).toMatchObject({ member: { status: 'PENDING' } });
    expect((await enterprise(admin)).firm.seatsFree).toBe(0);
    const newToken = await invitationToken('bulk.two@example.com');
    expect(newToken).not.toBe(oldToken);
    const old = await t.app.inject({ method: 'GET', url: `/api/enterprise/invitation?token=${oldToken}` });
    expect(old.statusCode).toBe(404);
    expect(code(old)).toBe('INVITATION_NOT_FOUND');
    const fresh = await t.app.inject({ method: 'GET', url: `/api/enterprise/invitation?token=${newToken}` });
    expect(fresh.statusCode, fresh.body).toBe(200);
    expect(fresh.json()).toMatchObject({ email: 'bulk.two@example.com', fullName: 'Bulk Two' });
  });

  it('re-sending a REVOKED invitation needs a free seat', async () => {
    const [member] = (await enterprise(admin, '?search=bulk.one')).members;
    await call(admin, 'POST', `/api/enterprise/revoke-invitation?enterpriseMemberId=${member?.id}`);
    await invite(admin, 'Seat Taker', 'seat.taker@example.com');
    const resend = await call(
      admin,
      'POST',
      `/api/enterprise/resend-invitation?enterpriseMemberId=${member?.id}`,
    );
    expect(code(resend)).toBe('SEATS_EXHAUSTED');
    const removed = await call(
      admin,
      'POST',
      `/api/enterprise/delete-lawyer?enterpriseMemberId=${member?.id}`,
    );
    expect(removed.json()).toMatchObject({ removed: { email: 'bulk.one@example.com', status: 'REVOKED' } });
  });

  it('lets nobody remove the buyer or take their administration', async () => {
    const [owner] = (await enterprise(admin, '?search=olivia')).members;
    const remove = await call(admin, 'POST', `/api/enterprise/delete-lawyer?enterpriseMemberId=${owner?.id}`);
    expect(code(remove)).toBe('FIRM_OWNER_PROTECTED');
    const demote = await call(
      admin,
      'DELETE',
      `/api/enterprise/administrators?enterpriseMemberId=${owner?.id}`,
    );
    expect(code(demote)).toBe('FIRM_OWNER_PROTECTED');
  });

  it('renames the firm (2–120 characters, trimmed) and logs who did what to whom', async () => {
    const short = await call(admin, 'POST', '/api/enterprise/change-name', { name: ' x ' });
    expect(short.statusCode).toBe(400);
    const renamed = await call(admin, 'POST', '/api/enterprise/change-name', {
      name: '  Owner & Partners LLP  ',
    });
    expect(renamed.json()).toMatchObject({ firm: { name: 'Owner & Partners LLP' } });
    expect((await enterprise(admin)).firm.name).toBe('Owner & Partners LLP');
    const log = await call(admin, 'GET', '/api/enterprise/audit-log?pageSize=50');
    expect(log.statusCode, log.body).toBe(200);
    const entries = log.json<{ entries: { action: string; subject: { email: string } | null }[] }>().entries;
    expect(entries[0]).toMatchObject({ action: 'FIRM_RENAMED', subject: null });
    expect(entries.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['INVITED', 'INVITATION_REVOKED', 'INVITATION_RESENT', 'MEMBER_REMOVED']),
    );
    expect(entries).toContainEqual(
      expect.objectContaining({
        action: 'MEMBER_REMOVED',
        actor: { name: 'Olivia Owner', email: 'olivia.owner@example.com' },
        subject: { name: 'Bulk One', email: 'bulk.one@example.com' },
      }),
    );
  });

  it('shows "over by N" after the seats are lowered below those in use, and invites nobody until members go', async () => {
    await setSeats(admin.userId, 3);
    const body = await enterprise(admin);
    expect(body.firm).toMatchObject({ seatsPurchased: 3, seatsInUse: 4, seatsFree: 0, overBy: 1 });
    const more = await call(admin, 'POST', '/api/enterprise/create-lawyer', {
      fullName: 'Another One',
      email: 'another.one@example.com',
    });
    expect(code(more)).toBe('SEATS_EXHAUSTED');
    await setSeats(admin.userId, 4);
  });
});

describe('accepting an invitation', () => {
  let admin: Admin;
  beforeAll(async () => {
    admin = await firmAdministrator('Adam Acceptance', 'adam.acceptance@example.com', 10);
  });

  it('signs a new lawyer up with the token: verified at once, in the firm, role user', async () => {
    await invite(admin, 'Nora Newcomer', 'nora.newcomer@example.com');
    const token = await invitationToken('nora.newcomer@example.com');
    const preview = await t.app.inject({ method: 'GET', url: `/api/enterprise/invitation?token=${token}` });
    expect(preview.json()).toMatchObject({
      email: 'nora.newcomer@example.com',
      firmName: expect.any(String) as unknown,
    });

    const registered = await t.app.inject({
      method: 'POST',
      url: `/api/auth/register?token=${encodeURIComponent(token)}`,
      payload: {
        fullName: 'Nora Newcomer',
        email: 'nora.newcomer@example.com',
        password: PASSWORD,
        acceptTerms: true,
      },
    });
    expect(registered.statusCode, registered.body).toBe(201);
    expect(registered.json()).toMatchObject({ user: { emailVerified: true } });
    const { token: bearer } = await signIn(t.app, APP_URL, 'nora.newcomer@example.com', PASSWORD);
    expect(decodeJwt(bearer).role).toBe('user');
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/user/enterprise',
      headers: { authorization: `Bearer ${bearer}` },
    });
    expect(mine.json()).toMatchObject({
      enterprise: { isAdministrator: false, memberStatus: 'ACTIVE', seats: 10, seatsUsed: 2 },
    });
    const asMember = await t.app.inject({
      method: 'GET',
      url: '/api/enterprise',
      headers: { authorization: `Bearer ${bearer}` },
    });
    expect(asMember.statusCode, 'a member who is not an administrator').toBe(403);
    const used = await accept(token, bearer);
    expect(used.statusCode, used.body).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(firmMembers)
      .where(eq(firmMembers.email, 'nora.newcomer@example.com'));
    expect(row).toMatchObject({ status: 'ACTIVE', acceptedAt: expect.any(Date) as unknown });
  });

  it('refuses sign-up with a token for another address, before creating any account', async () => {
    await invite(admin, 'Rita Rightful', 'rita.rightful@example.com');
    const token = await invitationToken('rita.rightful@example.com');
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/auth/register?token=${encodeURIComponent(token)}`,
      payload: {
        fullName: 'Wrong Person',
        email: 'wrong.person@example.com',
        password: PASSWORD,
        acceptTerms: true,
      },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      error: { code: 'INVITATION_EMAIL_MISMATCH', details: { invitedEmail: 'rita.rightful@example.com' } },
    });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register?token=invitation-abc',
      payload: {
        fullName: 'Wrong Person',
        email: 'wrong.person@example.com',
        password: PASSWORD,
        acceptTerms: true,
      },
    });
    expect(unknown.statusCode).toBe(404);
    expect(code(unknown)).toBe('INVITATION_NOT_FOUND');
    const [account] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'wrong.person@example.com'));
    expect(account).toBeUndefined();
  });

  it('accepts for a signed-in lawyer with the invited e-mail, and refuses any other account', async () => {
    await invite(admin, 'Sam Signedin', 'sam.signedin@example.com');
    const token = await invitationToken('sam.signedin@example.com');
    const stranger = await account('Stella Stranger', 'stella.stranger@example.com');
    const wrong = await accept(token, stranger.token);
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toMatchObject({
      error: { code: 'INVITATION_EMAIL_MISMATCH', details: { invitedEmail: 'sam.signedin@example.com' } },
    });

    const sam = await account('Sam Signedin', 'sam.signedin@example.com');
    expect(decodeJwt(sam.token).role).toBe('guest');
    const accepted = await accept(token, sam.token);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({
      firm: { name: expect.any(String) as unknown },
      hasIndividualMembership: false,
    });
    const member = await freshToken(sam.cookie);
    expect(decodeJwt(member).role).toBe('user');
    const enrolled = await t.app.inject({
      method: 'POST',
      url: '/api/courses/divorce-mediation-essentials/enroll',
      headers: { authorization: `Bearer ${member}` },
    });
    expect(enrolled.statusCode, enrolled.body).toBeLessThan(300);
    const again = await accept(token, sam.token);
    expect(again.statusCode).toBe(200);
    const other = await accept(token, stranger.token);
    expect(code(other)).toBe('INVITATION_USED');
  });

  it('keeps an individual membership beside the seat and says so', async () => {
    await invite(admin, 'Ivy Individual', 'ivy.individual@example.com');
    const token = await invitationToken('ivy.individual@example.com');
    const ivy = await account('Ivy Individual', 'ivy.individual@example.com');
    await grantMembership(t.database.db, ivy.userId, 'INDIVIDUAL');
    const accepted = await accept(token, await freshToken(ivy.cookie));
    expect(accepted.json()).toMatchObject({ hasIndividualMembership: true });
  });

  it('answers an expired link INVITATION_EXPIRED (14 days), and an unknown one INVITATION_NOT_FOUND', async () => {
    await invite(admin, 'Eddie Expired', 'eddie.expired@example.com');
    const token = await invitationToken('eddie.expired@example.com');
    const eddie = await account('Eddie Expired', 'eddie.expired@example.com');
    // The link's 14 days have passed (the bearer token, read on the same clock, is fresh).
    await t.database.db
      .update(firmMembers)
      .set({ tokenExpiresAt: new Date(clock.now().getTime() - 1000) })
      .where(eq(firmMembers.email, 'eddie.expired@example.com'));
    const expired = await accept(token, eddie.token);
    expect(expired.statusCode).toBe(410);
    expect(code(expired)).toBe('INVITATION_EXPIRED');
    const unknown = await accept('A'.repeat(43), eddie.token);
    expect(unknown.statusCode).toBe(404);
    expect(code(unknown)).toBe('INVITATION_NOT_FOUND');
    const visitor = await t.app.inject({
      method: 'POST',
      url: `/api/enterprise/accept-invitation?token=${token}`,
      payload: {},
    });
    expect(visitor.statusCode).toBe(401);
  });

  it('removes an ACTIVE lawyer: seat free, access gone (SUBSCRIPTION_EXPIRED), history kept, told by e-mail', async () => {
    const page = await enterprise(admin, '?search=sam.signedin');
    const [sam] = page.members;
    expect(sam?.status).toBe('ACTIVE');
    const before = (await enterprise(admin)).firm.seatsInUse;
    const removed = await call(admin, 'POST', `/api/enterprise/delete-lawyer?enterpriseMemberId=${sam?.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await enterprise(admin)).firm.seatsInUse).toBe(before - 1);
    const mail = await latestMailTo(t.database.db, 'sam.signedin@example.com');
    expect(mail?.subject).toContain('has ended');
    const { token } = await signIn(t.app, APP_URL, 'sam.signedin@example.com', PASSWORD);
    expect(decodeJwt(token).role).toBe('guest');
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/user/enterprise',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(mine.json()).toEqual({ enterprise: null });
    const courses = await t.app.inject({
      method: 'GET',
      url: '/api/courses/enrolled',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(courses.statusCode, courses.body).toBe(200);
    expect(courses.json()).toMatchObject({ items: [{ status: 'SUBSCRIPTION_EXPIRED' }] });
  });

  it('names more administrators (ACTIVE members only) and never leaves the firm without one', async () => {
    const [nora] = (await enterprise(admin, '?search=nora')).members;
    const [rita] = (await enterprise(admin, '?search=rita')).members;
    const pendingAdmin = await call(admin, 'POST', '/api/enterprise/administrators', {
      enterpriseMemberId: rita?.id,
    });
    expect(code(pendingAdmin)).toBe('MEMBER_STATUS_CONFLICT');
    const made = await call(admin, 'POST', '/api/enterprise/administrators', {
      enterpriseMemberId: nora?.id,
    });
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json()).toMatchObject({ member: { isAdministrator: true } });
    const { token } = await signIn(t.app, APP_URL, 'nora.newcomer@example.com', PASSWORD);
    expect(decodeJwt(token).role).toBe('enterprise');
    const noraAdmin: Admin = { userId: '', email: '', headers: { authorization: `Bearer ${token}` } };
    expect((await enterprise(noraAdmin)).firm.id).toBe((await enterprise(admin)).firm.id);
    const demoted = await call(
      noraAdmin,
      'DELETE',
      `/api/enterprise/administrators?enterpriseMemberId=${nora?.id}`,
    );
    expect(demoted.statusCode, demoted.body).toBe(200);
    expect(demoted.json()).toMatchObject({ member: { isAdministrator: false } });
  });

  it('writes the firm completions CSV with a header row', async () => {
    const response = await call(admin, 'GET', '/api/enterprise/completions.csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toMatch(
      /attachment; filename="completions-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    expect(response.body.split('\r\n')[0]).toBe(
      'Lawyer,E-mail,Bar admissions,Course,Completed on,Jurisdiction,Credit type,Category,Hours,Certificate number',
    );
  });
});

describe('who may manage a firm', () => {
  let firmA: Admin;
  let firmB: Admin;
  let memberOfA: string;
  beforeAll(async () => {
    firmA = await firmAdministrator('Alma Alpha', 'alma.alpha@example.com', 3);
    firmB = await firmAdministrator('Bruno Beta', 'bruno.beta@example.com', 3);
    memberOfA = (await invite(firmA, 'Carla Confidential', 'carla.confidential@example.com')).id;
  });

  it('refuses visitors (401) and guests or members without a firm (403)', async () => {
    expect((await call(null, 'GET', '/api/enterprise')).statusCode).toBe(401);
    const guest = await account('Gus Guest', 'gus.guest@example.com');
    const asGuest = await t.app.inject({
      method: 'GET',
      url: '/api/enterprise',
      headers: { authorization: `Bearer ${guest.token}` },
    });
    expect(asGuest.statusCode).toBe(403);
  });

  it("never shows or changes another firm's members", async () => {
    const list = await call(firmB, 'GET', '/api/enterprise');
    expect(list.body).not.toContain('carla.confidential');
    const emails = await call(firmB, 'GET', '/api/enterprise/member-emails');
    expect(emails.json()).toEqual({ emails: ['bruno.beta@example.com'] });
    for (const action of ['resend-invitation', 'revoke-invitation', 'delete-lawyer']) {
      const response = await call(firmB, 'POST', `/api/enterprise/${action}?enterpriseMemberId=${memberOfA}`);
      expect(response.statusCode, action).toBe(404);
      expect(code(response)).toBe('ENTERPRISE_MEMBER_NOT_FOUND');
    }
    const promote = await call(firmB, 'POST', '/api/enterprise/administrators', {
      enterpriseMemberId: memberOfA,
    });
    expect(promote.statusCode).toBe(404);
    const log = await call(firmB, 'GET', '/api/enterprise/audit-log');
    expect(log.body).not.toContain('carla');
    const [row] = await t.database.db.select().from(firmMembers).where(eq(firmMembers.id, memberOfA));
    expect(row?.status).toBe('PENDING');
    const entries = await t.database.db
      .select()
      .from(firmAuditLog)
      .where(eq(firmAuditLog.firmId, row?.firmId ?? ''));
    expect(entries.every((entry) => entry.actorEmail === 'alma.alpha@example.com')).toBe(true);
  });
});

describe(`seats under parallel invitations (${testDatabaseSettings().driver})`, () => {
  it('lets exactly 10 of 50 parallel invitations take the 10 free seats', async () => {
    const admin = await firmAdministrator('Rae Race', 'rae.race@example.com', 11);
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        call(admin, 'POST', '/api/enterprise/create-lawyer', {
          fullName: `Racer ${index}`,
          email: `racer.${index}@example.com`,
        }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.filter((status) => status === 409)).toHaveLength(40);
    expect(
      responses.filter((response) => response.statusCode === 409).every((r) => code(r) === 'SEATS_EXHAUSTED'),
    ).toBe(true);
    expect((await enterprise(admin)).firm).toMatchObject({
      seatsPurchased: 11,
      seatsInUse: 11,
      seatsFree: 0,
    });
  });

  // With fewer free seats than the connection pool runs transactions at once (10), an unguarded count would let a
  // whole batch through: this case fails without the lock on the firm's row.
  it('lets exactly 3 of 20 parallel invitations take the 3 free seats', async () => {
    const admin = await firmAdministrator('Rex Rush', 'rex.rush@example.com', 4);
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        call(admin, 'POST', '/api/enterprise/create-lawyer', {
          fullName: `Rusher ${index}`,
          email: `rusher.${index}@example.com`,
        }),
      ),
    );
    expect(responses.filter((response) => response.statusCode === 201)).toHaveLength(3);
    expect((await enterprise(admin)).firm).toMatchObject({ seatsPurchased: 4, seatsInUse: 4, overBy: 0 });
  });
});
