import { paths } from '../../../config/paths';
import { selectIntendedPlan, useUserStore } from '../../../stores/user-store';

/** Only paths inside this app: one leading slash, never `//host`, `/\host` or a scheme, never the auth pages. */
export function isSafeReturnPath(path: unknown): path is string {
  return typeof path === 'string' && /^\/(?![/\\])/.test(path) && !path.startsWith('/auth/');
}

/**
 * Where a user goes once signed in, in this order: back to a firm's invitation they opened before signing up or
 * in (invitationToken, kept until the accept page is done with it); first-time users to onboarding (which then
 * goes on to the plan or course they chose, if any); the page a guard sent them away from (`returnPath`); the plan
 * page when they chose a plan before signing in (the choice stays kept there, for checkout); the course they chose
 * before signing in (intendedCourseId, then forgotten); Home.
 */
export function takePostSignInPath(returnPath?: unknown): string {
  const state = useUserStore.getState();
  const { invitationToken, isFirstTimeUser, intendedCourseId, setIntendedCourse } = state;
  if (invitationToken) return paths.acceptInvitation(invitationToken);
  if (isFirstTimeUser) return paths.onboarding;
  if (isSafeReturnPath(returnPath)) return returnPath;
  if (selectIntendedPlan(state)) return paths.choosePlan;
  if (!intendedCourseId) return paths.home;
  setIntendedCourse(null);
  return paths.course(intendedCourseId);
}
