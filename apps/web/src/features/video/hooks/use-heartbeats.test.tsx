import type { Heartbeat, HeartbeatResult } from '@counsel/contracts';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../app/testing/api-stub';
import { makeWatchProgress, media, stubMediaPlayback } from '../../../app/testing/player-fixtures';
import { useHeartbeats } from './use-heartbeats';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let playback: ReturnType<typeof stubMediaPlayback>;
let video: HTMLVideoElement;

beforeEach(() => {
  playback = stubMediaPlayback();
  video = document.createElement('video');
  document.body.append(video);
});

afterEach(() => {
  playback.restore();
  video.remove();
  Reflect.deleteProperty(document, 'visibilityState');
  vi.unstubAllGlobals();
});

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

/** Lets the heartbeats just sent reach fetch (the API client awaits the token first). */
async function settle() {
  await act(async () => {
    for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
  });
}

function stubHeartbeats(result: HeartbeatResult) {
  return stubApi(() => ({ body: result }));
}

describe('useHeartbeats', () => {
  it('sends start, tick, seek, pause, hidden and ended with the position, rate, session and sequence', async () => {
    vi.useFakeTimers();
    const progress = makeWatchProgress();
    const api = stubHeartbeats({ credited: null, progress, revealedCodes: [] });
    const onResult = vi.fn();
    const { unmount } = renderHook(() =>
      useHeartbeats({ courseKey: 'ethics', video, intervalSeconds: 10, onResult }),
    );
    const sent = async () => {
      await settle();
      return api.fetchMock.mock.calls.map(([input, init]) => {
        expect(input).toBe('/api/mux/progress/ethics');
        expect(init?.method).toBe('POST');
        return JSON.parse(init?.body as string) as Heartbeat;
      });
    };

    // Positioning before the first play (resume) reports nothing.
    media.seek(video, 150);
    expect(await sent()).toEqual([]);

    act(() => void video.play());
    expect((await sent()).at(-1)).toMatchObject({
      event: 'start',
      position: 150,
      playbackRate: 1,
      sequence: 0,
    });

    // A tick every 10 s of wall-clock time while playing.
    media.timeupdate(video, 155);
    video.playbackRate = 0.75;
    act(() => {
      vi.advanceTimersByTime(9_999);
    });
    expect(await sent()).toHaveLength(1);
    media.timeupdate(video, 157.5);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect((await sent()).at(-1)).toMatchObject({
      event: 'tick',
      position: 157.5,
      playbackRate: 0.75,
      sequence: 1,
    });
    video.playbackRate = 1;

    // A seek: the landing point and where the player was just before (its last timeupdate before `seeking`).
    media.timeupdate(video, 160);
    media.seek(video, 30);
    expect((await sent()).at(-1)).toEqual(
      expect.objectContaining({ event: 'seek', position: 30, previousPosition: 160, sequence: 2 }),
    );

    act(() => video.pause());
    expect((await sent()).at(-1)).toMatchObject({ event: 'pause', position: 30, sequence: 3 });
    expect((await sent()).at(-1)).not.toHaveProperty('previousPosition');
    // Paused: no ticks.
    act(() => {
      vi.advanceTimersByTime(30_000);
    });
    expect(await sent()).toHaveLength(4);

    // The tab is hidden while playing: `hidden`, and the video pauses (without a second `pause`).
    act(() => void video.play());
    media.timeupdate(video, 42);
    act(() => setVisibility('hidden'));
    expect(playback.pause).toHaveBeenCalledTimes(2);
    expect((await sent()).slice(-2)).toMatchObject([
      { event: 'start', position: 30, sequence: 4 },
      { event: 'hidden', position: 42, sequence: 5 },
    ]);
    act(() => {
      vi.advanceTimersByTime(30_000);
    });
    expect(await sent()).toHaveLength(6);
    setVisibility('visible');

    // Playing to the end.
    act(() => void video.play());
    media.timeupdate(video, 600);
    act(() => media.fire(video, 'ended'));
    expect((await sent()).slice(-2)).toMatchObject([
      { event: 'start', position: 42, sequence: 6 },
      { event: 'ended', position: 600, sequence: 7 },
    ]);

    // One session id for the whole player instance.
    const sessions = new Set((await sent()).map((heartbeat) => heartbeat.sessionId));
    expect(sessions.size).toBe(1);
    expect([...sessions][0]).toMatch(UUID);

    vi.useRealTimers();
    await waitFor(() => expect(onResult).toHaveBeenCalledTimes(8));
    expect(onResult).toHaveBeenLastCalledWith({ credited: null, progress, revealedCodes: [] });
    unmount();
    // Not playing any more: leaving sends nothing.
    expect(await sent()).toHaveLength(8);
  });

  it('sends a last pause when the player goes away while playing, and a new session next time', async () => {
    const progress = makeWatchProgress();
    const api = stubHeartbeats({ credited: null, progress, revealedCodes: [] });
    const first = renderHook(() =>
      useHeartbeats({ courseKey: 'ethics', video, intervalSeconds: 10, onResult: () => undefined }),
    );
    act(() => void video.play());
    media.timeupdate(video, 12);
    first.unmount();
    const bodies = () =>
      api.fetchMock.mock.calls.map(([, init]) => JSON.parse(init?.body as string) as Heartbeat);
    await settle();
    expect(bodies().map((heartbeat) => [heartbeat.event, heartbeat.position])).toEqual([
      ['start', 0],
      ['pause', 12],
    ]);

    const second = renderHook(() =>
      useHeartbeats({ courseKey: 'ethics', video, intervalSeconds: 10, onResult: () => undefined }),
    );
    act(() => void video.play());
    await settle();
    expect(bodies()[2]).toMatchObject({ event: 'start', sequence: 0 });
    expect(bodies()[2]?.sessionId).not.toBe(bodies()[0]?.sessionId);
    second.unmount();
    await waitFor(() => expect(api.fetchMock).toHaveBeenCalledTimes(4));
  });

  it('sends the playback token with each heartbeat, and a new playback’s token in the same session', async () => {
    const progress = makeWatchProgress();
    const api = stubHeartbeats({ credited: null, progress, revealedCodes: [] });
    const { rerender, unmount } = renderHook(
      ({ token }: { token: string }) =>
        useHeartbeats({
          courseKey: 'ethics',
          video,
          intervalSeconds: 10,
          playbackToken: token,
          onResult: () => undefined,
        }),
      { initialProps: { token: 'ps1.first.token' } },
    );
    const bodies = () =>
      api.fetchMock.mock.calls.map(([, init]) => JSON.parse(init?.body as string) as Heartbeat);
    act(() => void video.play());
    await settle();
    rerender({ token: 'ps1.second.token' });
    media.timeupdate(video, 12);
    act(() => video.pause());
    await settle();
    expect(bodies().map((heartbeat) => [heartbeat.event, heartbeat.playbackToken])).toEqual([
      ['start', 'ps1.first.token'],
      ['pause', 'ps1.second.token'],
    ]);
    expect(bodies()[1]?.sessionId).toBe(bodies()[0]?.sessionId);
    unmount();
  });

  it('applies answers in the order the heartbeats were sent, and reports refusals', async () => {
    const progress = makeWatchProgress();
    const releases: (() => void)[] = [];
    let call = 0;
    stubApi(async () => {
      call += 1;
      const percent = call * 10;
      // The first answer arrives after the second.
      await new Promise<void>((resolve) => releases.push(resolve));
      if (percent === 30)
        return { status: 403, body: { error: { code: 'ENROLLMENT_INACTIVE', message: 'Ended.' } } };
      return {
        body: { credited: null, progress: { ...progress, progressPercent: percent }, revealedCodes: [] },
      };
    });
    const onResult = vi.fn();
    const onError = vi.fn();
    renderHook(() => useHeartbeats({ courseKey: 'ethics', video, intervalSeconds: 10, onResult, onError }));
    act(() => void video.play());
    act(() => video.pause());
    await waitFor(() => expect(releases).toHaveLength(2));
    releases[1]?.();
    await waitFor(() => expect(onResult).toHaveBeenCalledTimes(1));
    releases[0]?.();
    await new Promise((resolve) => setTimeout(resolve, 20));
    // The older answer (10%) came last and was dropped.
    expect(
      onResult.mock.calls.map(([result]) => (result as HeartbeatResult).progress.progressPercent),
    ).toEqual([20]);

    act(() => void video.play());
    await waitFor(() => expect(releases).toHaveLength(3));
    releases[2]?.();
    await waitFor(() => expect(onError).toHaveBeenCalledTimes(1));
    expect(onError.mock.calls[0]?.[0]).toMatchObject({ status: 403, code: 'ENROLLMENT_INACTIVE' });
  });
});
