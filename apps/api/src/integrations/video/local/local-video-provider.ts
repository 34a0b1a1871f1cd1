import { generateKeyPair, type CryptoKey } from 'jose';
import type { Clock } from '../../clock/clock.js';
import { signPlaybackToken, type SigningKey } from '../playback-token.js';
import {
  playbackLifetimeSeconds,
  type MediaAsset,
  type PlaybackGrant,
  type VideoProvider,
} from '../video-provider.js';
import type { LocalMediaLibrary } from './local-media.js';

/** Where the local media routes live (local-media-routes.ts). */
export const LOCAL_MEDIA_PREFIX = '/api/media';

/** A key pair made when the server starts: tokens are short-lived, so none needs to outlive a restart. */
export async function createLocalMediaKeys(): Promise<{ signing: SigningKey; publicKey: CryptoKey }> {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  return { signing: { kid: 'local-media', privateKey }, publicKey };
}

/** Local demo media served by this API (HTTP Range), with tokens in Mux's claim layout. */
export class LocalVideoProvider implements VideoProvider {
  readonly name = 'LOCAL' as const;

  constructor(
    private readonly library: LocalMediaLibrary,
    private readonly key: SigningKey,
    private readonly clock: Clock,
  ) {}

  async playback(asset: MediaAsset): Promise<PlaybackGrant> {
    const manifest = await this.library.manifest(asset.assetKey);
    if (!manifest) throw new Error(`local media asset ${asset.assetKey} has no manifest`);
    const lifetime = playbackLifetimeSeconds(asset.durationSeconds);
    const base = `${LOCAL_MEDIA_PREFIX}/${asset.assetKey}`;
    const now = this.clock.now();
    const sign = (audience: 'v' | 't' | 's', params?: Record<string, string>) =>
      signPlaybackToken(
        this.key,
        {
          playbackId: asset.assetKey,
          audience,
          expiresInSeconds: lifetime,
          ...(params ? { params } : {}),
        },
        now,
      );
    const [video, poster] = await Promise.all([sign('v'), sign('t')]);
    return {
      src: `${base}/video?token=${video}`,
      mimeType: manifest.mimeType,
      playbackId: asset.assetKey,
      tokens: null,
      poster: manifest.poster ? `${base}/poster?token=${poster}` : null,
      captions: manifest.captions.map((caption) => ({
        language: caption.language,
        label: caption.label,
        url: `${base}/captions/${caption.language}?token=${video}`,
      })),
      expiresAt: new Date(now.getTime() + lifetime * 1000),
    };
  }

  async thumbnailUrl(assetKey: string, timeSeconds: number): Promise<string> {
    const time = String(Math.round(timeSeconds));
    const token = await signPlaybackToken(
      this.key,
      { playbackId: assetKey, audience: 't', expiresInSeconds: 3600, params: { time } },
      this.clock.now(),
    );
    return `${LOCAL_MEDIA_PREFIX}/${assetKey}/thumbnail?token=${token}`;
  }
}
