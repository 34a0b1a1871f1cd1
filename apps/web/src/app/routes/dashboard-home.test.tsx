import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatSessionDateTime } from '../../lib/format-date';
import { useUserStore } from '../../stores/user-store';
import { stubIdentity } from '../testing/identity-stub';
import { makeLiveRegistration, makeLiveSession, minutesFromNow } from '../testing/live-fixtures';
import { renderApp } from '../testing/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
  useUserStore.getState().reset();
});

describe('Home › your next live session', { timeout: 20_000 }, () => {
  it('shows the first registration by start, with its status and Join once joinable', async () => {
    const soon = makeLiveRegistration(makeLiveSession({ startsAt: minutesFromNow(2) }), {
      slug: 'soon',
      title: 'Starting Soon Course',
    });
    const later = makeLiveRegistration(makeLiveSession({ startsAt: minutesFromNow(5 * 24 * 60) }), {
      slug: 'later',
      title: 'Later Course',
    });
    stubIdentity({ role: 'user', routes: { '/api/live/registrations': { body: { items: [later, soon] } } } });
    renderApp('/dashboard');
    const card = within(await screen.findByRole('region', { name: 'Your next live session' }));
    expect(card.getByRole('link', { name: 'Starting Soon Course' }).getAttribute('href')).toBe(
      '/dashboard/courses/soon',
    );
    expect(card.getByText(formatSessionDateTime(soon.session.startsAt))).toBeTruthy();
    expect(card.getByText('Starting soon')).toBeTruthy();
    expect(card.getByRole('button', { name: 'Join: Starting Soon Course' })).toBeTruthy();
    expect(card.queryByText('Later Course')).toBeNull();
  });

  it('shows no card without registrations', async () => {
    const api = stubIdentity({
      role: 'user',
      routes: { '/api/live/registrations': { body: { items: [] } } },
    });
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Counsel CLE' })).toBeTruthy();
    await vi.waitFor(() => expect(api.calls()).toContain('/api/live/registrations'));
    expect(screen.queryByRole('region', { name: 'Your next live session' })).toBeNull();
  });
});
