import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseSettings } from '../../config/env.js';
import { seedMembershipPlans } from '../../seed/seed-memberships.js';
import { firmKit, type FirmKit } from '../../testing/enterprise-fixtures.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

/**
 * Seats are never oversold: parallel invitations against a few free seats. PGlite has one connection, so the race
 * only shows on PostgreSQL (the CI's PostgreSQL lane runs this file there).
 */
let t: TestApp;
let k: FirmKit;

beforeAll(async () => {
  t = await createTestApp();
  k = firmKit(t);
  await seedMembershipPlans(t.database.db);
});
afterAll(async () => t.close());

describe(`seats under parallel invitations (${testDatabaseSettings().driver})`, () => {
  it('lets exactly 10 of 50 parallel invitations take the 10 free seats', async () => {
    const admin = await k.firmAdministrator('Rae Race', 'rae.race@example.com', 11);
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        k.call(admin, 'POST', '/api/enterprise/create-lawyer', {
          fullName: `Racer ${index}`,
          email: `racer.${index}@example.com`,
        }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.filter((status) => status === 409)).toHaveLength(40);
    expect(
      responses
        .filter((response) => response.statusCode === 409)
        .every((r) => k.code(r) === 'SEATS_EXHAUSTED'),
    ).toBe(true);
    expect((await k.enterprise(admin)).firm).toMatchObject({
      seatsPurchased: 11,
      seatsInUse: 11,
      seatsFree: 0,
    });
  });

  // With fewer free seats than the connection pool runs transactions at once (10), an unguarded count would let a
  // whole batch through: this case fails without the lock on the firm's row.
  it('lets exactly 3 of 20 parallel invitations take the 3 free seats', async () => {
    const admin = await k.firmAdministrator('Rex Rush', 'rex.rush@example.com', 4);
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        k.call(admin, 'POST', '/api/enterprise/create-lawyer', {
          fullName: `Rusher ${index}`,
          email: `rusher.${index}@example.com`,
        }),
      ),
    );
    expect(responses.filter((response) => response.statusCode === 201)).toHaveLength(3);
    expect((await k.enterprise(admin)).firm).toMatchObject({ seatsPurchased: 4, seatsInUse: 4, overBy: 0 });
  });
});
