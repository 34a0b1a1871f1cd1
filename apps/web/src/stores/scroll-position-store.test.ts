import { beforeEach, describe, expect, it } from 'vitest';
import { useScrollPositionStore } from './scroll-position-store';

const state = () => useScrollPositionStore.getState();

describe('useScrollPositionStore', () => {
  beforeEach(() => {
    sessionStorage.clear();
    useScrollPositionStore.setState(useScrollPositionStore.getInitialState());
  });

  it('saves a position per path and remembers the last path', () => {
    state().savePosition('/dashboard/courses', 640);
    state().savePosition('/dashboard/courses?states=NY', 1200.6);
    expect(state().positions).toEqual({ '/dashboard/courses': 640, '/dashboard/courses?states=NY': 1201 });
    expect(state().lastPath).toBe('/dashboard/courses?states=NY');
  });

  it('persists to sessionStorage under counsel-scroll', () => {
    state().savePosition('/dashboard/courses', 300);
    expect(JSON.parse(sessionStorage.getItem('counsel-scroll') ?? '{}')).toMatchObject({
      state: { positions: { '/dashboard/courses': 300 }, lastPath: '/dashboard/courses' },
    });
    expect(localStorage.getItem('counsel-scroll')).toBeNull();
  });

  it('clears one path', () => {
    state().savePosition('/a', 10);
    state().savePosition('/b', 20);
    state().clearPosition('/b');
    expect(state().positions).toEqual({ '/a': 10 });
    expect(state().lastPath).toBeNull();
    state().clearPosition('/missing');
    expect(state().positions).toEqual({ '/a': 10 });
  });

  it('clears everything', () => {
    state().savePosition('/a', 10);
    state().clearAll();
    expect(state().positions).toEqual({});
    expect(state().lastPath).toBeNull();
  });
});
