import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../app/testing/api-stub';
import { lastCallTo } from '../../../app/testing/identity-stub';
import { registerAuthTokenGetter } from '../../../lib/api-client';
import { getUserEnterprise } from './get-user-enterprise';
import { getUserSubscription } from './get-user-subscription';

const subscription = {
  id: '22222222-2222-4222-8222-222222222222',
  productId: 'individual',
  priceId: 'individual-annual',
  planKind: 'INDIVIDUAL',
  planName: 'Individual',
  interval: 'year',
  status: 'ACTIVE',
  seats: 1,
  currentPeriodEnd: '2027-01-01T00:00:00.000Z',
  cancelAtPeriodEnd: false,
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('subscription and enterprise details', () => {
  it('send the bearer token and validate the answers', async () => {
    const unregister = registerAuthTokenGetter(() => Promise.resolve('id-token'));
    const api = stubApi((url) =>
      url.pathname === '/api/user/subscription' ? { body: { subscription } } : { body: { enterprise: null } },
    );
    await expect(getUserSubscription()).resolves.toEqual({ subscription });
    await expect(getUserEnterprise()).resolves.toEqual({ enterprise: null });
    expect(lastCallTo(api.fetchMock, '/api/user/subscription')?.headers).toMatchObject({
      Authorization: 'Bearer id-token',
    });
    expect(lastCallTo(api.fetchMock, '/api/user/enterprise')?.headers).toMatchObject({
      Authorization: 'Bearer id-token',
    });
    unregister();
  });

  it('reject an answer of another shape', async () => {
    stubApi(() => ({ body: { enterprise: { id: 'not-a-uuid' } } }));
    await expect(getUserEnterprise()).rejects.toMatchObject({ code: 'INVALID_RESPONSE' });
  });
});
