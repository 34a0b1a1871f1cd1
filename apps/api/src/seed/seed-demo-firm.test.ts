import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Enterprise } from '@counsel/contracts';
import { signIn } from '../testing/identity-helpers.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { seedMembershipPlans } from './seed-memberships.js';
import { DEMO_FIRM, seedDemoFirm } from './seed-demo-firm.js';

const APP_URL = 'http://localhost:3000';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedMembershipPlans(t.database.db);
});
afterAll(async () => t.close());

describe('the demo firm', () => {
  it('is seeded once, and its administrator signs in with the README password and manages it', async () => {
    expect(await seedDemoFirm(t.database.db, new Date())).toEqual({ seeded: true });
    expect(await seedDemoFirm(t.database.db, new Date())).toEqual({ seeded: false });
    const { token } = await signIn(t.app, APP_URL, DEMO_FIRM.administrator.email, DEMO_FIRM.password);
    expect(decodeJwt(token).role).toBe('enterprise');
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/enterprise',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<Enterprise>();
    expect(body.firm).toMatchObject({
      name: DEMO_FIRM.name,
      seatsPurchased: 8,
      seatsInUse: 5,
      billingStatus: 'ACTIVE',
    });
    expect(body.statusCounts).toEqual({ PENDING: 2, ACTIVE: 3, REVOKED: 1 });
    const portal = await t.app.inject({
      method: 'POST',
      url: '/api/subscription/create-portal-session',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(portal.statusCode, portal.body).toBe(200);
    const portalUrl = new URL(portal.json<{ portal_url: string }>().portal_url);
    const page = await t.app.inject({ method: 'GET', url: portalUrl.pathname + portalUrl.search });
    expect(page.statusCode, page.body.slice(0, 300)).toBeLessThan(500);
  });

  it('lets an ACTIVE lawyer sign in as a user of the firm', async () => {
    const { token } = await signIn(t.app, APP_URL, 'marcus.reed@hale-partners.example', DEMO_FIRM.password);
    expect(decodeJwt(token).role).toBe('user');
  });
});
