import type { Clock } from '../../clock/clock.js';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBodySchema } from '@counsel/contracts';
import { AppError } from '../../../errors/app-error.js';
import { verifyPlaybackToken, type PlaybackAudience } from '../playback-token.js';
import type { LocalMediaLibrary } from './local-media.js';
import type { CryptoKey } from 'jose';

const Params = z.object({ assetKey: z.string().min(1).max(120) });
const TokenQuery = z.object({ token: z.string().min(1).max(4096) });
const binary = z.string().describe('The file (binary)');
const responses = {
  200: binary,
  206: binary,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  416: ErrorBodySchema,
  429: ErrorBodySchema,
};
const access = { access: 'public' as const };
const tags = ['video'];

/** `bytes=start-end` (one range; suffix ranges too) → inclusive byte offsets, or null when unsatisfiable. */
export function parseRange(header: string, size: number): { start: number; end: number } | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  let start: number;
  let end: number;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0) return null;
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  return start <= end && start < size ? { start, end } : null;
}

const TYPES: Record<string, string> = {
  '.webm': 'video/webm',
  '.mp4': 'video/mp4',
  '.vtt': 'text/vtt; charset=utf-8',
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
};

function contentType(path: string): string {
  const extension = path.slice(path.lastIndexOf('.'));
  return TYPES[extension] ?? 'application/octet-stream';
}

/**
 * The local adapter's media (video.routes.ts hands out the signed URLs): the video with HTTP Range, captions,
 * poster and chapter thumbnails. The token is the authorization: signed for this asset and audience, short-lived.
 */
export function localMediaRoutes(
  library: LocalMediaLibrary,
  publicKey: CryptoKey,
  clock: Clock,
): FastifyPluginAsyncZod {
  return async (app) => {
    const authorize = async (assetKey: string, token: string, audience: PlaybackAudience) => {
      const claims = await verifyPlaybackToken(
        publicKey,
        token,
        { playbackId: assetKey, audience },
        clock.now(),
      );
      if (!claims) throw new AppError('MEDIA_TOKEN_INVALID', 'This media link has expired. Reload the page.');
      return claims;
    };
    const notFound = () => new AppError('VIDEO_NOT_AVAILABLE', 'This media file does not exist.');

    const sendFile = async (
      reply: FastifyReply,
      path: string | null,
      range: string | undefined,
      cacheSeconds: number,
    ) => {
      const info = path ? await stat(path).catch(() => null) : null;
      if (!path || !info?.isFile()) throw notFound();
      void reply
        .header('Content-Type', contentType(path))
        .header('Accept-Ranges', 'bytes')
        .header('Cache-Control', `private, max-age=${cacheSeconds}`);
      if (range === undefined) {
        return reply.header('Content-Length', info.size).send(createReadStream(path));
      }
      const bytes = parseRange(range, info.size);
      if (!bytes) {
        void reply.header('Content-Range', `bytes */${info.size}`);
        throw new AppError('RANGE_NOT_SATISFIABLE', 'The requested range is outside the file.');
      }
      return reply
        .status(206)
        .header('Content-Range', `bytes ${bytes.start}-${bytes.end}/${info.size}`)
        .header('Content-Length', bytes.end - bytes.start + 1)
        .send(createReadStream(path, { start: bytes.start, end: bytes.end }));
    };

    app.get(
      '/media/:assetKey/video',
      {
        config: access,
        schema: {
          tags,
          summary: 'Local media: the video file (HTTP Range), for a signed playback token',
          params: Params,
          querystring: TokenQuery,
          response: responses,
        },
      },
      async (request, reply) => {
        const { assetKey } = request.params;
        await authorize(assetKey, request.query.token, 'v');
        const manifest = await library.manifest(assetKey);
        if (!manifest) throw notFound();
        return sendFile(reply, library.filePath(assetKey, manifest.video), request.headers.range, 3600);
      },
    );

    app.get(
      '/media/:assetKey/captions/:language',
      {
        config: access,
        schema: {
          tags,
          summary: 'Local media: a WebVTT caption track, for a signed playback token',
          params: Params.extend({ language: z.string().min(2).max(16) }),
          querystring: TokenQuery,
          response: responses,
        },
      },
      async (request, reply) => {
        const { assetKey, language } = request.params;
        await authorize(assetKey, request.query.token, 'v');
        const caption = (await library.manifest(assetKey))?.captions.find(
          (track) => track.language === language,
        );
        if (!caption) throw notFound();
        return sendFile(reply, library.filePath(assetKey, caption.file), undefined, 3600);
      },
    );

    app.get(
      '/media/:assetKey/poster',
      {
        config: access,
        schema: {
          tags,
          summary: 'Local media: the poster image, for a signed thumbnail token',
          params: Params,
          querystring: TokenQuery,
          response: responses,
        },
      },
      async (request, reply) => {
        const { assetKey } = request.params;
        await authorize(assetKey, request.query.token, 't');
        const manifest = await library.manifest(assetKey);
        if (!manifest?.poster) throw notFound();
        return sendFile(reply, library.filePath(assetKey, manifest.poster), undefined, 3600);
      },
    );

    app.get(
      '/media/:assetKey/thumbnail',
      {
        config: access,
        schema: {
          tags,
          summary: 'Local media: the still at the signed `time` claim (chapter thumbnails)',
          params: Params,
          querystring: TokenQuery,
          response: responses,
        },
      },
      async (request, reply) => {
        const { assetKey } = request.params;
        const claims = await authorize(assetKey, request.query.token, 't');
        const time = Number(claims.time ?? 0);
        const path = await library.thumbnailFile(assetKey, Number.isFinite(time) ? time : 0);
        return sendFile(reply, path, undefined, 3600);
      },
    );
  };
}
