import { z } from 'zod';
import type { FetchLike } from '../../zoom/zoom-api.js';

/*
 * Mux direct uploads (https://docs.mux.com/guides/upload-files-directly): the server asks Mux for an upload URL, the
 * staff member's browser sends the file straight to it, and the server asks Mux how the upload and then the asset
 * are doing until the asset is ready to play with a signed playback id. Basic auth with the API access token
 * (MUX_TOKEN_ID / MUX_TOKEN_SECRET); the fetch is injected so tests talk to a fake Mux.
 */

const MUX_API = 'https://api.mux.com';

const UploadSchema = z.object({
  data: z.object({
    id: z.string(),
    url: z.string().optional(),
    status: z.enum(['waiting', 'asset_created', 'errored', 'cancelled', 'timed_out']),
    asset_id: z.string().optional(),
    error: z.object({ message: z.string().optional() }).optional(),
  }),
});
const AssetSchema = z.object({
  data: z.object({
    id: z.string(),
    status: z.enum(['preparing', 'ready', 'errored']),
    duration: z.number().optional(),
    playback_ids: z.array(z.object({ id: z.string(), policy: z.string() })).optional(),
    errors: z.object({ messages: z.array(z.string()).optional() }).optional(),
  }),
});

/** Where a direct upload stands, as the staff console needs it. */
export type MuxUploadState =
  | { state: 'waiting' }
  | { state: 'processing' }
  | { state: 'ready'; playbackId: string; durationSeconds: number }
  | { state: 'failed'; reason: string };

export class MuxUploadError extends Error {}

export class MuxUploads {
  constructor(
    private readonly token: { tokenId: string; tokenSecret: string },
    private readonly fetchFn: FetchLike = fetch,
    private readonly baseUrl: string = MUX_API,
  ) {}

  private async call<T>(method: 'GET' | 'POST' | 'PUT', path: string, schema: z.ZodType<T>, body?: unknown) {
    const auth = Buffer.from(`${this.token.tokenId}:${this.token.tokenSecret}`).toString('base64');
    let response: Response;
    try {
      response = await this.fetchFn(`${this.baseUrl}${path}`, {
        method,
        headers: { authorization: `Basic ${auth}`, 'content-type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(15_000),
      });
    } catch (error) {
      throw new MuxUploadError(`Mux could not be reached: ${(error as Error).message}`);
    }
    if (!response.ok) throw new MuxUploadError(`Mux answered ${response.status} to ${method} ${path}`);
    const parsed = schema.safeParse(await response.json().catch(() => null));
    if (!parsed.success) throw new MuxUploadError(`Mux's answer to ${method} ${path} was not understood`);
    return parsed.data;
  }

  /** A new direct upload whose asset plays only with signed tokens; the URL accepts the browser's PUT from `origin`. */
  async create(origin: string): Promise<{ id: string; url: string }> {
    const { data } = await this.call('POST', '/video/v1/uploads', UploadSchema, {
      cors_origin: origin,
      new_asset_settings: { playback_policies: ['signed'] },
    });
    if (!data.url) throw new MuxUploadError('Mux returned an upload without a URL');
    return { id: data.id, url: data.url };
  }

  async state(uploadId: string): Promise<MuxUploadState> {
    const { data: upload } = await this.call(
      'GET',
      `/video/v1/uploads/${encodeURIComponent(uploadId)}`,
      UploadSchema,
    );
    if (upload.status === 'waiting') return { state: 'waiting' };
    if (upload.status !== 'asset_created' || !upload.asset_id) {
      return {
        state: 'failed',
        reason: upload.error?.message ?? `the upload was ${upload.status.replace('_', ' ')}`,
      };
    }
    const { data: asset } = await this.call(
      'GET',
      `/video/v1/assets/${encodeURIComponent(upload.asset_id)}`,
      AssetSchema,
    );
    if (asset.status === 'preparing') return { state: 'processing' };
    if (asset.status === 'errored') {
      return {
        state: 'failed',
        reason: asset.errors?.messages?.join('; ') ?? 'Mux could not process the video',
      };
    }
    const playback = asset.playback_ids?.find((id) => id.policy === 'signed');
    if (!playback || !asset.duration)
      return { state: 'failed', reason: 'the asset has no signed playback id' };
    return { state: 'ready', playbackId: playback.id, durationSeconds: asset.duration };
  }

  async cancel(uploadId: string): Promise<void> {
    await this.call('PUT', `/video/v1/uploads/${encodeURIComponent(uploadId)}/cancel`, UploadSchema);
  }
}
