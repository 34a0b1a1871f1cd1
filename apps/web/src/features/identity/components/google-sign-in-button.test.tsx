import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi, type StubResponse } from '../../../app/testing/api-stub';
import { lastBodyTo, stubIdentity, testUser } from '../../../app/testing/identity-stub';
import { stubMatchMedia } from '../../../app/testing/match-media-stub';
import { renderApp } from '../../../app/testing/render-app';
import { useUserStore } from '../../../stores/user-store';
import { GoogleSignInButton, type GoogleSignInButtonProps } from './google-sign-in-button';

const CLIENT_ID = 'counsel-test.apps.googleusercontent.com';
const GIS_SRC = 'https://accounts.google.com/gsi/client';

function gisScripts() {
  return [...document.querySelectorAll('script')].filter((script) => script.src === GIS_SRC);
}

/** Stands in for Google Identity Services: records initialize and renders a plain button. */
function stubGoogleIdentityServices() {
  const initialize =
    vi.fn<(config: { client_id: string; callback: (r: { credential?: string }) => void }) => void>();
  const renderButton = vi.fn((parent: HTMLElement) => {
    const button = document.createElement('button');
    button.textContent = 'Continue with Google';
    parent.append(button);
  });
  vi.stubGlobal('google', { accounts: { id: { initialize, renderButton } } });
  const signInWithGoogle = (credential: string) =>
    act(async () => {
      initialize.mock.calls.at(-1)?.[0].callback({ credential });
      await Promise.resolve();
    });
  return { initialize, renderButton, signInWithGoogle };
}

function stubServer(options: { google: boolean; registerGoogle?: StubResponse }) {
  return stubApi((url) => {
    if (url.pathname === '/api/auth/providers') {
      return { body: { google: options.google ? { clientId: CLIENT_ID } : null } };
    }
    if (url.pathname === '/api/auth/register-google') {
      return options.registerGoogle ?? { body: { user: testUser, isNewUser: false } };
    }
    return { status: 404, body: { error: { code: 'NOT_FOUND', message: 'Not found.' } } };
  });
}

function renderButton(props: Partial<GoogleSignInButtonProps> = {}) {
  const onSignedIn = vi.fn();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <GoogleSignInButton errorId="google-error" onSignedIn={onSignedIn} {...props} />
    </QueryClientProvider>,
  );
  return { onSignedIn };
}

beforeEach(() => {
  useUserStore.setState(useUserStore.getInitialState());
});

afterEach(() => {
  vi.unstubAllGlobals();
  for (const script of gisScripts()) script.remove();
});

describe('GoogleSignInButton', () => {
  it('stays hidden, and loads nothing from Google, when the server has no Google sign-in', async () => {
    const api = stubServer({ google: false });
    const { container } = render(
      <QueryClientProvider client={new QueryClient()}>
        <GoogleSignInButton errorId="google-error" onSignedIn={vi.fn()} />
      </QueryClientProvider>,
    );
    await waitFor(() => {
      expect(api.calls()).toEqual(['/api/auth/providers']);
    });
    await act(async () => {
      await Promise.resolve();
    });
    expect(container.innerHTML).toBe('');
    expect(gisScripts()).toHaveLength(0);
  });

  it('stays hidden when the providers cannot be read', async () => {
    stubApi(() => ({ status: 500, body: { error: { code: 'INTERNAL_ERROR', message: 'Boom.' } } }));
    renderButton();
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(screen.queryByText('or')).toBeNull();
    expect(gisScripts()).toHaveLength(0);
  });

  it("shows Google's button with the server's client id, and signs in with the credential", async () => {
    const gis = stubGoogleIdentityServices();
    const api = stubServer({ google: true, registerGoogle: { body: { user: testUser, isNewUser: true } } });
    const { onSignedIn } = renderButton({ invitationToken: 'firm-invite-7' });

    expect(await screen.findByRole('button', { name: 'Continue with Google' })).toBeTruthy();
    expect(gis.initialize).toHaveBeenCalledWith(expect.objectContaining({ client_id: CLIENT_ID }));
    expect(gis.renderButton).toHaveBeenCalledWith(
      expect.any(HTMLElement),
      expect.objectContaining({ text: 'continue_with' }),
    );

    await gis.signInWithGoogle('google-id-token');
    await waitFor(() => {
      expect(onSignedIn).toHaveBeenCalledTimes(1);
    });
    expect(api.calls()).toContain('/api/auth/register-google?token=firm-invite-7');
    expect(lastBodyTo(api.fetchMock, '/api/auth/register-google')).toEqual({ token: 'google-id-token' });
    // A new account goes through onboarding first, as after an e-mail sign-up.
    expect(useUserStore.getState().isFirstTimeUser).toBe(true);
  });

  it("shows the server's refusal and stays on the page", async () => {
    const gis = stubGoogleIdentityServices();
    stubServer({
      google: true,
      registerGoogle: {
        status: 401,
        body: {
          error: {
            code: 'GOOGLE_TOKEN_INVALID',
            message: 'Your Google sign-in has expired. Please try again.',
          },
        },
      },
    });
    const { onSignedIn } = renderButton();
    await screen.findByRole('button', { name: 'Continue with Google' });

    await gis.signInWithGoogle('expired-token');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your Google sign-in has expired. Please try again.',
    );
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(useUserStore.getState().isFirstTimeUser).toBe(false);
  });

  it("adds Google's script only when configured, and says so when it cannot load", async () => {
    stubServer({ google: true });
    renderButton();
    await waitFor(() => {
      expect(gisScripts()).toHaveLength(1);
    });
    act(() => {
      gisScripts()[0]?.dispatchEvent(new Event('error'));
    });
    expect((await screen.findByRole('alert')).textContent).toMatch(/Google sign-in could not load/);
  });
});

/** Signed out until Google sign-in succeeds, then signed in (as the session cookie would make it). */
function stubGoogleSignInServer(isNewUser: boolean) {
  let signedIn = false;
  return stubIdentity({
    routes: {
      '/api/auth/providers': { body: { google: { clientId: CLIENT_ID } } },
      '/api/auth/register-google': () => {
        signedIn = true;
        return { body: { user: testUser, isNewUser } };
      },
      '/api/identity/get-session': () => ({
        body: signedIn ? { session: { id: 's1' }, user: testUser } : null,
      }),
      '/api/enterprise/accept-invitation': {
        body: {
          firm: { id: 'eeeeeeee-0000-4000-8000-000000000001', name: 'Lovelace & Partners' },
          hasIndividualMembership: false,
        },
      },
    },
  });
}

describe('Continue with Google on the auth pages', { timeout: 20_000 }, () => {
  it('on the log-in page: reloads the user and goes on as after an e-mail sign-in', async () => {
    useUserStore.setState({ intendedCourseId: 'course-42' });
    const gis = stubGoogleIdentityServices();
    stubGoogleSignInServer(false);
    const { router } = renderApp('/auth/sign-in');
    await screen.findByRole('button', { name: 'Continue with Google' });
    await gis.signInWithGoogle('google-id-token');
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/dashboard/courses/course-42');
    });
    expect(useUserStore.getState().userId).toBe(testUser.id);
  });

  it('on the sign-up page: sends the invitation token, then the invitation is accepted and Home welcomes the new lawyer', async () => {
    stubMatchMedia();
    const gis = stubGoogleIdentityServices();
    const api = stubGoogleSignInServer(true);
    const { router } = renderApp('/auth/sign-up/?token=firm-invite-9');
    await screen.findByRole('button', { name: 'Continue with Google' });
    await gis.signInWithGoogle('google-id-token');
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/dashboard');
    });
    expect(api.calls()).toContain('/api/auth/register-google?token=firm-invite-9');
    expect(api.calls()).toContain('/api/enterprise/accept-invitation?token=firm-invite-9');
    expect(useUserStore.getState()).toMatchObject({
      userId: testUser.id,
      invitationToken: null,
      isFirstTimeUser: true,
    });
    // A new account: Home offers the first-time set-up beside the welcome.
    expect(await screen.findByRole('link', { name: 'Tell us where you are admitted' })).toBeTruthy();
  });
});
