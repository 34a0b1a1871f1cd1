import type { Heartbeat, HeartbeatEvent, HeartbeatResult } from '@counsel/contracts';
import { useEffect, useEffectEvent } from 'react';
import { sendHeartbeat } from '../api/send-heartbeat';
import { newSessionId } from '../lib/session-id';

export interface UseHeartbeatsOptions {
  /** The course id or slug of the page. */
  courseKey: string;
  /** The <video> element (null until it mounts). */
  video: HTMLVideoElement | null;
  /** Playback.heartbeatIntervalSeconds: wall-clock seconds between ticks while playing. */
  intervalSeconds: number;
  /**
   * Playback.playbackToken, sent with every heartbeat (the server then judges it without lookups). A new playback's
   * token is used from the next heartbeat on, in the same session.
   */
  playbackToken?: string;
  /** Each answer, in the order the heartbeats were sent (an answer overtaken by a later one is dropped). */
  onResult: (result: HeartbeatResult) => void;
  /** A heartbeat the server refused (e.g. 403 when the membership ended while watching). */
  onError?: (error: unknown) => void;
}

/** The contract's bounds: positions within 24 h, rates within 0.25–16. */
const clampPosition = (seconds: number) =>
  Number.isFinite(seconds) ? Math.min(Math.max(seconds, 0), 86_400) : 0;
const clampRate = (rate: number) => (Number.isFinite(rate) ? Math.min(Math.max(rate, 0.25), 16) : 1);

/**
 * Reports what the player plays, as the server's judge expects (packages/domain/src/watch-progress.ts): a session
 * id per player instance (a new one each time the hook attaches to a video), `start` when playback starts or
 * resumes, `tick` every `intervalSeconds` of wall-clock time while playing, `pause`, `seek` (the landing point and
 * the position just before the jump, taken from the last `timeupdate` before `seeking`), `ended`, and `hidden` when
 * the tab is hidden — which also pauses the video. Positioning before the first play (resume) sends nothing.
 * Leaving the page while playing sends a last `pause`, so the seconds since the last tick still count.
 */
export function useHeartbeats({
  courseKey,
  video,
  intervalSeconds,
  playbackToken,
  onResult,
  onError,
}: UseHeartbeatsOptions) {
  const currentToken = useEffectEvent(() => playbackToken);
  const handleResult = useEffectEvent((result: HeartbeatResult) => onResult(result));
  const handleError = useEffectEvent((error: unknown) => onError?.(error));

  useEffect(() => {
    if (!video) return;
    const sessionId = newSessionId();
    let sequence = 0;
    let lastApplied = -1;
    let started = false;
    let playing = false;
    let lastPosition = video.currentTime;
    let seekFrom: number | null = null;
    let timer: ReturnType<typeof setInterval> | null = null;

    const send = (event: HeartbeatEvent, position: number, previousPosition?: number) => {
      const heartbeat: Heartbeat = {
        sessionId,
        event,
        position: clampPosition(position),
        playbackRate: clampRate(video.playbackRate),
        sequence,
        ...(previousPosition !== undefined ? { previousPosition: clampPosition(previousPosition) } : {}),
      };
      const token = currentToken();
      if (token !== undefined) heartbeat.playbackToken = token;
      const sent = sequence;
      sequence += 1;
      sendHeartbeat(courseKey, heartbeat).then(
        (result) => {
          if (sent < lastApplied) return;
          lastApplied = sent;
          handleResult(result);
        },
        (error: unknown) => handleError(error),
      );
    };

    const stopTicking = () => {
      if (timer !== null) clearInterval(timer);
      timer = null;
    };

    const onTimeUpdate = () => {
      if (seekFrom === null) lastPosition = video.currentTime;
    };
    const onPlay = () => {
      if (playing) return;
      playing = true;
      started = true;
      lastPosition = video.currentTime;
      send('start', video.currentTime);
      stopTicking();
      timer = setInterval(() => {
        // Mid-seek the `seek` heartbeat reports the jump; a tick at the landing point would look like one.
        if (seekFrom === null) send('tick', video.currentTime);
      }, intervalSeconds * 1000);
    };
    const onPause = () => {
      stopTicking();
      // At the end, `pause` comes just before `ended`, which reports it.
      if (!playing || video.ended) return;
      playing = false;
      send('pause', video.currentTime);
    };
    const onEnded = () => {
      stopTicking();
      if (!started) return;
      playing = false;
      send('ended', video.currentTime);
    };
    const onSeeking = () => {
      seekFrom ??= lastPosition;
    };
    const onSeeked = () => {
      const previousPosition = seekFrom ?? lastPosition;
      seekFrom = null;
      lastPosition = video.currentTime;
      if (started) send('seek', video.currentTime, previousPosition);
    };
    const onVisibilityChange = () => {
      if (document.visibilityState !== 'hidden' || !playing) return;
      playing = false;
      stopTicking();
      send('hidden', video.currentTime);
      video.pause();
    };

    video.addEventListener('timeupdate', onTimeUpdate);
    video.addEventListener('play', onPlay);
    video.addEventListener('pause', onPause);
    video.addEventListener('ended', onEnded);
    video.addEventListener('seeking', onSeeking);
    video.addEventListener('seeked', onSeeked);
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      video.removeEventListener('timeupdate', onTimeUpdate);
      video.removeEventListener('play', onPlay);
      video.removeEventListener('pause', onPause);
      video.removeEventListener('ended', onEnded);
      video.removeEventListener('seeking', onSeeking);
      video.removeEventListener('seeked', onSeeked);
      document.removeEventListener('visibilitychange', onVisibilityChange);
      stopTicking();
      if (playing) send('pause', video.currentTime);
    };
  }, [video, courseKey, intervalSeconds]);
}
