import type { Range } from '@counsel/domain';
import { useState, type KeyboardEvent, type PointerEvent } from 'react';
import { formatClock, spokenDuration } from '../lib/format-time';

export interface ProgressTrackProps {
  currentTime: number;
  durationSeconds: number;
  /** Where the lawyer may seek (drawn as the watched part of the bar). */
  seekableRanges: Range[];
  onSeek: (target: number) => void;
  onStep: (seconds: number) => void;
  onSeekToEnd: () => void;
}

/** Seconds one arrow key moves; Page Up / Page Down move six times as far. */
export const SEEK_STEP_SECONDS = 5;

const percentOf = (seconds: number, duration: number) =>
  duration > 0 ? Math.min(Math.max((seconds / duration) * 100, 0), 100) : 0;

/**
 * The seek bar: a slider ("Seek", its value the playhead, read as "4 minutes 5 seconds of 1 hour") over the watched
 * ranges. Click or drag to move (applied on release; the seek rule decides), arrow keys ±5 s, Page Up / Down ±30 s,
 * Home to the start, End to the furthest watched point.
 */
export function ProgressTrack({
  currentTime,
  durationSeconds,
  seekableRanges,
  onSeek,
  onStep,
  onSeekToEnd,
}: ProgressTrackProps) {
  const [dragAt, setDragAt] = useState<number | null>(null);
  const shown = dragAt ?? currentTime;

  const timeAt = (event: PointerEvent<HTMLDivElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    if (rect.width <= 0) return null;
    const fraction = Math.min(Math.max((event.clientX - rect.left) / rect.width, 0), 1);
    return fraction * durationSeconds;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const keys: Record<string, () => void> = {
      ArrowLeft: () => onStep(-SEEK_STEP_SECONDS),
      ArrowDown: () => onStep(-SEEK_STEP_SECONDS),
      ArrowRight: () => onStep(SEEK_STEP_SECONDS),
      ArrowUp: () => onStep(SEEK_STEP_SECONDS),
      PageDown: () => onStep(-6 * SEEK_STEP_SECONDS),
      PageUp: () => onStep(6 * SEEK_STEP_SECONDS),
      Home: () => onSeek(0),
      End: onSeekToEnd,
    };
    const action = keys[event.key];
    if (!action) return;
    event.preventDefault();
    event.stopPropagation();
    action();
  };

  return (
    <div
      role="slider"
      tabIndex={0}
      aria-label="Seek"
      aria-valuemin={0}
      aria-valuemax={Math.round(durationSeconds)}
      aria-valuenow={Math.round(shown)}
      aria-valuetext={`${spokenDuration(shown)} of ${spokenDuration(durationSeconds)}`}
      onKeyDown={onKeyDown}
      onPointerDown={(event) => {
        const at = timeAt(event);
        if (at === null) return;
        event.currentTarget.setPointerCapture(event.pointerId);
        setDragAt(at);
      }}
      onPointerMove={(event) => {
        if (dragAt === null) return;
        const at = timeAt(event);
        if (at !== null) setDragAt(at);
      }}
      onPointerUp={() => {
        if (dragAt === null) return;
        setDragAt(null);
        onSeek(dragAt);
      }}
      onPointerCancel={() => setDragAt(null)}
      title={formatClock(shown)}
      className="group relative flex h-5 w-full cursor-pointer touch-none items-center rounded"
    >
      <div className="relative h-1.5 w-full overflow-hidden rounded-full bg-slate-600 group-hover:h-2">
        {/* Watched ranges are light on the dark bar; the playhead is the yellow dot. */}
        {seekableRanges.map(([start, end]) => (
          <div
            key={`${start}-${end}`}
            className="absolute inset-y-0 bg-slate-300"
            style={{
              left: `${percentOf(start, durationSeconds)}%`,
              width: `${percentOf(end - start, durationSeconds)}%`,
            }}
          />
        ))}
      </div>
      <div
        aria-hidden="true"
        className="absolute top-1/2 size-3.5 -translate-x-1/2 -translate-y-1/2 rounded-full bg-accent-400 ring-2 ring-slate-900"
        style={{ left: `${percentOf(shown, durationSeconds)}%` }}
      />
    </div>
  );
}
