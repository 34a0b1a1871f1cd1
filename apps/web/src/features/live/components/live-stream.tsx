import type { LiveRoom } from '@counsel/contracts';
import { CircleCheck, Clock, MessagesSquare, Play } from 'lucide-react';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { formatTime } from '../../../lib/format-date';
import { useNow } from '../../../hooks/use-now';
import { isHlsMimeType, useMediaSource } from '../../../hooks/use-media-source';
import {
  liveOffsetAt,
  liveStreamPhase,
  liveTargetPosition,
  shouldSnapToLive,
  startsInText,
  type LiveAnchor,
} from '../lib/live-sync';

/** The stream area re-reads the clock every second (countdown, the end of the recording). */
const STREAM_CLOCK_MS = 1_000;

export interface LiveStreamProps {
  stream: LiveRoom['stream'];
  title: string;
  endsAt: string;
  /** The latest presence's offset and when it arrived. */
  anchor: LiveAnchor;
  ended: boolean;
  courseHref: string;
}

function StreamNotice({ children }: { children: ReactNode }) {
  return (
    <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-slate-900/75 p-4 text-center text-white">
      {children}
    </div>
  );
}

/**
 * The session's stream, played for everyone at the same moment: the position is the live offset of the latest
 * presence plus the time since (lib/live-sync.ts), kept there — a seek or drift of more than 2 s either way is put
 * back to the live moment. Before the start, the poster and a countdown; after the recording, the Q&A notice; after
 * the scheduled end, the way to the course page. When the browser blocks autoplay, "Join the live stream" starts it.
 */
export function LiveStream({ stream, title, endsAt, anchor, ended, courseHref }: LiveStreamProps) {
  const nowMs = useNow(STREAM_CLOCK_MS, !ended).getTime();
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const [videoElement, setVideoElement] = useState<HTMLVideoElement | null>(null);
  const [blocked, setBlocked] = useState(false);
  const [failed, setFailed] = useState(false);
  // A file plays from its URL; an HLS stream (Mux) natively where the browser can, else through hls.js.
  useMediaSource(
    videoElement,
    { src: stream?.src ?? '', hls: stream ? isHlsMimeType(stream.mimeType) : false },
    () => setFailed(true),
  );
  const duration = stream?.durationSeconds ?? 0;
  const offset = liveOffsetAt(anchor, nowMs);
  const phase = stream ? liveStreamPhase(offset, duration, ended) : ended ? 'ended' : 'no-stream';

  // The latest schedule, for the media event listeners (which stay attached while the stream is live).
  const schedule = useRef({ anchor, duration });
  useLayoutEffect(() => {
    schedule.current = { anchor, duration };
  }, [anchor, duration]);

  const snapToLive = useCallback((video: HTMLVideoElement) => {
    const position = liveTargetPosition(schedule.current.anchor, Date.now(), schedule.current.duration);
    if (shouldSnapToLive(video.currentTime, position)) video.currentTime = position;
  }, []);

  const start = useCallback((video: HTMLVideoElement, unmute: boolean) => {
    if (unmute) video.muted = false;
    video.currentTime = liveTargetPosition(schedule.current.anchor, Date.now(), schedule.current.duration);
    video.play().then(
      () => setBlocked(false),
      (error: unknown) => {
        // NotAllowedError: the browser wants a click first (an AbortError is a newer play() taking over).
        if (!(error instanceof DOMException && error.name === 'AbortError')) setBlocked(true);
      },
    );
  }, []);

  // Starts playing at the live moment when the recording is on (and again whenever the phase turns live).
  useEffect(() => {
    const video = videoRef.current;
    if (phase !== 'live' || !video) return;
    start(video, false);
  }, [phase, start]);

  // Keeps the playhead on the live moment: a seek ahead (or back) is undone.
  useEffect(() => {
    const video = videoRef.current;
    if (phase !== 'live' || !video) return undefined;
    const onMove = () => snapToLive(video);
    const onPlay = () => {
      video.currentTime = liveTargetPosition(schedule.current.anchor, Date.now(), schedule.current.duration);
    };
    video.addEventListener('seeking', onMove);
    video.addEventListener('timeupdate', onMove);
    video.addEventListener('loadedmetadata', onPlay);
    video.addEventListener('play', onPlay);
    return () => {
      video.removeEventListener('seeking', onMove);
      video.removeEventListener('timeupdate', onMove);
      video.removeEventListener('loadedmetadata', onPlay);
      video.removeEventListener('play', onPlay);
    };
  }, [phase, snapToLive]);

  // A newer presence (every heartbeat) may move the live moment: check the playhead against it.
  useEffect(() => {
    const video = videoRef.current;
    if (phase === 'live' && video && !video.paused) snapToLive(video);
  }, [anchor, phase, snapToLive]);

  // The recording is over: stop it where it is.
  useEffect(() => {
    const video = videoRef.current;
    if ((phase === 'after-stream' || phase === 'ended') && video && !video.paused) video.pause();
  }, [phase]);

  let notice = null;
  if (failed && phase === 'live') {
    notice = (
      <StreamNotice>
        <MessagesSquare aria-hidden="true" className="size-10" />
        <p className="text-lg font-semibold">The stream could not be played here</p>
        <p className="text-sm">
          Stay on this page: your time is still verified, and you can enter the codes and ask questions.
          Reload the page to try the stream again.
        </p>
      </StreamNotice>
    );
  } else if (phase === 'before') {
    notice = (
      <StreamNotice>
        <Clock aria-hidden="true" className="size-10" />
        <p className="text-xl font-semibold">{startsInText(offset)}</p>
        <p className="text-sm">
          The stream starts by itself. Stay on this page: your time is verified from the start.
        </p>
      </StreamNotice>
    );
  } else if (phase === 'after-stream') {
    notice = (
      <StreamNotice>
        <MessagesSquare aria-hidden="true" className="size-10" />
        <p className="text-lg font-semibold">
          The presentation has ended — stay for the Q&amp;A until {formatTime(endsAt)}
        </p>
      </StreamNotice>
    );
  } else if (phase === 'ended') {
    notice = (
      <StreamNotice>
        <CircleCheck aria-hidden="true" className="size-10" />
        <p className="text-xl font-semibold">The session has ended</p>
        <p className="text-sm">Claim your credit from the course page.</p>
        <Button text="Go to the course page" href={courseHref} />
      </StreamNotice>
    );
  } else if (phase === 'no-stream') {
    notice = (
      <StreamNotice>
        <MessagesSquare aria-hidden="true" className="size-10" />
        <p className="text-lg font-semibold">This session has no video in the room</p>
        <p className="text-sm">
          Stay on this page to have your time verified, enter the codes and ask questions.
        </p>
      </StreamNotice>
    );
  } else if (blocked) {
    notice = (
      <StreamNotice>
        <Button
          variant="boarding"
          text="Join the live stream"
          icon={<Play className="size-5" />}
          onClick={() => {
            if (videoRef.current) start(videoRef.current, true);
          }}
        />
      </StreamNotice>
    );
  }

  return (
    <section aria-labelledby="live-stream-heading">
      <h2 id="live-stream-heading" className="sr-only">
        Live stream
      </h2>
      <div className="relative aspect-video w-full overflow-hidden rounded-xl bg-slate-900">
        {stream ? (
          // Captions come from stream.captions; the position is the schedule's, not the viewer's.
          <video
            ref={(element) => {
              videoRef.current = element;
              setVideoElement(element);
            }}
            className="size-full"
            poster={stream.poster ?? undefined}
            preload="auto"
            playsInline
            onError={() => setFailed(true)}
            controls={phase === 'live' && !blocked}
            aria-label={`Live stream: ${title}`}
          >
            {stream.captions.map((track, index) => (
              <track
                key={track.url}
                kind="captions"
                src={track.url}
                srcLang={track.language}
                label={track.label}
                default={index === 0}
              />
            ))}
          </video>
        ) : null}
        {notice}
      </div>
      <p role="status" className="sr-only">
        {phase === 'after-stream'
          ? 'The presentation has ended.'
          : phase === 'ended'
            ? 'The session has ended.'
            : phase === 'live'
              ? 'The stream is live.'
              : ''}
      </p>
    </section>
  );
}
