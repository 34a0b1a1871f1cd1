import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useScrollPositionStore } from '../stores/scroll-position-store';
import { useScrollRestoration } from './use-scroll-restoration';

const KEY = '/dashboard/courses?states=NY';

function scrollWindowTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true, writable: true });
  window.dispatchEvent(new Event('scroll'));
}

describe('useScrollRestoration', () => {
  let scrollTo: { mockRestore: () => void };

  beforeEach(() => {
    sessionStorage.clear();
    useScrollPositionStore.setState(useScrollPositionStore.getInitialState());
    scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true, writable: true });
  });

  afterEach(() => scrollTo.mockRestore());

  it('restores the saved position once the content is ready, and only once', () => {
    useScrollPositionStore.getState().savePosition(KEY, 900);
    const { rerender } = renderHook(({ ready }) => useScrollRestoration(KEY, ready), {
      initialProps: { ready: false },
    });
    expect(scrollTo).not.toHaveBeenCalled();
    rerender({ ready: true });
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith({ top: 900, left: 0, behavior: 'instant' });
    rerender({ ready: false });
    rerender({ ready: true });
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });

  it('does not scroll when nothing was saved', () => {
    renderHook(() => useScrollRestoration(KEY, true));
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('saves scrolling (throttled) and the last position on unmount', () => {
    vi.useFakeTimers();
    const { unmount } = renderHook(() => useScrollRestoration(KEY, true));
    scrollWindowTo(200);
    scrollWindowTo(350);
    expect(useScrollPositionStore.getState().positions[KEY]).toBeUndefined();
    vi.advanceTimersByTime(200);
    expect(useScrollPositionStore.getState().positions[KEY]).toBe(350);
    scrollWindowTo(500);
    unmount();
    expect(useScrollPositionStore.getState().positions[KEY]).toBe(500);
  });

  it('saves nothing before the content is ready', () => {
    useScrollPositionStore.getState().savePosition(KEY, 900);
    const { unmount } = renderHook(() => useScrollRestoration(KEY, false));
    scrollWindowTo(0);
    unmount();
    expect(useScrollPositionStore.getState().positions[KEY]).toBe(900);
  });

  it('ignores the scroll events of the next page once the URL has changed', () => {
    const { unmount } = renderHook(() => useScrollRestoration(KEY, true));
    scrollWindowTo(1600);
    window.history.pushState({}, '', '/dashboard/courses/some-course');
    scrollWindowTo(0);
    unmount();
    expect(useScrollPositionStore.getState().positions[KEY]).toBe(1600);
    window.history.pushState({}, '', '/');
  });
});
