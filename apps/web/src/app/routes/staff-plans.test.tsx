import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StaffPlan } from '@counsel/contracts';
import { useUserStore } from '../../stores/user-store';
import { stubIdentity, urlOf } from '../testing/identity-stub';
import { stubMatchMedia } from '../testing/match-media-stub';
import { renderApp } from '../testing/render-app';

const PLAN_ID = '77777777-7777-4777-8777-777777777777';
const ENTERPRISE_ID = '88888888-8888-4888-8888-888888888888';

beforeEach(() => {
  useUserStore.setState(useUserStore.getInitialState());
  stubMatchMedia();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const price = (id: string, interval: 'month' | 'year', cents: number, extra: object = {}) => ({
  id,
  interval,
  currency: 'usd',
  unitAmountCents: cents,
  minSeats: 1,
  maxSeats: 1,
  tiers: [],
  active: true,
  replacedById: null,
  createdAt: '2026-11-25T09:00:00.000Z',
  subscriberCount: 0,
  ...extra,
});

const individual: StaffPlan = {
  id: PLAN_ID,
  productId: 'individual',
  kind: 'INDIVIDUAL',
  name: 'Individual',
  description: 'For one lawyer.',
  active: true,
  stripeProductId: null,
  features: [
    { text: 'Every course', included: true, comingSoon: false },
    { text: 'Live webinars', included: true, comingSoon: true },
  ],
  prices: [
    price('individual-monthly', 'month', 2900, { subscriberCount: 4 }),
    price('individual-annual-20261125', 'year', 34900),
  ],
  replacedPrices: [
    price('individual-annual', 'year', 29000, {
      active: false,
      replacedById: 'individual-annual-20261125',
      subscriberCount: 12,
    }),
  ],
};
const enterprise: StaffPlan = {
  ...individual,
  id: ENTERPRISE_ID,
  productId: 'enterprise',
  kind: 'ENTERPRISE',
  name: 'Enterprise',
  prices: [
    {
      ...price('enterprise-monthly', 'month', 0),
      unitAmountCents: null,
      minSeats: 2,
      maxSeats: 1000,
      tiers: [
        { minSeats: 2, maxSeats: 9, unitAmountCents: 2500 },
        { minSeats: 10, maxSeats: null, unitAmountCents: 2200 },
      ],
    },
  ],
  replacedPrices: [],
};

function bodyOf(init: RequestInit | undefined): unknown {
  return JSON.parse(typeof init?.body === 'string' ? init.body : '{}');
}

describe('the staff console’s Plans and prices area', { timeout: 30_000 }, () => {
  it('shows each plan’s prices, current and replaced, with their subscribers', async () => {
    stubIdentity({
      role: 'staff',
      routes: { '/api/staff/plans': { body: { plans: [individual, enterprise] } } },
    });
    renderApp('/staff/plans');
    expect(await screen.findByRole('heading', { level: 1, name: 'Plans and prices' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Prices of the Individual plan' });
    const replaced = within(table).getByText('individual-annual').closest('tr');
    expect(replaced?.textContent).toContain('Replaced by individual-annual-20261125');
    expect(replaced?.textContent).toContain('12');
    expect(within(table).getByText('individual-monthly').closest('tr')?.textContent).toContain('On sale');
    const tiers = screen.getByRole('table', { name: 'Prices of the Enterprise plan' });
    expect(tiers.textContent).toContain('10+ seats: $22 a seat');
    const nav = screen.getByRole('link', { name: 'Plans and prices' });
    expect(nav.getAttribute('href')).toBe('/staff/plans');
  });

  it('creates a new price, saying the old one stays for its subscribers', async () => {
    const { fetchMock } = stubIdentity({
      role: 'staff',
      routes: {
        '/api/staff/plans': { body: { plans: [individual] } },
        [`/api/staff/plans/${PLAN_ID}/prices`]: { status: 201, body: individual },
      },
    });
    renderApp('/staff/plans');
    const form = await screen.findByRole('form', { name: 'New price for the Individual plan' });
    expect(form.textContent).toContain('the old price stays for its current subscribers (4)');
    await userEvent.selectOptions(within(form).getByLabelText('Billed'), 'year');
    expect(form.textContent).toContain('(individual-annual-20261125)');
    await userEvent.type(within(form).getByLabelText('Amount (USD)'), '349.5');
    await userEvent.click(within(form).getByRole('button', { name: 'Create the new price' }));
    await vi.waitFor(() => {
      const sent = fetchMock.mock.calls.find(([input]) =>
        urlOf(input).endsWith(`/api/staff/plans/${PLAN_ID}/prices`),
      );
      expect(bodyOf(sent?.[1])).toEqual({ interval: 'year', currency: 'usd', unitAmountCents: 34950 });
    });
  });

  it('edits the features in place and refuses a plan with none included', async () => {
    const { fetchMock } = stubIdentity({
      role: 'staff',
      routes: {
        '/api/staff/plans': { body: { plans: [individual] } },
        [`/api/staff/plans/${PLAN_ID}`]: { body: individual },
      },
    });
    renderApp('/staff/plans');
    const form = await screen.findByRole('form', { name: 'Individual plan and features' });
    await userEvent.click(within(form).getByLabelText('Feature 1 included'));
    await userEvent.click(within(form).getByLabelText('Feature 2 included'));
    await userEvent.click(within(form).getByRole('button', { name: 'Save plan' }));
    expect((await within(form).findByRole('alert')).textContent).toContain('at least one included feature');

    await userEvent.click(within(form).getByLabelText('Feature 1 included'));
    await userEvent.click(within(form).getByRole('button', { name: 'Move feature 2 up' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Save plan' }));
    await vi.waitFor(() => {
      const sent = fetchMock.mock.calls.find(
        ([input, init]) => urlOf(input).endsWith(`/api/staff/plans/${PLAN_ID}`) && init?.method === 'PUT',
      );
      expect(bodyOf(sent?.[1])).toEqual({
        name: 'Individual',
        description: 'For one lawyer.',
        active: true,
        features: [
          { text: 'Live webinars', included: false, comingSoon: false },
          { text: 'Every course', included: true, comingSoon: false },
        ],
      });
    });
  });
});
