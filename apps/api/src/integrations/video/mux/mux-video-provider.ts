import type { Clock } from '../../clock/clock.js';
import { signPlaybackToken, type SigningKey } from '../playback-token.js';
import {
  playbackLifetimeSeconds,
  type MediaAsset,
  type PlaybackGrant,
  type VideoProvider,
} from '../video-provider.js';

const STREAM = 'https://stream.mux.com';
const IMAGE = 'https://image.mux.com';

/** What the browser must be allowed to reach for Mux playback (CSP, plugins/security.ts). */
export const MUX_CSP = {
  media: [STREAM, 'https://*.mux.com'],
  image: [IMAGE],
  connect: [STREAM, 'https://*.mux.com'],
};

/**
 * Mux signed playback (apps/api/src/integrations/video/README.md): the signed HLS URL, the three tokens Mux Player expects,
 * a signed poster and caption tracks (`stream.mux.com/{id}/text/{trackId}.vtt`, playback token). No network call:
 * signing is local with the Mux URL signing key.
 */
export class MuxVideoProvider implements VideoProvider {
  readonly name = 'MUX' as const;

  constructor(
    private readonly key: SigningKey,
    private readonly clock: Clock,
  ) {}

  private sign(
    playbackId: string,
    audience: 'v' | 't' | 's',
    lifetime: number,
    params?: Record<string, string>,
  ) {
    return signPlaybackToken(
      this.key,
      { playbackId, audience, expiresInSeconds: lifetime, ...(params ? { params } : {}) },
      this.clock.now(),
    );
  }

  async playback(asset: MediaAsset): Promise<PlaybackGrant> {
    const id = asset.assetKey;
    const lifetime = playbackLifetimeSeconds(asset.durationSeconds);
    const [playback, thumbnail, storyboard, poster] = await Promise.all([
      this.sign(id, 'v', lifetime),
      this.sign(id, 't', lifetime),
      this.sign(id, 's', lifetime),
      this.sign(id, 't', lifetime, { time: '1', width: '1280' }),
    ]);
    return {
      src: `${STREAM}/${id}.m3u8?token=${playback}`,
      mimeType: 'application/x-mpegURL',
      playbackId: id,
      tokens: { playback, thumbnail, storyboard },
      poster: `${IMAGE}/${id}/thumbnail.webp?token=${poster}`,
      captions: asset.captions.map((caption) => ({
        language: caption.language,
        label: caption.label,
        url: `${STREAM}/${id}/text/${caption.ref}.vtt?token=${playback}`,
      })),
      expiresAt: new Date(this.clock.now().getTime() + lifetime * 1000),
    };
  }

  async thumbnailUrl(playbackId: string, timeSeconds: number): Promise<string> {
    const token = await this.sign(playbackId, 't', 3600, {
      time: String(Math.round(timeSeconds)),
      width: '320',
    });
    return `${IMAGE}/${playbackId}/thumbnail.webp?token=${token}`;
  }
}
