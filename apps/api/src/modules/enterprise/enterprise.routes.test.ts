import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firmAuditLog, firmMembers } from '../../db/schema/enterprise.js';
import { createFirmTestApp, type Admin, type FirmKit } from '../../testing/enterprise-fixtures.js';
import { latestMailTo } from '../../testing/identity-helpers.js';
import { ManualClock } from '../../testing/manual-clock.js';
import type { TestApp } from '../../testing/test-app.js';

const DAY = 24 * 60 * 60 * 1000;

let t: TestApp;
let k: FirmKit;
const clock = new ManualClock(Date.now());

beforeAll(async () => {
  ({ t, k } = await createFirmTestApp(clock));
});
afterAll(async () => t.close());

describe('a firm and its seats', () => {
  let admin: Admin;
  beforeAll(async () => {
    admin = await k.firmAdministrator('Olivia Owner', 'olivia.owner@example.com', 4);
  });

  it('shows the buyer as an ACTIVE administrator holding one seat', async () => {
    const body = await k.enterprise(admin);
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
    const member = await k.invite(admin, 'Paula Pending', 'Paula.Pending@example.com');
    expect(member).toMatchObject({
      email: 'paula.pending@example.com',
      status: 'PENDING',
      isAdministrator: false,
    });
    expect(Date.parse(member.invitationExpiresAt ?? '') - clock.now().getTime()).toBe(14 * DAY);
    const mail = await latestMailTo(t.database.db, 'paula.pending@example.com');
    expect(mail?.subject).toContain('invited you');
    const again = await k.call(admin, 'POST', '/api/enterprise/create-lawyer', {
      fullName: 'Paula Again',
      email: 'paula.pending@example.com',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      error: { code: 'ENTERPRISE_MEMBER_EXISTS', details: { emails: ['paula.pending@example.com'] } },
    });
  });

  it('invites several at once, all or none, and never beyond the free seats', async () => {
    const tooMany = await k.call(admin, 'POST', '/api/enterprise/create-lawyer', {
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
    expect((await k.enterprise(admin)).firm.seatsInUse).toBe(2);

    const repeated = await k.call(admin, 'POST', '/api/enterprise/create-lawyer', {
      lawyers: [
        { fullName: 'Bulk One', email: 'bulk.one@example.com' },
        { fullName: 'Bulk Uno', email: 'BULK.ONE@example.com' },
      ],
    });
    expect(repeated.statusCode).toBe(400);

    const two = await k.call(admin, 'POST', '/api/enterprise/create-lawyer', {
      lawyers: [
        { fullName: 'Bulk One', email: 'bulk.one@example.com' },
        { fullName: 'Bulk Two', email: 'bulk.two@example.com' },
      ],
    });
    expect(two.statusCode, two.body).toBe(201);
    const full = await k.enterprise(admin);
    expect(full.firm).toMatchObject({ seatsInUse: 4, seatsFree: 0 });
    const none = await k.call(admin, 'POST', '/api/enterprise/create-lawyer', {
      fullName: 'Late Comer',
      email: 'late.comer@example.com',
    });
    expect(k.code(none)).toBe('SEATS_EXHAUSTED');
  });

  it('searches by name or e-mail, filters by status, sorts and pages', async () => {
    const search = await k.enterprise(admin, '?search=bulk');
    expect(search.members.map((member) => member.email).sort()).toEqual([
      'bulk.one@example.com',
      'bulk.two@example.com',
    ]);
    expect((await k.enterprise(admin, '?search=Paula')).members).toHaveLength(1);
    expect((await k.enterprise(admin, '?search=%25')).members).toHaveLength(0);
    const pending = await k.enterprise(admin, '?status=PENDING&sort=email&order=desc&pageSize=2');
    expect(pending.members.map((member) => member.email)).toEqual([
      'paula.pending@example.com',
      'bulk.two@example.com',
    ]);
    expect(pending.pagination).toEqual({ currentPage: 1, pageSize: 2, totalItems: 3, totalPages: 2 });
    expect(pending.statusCounts).toEqual({ PENDING: 3, ACTIVE: 1, REVOKED: 0 });
    const bad = await k.call(admin, 'GET', '/api/enterprise?status=GONE');
    expect(bad.statusCode).toBe(400);
  });

  it('frees a seat on revoke; the revoked link answers INVITATION_REVOKED; re-sending takes a seat again', async () => {
    const [member] = (await k.enterprise(admin, '?search=bulk.two')).members;
    const oldToken = await k.invitationToken('bulk.two@example.com');
    const revoked = await k.call(
      admin,
      'POST',
      `/api/enterprise/revoke-invitation?enterpriseMemberId=${member?.id}`,
    );
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json()).toMatchObject({ member: { status: 'REVOKED' } });
    expect((await k.enterprise(admin)).firm.seatsFree).toBe(1);
    const preview = await t.app.inject({
      method: 'GET',
      url: `/api/enterprise/invitation?token=${oldToken}`,
    });
    expect(preview.statusCode).toBe(410);
    expect(k.code(preview)).toBe('INVITATION_REVOKED');
    const again = await k.call(
      admin,
      'POST',
      `/api/enterprise/revoke-invitation?enterpriseMemberId=${member?.id}`,
    );
    expect(k.code(again)).toBe('MEMBER_STATUS_CONFLICT');

    const resent = await k.call(
      admin,
      'POST',
      `/api/enterprise/resend-invitation?enterpriseMemberId=${member?.id}`,
    );
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json()).toMatchObject({ member: { status: 'PENDING' } });
    expect((await k.enterprise(admin)).firm.seatsFree).toBe(0);
    const newToken = await k.invitationToken('bulk.two@example.com');
    expect(newToken).not.toBe(oldToken);
    const old = await t.app.inject({ method: 'GET', url: `/api/enterprise/invitation?token=${oldToken}` });
    expect(old.statusCode).toBe(404);
    expect(k.code(old)).toBe('INVITATION_NOT_FOUND');
    const fresh = await t.app.inject({ method: 'GET', url: `/api/enterprise/invitation?token=${newToken}` });
    expect(fresh.statusCode, fresh.body).toBe(200);
    expect(fresh.json()).toMatchObject({ email: 'bulk.two@example.com', fullName: 'Bulk Two' });
  });

  it('re-sending a REVOKED invitation needs a free seat', async () => {
    const [member] = (await k.enterprise(admin, '?search=bulk.one')).members;
    await k.call(admin, 'POST', `/api/enterprise/revoke-invitation?enterpriseMemberId=${member?.id}`);
    await k.invite(admin, 'Seat Taker', 'seat.taker@example.com');
    const resend = await k.call(
      admin,
      'POST',
      `/api/enterprise/resend-invitation?enterpriseMemberId=${member?.id}`,
    );
    expect(k.code(resend)).toBe('SEATS_EXHAUSTED');
    const removed = await k.call(
      admin,
      'POST',
      `/api/enterprise/delete-lawyer?enterpriseMemberId=${member?.id}`,
    );
    expect(removed.json()).toMatchObject({ removed: { email: 'bulk.one@example.com', status: 'REVOKED' } });
  });

  it('lets nobody remove the buyer or take their administration', async () => {
    const [owner] = (await k.enterprise(admin, '?search=olivia')).members;
    const remove = await k.call(
      admin,
      'POST',
      `/api/enterprise/delete-lawyer?enterpriseMemberId=${owner?.id}`,
    );
    expect(k.code(remove)).toBe('FIRM_OWNER_PROTECTED');
    const demote = await k.call(
      admin,
      'DELETE',
      `/api/enterprise/administrators?enterpriseMemberId=${owner?.id}`,
    );
    expect(k.code(demote)).toBe('FIRM_OWNER_PROTECTED');
  });

  it('renames the firm (2–120 characters, trimmed) and logs who did what to whom', async () => {
    const short = await k.call(admin, 'POST', '/api/enterprise/change-name', { name: ' x ' });
    expect(short.statusCode).toBe(400);
    const renamed = await k.call(admin, 'POST', '/api/enterprise/change-name', {
      name: '  Owner & Partners LLP  ',
    });
    expect(renamed.json()).toMatchObject({ firm: { name: 'Owner & Partners LLP' } });
    expect((await k.enterprise(admin)).firm.name).toBe('Owner & Partners LLP');
    const log = await k.call(admin, 'GET', '/api/enterprise/audit-log?pageSize=50');
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
    await k.setSeats(admin.userId, 3);
    const body = await k.enterprise(admin);
    expect(body.firm).toMatchObject({ seatsPurchased: 3, seatsInUse: 4, seatsFree: 0, overBy: 1 });
    const more = await k.call(admin, 'POST', '/api/enterprise/create-lawyer', {
      fullName: 'Another One',
      email: 'another.one@example.com',
    });
    expect(k.code(more)).toBe('SEATS_EXHAUSTED');
    await k.setSeats(admin.userId, 4);
  });
});

describe('who may manage a firm', () => {
  let firmA: Admin;
  let firmB: Admin;
  let memberOfA: string;
  beforeAll(async () => {
    firmA = await k.firmAdministrator('Alma Alpha', 'alma.alpha@example.com', 3);
    firmB = await k.firmAdministrator('Bruno Beta', 'bruno.beta@example.com', 3);
    memberOfA = (await k.invite(firmA, 'Carla Confidential', 'carla.confidential@example.com')).id;
  });

  it('refuses visitors (401) and guests or members without a firm (403)', async () => {
    expect((await k.call(null, 'GET', '/api/enterprise')).statusCode).toBe(401);
    const guest = await k.account('Gus Guest', 'gus.guest@example.com');
    const asGuest = await t.app.inject({
      method: 'GET',
      url: '/api/enterprise',
      headers: { authorization: `Bearer ${guest.token}` },
    });
    expect(asGuest.statusCode).toBe(403);
  });

  it("never shows or changes another firm's members", async () => {
    const list = await k.call(firmB, 'GET', '/api/enterprise');
    expect(list.body).not.toContain('carla.confidential');
    const emails = await k.call(firmB, 'GET', '/api/enterprise/member-emails');
    expect(emails.json()).toEqual({ emails: ['bruno.beta@example.com'] });
    for (const action of ['resend-invitation', 'revoke-invitation', 'delete-lawyer']) {
      const response = await k.call(
        firmB,
        'POST',
        `/api/enterprise/${action}?enterpriseMemberId=${memberOfA}`,
      );
      expect(response.statusCode, action).toBe(404);
      expect(k.code(response)).toBe('ENTERPRISE_MEMBER_NOT_FOUND');
    }
    const promote = await k.call(firmB, 'POST', '/api/enterprise/administrators', {
      enterpriseMemberId: memberOfA,
    });
    expect(promote.statusCode).toBe(404);
    const log = await k.call(firmB, 'GET', '/api/enterprise/audit-log');
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
