import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useUserStore } from '../stores/user-store';
import { stubApi } from './testing/api-stub';
import { stubIdentity } from './testing/identity-stub';
import { makeCourseDetail, makeCourseList, makeCourseSummary } from './testing/course-fixtures';
import { renderApp } from './testing/render-app';

function stubCatalog() {
  return stubApi((url) => {
    if (url.pathname === '/api/courses') return { body: makeCourseList([makeCourseSummary()]) };
    if (url.pathname.startsWith('/api/courses/')) return { body: makeCourseDetail() };
    return { body: { items: [] } };
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  useUserStore.getState().reset();
});

describe('the route table', { timeout: 20_000 }, () => {
  it.each([
    [
      '/',
      'Accredited continuing legal education for lawyers and firms',
      'Accredited CLE for lawyers and firms · Counsel CLE',
    ],
    ['/dashboard', 'Welcome to Counsel CLE', 'Home · Counsel CLE'],
    ['/dashboard/courses', 'Browse courses', 'Browse courses · Counsel CLE'],
    [
      '/dashboard/courses/ethics-of-generative-ai',
      'Ethics of Generative AI',
      'Ethics of Generative AI · Counsel CLE',
    ],
    ['/dashboard/choose-your-plan', 'Choose your plan', 'Choose your plan · Counsel CLE'],
    ['/auth/sign-in', 'Log in', 'Login · Counsel CLE'],
    ['/auth/sign-up/', 'Create your account', 'Register · Counsel CLE'],
    ['/auth/sign-up', 'Create your account', 'Register · Counsel CLE'],
    ['/auth/verify-email', 'Verify your e-mail', 'Verify your e-mail · Counsel CLE'],
    ['/auth/reset-password?token=t', 'Reset your password', 'Reset your password · Counsel CLE'],
    ['/zoom-client-view', 'This live session link is not valid', 'Live session · Counsel CLE'],
  ])('%s shows its page', async (path, heading, title) => {
    stubCatalog();
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
    await waitFor(() => {
      expect(document.title).toBe(title);
    });
    // The frame is around every page.
    expect(screen.getByRole('main')).toBeTruthy();
  });

  it('renders the cookie policy', async () => {
    stubCatalog();
    renderApp('/cookie-policy');
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
  });

  it('answers an unknown path with the 404 page', async () => {
    stubCatalog();
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
  });

  it('opens the live view only with its query parameters', async () => {
    stubCatalog();
    renderApp(
      '/zoom-client-view?meetingNumber=123456789&signature=sig&sdkKey=key&userName=Ada%20Lovelace&leaveUrl=https://evil.example',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Live session' })).toBeTruthy();
    expect(screen.getByText('Ada Lovelace')).toBeTruthy();
    // An outside leaveUrl is ignored: Leave goes back into the app.
    expect(screen.getByRole('link', { name: 'Leave' }).getAttribute('href')).toBe('/dashboard/courses');
  });
});

describe('guarded pages', { timeout: 20_000 }, () => {
  it.each([
    '/dashboard/learning',
    '/dashboard/certificates',
    '/dashboard/compliance',
    '/dashboard/settings',
    '/dashboard/admin',
    '/dashboard/payment/success?session_id=cs_test_1',
  ])('a visitor at %s is sent to log in, told why', async (path) => {
    stubIdentity({ user: null });
    const { router } = renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/auth/sign-in');
    expect(router.state.location.state).toEqual({ from: path });
    expect(screen.getByText(/You will go straight back to the page you opened/)).toBeTruthy();
  });

  it.each([
    [
      '/dashboard/learning',
      'My Learning',
      'You are not enrolled in any course yet',
      'My Learning · Counsel CLE',
    ],
    ['/dashboard/certificates', 'Certificates', 'No certificates yet', 'Certificates · Counsel CLE'],
    ['/dashboard/compliance', 'Compliance', 'No admissions yet', 'Compliance · Counsel CLE'],
  ])('a signed-in user sees %s', async (path, heading, content, title) => {
    stubIdentity({
      routes: {
        '/api/courses': { body: makeCourseList([]) },
        '/api/courses/enrolled': { body: { items: [] } },
        '/api/completed-course': { body: { items: [] } },
        '/api/compliance': { body: { asOf: '2026-07-03', items: [] } },
      },
    });
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
    // My Learning asks for the enrollments first; its empty state follows the answer.
    expect(await screen.findByRole('heading', { level: 2, name: content })).toBeTruthy();
    await waitFor(() => {
      expect(document.title).toBe(title);
    });
  });

  it('Manage Firm answers a signed-in guest with its 403 page, not a crash', async () => {
    stubIdentity({ role: 'guest' });
    renderApp('/dashboard/admin');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Manage Firm is for firm administrators' }),
    ).toBeTruthy();
    expect(screen.getByText(/403/)).toBeTruthy();
  });

  it('Manage Firm opens for the ENTERPRISE role', async () => {
    stubIdentity({ role: 'enterprise' });
    renderApp('/dashboard/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Manage Firm' })).toBeTruthy();
  });
});
