import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../testing/identity-helpers.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { DEMO_STAFF, seedDemoStaff } from './seed-demo-staff.js';

const APP_URL = 'http://localhost:3000';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('the demo staff member', () => {
  it('is seeded once, signs in with the README password and opens the staff console', async () => {
    expect(await seedDemoStaff(t.database.db, new Date())).toEqual({ seeded: true });
    expect(await seedDemoStaff(t.database.db, new Date())).toEqual({ seeded: false });
    const { token } = await signIn(t.app, APP_URL, DEMO_STAFF.email, DEMO_STAFF.password);
    expect(decodeJwt(token).role).toBe('staff');
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/staff/members',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ members: [{ email: DEMO_STAFF.email, grantedByEmail: null }] });
  });
});
