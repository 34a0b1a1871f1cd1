import { decodeJwt } from 'jose';
import { expect } from 'vitest';
import type { Enterprise, EnterpriseMember } from '@counsel/contracts';
import { BillingRepository } from '../modules/billing/billing.repository.js';
import { grantMembership } from './authorization-actors.js';
import { createVerifiedUser, latestMailTo } from './identity-helpers.js';
import type { Clock } from '../integrations/clock/clock.js';
import { seedMembershipPlans } from '../seed/seed-memberships.js';
import { seedCatalogFixtures } from './catalog-fixtures.js';
import { createTestApp, type TestApp } from './test-app.js';

export const FIRM_TEST_APP_URL = 'http://localhost:3000';
export const FIRM_TEST_PASSWORD = 'copper-harbor-lantern-58';
const APP_URL = FIRM_TEST_APP_URL;
const PASSWORD = FIRM_TEST_PASSWORD;

export interface Admin {
  userId: string;
  email: string;
  headers: { authorization: string };
}

/**
 * Firms through the API of a test app (the enterprise route tests): accounts, a firm's administrator, invitations
 * and the links in their e-mails.
 */
export function firmKit(t: TestApp) {
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

  return {
    account,
    freshToken,
    firmAdministrator,
    setSeats,
    call,
    enterprise,
    invite,
    invitationToken,
    accept,
    code,
  };
}

export type FirmKit = ReturnType<typeof firmKit>;

/** A test app on `clock` with the membership plans and the catalog fixtures, and its firm kit. */
export async function createFirmTestApp(clock: Clock): Promise<{ t: TestApp; k: FirmKit }> {
  const t = await createTestApp({}, { clock });
  await seedMembershipPlans(t.database.db);
  await seedCatalogFixtures(t.database.db);
  return { t, k: firmKit(t) };
}
