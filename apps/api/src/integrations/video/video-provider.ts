/**
 * The video port (docs/engineering-rules.md#ports-and-adapters): who turns a course's recording into something a browser may play. Two adapters:
 * local demo media served by this API (the default, no network) and Mux signed playback (production). Both sign
 * short-lived tokens with the same claim layout (playback-token.ts); each course_media row names its provider.
 */
export type MediaProviderName = 'LOCAL' | 'MUX';

export interface MediaAsset {
  provider: MediaProviderName;
  /** LOCAL: the folder under MEDIA_DIR; MUX: the playback id. */
  assetKey: string;
  durationSeconds: number;
  captions: { language: string; label: string; ref: string }[];
}

export interface PlaybackGrant {
  src: string;
  mimeType: string;
  playbackId: string;
  tokens: { playback: string; thumbnail: string; storyboard: string } | null;
  poster: string | null;
  captions: { language: string; label: string; url: string }[];
  expiresAt: Date;
}

export interface VideoProvider {
  readonly name: MediaProviderName;
  /** Signed URLs for one viewer; valid for the video's length plus an hour. */
  playback(asset: MediaAsset, viewerId: string): Promise<PlaybackGrant>;
  /** A signed still of the video at `timeSeconds` (chapter thumbnails). */
  thumbnailUrl(assetKey: string, timeSeconds: number): Promise<string>;
}

/** The adapters this server has: LOCAL always, MUX when a signing key is configured. */
export type VideoProviders = Partial<Record<MediaProviderName, VideoProvider>> & { LOCAL: VideoProvider };

/** Playback stays valid for the whole video and an hour more (players pause, lawyers take breaks). */
export function playbackLifetimeSeconds(durationSeconds: number): number {
  return Math.ceil(durationSeconds) + 3600;
}
