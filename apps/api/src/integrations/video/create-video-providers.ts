import type { AppConfig } from '../../config/env.js';
import type { Clock } from '../clock/clock.js';
import { defaultMediaDir, LocalMediaLibrary } from './local/local-media.js';
import { createLocalMediaKeys, LocalVideoProvider } from './local/local-video-provider.js';
import { MuxVideoProvider } from './mux/mux-video-provider.js';
import { importSigningKey } from './playback-token.js';
import type { VideoProviders } from './video-provider.js';

/** The video port's adapters for this configuration (the only place that chooses them). */
export async function createVideoProviders(config: AppConfig, clock: Clock) {
  const library = new LocalMediaLibrary(config.MEDIA_DIR ?? defaultMediaDir());
  const localKeys = await createLocalMediaKeys();
  const providers: VideoProviders = { LOCAL: new LocalVideoProvider(library, localKeys.signing, clock) };
  if (config.mux) {
    providers.MUX = new MuxVideoProvider(
      await importSigningKey(config.mux.signingKeyId, config.mux.signingPrivateKey),
      clock,
    );
  }
  return { providers, library, localPublicKey: localKeys.publicKey };
}
