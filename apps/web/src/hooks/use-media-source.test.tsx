import { renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { HLS_MIME_TYPE, isHlsMimeType, useMediaSource } from './use-media-source';

const hls = vi.hoisted(() => {
  const instances: {
    loadSource: ReturnType<typeof vi.fn>;
    attachMedia: ReturnType<typeof vi.fn>;
    destroy: ReturnType<typeof vi.fn>;
  }[] = [];
  const handlers: ((event: string, data: { fatal: boolean }) => void)[] = [];
  class FakeHls {
    static isSupported = () => true;
    static Events = { ERROR: 'hlsError' };
    loadSource = vi.fn();
    attachMedia = vi.fn();
    destroy = vi.fn();
    on = (_event: string, handler: (event: string, data: { fatal: boolean }) => void) => {
      handlers.push(handler);
    };
    constructor() {
      instances.push(this);
    }
  }
  return { FakeHls, instances, handlers };
});

vi.mock('hls.js', () => ({ default: hls.FakeHls }));

const MUX_SRC = 'https://stream.example/abc.m3u8?token=signed';
let video: HTMLVideoElement;

beforeEach(() => {
  video = document.createElement('video');
  hls.instances.length = 0;
  hls.handlers.length = 0;
});

describe('useMediaSource', () => {
  it('gives a local recording its signed URL', () => {
    renderHook(() => useMediaSource(video, { src: '/api/media/a.mp4?token=t', hls: false }, vi.fn()));
    expect(video.getAttribute('src')).toBe('/api/media/a.mp4?token=t');
    expect(hls.instances).toHaveLength(0);
  });

  it('plays Mux HLS natively where the browser can (Safari)', () => {
    vi.spyOn(video, 'canPlayType').mockImplementation((type) => (type === HLS_MIME_TYPE ? 'maybe' : ''));
    renderHook(() => useMediaSource(video, { src: MUX_SRC, hls: true }, vi.fn()));
    expect(video.getAttribute('src')).toBe(MUX_SRC);
    expect(hls.instances).toHaveLength(0);
  });

  it('loads hls.js only when the browser cannot play HLS, and hears its fatal errors', async () => {
    const onFatalError = vi.fn();
    const { unmount } = renderHook(() => useMediaSource(video, { src: MUX_SRC, hls: true }, onFatalError));
    await waitFor(() => expect(hls.instances).toHaveLength(1));
    const [instance] = hls.instances;
    expect(instance?.loadSource).toHaveBeenCalledWith(MUX_SRC);
    expect(instance?.attachMedia).toHaveBeenCalledWith(video);
    expect(video.hasAttribute('src')).toBe(false);
    hls.handlers[0]?.('hlsError', { fatal: false });
    expect(onFatalError).not.toHaveBeenCalled();
    hls.handlers[0]?.('hlsError', { fatal: true });
    expect(onFatalError).toHaveBeenCalledTimes(1);
    unmount();
    expect(instance?.destroy).toHaveBeenCalled();
  });

  it('knows HLS by its type, as Mux and Safari name it', () => {
    expect(isHlsMimeType('application/x-mpegURL')).toBe(true);
    expect(isHlsMimeType('application/vnd.apple.mpegurl')).toBe(true);
    expect(isHlsMimeType('video/mp4')).toBe(false);
  });
});
