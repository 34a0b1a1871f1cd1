import { beforeEach, describe, expect, it } from 'vitest';
import { useUserStore } from '../../../stores/user-store';
import { isSafeReturnPath, takePostSignInPath } from './post-sign-in-path';

const PLAN = { priceId: 'enterprise-annual', productId: 'enterprise', seats: 12 };

beforeEach(() => {
  useUserStore.setState(useUserStore.getInitialState());
});

describe('takePostSignInPath', () => {
  it('goes back to a firm invitation opened before signing in, first of all, keeping its token', () => {
    useUserStore.setState({
      invitationToken: 'tok/en+1',
      isFirstTimeUser: true,
      intendedCourseId: 'course-42',
    });
    expect(takePostSignInPath('/dashboard/settings')).toBe('/auth/accept-invitation?token=tok%2Fen%2B1');
    expect(useUserStore.getState()).toMatchObject({
      invitationToken: 'tok/en+1',
      intendedCourseId: 'course-42',
    });
  });

  it('sends first-time users to onboarding before anything else', () => {
    useUserStore.setState({ isFirstTimeUser: true, intendedCourseId: 'course-42' });
    useUserStore.getState().setIntendedPlan(PLAN);
    expect(takePostSignInPath('/dashboard/settings')).toBe('/dashboard/onboarding');
  });

  it('then to the guarded page that sent the user to log in', () => {
    useUserStore.getState().setIntendedPlan(PLAN);
    expect(takePostSignInPath('/dashboard/certificates')).toBe('/dashboard/certificates');
  });

  it('then to the plan page when a plan was chosen, keeping the choice for checkout', () => {
    useUserStore.setState({ intendedCourseId: 'course-42' });
    useUserStore.getState().setIntendedPlan(PLAN);
    expect(takePostSignInPath('//evil.example')).toBe('/dashboard/choose-your-plan');
    expect(useUserStore.getState()).toMatchObject({
      intendedPriceId: 'enterprise-annual',
      intendedSeats: 12,
      intendedCourseId: 'course-42',
    });
  });

  it('then to the course chosen before, forgetting it; else Home', () => {
    useUserStore.setState({ intendedCourseId: 'course-42' });
    expect(takePostSignInPath()).toBe('/dashboard/courses/course-42');
    expect(useUserStore.getState().intendedCourseId).toBeNull();
    expect(takePostSignInPath()).toBe('/dashboard');
  });

  it('ignores a half-kept plan', () => {
    useUserStore.setState({ intendedPriceId: 'individual-annual' });
    expect(takePostSignInPath()).toBe('/dashboard');
  });
});

describe('isSafeReturnPath', () => {
  it('accepts only paths inside the app, never the auth pages', () => {
    expect(isSafeReturnPath('/dashboard/settings')).toBe(true);
    expect(isSafeReturnPath('//evil.example')).toBe(false);
    expect(isSafeReturnPath('/\\evil.example')).toBe(false);
    expect(isSafeReturnPath('https://evil.example')).toBe(false);
    expect(isSafeReturnPath('/auth/sign-in')).toBe(false);
    expect(isSafeReturnPath(42)).toBe(false);
  });
});
