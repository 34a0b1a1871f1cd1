import type { PaymentSession, SubscriptionDetails } from '@counsel/contracts';

/** A payment as GET /api/payment/session answers it; an annual Individual membership unless told otherwise. */
export function makePaymentSession(overrides: Partial<PaymentSession> = {}): PaymentSession {
  return {
    sessionId: 'cs_test_1',
    status: 'paid',
    kind: 'MEMBERSHIP',
    description: 'Individual, billed yearly',
    seats: 1,
    amountCents: 29000,
    currency: 'usd',
    courseSlug: null,
    ...overrides,
  };
}

/** A subscription as GET /api/user/subscription answers it; an active annual Individual one unless told otherwise. */
export function makeSubscription(overrides: Partial<SubscriptionDetails> = {}): SubscriptionDetails {
  return {
    id: '22222222-2222-4222-8222-222222222222',
    productId: 'individual',
    priceId: 'individual-annual',
    planKind: 'INDIVIDUAL',
    planName: 'Individual',
    interval: 'year',
    status: 'ACTIVE',
    seats: 1,
    currentPeriodEnd: '2027-03-05T15:00:00.000Z',
    cancelAtPeriodEnd: false,
    ...overrides,
  };
}
