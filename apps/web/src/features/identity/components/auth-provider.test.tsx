import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lastCallTo, stubIdentity, testUser, urlOf } from '../../../app/testing/identity-stub';
import { apiGet } from '../../../lib/api-client';
import { useUserStore } from '../../../stores/user-store';
import { useAuth } from '../hooks/use-auth';
import { AuthProvider } from './auth-provider';

let queryClient = new QueryClient();

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>
    <AuthProvider>{children}</AuthProvider>
  </QueryClientProvider>
);

function renderAuth() {
  return renderHook(() => useAuth(), { wrapper });
}

function callsTo(fetchMock: ReturnType<typeof stubIdentity>['fetchMock'], path: string) {
  return fetchMock.mock.calls.filter(([input]) => urlOf(input) === path).length;
}

beforeEach(() => {
  useUserStore.setState(useUserStore.getInitialState());
  queryClient = new QueryClient();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('AuthProvider', () => {
  it('starts loading, then stores the user, the role of the token claim and the account details', async () => {
    const api = stubIdentity({ role: 'enterprise' });
    const { result } = renderAuth();
    expect(result.current.loading).toBe(true);

    await waitFor(() => {
      expect(result.current.loading).toBe(false);
    });
    expect(result.current.user).toEqual(testUser);
    expect(useUserStore.getState()).toMatchObject({ role: 'ENTERPRISE', userId: testUser.id });
    await waitFor(() => {
      expect(callsTo(api.fetchMock, '/api/user/enterprise')).toBe(1);
    });
    expect(callsTo(api.fetchMock, '/api/user/subscription')).toBe(1);
    const authorization = (
      lastCallTo(api.fetchMock, '/api/user/enterprise')?.headers as Record<string, string>
    ).Authorization;
    expect(authorization).toMatch(/^Bearer .+\..+\..+$/);
  });

  it('a call made before the first session answer waits for it and carries the token (no 401 on a reload)', async () => {
    // A stored role from the last visit lets a page ask at once, before the provider knows the session.
    useUserStore.setState({ role: 'USER', userId: testUser.id });
    const api = stubIdentity({ role: 'user' });
    const { result } = renderAuth();
    expect(result.current.loading).toBe(true);
    const early = result.current.getToken();
    await expect(early).resolves.toMatch(/^.+\..+\..+$/);
    expect(callsTo(api.fetchMock, '/api/identity/get-session')).toBe(1);
  });

  it('makes a user without a role claim a GUEST', async () => {
    stubIdentity();
    const { result } = renderAuth();
    await waitFor(() => {
      expect(result.current.user).not.toBeNull();
    });
    expect(useUserStore.getState().role).toBe('GUEST');
  });

  it('signed out: no user, no token, VISITOR — keeping what a visitor chose', async () => {
    useUserStore.setState({ role: 'USER', userId: 'stale', intendedCourseId: 'course-1' });
    const api = stubIdentity({ user: null });
    const { result } = renderAuth();
    await waitFor(() => {
      expect(result.current.loading).toBe(false);
    });
    expect(result.current.user).toBeNull();
    expect(await result.current.getToken()).toBeNull();
    expect(callsTo(api.fetchMock, '/api/identity/token')).toBe(0);
    expect(useUserStore.getState()).toMatchObject({
      role: 'VISITOR',
      userId: null,
      intendedCourseId: 'course-1',
    });
  });

  it('treats a session that cannot be read as signed out', async () => {
    stubIdentity({ routes: { '/api/identity/get-session': { status: 500, body: {} } } });
    const { result } = renderAuth();
    await waitFor(() => {
      expect(result.current.loading).toBe(false);
    });
    expect(result.current.user).toBeNull();
  });

  it('logs failed subscription and enterprise fetches without blocking the user', async () => {
    stubIdentity({
      role: 'user',
      routes: {
        '/api/user/subscription': { status: 500, body: {} },
        '/api/user/enterprise': { status: 503, body: {} },
      },
    });
    const { result } = renderAuth();
    await waitFor(() => {
      expect(console.error).toHaveBeenCalledTimes(2);
    });
    expect(console.error).toHaveBeenCalledWith('Failed to fetch enterprise details:', expect.anything());
    expect(console.error).toHaveBeenCalledWith('Failed to fetch subscription details:', expect.anything());
    vi.mocked(console.error).mockClear();
    expect(result.current.user).toEqual(testUser);
    expect(result.current.loading).toBe(false);
    expect(useUserStore.getState().role).toBe('USER');
  });

  it('logs a token that cannot be fetched and counts the user a GUEST', async () => {
    stubIdentity({ role: 'enterprise', routes: { '/api/identity/token': { status: 500, body: {} } } });
    const { result } = renderAuth();
    await waitFor(() => {
      expect(result.current.user).not.toBeNull();
    });
    expect(console.error).toHaveBeenCalledWith('Failed to fetch the ID token:', expect.anything());
    await waitFor(() => {
      expect(console.error).toHaveBeenCalledTimes(3);
    });
    vi.mocked(console.error).mockClear();
    expect(useUserStore.getState().role).toBe('GUEST');
  });

  it('keeps a fresh token and replaces one with less than a minute left', async () => {
    const api = stubIdentity({ role: 'guest' });
    const { result } = renderAuth();
    await waitFor(() => {
      expect(result.current.user).not.toBeNull();
    });
    const first = await result.current.getToken();
    expect(await result.current.getToken()).toBe(first);
    expect(callsTo(api.fetchMock, '/api/identity/token')).toBe(1);

    // 60 s before expiry counts as stale.
    vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 841_000);
    const second = await result.current.getToken();
    expect(second).not.toBe(first);
    expect(callsTo(api.fetchMock, '/api/identity/token')).toBe(2);
    vi.mocked(Date.now).mockRestore();
  });

  it('lets apiGet send the bearer token while mounted', async () => {
    const api = stubIdentity();
    const { result, unmount } = renderAuth();
    await waitFor(() => {
      expect(result.current.user).not.toBeNull();
    });
    const token = await result.current.getToken();
    await apiGet('/api/anything').catch(() => undefined);
    expect(lastCallTo(api.fetchMock, '/api/anything')?.headers).toMatchObject({
      Authorization: `Bearer ${token}`,
    });
    unmount();
    await apiGet('/api/anything').catch(() => undefined);
    expect(lastCallTo(api.fetchMock, '/api/anything')?.headers).not.toHaveProperty('Authorization');
  });

  it('reloadUser refreshes the user and re-reads the role', async () => {
    const api = stubIdentity({ role: 'guest' });
    const { result } = renderAuth();
    await waitFor(() => {
      expect(useUserStore.getState().role).toBe('GUEST');
    });
    api.fetchMock.mockClear();
    stubIdentity({ role: 'user', user: { ...testUser, name: 'Ada King' } });
    await act(() => result.current.reloadUser());
    expect(result.current.user?.name).toBe('Ada King');
    expect(useUserStore.getState().role).toBe('USER');
  });

  it('logout signs out, clears the user and resets the stored auth state and first-time flag', async () => {
    const api = stubIdentity({
      role: 'user',
      routes: { '/api/identity/sign-out': { body: { success: true } } },
    });
    const { result } = renderAuth();
    await waitFor(() => {
      expect(result.current.user).not.toBeNull();
    });
    useUserStore.setState({ isFirstTimeUser: true, intendedCourseId: 'course-1', invitationToken: 'inv' });
    queryClient.setQueryData(['user-jurisdictions'], { items: [{ barNumber: 'NY-1234' }] });

    await act(() => result.current.logout());
    // Nothing fetched for the signed-out user stays in the cache for the next one.
    expect(queryClient.getQueryData(['user-jurisdictions'])).toBeUndefined();
    expect(lastCallTo(api.fetchMock, '/api/identity/sign-out')).toMatchObject({ method: 'POST' });
    expect(result.current.user).toBeNull();
    expect(result.current.loading).toBe(false);
    expect(await result.current.getToken()).toBeNull();
    expect(useUserStore.getState()).toMatchObject(useUserStore.getInitialState());
  });

  it('logs a failed logout and clears loading', async () => {
    stubIdentity({ routes: { '/api/identity/sign-out': { status: 500, body: {} } } });
    const { result } = renderAuth();
    await waitFor(() => {
      expect(result.current.user).not.toBeNull();
    });
    await act(() => result.current.logout());
    expect(console.error).toHaveBeenCalledWith('Failed to log out:', expect.anything());
    vi.mocked(console.error).mockClear();
    expect(result.current.loading).toBe(false);
    expect(result.current.user).toEqual(testUser);
  });

  it('useAuth outside the provider throws', () => {
    expect(() => renderHook(() => useAuth())).toThrow('useAuth must be used within an AuthProvider');
    vi.mocked(console.error).mockClear();
  });
});
