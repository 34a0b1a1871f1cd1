import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useUserStore } from '../../stores/user-store';
import type { StubResponse } from '../testing/api-stub';
import { lastBodyTo, stubIdentity, testUser, urlOf } from '../testing/identity-stub';
import { stubMatchMedia } from '../testing/match-media-stub';
import { renderApp } from '../testing/render-app';

const TOKEN = 'tok_4n1nv1tat10n';
const PAGE = `/auth/accept-invitation?token=${TOKEN}`;
const FIRM = { id: 'eeeeeeee-0000-4000-8000-000000000001', name: 'Lovelace & Partners' };
const PREVIEW = {
  firmName: FIRM.name,
  email: testUser.email,
  fullName: testUser.name,
  expiresAt: '2027-01-24T15:00:00.000Z',
};

beforeEach(() => {
  useUserStore.setState(useUserStore.getInitialState());
  stubMatchMedia();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const refusal = (status: number, code: string, details?: unknown): StubResponse => ({
  status,
  body: { error: { code, message: `Refused: ${code}`, ...(details ? { details } : {}) } },
});

/**
 * The identity stub with the invitation endpoints: signed out until sign-in (or from the start with `signedIn`);
 * register answers verified when `verifiedSignUp`; the firm query follows acceptance.
 */
function stubInvitation(
  options: {
    signedIn?: boolean;
    preview?: StubResponse;
    accept?: StubResponse;
    verifiedSignUp?: boolean;
  } = {},
) {
  let signedIn = options.signedIn ?? false;
  let accepted = false;
  return stubIdentity({
    role: 'user',
    routes: {
      '/api/identity/get-session': () => ({
        body: signedIn ? { session: { id: 's1', userId: testUser.id }, user: testUser } : null,
      }),
      '/api/identity/sign-in/email': () => {
        signedIn = true;
        return { body: { token: 'x', user: testUser } };
      },
      '/api/identity/sign-out': () => {
        signedIn = false;
        return { body: { success: true } };
      },
      '/api/enterprise/invitation': options.preview ?? { body: PREVIEW },
      '/api/enterprise/accept-invitation': () => {
        const answer = options.accept ?? { body: { firm: FIRM, hasIndividualMembership: false } };
        accepted = (answer.status ?? 200) === 200;
        return answer;
      },
      '/api/auth/register': {
        status: 201,
        body: { user: { ...testUser, emailVerified: options.verifiedSignUp ?? true } },
      },
      '/api/user/enterprise': () => ({
        body: {
          enterprise: accepted
            ? { ...FIRM, seats: 5, seatsUsed: 2, isAdministrator: false, memberStatus: 'ACTIVE' }
            : null,
        },
      }),
    },
  });
}

describe('Accept a firm invitation: signed out', { timeout: 30_000 }, () => {
  it('shows the invitation and offers to create the account or log in, keeping the token', async () => {
    const api = stubInvitation();
    renderApp(PAGE);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Join Lovelace & Partners on Counsel CLE' }),
    ).toBeTruthy();
    expect(screen.getByText(/This link works until January 24, 2027/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create your account' }).getAttribute('href')).toBe(
      `/auth/sign-up/?token=${TOKEN}`,
    );
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/auth/sign-in');
    expect(useUserStore.getState().invitationToken).toBe(TOKEN);
    // The preview is public: no bearer token goes with it.
    const headers = api.fetchMock.mock.calls.find(([input]) => urlOf(input).includes('/invitation?'))?.[1]
      ?.headers as Record<string, string> | undefined;
    expect(headers?.Authorization).toBeUndefined();
  });

  it.each([
    ['INVITATION_NOT_FOUND', 404, 'We cannot find this invitation', null],
    ['INVITATION_EXPIRED', 410, 'This invitation has expired', null],
    ['INVITATION_REVOKED', 410, 'This invitation was withdrawn', null],
    ['INVITATION_USED', 410, 'This invitation has already been accepted', TOKEN],
  ])('explains %s in its own words', async (code, status, title, keptToken) => {
    stubInvitation({ preview: refusal(status, code) });
    renderApp(PAGE);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).not.toContain('Refused');
    await waitFor(() => expect(useUserStore.getState().invitationToken).toBe(keptToken));
  });

  it('says a link without its token is incomplete', async () => {
    stubInvitation();
    renderApp('/auth/accept-invitation');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This invitation link is incomplete' }),
    ).toBeTruthy();
  });

  it('creates the account with the invited e-mail, goes to log in, comes back, accepts and lands on Home', async () => {
    const api = stubInvitation();
    const user = userEvent.setup();
    const { router } = renderApp(PAGE);
    await user.click(await screen.findByRole('link', { name: 'Create your account' }));

    const email = await screen.findByLabelText<HTMLInputElement>('E-mail');
    await waitFor(() => expect(email.value).toBe(testUser.email));
    expect(email.readOnly).toBe(true);
    expect(screen.getByLabelText<HTMLInputElement>('Full name').value).toBe(testUser.name);
    await user.type(screen.getByLabelText('Password'), 'compiler-harbour-1906');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(
      await screen.findByText('Your account is ready and your e-mail is confirmed. Log in to start.'),
    ).toBeTruthy();
    expect(api.calls()).toContain(`/api/auth/register?token=${TOKEN}`);
    expect(lastBodyTo(api.fetchMock, '/api/auth/register')).toMatchObject({ email: testUser.email });
    expect(screen.getByLabelText<HTMLInputElement>('E-mail').value).toBe(testUser.email);
    await user.type(screen.getByLabelText('Password'), 'compiler-harbour-1906');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(
      await screen.findByText('Welcome to Lovelace & Partners! Your seat opens every course.'),
    ).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    const welcome = await screen.findByRole('region', { name: 'You joined Lovelace & Partners' });
    expect(within(welcome).getByRole('link', { name: 'Tell us where you are admitted' })).toBeTruthy();
    expect(api.calls()).toContain(`/api/enterprise/accept-invitation?token=${TOKEN}`);
    expect(useUserStore.getState().invitationToken).toBeNull();
    // The firm shows in the account menu once the user is reloaded.
    await user.click(screen.getByRole('button', { name: /Ada Lovelace/ }));
    expect(await screen.findByRole('menuitem', { name: 'Firm: Lovelace & Partners' })).toBeTruthy();
  });
});

describe('Accept a firm invitation: signed in', { timeout: 30_000 }, () => {
  it('accepts at once, and tells a lawyer with an individual membership that both keep working', async () => {
    stubInvitation({ signedIn: true, accept: { body: { firm: FIRM, hasIndividualMembership: true } } });
    const { router } = renderApp(PAGE);
    expect(
      await screen.findByText('Welcome to Lovelace & Partners! Your seat opens every course.'),
    ).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    const welcome = await screen.findByRole('region', { name: 'You joined Lovelace & Partners' });
    expect(welcome.textContent).toContain('You also have an individual membership. Both keep working');
    expect(
      within(welcome).getByRole('link', { name: 'Manage billing in Settings' }).getAttribute('href'),
    ).toBe('/dashboard/settings#membership');
  });

  it('says which e-mail the invitation was for, and signs out keeping the invitation', async () => {
    const api = stubInvitation({
      signedIn: true,
      accept: refusal(403, 'INVITATION_EMAIL_MISMATCH', { invitedEmail: 'grace@firm.example' }),
    });
    const user = userEvent.setup();
    renderApp(PAGE);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This invitation is for another e-mail' }),
    ).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain(
      'It was sent to grace@firm.example, and you are logged in as ada@example.com.',
    );
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Join Lovelace & Partners on Counsel CLE' }),
    ).toBeTruthy();
    expect(api.calls()).toContain('/api/identity/sign-out');
    expect(useUserStore.getState().invitationToken).toBe(TOKEN);
  });

  it('says when the account already has a seat in another firm', async () => {
    stubInvitation({ signedIn: true, accept: refusal(409, 'ALREADY_IN_FIRM') });
    renderApp(PAGE);
    expect(await screen.findByText(/Your account already has a seat in another firm/)).toBeTruthy();
    await waitFor(() => expect(useUserStore.getState().invitationToken).toBeNull());
  });

  it('explains a revoked invitation to a signed-in lawyer too', async () => {
    stubInvitation({ signedIn: true, accept: refusal(410, 'INVITATION_REVOKED') });
    renderApp(PAGE);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This invitation was withdrawn' }),
    ).toBeTruthy();
  });

  it('goes back to the invitation after a sign-in from anywhere while its token is kept', async () => {
    useUserStore.setState({ invitationToken: TOKEN });
    stubInvitation();
    const user = userEvent.setup();
    const { router } = renderApp('/auth/sign-in');
    expect(
      await screen.findByText("Log in with the invited e-mail to accept your firm's invitation."),
    ).toBeTruthy();
    await user.type(screen.getByLabelText('E-mail'), testUser.email);
    await user.type(screen.getByLabelText('Password'), 'compiler-harbour-1906');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(
      await screen.findByText('Welcome to Lovelace & Partners! Your seat opens every course.'),
    ).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });
});
