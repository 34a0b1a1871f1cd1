import type { HeartbeatResult, Playback, RevealedCode, WatchProgress } from '@counsel/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type KeyboardEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { isApiError } from '../../../lib/api-client';
import { useChapterThumbnails } from '../api/get-chapter-thumbnails';
import { setWatchProgress } from '../api/get-watch-progress';
import { useHeartbeats } from '../hooks/use-heartbeats';
import { useMediaSource } from '../../../hooks/use-media-source';
import { usePlayer, type PlayerState } from '../hooks/use-player';
import { showTextTrack } from '../lib/media-commands';
import { SEEK_REFUSED_MESSAGE } from '../lib/seek-rule';
import { AttendanceCodeBanners } from './attendance-code-banners';
import { AttendanceCodeForm } from './attendance-code-form';
import { ChapterList } from './chapter-list';
import { PlayerControls, type FullscreenControl } from './player-controls';
import { SEEK_STEP_SECONDS } from './progress-track';

export interface CoursePlayerProps {
  /** The course id or slug of the page (every call uses it). */
  courseKey: string;
  title: string;
  playback: Playback;
  progress: WatchProgress;
  /** Where playback starts (`?t=` or the server's resume point). */
  startAt: number;
  /** A heartbeat was refused with 403: the enrollment lost its access while watching. */
  onAccessLost: () => void;
  /** The signed source stopped working (expired): ask for a new playback. */
  onReloadSource: () => void;
}

const codeKey = (code: RevealedCode) => `${code.code}-${code.momentSeconds}`;

/** Keys the whole player answers (outside text fields, menus and the seek bar, which have their own). */
function playerKeyHandler(player: PlayerState) {
  return (event: KeyboardEvent<HTMLElement>) => {
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    if (!(event.target instanceof Element)) return;
    if (event.target.closest('input, select, textarea, [role="menu"], [role="slider"]')) return;
    const onControl = event.target.closest('button, a') !== null;
    switch (event.key) {
      case ' ':
        if (onControl) return; // Space presses the focused button.
        event.preventDefault();
        player.togglePlay();
        break;
      case 'k':
      case 'K':
        event.preventDefault();
        player.togglePlay();
        break;
      case 'ArrowLeft':
        event.preventDefault();
        player.step(-SEEK_STEP_SECONDS);
        break;
      case 'ArrowRight':
        event.preventDefault();
        player.step(SEEK_STEP_SECONDS);
        break;
    }
  };
}

/** Full screen for the whole player (picture, codes and controls), where the browser allows it. */
function useFullscreen(element: HTMLElement | null): FullscreenControl | null {
  const [active, setActive] = useState(false);
  useEffect(() => {
    const onChange = () => setActive(element !== null && document.fullscreenElement === element);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, [element]);
  if (!element || !document.fullscreenEnabled) return null;
  return {
    active,
    toggle: () => {
      if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
      else void element.requestFullscreen().catch(() => undefined);
    },
  };
}

/**
 * The course video with verified attendance: a native <video> (captions, poster; hls.js only for Mux HLS where
 * the browser lacks it) with our own controls, the seek rule (only inside what was watched), heartbeats to the
 * server, attendance codes shown as they are revealed and the form to enter them, and the chapters.
 */
export function CoursePlayer({
  courseKey,
  title,
  playback,
  progress,
  startAt,
  onAccessLost,
  onReloadSource,
}: CoursePlayerProps) {
  const queryClient = useQueryClient();
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  const [container, setContainer] = useState<HTMLElement | null>(null);
  const [codes, setCodes] = useState<RevealedCode[]>([]);
  const [captionIndex, setCaptionIndex] = useState<number | null>(playback.captions.length > 0 ? 0 : null);
  const [failedSource, setFailedSource] = useState<string | null>(null);
  const thumbnails = useChapterThumbnails(playback.playbackId, playback.chapters);
  const fullscreen = useFullscreen(container);

  const player = usePlayer({
    video,
    durationSeconds: playback.durationSeconds,
    maxPlaybackRate: playback.maxPlaybackRate,
    watchedRanges: progress.watchedRanges,
    startAt,
  });
  const onKeyDown = playerKeyHandler(player);

  useHeartbeats({
    courseKey,
    video,
    intervalSeconds: playback.heartbeatIntervalSeconds,
    playbackToken: playback.playbackToken,
    onResult: (result: HeartbeatResult) => {
      setWatchProgress(queryClient, courseKey, result.progress);
      if (result.revealedCodes.length === 0) return;
      setCodes((shown) => {
        const known = new Set(shown.map(codeKey));
        return [...shown, ...result.revealedCodes.filter((code) => !known.has(codeKey(code)))];
      });
    },
    onError: (error) => {
      // The playback session expired (or the server's secret changed): a new playback brings a new token.
      if (isApiError(error) && error.status === 401 && error.code.startsWith('PLAYBACK_SESSION_')) {
        onReloadSource();
        return;
      }
      if (!isApiError(error) || error.status !== 403) return;
      video?.pause();
      onAccessLost();
    },
  });

  const onSourceFailed = () => {
    // Signed URLs expire: past that, ask for new ones (playback resumes where it was); otherwise say so.
    if (Date.parse(playback.expiresAt) - 30_000 <= Date.now()) onReloadSource();
    else setFailedSource(playback.src);
  };
  useMediaSource(video, { src: playback.src, hls: playback.provider === 'MUX' }, onSourceFailed);

  useEffect(() => {
    if (video) showTextTrack(video, captionIndex);
  }, [video, captionIndex]);

  const thumbnailUrls = new Map(thumbnails.data?.items.map((item) => [item.startTime, item.url]) ?? []);

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="min-w-0 space-y-6">
        <section
          ref={setContainer}
          aria-label="Video player"
          onKeyDown={onKeyDown}
          className="overflow-hidden rounded-xl bg-black shadow-md [&:fullscreen]:flex [&:fullscreen]:flex-col [&:fullscreen]:rounded-none"
        >
          <div className="relative [:fullscreen>&]:flex-1">
            <video
              ref={setVideo}
              aria-label={`Video: ${title}`}
              tabIndex={0}
              poster={playback.poster ?? undefined}
              preload="metadata"
              playsInline
              crossOrigin="anonymous"
              onClick={player.togglePlay}
              onError={onSourceFailed}
              className="aspect-video h-full w-full bg-black"
            >
              {playback.captions.map((caption, index) => (
                <track
                  key={caption.url}
                  kind="captions"
                  src={caption.url}
                  srcLang={caption.language}
                  label={caption.label}
                  default={index === 0}
                />
              ))}
            </video>
            <AttendanceCodeBanners
              codes={codes}
              onDismiss={(dismissed) =>
                setCodes((shown) => shown.filter((code) => codeKey(code) !== codeKey(dismissed)))
              }
            />
          </div>
          {failedSource === playback.src ? (
            <div
              role="alert"
              className="flex flex-wrap items-center gap-3 bg-red-50 p-3 text-sm text-red-900"
            >
              <p className="flex-1">The video stopped loading. Check your connection, then reload it.</p>
              <Button variant="secondary" text="Reload video" onClick={onReloadSource} />
            </div>
          ) : null}
          <PlayerControls
            player={player}
            durationSeconds={playback.durationSeconds}
            maxPlaybackRate={playback.maxPlaybackRate}
            captions={{
              selected: captionIndex,
              labels: playback.captions.map((caption) => caption.label),
              onChange: setCaptionIndex,
            }}
            fullscreen={fullscreen}
          />
          <p role="status" className="bg-slate-900 px-3 text-sm text-accent-400 [&:not(:empty)]:pb-2">
            {player.seekRefused ? SEEK_REFUSED_MESSAGE : ''}
          </p>
        </section>
        <AttendanceCodeForm courseKey={courseKey} progress={progress} />
      </div>
      {playback.chapters.length > 0 ? (
        <ChapterList
          chapters={playback.chapters}
          thumbnails={thumbnailUrls}
          currentTime={player.currentTime}
          onSelect={(startTime) => void player.requestSeek(startTime)}
        />
      ) : null}
    </div>
  );
}
