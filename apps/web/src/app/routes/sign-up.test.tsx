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

async function fill(password: string, acceptTerms = true) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Full name'), 'Ada Lovelace');
  await user.type(screen.getByLabelText('E-mail'), 'ada@example.com');
  await user.type(screen.getByLabelText('Password'), password);
  if (acceptTerms) await user.click(screen.getByRole('checkbox'));
  await user.click(screen.getByRole('button', { name: 'Create account' }));
}

describe('Register', { timeout: 20_000 }, () => {
  it('keeps the invitation token and shows the password rule', async () => {
    stubIdentity({ user: null });
    renderApp('/auth/sign-up/?token=invite-123');
    expect(await screen.findByText('At least 8 characters.')).toBeTruthy();
    await waitFor(() => {
      expect(useUserStore.getState().invitationToken).toBe('invite-123');
    });
  });

  it('says an invitation link can no longer be used, forgets it, and still creates a plain account', async () => {
    stubIdentity({
      user: null,
      routes: {
        '/api/enterprise/invitation': {
          status: 410,
          body: { error: { code: 'INVITATION_EXPIRED', message: 'This invitation expired.' } },
        },
      },
    });
    renderApp('/auth/sign-up/?token=invite-123');
    expect(await screen.findByText('This invitation has expired')).toBeTruthy();
    await waitFor(() => expect(useUserStore.getState().invitationToken).toBeNull());
    expect(screen.getByLabelText<HTMLInputElement>('E-mail').readOnly).toBe(false);
  });

  it('shows the API’s words when the invitation was sent to another address', async () => {
    const message =
      'This invitation was sent to grace@firm.example: sign up with that e-mail to join the firm.';
    stubIdentity({
      user: null,
      routes: {
        '/api/auth/register': {
          status: 403,
          body: {
            error: {
              code: 'INVITATION_EMAIL_MISMATCH',
              message,
              details: { invitedEmail: 'grace@firm.example' },
            },
          },
        },
      },
    });
    renderApp('/auth/sign-up/?token=invite-123');
    await fill('long-enough-words');
    expect((await screen.findByRole('alert')).textContent).toBe(message);
  });

  it('refuses a short password and unaccepted terms before asking the API', async () => {
    const api = stubIdentity({ user: null });
    renderApp('/auth/sign-up/');
    await fill('short');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The password must be at least 8 characters long.',
    );
    expect(api.calls()).not.toContain('/api/auth/register');
  });

  it('asks to check the inbox for an address that already has an account, as for a new one', async () => {
    // The API answers a duplicate sign-up 201 like a new one (and e-mails the owner): nothing here may differ.
    stubIdentity({
      user: null,
      routes: {
        '/api/auth/register': { status: 201, body: { user: { ...testUser, emailVerified: false } } },
      },
    });
    renderApp('/auth/sign-up/');
    await fill('long-enough');
    expect(await screen.findByRole('heading', { name: 'Check your inbox' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the API’s own words for a password it refuses', async () => {
    const message = 'This password is too common. Choose one that is harder to guess.';
    stubIdentity({
      user: null,
      routes: {
        '/api/auth/register': { status: 400, body: { error: { code: 'VALIDATION_FAILED', message } } },
      },
    });
    renderApp('/auth/sign-up/');
    await fill('password123');
    expect((await screen.findByRole('alert')).textContent).toBe(message);
  });

  it('creates the account and asks to check the inbox', async () => {
    const api = stubIdentity({
      user: null,
      routes: {
        '/api/auth/register': { status: 201, body: { user: { ...testUser, emailVerified: false } } },
      },
    });
    renderApp('/auth/sign-up/');
    await fill('long-enough');
    expect(await screen.findByRole('heading', { level: 1, name: 'Check your inbox' })).toBeTruthy();
    expect(screen.getByText('ada@example.com')).toBeTruthy();
    expect(lastBodyTo(api.fetchMock, '/api/auth/register')).toEqual({
      fullName: 'Ada Lovelace',
      email: 'ada@example.com',
      password: 'long-enough',
      acceptTerms: true,
    });
  });
});
