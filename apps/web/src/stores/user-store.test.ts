import { beforeEach, describe, expect, it } from 'vitest';
import { initialUserState, selectIntendedPlan, useUserStore } from './user-store';

describe('useUserStore', () => {
  beforeEach(() => useUserStore.setState(useUserStore.getInitialState()));

  it('starts as a signed-out VISITOR', () => {
    expect(useUserStore.getState()).toMatchObject({ role: 'VISITOR', userId: null, intendedCourseId: null });
  });

  it('remembers the intended course in localStorage under counsel-user', () => {
    useUserStore.getState().setIntendedCourse('course-1');
    expect(useUserStore.getState().intendedCourseId).toBe('course-1');
    expect(JSON.parse(localStorage.getItem('counsel-user') ?? '{}')).toMatchObject({
      state: { intendedCourseId: 'course-1', role: 'VISITOR' },
    });
  });

  it('keeps the plan chosen before checkout, and forgets it', () => {
    useUserStore
      .getState()
      .setIntendedPlan({ priceId: 'enterprise-annual', productId: 'enterprise', seats: 12 });
    expect(selectIntendedPlan(useUserStore.getState())).toEqual({
      priceId: 'enterprise-annual',
      productId: 'enterprise',
      seats: 12,
    });
    expect(JSON.parse(localStorage.getItem('counsel-user') ?? '{}')).toMatchObject({
      state: { intendedPriceId: 'enterprise-annual', intendedProductId: 'enterprise', intendedSeats: 12 },
    });
    useUserStore.getState().setIntendedPlan(null);
    expect(useUserStore.getState()).toMatchObject({
      intendedPriceId: null,
      intendedProductId: null,
      intendedSeats: null,
    });
    expect(selectIntendedPlan(useUserStore.getState())).toBeNull();
  });

  it('resets every field', () => {
    useUserStore.setState({ role: 'ENTERPRISE', userId: 'u1', intendedSeats: 5, invitationToken: 't' });
    useUserStore.getState().reset();
    expect(useUserStore.getState()).toMatchObject(initialUserState);
  });
});
