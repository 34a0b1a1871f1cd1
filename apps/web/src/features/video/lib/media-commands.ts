/*
 * Commands to a media element. A <video> is driven by assigning its properties, which the React Compiler's lint
 * forbids on values a component or hook received (it treats them as immutable); these plain functions do it.
 */

export function seekMedia(media: HTMLMediaElement, seconds: number): void {
  media.currentTime = seconds;
}

export function setMediaRate(media: HTMLMediaElement, rate: number): void {
  media.playbackRate = rate;
}

export function setMediaMuted(media: HTMLMediaElement, muted: boolean): void {
  media.muted = muted;
}

export function setMediaVolume(media: HTMLMediaElement, volume: number): void {
  media.volume = Math.min(Math.max(volume, 0), 1);
}

/** Shows one text track (by index) and disables the others; null disables them all. */
export function showTextTrack(media: HTMLMediaElement, index: number | null): void {
  Array.from(media.textTracks).forEach((track, trackIndex) => {
    track.mode = trackIndex === index ? 'showing' : 'disabled';
  });
}
