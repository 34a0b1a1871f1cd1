import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../errors/app-error.js';
import { seedMembershipPlans } from '../../seed/seed-memberships.js';
import { createTestDatabase } from '../../testing/test-database.js';
import type { DatabaseHandle } from '../../db/database.js';
import { MembershipsRepository } from './memberships.repository.js';
import { MembershipsService } from './memberships.service.js';

let database: DatabaseHandle;
let service: MembershipsService;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedMembershipPlans(database.db);
  service = new MembershipsService(new MembershipsRepository(database.db));
});
afterAll(async () => database.close());

async function codeOf(promise: Promise<unknown>): Promise<string> {
  const error: unknown = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  return error instanceof AppError ? `${error.statusCode} ${error.code}` : String(error);
}

describe('MembershipsService.priceCheckout (for the billing module)', () => {
  it('prices one individual membership', async () => {
    expect(await service.priceCheckout('individual-annual', 1)).toEqual({
      priceId: 'individual-annual',
      productId: 'individual',
      kind: 'INDIVIDUAL',
      planName: 'Individual',
      interval: 'year',
      currency: 'usd',
      seats: 1,
      unitAmountCents: 29000,
      totalCents: 29000,
    });
  });

  it('prices enterprise seats by the tier the count falls in', async () => {
    expect(await service.priceCheckout('enterprise-monthly', 12)).toMatchObject({
      kind: 'ENTERPRISE',
      seats: 12,
      unitAmountCents: 2200,
      totalCents: 26400,
    });
  });

  it('refuses an unknown price and seat counts outside the price', async () => {
    expect(await codeOf(service.priceCheckout('gold-lifetime', 1))).toBe('404 PLAN_NOT_FOUND');
    expect(await codeOf(service.priceCheckout('individual-monthly', 3))).toBe('400 VALIDATION_FAILED');
    expect(await codeOf(service.priceCheckout('enterprise-annual', 1))).toBe('400 VALIDATION_FAILED');
    expect(await codeOf(service.priceCheckout('enterprise-annual', 1001))).toBe('400 VALIDATION_FAILED');
    expect(await codeOf(service.priceCheckout('enterprise-annual', 2.5))).toBe('400 VALIDATION_FAILED');
  });
});
