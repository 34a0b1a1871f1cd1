import { PROMO_RESHOW_DELAY_MS } from '@counsel/domain';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { usePromoStore } from '../../stores/promo-store';
import { useUserStore } from '../../stores/user-store';
import { PromoBox } from './promo-box';

const START = new Date('2027-03-05T12:00:00.000Z');

function renderPromo(hiddenByPage = false) {
  return render(
    <MemoryRouter>
      <PromoBox hiddenByPage={hiddenByPage} />
    </MemoryRouter>,
  );
}

const title = () => screen.queryByText('Premium access to all courses');

describe('PromoBox', () => {
  beforeEach(() => {
    useUserStore.setState({ ...useUserStore.getInitialState(), role: 'GUEST', userId: 'user-1' });
    usePromoStore.setState(usePromoStore.getInitialState());
  });

  it('is shown to a GUEST who never dismissed it', () => {
    renderPromo();
    expect(title()).toBeTruthy();
    expect(screen.getByText('Get unlimited access to all courses today!')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Become a Member' }).getAttribute('href')).toBe(
      '/dashboard/choose-your-plan',
    );
  });

  it.each(['VISITOR', 'USER', 'ENTERPRISE'] as const)('is hidden from %s', (role) => {
    useUserStore.setState({ role });
    renderPromo();
    expect(title()).toBeNull();
  });

  it('is hidden on pages that hide it', () => {
    renderPromo(true);
    expect(title()).toBeNull();
  });

  it('hides on dismiss, stays hidden for 3 days for that user, then comes back', () => {
    vi.useFakeTimers();
    vi.setSystemTime(START);
    const first = renderPromo();
    act(() => screen.getByRole('button', { name: 'Dismiss' }).click());
    expect(title()).toBeNull();
    expect(usePromoStore.getState().dismissedAt['user-1']).toBe(START.getTime());
    expect(JSON.parse(localStorage.getItem('counsel-promo') ?? '{}')).toMatchObject({
      state: { dismissedAt: { 'user-1': START.getTime() } },
    });
    first.unmount();

    vi.setSystemTime(START.getTime() + PROMO_RESHOW_DELAY_MS - 1000);
    const early = renderPromo();
    expect(title()).toBeNull();
    early.unmount();

    // Another guest on the same browser has their own dismissal.
    useUserStore.setState({ userId: 'user-2' });
    const other = renderPromo();
    expect(title()).toBeTruthy();
    other.unmount();

    useUserStore.setState({ userId: 'user-1' });
    vi.setSystemTime(START.getTime() + PROMO_RESHOW_DELAY_MS);
    renderPromo();
    expect(title()).toBeTruthy();
  });
});
