import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useUserStore } from '../../stores/user-store';
import { lastBodyTo, stubIdentity } from '../testing/identity-stub';
import { renderApp } from '../testing/render-app';

beforeEach(() => {
  useUserStore.setState(useUserStore.getInitialState());
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Verify e-mail and reset password', { timeout: 20_000 }, () => {
  it('explains the step without ?verified', async () => {
    stubIdentity({ user: null });
    renderApp('/auth/verify-email');
    expect(await screen.findByRole('heading', { level: 1, name: 'Verify your e-mail' })).toBeTruthy();
  });

  it('confirms a verified address; Continue reloads the user and starts onboarding', async () => {
    stubIdentity({ role: 'guest' });
    const user = userEvent.setup();
    const { router } = renderApp('/auth/verify-email?verified=1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your e-mail is verified' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/dashboard/onboarding');
    });
    expect(useUserStore.getState()).toMatchObject({ role: 'GUEST', isFirstTimeUser: true });
  });

  it('resets the password with the token of the link', async () => {
    const api = stubIdentity({
      user: null,
      routes: { '/api/identity/reset-password': { body: { status: true } } },
    });
    const user = userEvent.setup();
    renderApp('/auth/reset-password?token=reset-token');
    await user.type(await screen.findByLabelText('New password'), 'new-password');
    await user.type(screen.getByLabelText('Repeat the new password'), 'other-password');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The two passwords are not the same.');

    await user.clear(screen.getByLabelText('Repeat the new password'));
    await user.type(screen.getByLabelText('Repeat the new password'), 'new-password');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('Your password has been changed. Log in with the new one.')).toBeTruthy();
    expect(lastBodyTo(api.fetchMock, '/api/identity/reset-password')).toEqual({
      token: 'reset-token',
      newPassword: 'new-password',
    });
  });

  it('says when the reset link has no token', async () => {
    stubIdentity({ user: null });
    renderApp('/auth/reset-password');
    expect(await screen.findByText(/This reset link is not complete/)).toBeTruthy();
  });
});
