import type Hls from 'hls.js';
import { useEffect, useEffectEvent } from 'react';

export const HLS_MIME_TYPE = 'application/vnd.apple.mpegurl';

/** Whether a source's type is HLS (a .m3u8 playlist: what Mux sends). */
export function isHlsMimeType(mimeType: string): boolean {
  return ['application/vnd.apple.mpegurl', 'application/x-mpegurl'].includes(mimeType.toLowerCase());
}

/** HLS plays natively in Safari; other browsers need hls.js (Media Source Extensions). */
export function needsHlsJs(video: HTMLVideoElement, hls: boolean): boolean {
  return hls && video.canPlayType(HLS_MIME_TYPE) === '';
}

function setMediaSource(media: HTMLMediaElement, src: string): void {
  media.src = src;
}

/**
 * Gives the <video> its source (the course player's recording, the live room's stream): the signed URL itself (a
 * file, or HLS where it plays natively), or hls.js, loaded
 * only then (`import('hls.js')`, its own chunk), attached to the element. `onFatalError` hears a source that
 * cannot play any more (hls.js fatal errors, or hls.js failing to load); the element's own `error` event covers
 * native playback.
 */
export function useMediaSource(
  video: HTMLVideoElement | null,
  { src, hls: isHls }: { src: string; hls: boolean },
  onFatalError: () => void,
) {
  const reportFatalError = useEffectEvent(() => onFatalError());

  useEffect(() => {
    if (!video) return;
    if (!needsHlsJs(video, isHls)) {
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
  }, [video, isHls, src]);
}
