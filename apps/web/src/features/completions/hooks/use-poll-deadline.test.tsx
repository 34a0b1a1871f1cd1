import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDeadlineTimer, usePollDeadline } from './use-poll-deadline';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

function usePoll({ waiting }: { waiting: boolean }) {
  const deadline = usePollDeadline(60_000);
  useDeadlineTimer(deadline, waiting);
  return deadline;
}

describe('usePollDeadline', () => {
  it('gives up a minute after the wait starts, and waits another minute on restart', () => {
    const { result, rerender } = renderHook(usePoll, { initialProps: { waiting: false } });
    // Nothing to wait for: no clock runs.
    act(() => {
      vi.advanceTimersByTime(120_000);
    });
    expect(result.current.gaveUp).toBe(false);

    rerender({ waiting: true });
    act(() => {
      vi.advanceTimersByTime(59_999);
    });
    expect(result.current.gaveUp).toBe(false);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current.gaveUp).toBe(true);

    act(() => {
      result.current.restart();
    });
    expect(result.current.gaveUp).toBe(false);
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(result.current.gaveUp).toBe(true);
  });

  it('stops the clock when the wait ends', () => {
    const { result, rerender } = renderHook(usePoll, { initialProps: { waiting: true } });
    act(() => {
      vi.advanceTimersByTime(30_000);
    });
    rerender({ waiting: false });
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(result.current.gaveUp).toBe(false);
  });
});
