import { LIVE_STATUS_RECHECK_MS } from '@counsel/domain';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LiveStatusBadge } from './live-status-badge';

const NOW = new Date('2027-03-05T14:50:00.000Z');
const MINUTE = 60_000;

describe('LiveStatusBadge', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('moves from Upcoming to Starting soon to Live now as time passes', () => {
    const startsAt = new Date(NOW.getTime() + 7 * MINUTE).toISOString();
    render(<LiveStatusBadge course={{ format: 'LIVE', liveStartsAt: startsAt }} />);
    expect(screen.getByText('Upcoming')).toBeTruthy();

    // 60 s later: still 6 minutes to go.
    act(() => {
      vi.advanceTimersByTime(LIVE_STATUS_RECHECK_MS);
    });
    expect(screen.getByText('Upcoming')).toBeTruthy();

    // 2 minutes in: 5 minutes before start, the join window opens.
    act(() => {
      vi.advanceTimersByTime(LIVE_STATUS_RECHECK_MS);
    });
    expect(screen.getByText('Starting soon')).toBeTruthy();

    act(() => {
      vi.advanceTimersByTime(5 * LIVE_STATUS_RECHECK_MS);
    });
    expect(screen.getByText('Live now')).toBeTruthy();
  });

  it('shows Ended after the window and Completed four hours after start', () => {
    const startsAt = new Date(NOW.getTime() - 3 * 60 * MINUTE - 30 * MINUTE).toISOString();
    render(<LiveStatusBadge course={{ format: 'LIVE', liveStartsAt: startsAt }} />);
    expect(screen.getByText('Ended')).toBeTruthy();

    act(() => {
      vi.advanceTimersByTime(31 * LIVE_STATUS_RECHECK_MS);
    });
    expect(screen.getByText('Completed')).toBeTruthy();
  });

  it('renders nothing for an on-demand course', () => {
    const { container } = render(<LiveStatusBadge course={{ format: 'ON_DEMAND', liveStartsAt: null }} />);
    expect(container.innerHTML).toBe('');
  });
});
