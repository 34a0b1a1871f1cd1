import type { Playback } from '@counsel/contracts';
import type Hls from 'hls.js';
import { useEffect, useEffectEvent } from 'react';
import { setMediaSource } from '../lib/media-commands';

export const HLS_MIME_TYPE = 'application/vnd.apple.mpegurl';

/** Mux sends HLS (.m3u8): Safari plays it natively; other browsers need hls.js (Media Source Extensions). */
export function needsHlsJs(video: HTMLVideoElement, provider: Playback['provider']): boolean {
  return provider === 'MUX' && video.canPlayType(HLS_MIME_TYPE) === '';
}

/**
 * Gives the <video> its source: the signed URL itself (LOCAL, or MUX where HLS plays natively), or hls.js, loaded
 * only then (`import('hls.js')`, its own chunk), attached to the element. `onFatalError` hears a source that
 * cannot play any more (hls.js fatal errors, or hls.js failing to load); the element's own `error` event covers
 * native playback.
 */
export function useMediaSource(
  video: HTMLVideoElement | null,
  { provider, src }: Pick<Playback, 'provider' | 'src'>,
  onFatalError: () => void,
) {
  const reportFatalError = useEffectEvent(() => onFatalError());

  useEffect(() => {
    if (!video) return;
    if (!needsHlsJs(video, provider)) {
      setMediaSource(video, src);
      return;
    }
    let cancelled = false;
    let hls: Hls | null = null;
    void import('hls.js').then(
      ({ default: HlsPlayer }) => {
        if (cancelled) return;
        if (!HlsPlayer.isSupported()) {
          // Neither native HLS nor MSE: let the element try, and its `error` event explain.
          setMediaSource(video, src);
          return;
        }
        const instance = new HlsPlayer();
        hls = instance;
        instance.on(HlsPlayer.Events.ERROR, (_event, data) => {
          if (data.fatal) reportFatalError();
        });
        instance.loadSource(src);
        instance.attachMedia(video);
      },
      () => {
        if (!cancelled) reportFatalError();
      },
    );
    return () => {
      cancelled = true;
      hls?.destroy();
    };
  }, [video, provider, src]);
}
