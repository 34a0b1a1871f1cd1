import { mergeRanges, type Range } from '@counsel/domain';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { seekMedia, setMediaMuted, setMediaRate, setMediaVolume } from '../lib/media-commands';
import { clampPlaybackRate } from '../lib/playback-rates';
import { furthestSeekable, isSeekAllowed, seekableRanges, stepTarget } from '../lib/seek-rule';

/** How long the "keep watching" message stays after a refused seek. */
export const SEEK_MESSAGE_MS = 8000;

export interface UsePlayerOptions {
  /** The <video> element (null until it mounts). */
  video: HTMLVideoElement | null;
  durationSeconds: number;
  /** The fastest creditable rate: the player never plays faster. */
  maxPlaybackRate: number;
  /** What the server credited so far (the latest progress). */
  watchedRanges: readonly Range[];
  /** Where playback starts (resume); used when the source loads. */
  startAt: number;
}

export interface PlayerState {
  currentTime: number;
  playing: boolean;
  muted: boolean;
  volume: number;
  playbackRate: number;
  /** Where the lawyer may seek now (credited, plus what this player played since it opened). */
  seekableRanges: Range[];
  /** True for a while after a seek was refused. */
  seekRefused: boolean;
  togglePlay: () => void;
  /** Seeks when the seek rule allows it; otherwise says why and leaves the playhead. */
  requestSeek: (target: number) => boolean;
  /** ±seconds from the playhead, kept inside the allowed area. */
  step: (seconds: number) => void;
  /** The furthest allowed point. */
  seekToEnd: () => void;
  setPlaybackRate: (rate: number) => void;
  toggleMute: () => void;
  setVolume: (volume: number) => void;
}

interface Tracking {
  /** The last position played or landed on outside a seek. */
  stable: number;
  /** Where the stretch being played now began (the first play, or the last landing point). */
  runStart: number | null;
  /** Stretches this player played before its last seek. */
  played: Range[];
  /** A seek the player made itself (resume, an allowed seek, a revert): not judged again. */
  expected: number | null;
  seeking: boolean;
  /** Where to put the playhead when the source (re)loads. */
  resumeAt: number;
}

function playedRanges(tracking: Tracking): Range[] {
  return tracking.runStart === null
    ? tracking.played
    : mergeRanges([...tracking.played, [tracking.runStart, tracking.stable]]);
}

/**
 * The player's state and the seek rule around a <video> element: position, play state, volume and rate from the
 * element's events; the start position once the source loads; and seeks — from our controls or from anywhere
 * else (the browser's own UI) — allowed only inside what was watched (`canSeekTo` of packages/domain). A refused
 * seek puts the playhead back where it was. The playback rate never exceeds `maxPlaybackRate`.
 */
export function usePlayer({
  video,
  durationSeconds,
  maxPlaybackRate,
  watchedRanges,
  startAt,
}: UsePlayerOptions): PlayerState {
  const [currentTime, setCurrentTime] = useState(startAt);
  const [playing, setPlaying] = useState(false);
  const [muted, setMuted] = useState(false);
  const [volume, setVolumeState] = useState(1);
  const [playbackRate, setPlaybackRateState] = useState(1);
  const [played, setPlayed] = useState<Range[]>([]);
  const [refusal, setRefusal] = useState<{ count: number } | null>(null);
  const tracking = useRef<Tracking>({
    stable: startAt,
    runStart: null,
    played: [],
    expected: null,
    seeking: false,
    resumeAt: startAt,
  });

  const refuse = () => setRefusal((previous) => ({ count: (previous?.count ?? 0) + 1 }));

  const onSeeking = useEffectEvent((element: HTMLVideoElement) => {
    const state = tracking.current;
    const target = element.currentTime;
    if (state.expected !== null && Math.abs(target - state.expected) < 0.25) {
      state.expected = null;
      state.seeking = true;
      setCurrentTime(target);
      return;
    }
    state.expected = null;
    if (!isSeekAllowed(seekableRanges(watchedRanges, playedRanges(state)), target)) {
      // A seek from outside our controls (the browser's menu, media keys): back to where it was.
      state.expected = state.stable;
      seekMedia(element, state.stable);
      setCurrentTime(state.stable);
      refuse();
      return;
    }
    state.seeking = true;
    setCurrentTime(target);
  });

  const onRateChange = useEffectEvent((element: HTMLVideoElement) => {
    if (element.playbackRate > maxPlaybackRate) {
      setMediaRate(element, maxPlaybackRate);
      return;
    }
    setPlaybackRateState(element.playbackRate);
  });

  useEffect(() => {
    if (!video) return;
    const state = tracking.current;
    const position = () => {
      if (state.resumeAt <= 0) return;
      state.expected = state.resumeAt;
      seekMedia(video, state.resumeAt);
      setCurrentTime(state.resumeAt);
    };
    const onTimeUpdate = () => {
      if (state.seeking) return;
      state.stable = video.currentTime;
      state.resumeAt = state.stable;
      setCurrentTime(state.stable);
      setPlayed(playedRanges(state));
    };
    const onSeeked = () => {
      const landing = video.currentTime;
      if (state.runStart !== null) state.played = playedRanges(state);
      state.runStart = landing;
      state.stable = landing;
      state.resumeAt = landing;
      state.seeking = false;
      setCurrentTime(landing);
      setPlayed(playedRanges(state));
    };
    const onPlay = () => {
      state.runStart ??= video.currentTime;
      setPlaying(true);
    };
    const onStop = () => setPlaying(false);
    const onVolumeChange = () => {
      setMuted(video.muted);
      setVolumeState(video.volume);
    };
    const onSeekingEvent = () => onSeeking(video);
    const onRateChangeEvent = () => onRateChange(video);

    video.addEventListener('loadedmetadata', position);
    video.addEventListener('timeupdate', onTimeUpdate);
    video.addEventListener('seeking', onSeekingEvent);
    video.addEventListener('seeked', onSeeked);
    video.addEventListener('play', onPlay);
    video.addEventListener('pause', onStop);
    video.addEventListener('ended', onStop);
    video.addEventListener('volumechange', onVolumeChange);
    video.addEventListener('ratechange', onRateChangeEvent);
    if (video.readyState >= HTMLMediaElement.HAVE_METADATA) position();
    return () => {
      video.removeEventListener('loadedmetadata', position);
      video.removeEventListener('timeupdate', onTimeUpdate);
      video.removeEventListener('seeking', onSeekingEvent);
      video.removeEventListener('seeked', onSeeked);
      video.removeEventListener('play', onPlay);
      video.removeEventListener('pause', onStop);
      video.removeEventListener('ended', onStop);
      video.removeEventListener('volumechange', onVolumeChange);
      video.removeEventListener('ratechange', onRateChangeEvent);
    };
  }, [video]);

  useEffect(() => {
    if (!refusal) return;
    const timer = setTimeout(() => setRefusal(null), SEEK_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [refusal]);

  const allowedNow = () => seekableRanges(watchedRanges, playedRanges(tracking.current));

  const requestSeek = (target: number): boolean => {
    if (!video) return false;
    const to = Math.min(Math.max(target, 0), durationSeconds);
    if (!isSeekAllowed(allowedNow(), to)) {
      refuse();
      return false;
    }
    tracking.current.expected = to;
    seekMedia(video, to);
    setCurrentTime(to);
    setRefusal(null);
    return true;
  };

  return {
    currentTime,
    playing,
    muted,
    volume,
    playbackRate,
    seekableRanges: seekableRanges(watchedRanges, played),
    seekRefused: refusal !== null,
    togglePlay: () => {
      if (!video) return;
      if (playing) video.pause();
      // A refused play (autoplay rules, a source that failed) changes nothing: the button stays "Play".
      else void video.play().catch(() => undefined);
    },
    requestSeek,
    step: (seconds) => {
      if (!video) return;
      const to = stepTarget(allowedNow(), video.currentTime, seconds, durationSeconds);
      if (to === null) refuse();
      else requestSeek(to);
    },
    seekToEnd: () => {
      requestSeek(Math.min(furthestSeekable(allowedNow()), durationSeconds));
    },
    setPlaybackRate: (rate) => {
      if (video) setMediaRate(video, clampPlaybackRate(rate, maxPlaybackRate));
    },
    toggleMute: () => {
      if (video) setMediaMuted(video, !video.muted);
    },
    setVolume: (next) => {
      if (!video) return;
      setMediaVolume(video, next);
      if (next > 0 && video.muted) setMediaMuted(video, false);
    },
  };
}
