import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firmMembers } from '../../db/schema/enterprise.js';
import { users } from '../../db/schema/identity.js';
import {
  FIRM_TEST_APP_URL as APP_URL,
  FIRM_TEST_PASSWORD as PASSWORD,
  createFirmTestApp,
  type Admin,
  type FirmKit,
} from '../../testing/enterprise-fixtures.js';
import { grantMembership } from '../../testing/authorization-actors.js';
import { latestMailTo, signIn } from '../../testing/identity-helpers.js';
import { ManualClock } from '../../testing/manual-clock.js';
import type { TestApp } from '../../testing/test-app.js';

let t: TestApp;
let k: FirmKit;
const clock = new ManualClock(Date.now());

beforeAll(async () => {
  ({ t, k } = await createFirmTestApp(clock));
});
afterAll(async () => t.close());

describe('accepting an invitation', () => {
  let admin: Admin;
  beforeAll(async () => {
    admin = await k.firmAdministrator('Adam Acceptance', 'adam.acceptance@example.com', 10);
  });

  it('signs a new lawyer up with the token: verified at once, in the firm, role user', async () => {
    await k.invite(admin, 'Nora Newcomer', 'nora.newcomer@example.com');
    const token = await k.invitationToken('nora.newcomer@example.com');
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
    const used = await k.accept(token, bearer);
    expect(used.statusCode, used.body).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(firmMembers)
      .where(eq(firmMembers.email, 'nora.newcomer@example.com'));
    expect(row).toMatchObject({ status: 'ACTIVE', acceptedAt: expect.any(Date) as unknown });
  });

  it('refuses sign-up with a token for another address, before creating any account', async () => {
    await k.invite(admin, 'Rita Rightful', 'rita.rightful@example.com');
    const token = await k.invitationToken('rita.rightful@example.com');
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
    expect(k.code(unknown)).toBe('INVITATION_NOT_FOUND');
    const [account] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'wrong.person@example.com'));
    expect(account).toBeUndefined();
  });

  it('accepts for a signed-in lawyer with the invited e-mail, and refuses any other account', async () => {
    await k.invite(admin, 'Sam Signedin', 'sam.signedin@example.com');
    const token = await k.invitationToken('sam.signedin@example.com');
    const stranger = await k.account('Stella Stranger', 'stella.stranger@example.com');
    const wrong = await k.accept(token, stranger.token);
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toMatchObject({
      error: { code: 'INVITATION_EMAIL_MISMATCH', details: { invitedEmail: 'sam.signedin@example.com' } },
    });

    const sam = await k.account('Sam Signedin', 'sam.signedin@example.com');
    expect(decodeJwt(sam.token).role).toBe('guest');
    const accepted = await k.accept(token, sam.token);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({
      firm: { name: expect.any(String) as unknown },
      hasIndividualMembership: false,
    });
    const member = await k.freshToken(sam.cookie);
    expect(decodeJwt(member).role).toBe('user');
    const enrolled = await t.app.inject({
      method: 'POST',
      url: '/api/courses/divorce-mediation-essentials/enroll',
      headers: { authorization: `Bearer ${member}` },
    });
    expect(enrolled.statusCode, enrolled.body).toBeLessThan(300);
    const again = await k.accept(token, sam.token);
    expect(again.statusCode).toBe(200);
    const other = await k.accept(token, stranger.token);
    expect(k.code(other)).toBe('INVITATION_USED');
  });

  it('keeps an individual membership beside the seat and says so', async () => {
    await k.invite(admin, 'Ivy Individual', 'ivy.individual@example.com');
    const token = await k.invitationToken('ivy.individual@example.com');
    const ivy = await k.account('Ivy Individual', 'ivy.individual@example.com');
    await grantMembership(t.database.db, ivy.userId, 'INDIVIDUAL');
    const accepted = await k.accept(token, await k.freshToken(ivy.cookie));
    expect(accepted.json()).toMatchObject({ hasIndividualMembership: true });
  });

  it('answers an expired link INVITATION_EXPIRED (14 days), and an unknown one INVITATION_NOT_FOUND', async () => {
    await k.invite(admin, 'Eddie Expired', 'eddie.expired@example.com');
    const token = await k.invitationToken('eddie.expired@example.com');
    const eddie = await k.account('Eddie Expired', 'eddie.expired@example.com');
    // The link's 14 days have passed (the bearer token, read on the same clock, is fresh).
    await t.database.db
      .update(firmMembers)
      .set({ tokenExpiresAt: new Date(clock.now().getTime() - 1000) })
      .where(eq(firmMembers.email, 'eddie.expired@example.com'));
    const expired = await k.accept(token, eddie.token);
    expect(expired.statusCode).toBe(410);
    expect(k.code(expired)).toBe('INVITATION_EXPIRED');
    const unknown = await k.accept('A'.repeat(43), eddie.token);
    expect(unknown.statusCode).toBe(404);
    expect(k.code(unknown)).toBe('INVITATION_NOT_FOUND');
    const visitor = await t.app.inject({
      method: 'POST',
      url: `/api/enterprise/accept-invitation?token=${token}`,
      payload: {},
    });
    expect(visitor.statusCode).toBe(401);
  });

  it('removes an ACTIVE lawyer: seat free, access gone (SUBSCRIPTION_EXPIRED), history kept, told by e-mail', async () => {
    const page = await k.enterprise(admin, '?search=sam.signedin');
    const [sam] = page.members;
    expect(sam?.status).toBe('ACTIVE');
    const before = (await k.enterprise(admin)).firm.seatsInUse;
    const removed = await k.call(
      admin,
      'POST',
      `/api/enterprise/delete-lawyer?enterpriseMemberId=${sam?.id}`,
    );
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await k.enterprise(admin)).firm.seatsInUse).toBe(before - 1);
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
    const [nora] = (await k.enterprise(admin, '?search=nora')).members;
    const [rita] = (await k.enterprise(admin, '?search=rita')).members;
    const pendingAdmin = await k.call(admin, 'POST', '/api/enterprise/administrators', {
      enterpriseMemberId: rita?.id,
    });
    expect(k.code(pendingAdmin)).toBe('MEMBER_STATUS_CONFLICT');
    const made = await k.call(admin, 'POST', '/api/enterprise/administrators', {
      enterpriseMemberId: nora?.id,
    });
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json()).toMatchObject({ member: { isAdministrator: true } });
    const { token } = await signIn(t.app, APP_URL, 'nora.newcomer@example.com', PASSWORD);
    expect(decodeJwt(token).role).toBe('enterprise');
    const noraAdmin: Admin = { userId: '', email: '', headers: { authorization: `Bearer ${token}` } };
    expect((await k.enterprise(noraAdmin)).firm.id).toBe((await k.enterprise(admin)).firm.id);
    const demoted = await k.call(
      noraAdmin,
      'DELETE',
      `/api/enterprise/administrators?enterpriseMemberId=${nora?.id}`,
    );
    expect(demoted.statusCode, demoted.body).toBe(200);
    expect(demoted.json()).toMatchObject({ member: { isAdministrator: false } });
  });

  it('writes the firm completions CSV with a header row', async () => {
    const response = await k.call(admin, 'GET', '/api/enterprise/completions.csv');
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
