import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useUserStore } from '../../stores/user-store';
import { lastBodyTo, stubIdentity, testUser } from '../testing/identity-stub';
import { renderApp } from '../testing/render-app';

beforeEach(() => {
  useUserStore.setState(useUserStore.getInitialState());
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Signed out until sign-in succeeds, then signed in (as the session cookie would make it). */
function stubSignIn(signIn: { status?: number; body: unknown }) {
  let signedIn = false;
  return stubIdentity({
    role: 'user',
    routes: {
      '/api/identity/sign-in/email': () => {
        signedIn = (signIn.status ?? 200) === 200;
        return signIn;
      },
      '/api/identity/get-session': () => ({
        body: signedIn ? { session: { id: 's1' }, user: testUser } : null,
      }),
    },
  });
}

async function fillAndSubmit(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('E-mail'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  return user;
}

describe('Log in', { timeout: 20_000 }, () => {
  it('says clearly when the e-mail or password is wrong', async () => {
    stubSignIn({
      status: 401,
      body: { error: { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' } },
    });
    renderApp('/auth/sign-in');
    await fillAndSubmit('ada@example.com', 'wrong-password');
    expect((await screen.findByRole('alert')).textContent).toBe('The e-mail or password is not right.');
  });

  it('asks to verify the e-mail first', async () => {
    stubSignIn({
      status: 403,
      body: { error: { code: 'EMAIL_NOT_VERIFIED', message: 'Email not verified' } },
    });
    renderApp('/auth/sign-in');
    await fillAndSubmit('ada@example.com', 'long-enough');
    expect(await screen.findByText('Verify your e-mail first: we have sent you a new link.')).toBeTruthy();
  });

  it('goes to the course chosen before, with the role of the token', async () => {
    useUserStore.setState({ intendedCourseId: 'course-42' });
    const api = stubSignIn({ body: { token: 'x', user: testUser } });
    const { router } = renderApp('/auth/sign-in');
    await fillAndSubmit('ada@example.com', 'long-enough');
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/dashboard/courses/course-42');
    });
    expect(lastBodyTo(api.fetchMock, '/api/identity/sign-in/email')).toMatchObject({
      email: 'ada@example.com',
      password: 'long-enough',
    });
    expect(useUserStore.getState()).toMatchObject({
      role: 'USER',
      userId: testUser.id,
      intendedCourseId: null,
    });
  });

  it('goes Home without a chosen course', async () => {
    stubSignIn({ body: { token: 'x', user: testUser } });
    const { router } = renderApp('/auth/sign-in');
    await fillAndSubmit('ada@example.com', 'long-enough');
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/dashboard');
    });
  });

  it('goes back to the guarded page that sent the visitor here', async () => {
    useUserStore.setState({ intendedCourseId: 'course-42' });
    stubSignIn({ body: { token: 'x', user: testUser } });
    const { router } = renderApp('/dashboard/certificates');
    expect(await screen.findByText(/You will go straight back to the page you opened/)).toBeTruthy();
    await fillAndSubmit('ada@example.com', 'long-enough');
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/dashboard/certificates');
    });
    // The guarded page wins; the chosen course waits for a later sign-in.
    expect(useUserStore.getState().intendedCourseId).toBe('course-42');
  });

  it('sends a first-time user to onboarding', async () => {
    useUserStore.setState({ isFirstTimeUser: true });
    stubSignIn({ body: { token: 'x', user: testUser } });
    const { router } = renderApp('/auth/sign-in');
    await fillAndSubmit('ada@example.com', 'long-enough');
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/dashboard/onboarding');
    });
  });

  it('never follows a return path that leaves the app', async () => {
    stubSignIn({ body: { token: 'x', user: testUser } });
    const { router } = renderApp('/auth/sign-in');
    await router.navigate('/auth/sign-in', { state: { from: '//evil.example/steal' } });
    expect(screen.queryByText(/You will go straight back/)).toBeNull();
    await fillAndSubmit('ada@example.com', 'long-enough');
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/dashboard');
    });
  });

  it('sends a reset link from "Forgot password?", asking only the e-mail', async () => {
    const api = stubIdentity({
      user: null,
      routes: { '/api/identity/request-password-reset': { body: { status: true } } },
    });
    const user = userEvent.setup();
    renderApp('/auth/sign-in');
    await user.click(await screen.findByRole('button', { name: 'Forgot password?' }));
    expect(screen.queryByLabelText('Password')).toBeNull();
    await user.type(screen.getByLabelText('E-mail'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('heading', { name: 'Check your inbox' })).toBeTruthy();
    expect(lastBodyTo(api.fetchMock, '/api/identity/request-password-reset')).toEqual({
      email: 'ada@example.com',
      redirectTo: '/auth/reset-password',
    });
  });

  it('shows the spec message when the reset link cannot be sent', async () => {
    stubIdentity({
      user: null,
      routes: { '/api/identity/request-password-reset': { status: 500, body: {} } },
    });
    const user = userEvent.setup();
    renderApp('/auth/sign-in');
    await user.click(await screen.findByRole('button', { name: 'Forgot password?' }));
    await user.type(screen.getByLabelText('E-mail'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect((await screen.findByRole('alert', {}, { timeout: 5000 })).textContent).toBe(
      'Unable to send password reset email. Please try again.',
    );
  });
});
