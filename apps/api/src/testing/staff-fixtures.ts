import { decodeJwt } from 'jose';
import { expect } from 'vitest';
import { staffMembers } from '../db/schema/staff.js';
import { createVerifiedUser } from './identity-helpers.js';
import type { TestApp } from './test-app.js';

export interface TestStaffMember {
  userId: string;
  email: string;
  fullName: string;
  cookie: string;
  token: string;
  headers: { authorization: string };
}

/**
 * A verified account granted the staff role as `npm run staff:grant` does, with a fresh token whose role claim is
 * `staff` (asked of the app after the grant, as the browser's next token would be).
 */
export async function createStaffMember(
  t: TestApp,
  appUrl: string,
  person: { fullName: string; email: string } = {
    fullName: 'Sasha Staffer',
    email: 'sasha.staffer@example.com',
  },
): Promise<TestStaffMember> {
  const { cookie, token: first } = await createVerifiedUser(t.app, t.database.db, appUrl, {
    ...person,
    password: 'lantern-orchard-staff-77',
  });
  const userId = decodeJwt(first).sub ?? '';
  await t.database.db.insert(staffMembers).values({ userId });
  const reissued = await t.app.inject({ method: 'GET', url: '/api/identity/token', headers: { cookie } });
  expect(reissued.statusCode, reissued.body).toBe(200);
  const token = reissued.json<{ token: string }>().token;
  expect(decodeJwt(token).role).toBe('staff');
  return { userId, ...person, cookie, token, headers: { authorization: `Bearer ${token}` } };
}
