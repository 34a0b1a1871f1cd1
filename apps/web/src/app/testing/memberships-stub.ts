import type { EnterpriseQuote, MembershipPlan, MembershipPlanList } from '@counsel/contracts';
import type { StubResponse } from './api-stub';

/** The seeded plans as GET /api/subscription answers them (apps/api/src/seed/data/memberships.json). */
export function makePlans(): MembershipPlanList {
  const tiers = (unit: [number, number, number]) => [
    { minSeats: 2, maxSeats: 9, unitAmountCents: unit[0] },
    { minSeats: 10, maxSeats: 49, unitAmountCents: unit[1] },
    { minSeats: 50, maxSeats: null, unitAmountCents: unit[2] },
  ];
  const individual: MembershipPlan = {
    productId: 'individual',
    kind: 'INDIVIDUAL',
    name: 'Individual',
    description: 'For a lawyer or paralegal earning their own credit.',
    features: [
      { text: 'Unlimited on-demand courses in every practice area', included: true },
      { text: 'Certificates accepted by state bars, issued when you finish', included: true },
      { text: 'Firm administration: invite, re-invite and revoke lawyers', included: false },
    ],
    prices: [
      {
        id: 'individual-monthly',
        interval: 'month',
        currency: 'usd',
        unitAmountCents: 2900,
        minSeats: 1,
        maxSeats: 1,
        tiers: [],
      },
      {
        id: 'individual-annual',
        interval: 'year',
        currency: 'usd',
        unitAmountCents: 29000,
        minSeats: 1,
        maxSeats: 1,
        tiers: [],
      },
    ],
  };
  const enterprise: MembershipPlan = {
    productId: 'enterprise',
    kind: 'ENTERPRISE',
    name: 'Enterprise',
    description: 'For firms that keep a team of lawyers compliant.',
    features: [
      { text: 'Unlimited on-demand courses in every practice area for every seat', included: true },
      { text: 'Firm administration: invite, re-invite and revoke lawyers', included: true },
    ],
    prices: [
      {
        id: 'enterprise-monthly',
        interval: 'month',
        currency: 'usd',
        unitAmountCents: null,
        minSeats: 2,
        maxSeats: 1000,
        tiers: tiers([2500, 2200, 1900]),
      },
      {
        id: 'enterprise-annual',
        interval: 'year',
        currency: 'usd',
        unitAmountCents: null,
        minSeats: 2,
        maxSeats: 1000,
        tiers: tiers([25000, 22000, 19000]),
      },
    ],
  };
  return { items: [individual, enterprise] };
}

/** GET /api/subscription/enterprise/price as the API answers it: the quote, or 400 with the field's message. */
export function quoteFor(url: URL): StubResponse {
  const raw = url.searchParams.get('seats') ?? '';
  const interval = url.searchParams.get('interval') === 'month' ? 'month' : 'year';
  const seats = Number(raw);
  const problem =
    raw === '' || Number.isNaN(seats)
      ? 'Invalid input: expected number, received NaN'
      : !Number.isInteger(seats)
        ? 'Seats must be a whole number'
        : seats < 2
          ? 'At least 2 seats'
          : seats > 1000
            ? 'At most 1000 seats'
            : null;
  if (problem) {
    return {
      status: 400,
      body: {
        error: {
          code: 'VALIDATION_FAILED',
          message: 'The request querystring is not valid.',
          details: [{ in: 'querystring', path: '/seats', message: problem }],
        },
      },
    };
  }
  const price = makePlans().items[1]?.prices.find((candidate) => candidate.interval === interval);
  const tier = price?.tiers.find((t) => seats >= t.minSeats && (t.maxSeats === null || seats <= t.maxSeats));
  if (!price || !tier) throw new Error('The fixture plans have no tier for this');
  const quote: EnterpriseQuote = {
    priceId: price.id,
    interval,
    seats,
    unitAmountCents: tier.unitAmountCents,
    tier,
    totalCents: seats * tier.unitAmountCents,
    currency: 'usd',
  };
  return { body: quote };
}

/** Routes of stubIdentity for the plan page: the plans, quotes, and checkout / portal answers. */
export function membershipRoutes(
  options: { checkout?: StubResponse; portal?: StubResponse } = {},
): Record<string, StubResponse | ((url: URL) => StubResponse)> {
  return {
    '/api/subscription': { body: makePlans() },
    '/api/subscription/enterprise/price': quoteFor,
    '/api/subscription/checkout': options.checkout ?? {
      body: { checkout_url: 'https://checkout.example/session/cs_test_1' },
    },
    '/api/subscription/create-portal-session': options.portal ?? {
      body: { portal_url: 'https://billing.example/portal/ps_test_1' },
    },
  };
}
