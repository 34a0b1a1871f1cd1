import { Captions, CaptionsOff, Maximize, Minimize, Pause, Play, Volume2, VolumeX } from 'lucide-react';
import type { ReactNode } from 'react';
import type { PlayerState } from '../hooks/use-player';
import { formatClock } from '../lib/format-time';
import { allowedPlaybackRates, rateLabel } from '../lib/playback-rates';
import { PlayerMenu } from './player-menu';
import { ProgressTrack } from './progress-track';

export interface CaptionChoice {
  /** Index of the caption track shown, or null for none. */
  selected: number | null;
  labels: string[];
  onChange: (index: number | null) => void;
}

export interface FullscreenControl {
  active: boolean;
  toggle: () => void;
}

export interface PlayerControlsProps {
  player: PlayerState;
  durationSeconds: number;
  maxPlaybackRate: number;
  captions: CaptionChoice;
  /** Null where the browser cannot show the player full screen. */
  fullscreen: FullscreenControl | null;
}

function ControlButton({
  label,
  pressed,
  onClick,
  children,
}: {
  label: string;
  pressed?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-pressed={pressed}
      onClick={onClick}
      className="inline-flex size-9 shrink-0 items-center justify-center rounded-md text-white hover:bg-slate-700"
    >
      {children}
    </button>
  );
}

const OFF = -1;

/** Captions: a toggle for one track, a menu (Off and each language) for several. */
function CaptionsControl({ captions }: { captions: CaptionChoice }) {
  const on = captions.selected !== null;
  const icon = on ? (
    <Captions aria-hidden="true" className="size-5" />
  ) : (
    <CaptionsOff aria-hidden="true" className="size-5" />
  );
  if (captions.labels.length === 1) {
    return (
      <ControlButton label="Captions" pressed={on} onClick={() => captions.onChange(on ? null : 0)}>
        {icon}
      </ControlButton>
    );
  }
  return (
    <PlayerMenu
      buttonLabel="Captions"
      buttonContent={icon}
      menuLabel="Captions"
      options={[
        { value: OFF, label: 'Off' },
        ...captions.labels.map((label, index) => ({ value: index, label })),
      ]}
      value={captions.selected ?? OFF}
      onChange={(value) => captions.onChange(value === OFF ? null : value)}
    />
  );
}

/**
 * The player's controls bar, under the picture: the seek bar, play/pause, time, volume, captions, speed (only the
 * creditable speeds) and full screen. Every control has a name; focus shows with the app's focus ring.
 */
export function PlayerControls({
  player,
  durationSeconds,
  maxPlaybackRate,
  captions,
  fullscreen,
}: PlayerControlsProps) {
  const rates = allowedPlaybackRates(maxPlaybackRate);
  const silent = player.muted || player.volume === 0;
  return (
    <div className="space-y-1 bg-slate-900 px-3 pt-2 pb-2 text-white">
      <ProgressTrack
        currentTime={player.currentTime}
        durationSeconds={durationSeconds}
        seekableRanges={player.seekableRanges}
        onSeek={(target) => void player.requestSeek(target)}
        onStep={player.step}
        onSeekToEnd={player.seekToEnd}
      />
      <div className="flex flex-wrap items-center gap-1">
        <ControlButton label={player.playing ? 'Pause' : 'Play'} onClick={player.togglePlay}>
          {player.playing ? (
            <Pause aria-hidden="true" className="size-5" />
          ) : (
            <Play aria-hidden="true" className="size-5" />
          )}
        </ControlButton>
        <p className="px-2 text-sm tabular-nums">
          <span className="sr-only">Position </span>
          {formatClock(player.currentTime)}
          <span aria-hidden="true"> / </span>
          <span className="sr-only"> of </span>
          {formatClock(durationSeconds)}
        </p>
        <div className="ml-auto flex items-center gap-1">
          <ControlButton label={silent ? 'Unmute' : 'Mute'} onClick={player.toggleMute}>
            {silent ? (
              <VolumeX aria-hidden="true" className="size-5" />
            ) : (
              <Volume2 aria-hidden="true" className="size-5" />
            )}
          </ControlButton>
          <input
            type="range"
            aria-label="Volume"
            min={0}
            max={1}
            step={0.05}
            value={player.muted ? 0 : player.volume}
            onChange={(event) => player.setVolume(Number(event.target.value))}
            onKeyDown={(event) => event.stopPropagation()}
            className="hidden w-20 cursor-pointer accent-accent-400 sm:block"
          />
          {captions.labels.length > 0 ? <CaptionsControl captions={captions} /> : null}
          <PlayerMenu
            buttonLabel={`Playback speed ${rateLabel(player.playbackRate)}`}
            buttonContent={`${player.playbackRate}×`}
            menuLabel="Playback speed"
            options={rates.map((rate) => ({ value: rate, label: rateLabel(rate) }))}
            value={player.playbackRate}
            onChange={player.setPlaybackRate}
          />
          {fullscreen ? (
            <ControlButton
              label={fullscreen.active ? 'Exit full screen' : 'Full screen'}
              onClick={fullscreen.toggle}
            >
              {fullscreen.active ? (
                <Minimize aria-hidden="true" className="size-5" />
              ) : (
                <Maximize aria-hidden="true" className="size-5" />
              )}
            </ControlButton>
          ) : null}
        </div>
      </div>
    </div>
  );
}
