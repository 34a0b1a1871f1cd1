import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeLiveRegistration, makeLiveSession } from '../../../app/testing/live-fixtures';
import { allRegistrationsQueryKey } from '../api/live-query-keys';
import { UpcomingLiveSection } from './upcoming-live-section';

const START = new Date('2027-03-05T15:00:00.000Z');
const MINUTE_MS = 60_000;

beforeEach(() => {
  // Only the clock is fake: the section's status is recomputed by its 60 s interval.
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
  vi.setSystemTime(new Date(START.getTime() - 6 * MINUTE_MS));
});

afterEach(() => {
  vi.useRealTimers();
});

function renderSection() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  const registration = makeLiveRegistration(makeLiveSession({ startsAt: START.toISOString() }), {
    slug: 'live-ethics-update',
    title: 'Live Ethics Update',
  });
  queryClient.setQueryData(allRegistrationsQueryKey, { items: [registration] });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <UpcomingLiveSection />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return within(screen.getByRole('region', { name: 'Upcoming live' }));
}

describe('UpcomingLiveSection', () => {
  it('recomputes the status every 60 seconds, without reloading: Join appears when the window opens', () => {
    const section = renderSection();
    expect(section.getByText('Upcoming')).toBeTruthy();
    expect(section.getByText('Starts in 6 minutes')).toBeTruthy();
    expect(section.queryByRole('button', { name: /^Join/ })).toBeNull();

    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(section.getByText('Starting soon')).toBeTruthy();
    expect(section.getByRole('button', { name: 'Join: Live Ethics Update' })).toBeTruthy();

    act(() => {
      vi.advanceTimersByTime(5 * 60_000);
    });
    expect(section.getByText('Live now')).toBeTruthy();
    expect(section.getByText('Live now — join')).toBeTruthy();
    expect(section.getByRole('button', { name: 'Join live session: Live Ethics Update' })).toBeTruthy();

    act(() => {
      vi.advanceTimersByTime(3 * 60 * 60_000 + 60_000);
    });
    expect(section.getByText('Ended')).toBeTruthy();
    expect(section.getByText('This session has ended')).toBeTruthy();
    expect(section.queryByRole('button', { name: /^Join/ })).toBeNull();
  });
});
