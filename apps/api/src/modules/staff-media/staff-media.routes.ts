import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CAPTION_MAX_BYTES,
  CaptionParamsSchema,
  CaptionQuerySchema,
  ChaptersInputSchema,
  ChunkQuerySchema,
  CourseMediaSchema,
  CourseRecordingSchema,
  MEDIA_UPLOAD_CHUNK_BYTES,
  MediaCourseParamsSchema,
  MediaUploadParamsSchema,
  MediaUploadSchema,
  StaffMediaListSchema,
  StaffMediaQuerySchema,
  StartMediaUploadSchema,
} from '@counsel/contracts';
import { AppError } from '../../errors/app-error.js';
import { errorResponses } from '../../plugins/error-responses.js';
import { requireIdentity } from '../../plugins/route-access.js';
import type { StaffMediaService } from './staff-media.service.js';

const staff = { access: 'staff' as const };
const tags = ['staff'];
const errors = errorResponses(400, 401, 403, 404, 409, 429);

/** The body of a raw upload, refused with 415 unless it came with the route's media type. */
function rawBody(request: FastifyRequest, mediaType: string): Buffer {
  const contentType = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
  if (contentType !== mediaType) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', `Send the file as ${mediaType}.`);
  }
  return Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
}

/** The staff console's Media area (docs/product-rules.md#media). */
export function staffMediaRoutes(service: StaffMediaService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/staff/media',
      {
        config: staff,
        schema: {
          tags,
          summary: 'Every on-demand course (drafts too) and its recording',
          querystring: StaffMediaQuerySchema,
          response: { 200: StaffMediaListSchema, ...errors },
        },
      },
      async (request) =>
        service.list({ search: request.query.search, missing: request.query.missing === 'true' }),
    );
    app.get(
      '/staff/courses/:courseId/media',
      {
        config: staff,
        schema: {
          tags,
          summary: "A course's recording, captions, chapters and latest upload",
          params: MediaCourseParamsSchema,
          response: { 200: CourseMediaSchema, ...errors },
        },
      },
      async (request) => service.media(request.params.courseId),
    );
    app.post(
      '/staff/courses/:courseId/media-uploads',
      {
        config: staff,
        schema: {
          tags,
          summary:
            "Start uploading the course's recording (MP4 or WebM, at most 4 GiB): to this API in chunks, or to Mux's " +
            'direct upload URL when Mux is configured',
          params: MediaCourseParamsSchema,
          body: StartMediaUploadSchema,
          response: { 201: MediaUploadSchema, ...errorResponses(400, 401, 403, 404, 409, 429, 503) },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await service.start(requireIdentity(request), request.params.courseId, request.body)),
    );
    app.get(
      '/staff/media-uploads/:uploadId',
      {
        config: staff,
        schema: {
          tags,
          summary: 'Where an upload stands (receivedBytes to resume from; a Mux upload is asked of Mux)',
          params: MediaUploadParamsSchema,
          response: { 200: MediaUploadSchema, ...errorResponses(400, 401, 403, 404, 429, 503) },
        },
      },
      async (request) => service.upload(requireIdentity(request), request.params.uploadId),
    );
    app.delete(
      '/staff/media-uploads/:uploadId',
      {
        config: staff,
        schema: {
          tags,
          summary: 'Cancel an upload in progress (its part file is removed)',
          params: MediaUploadParamsSchema,
          response: { 200: MediaUploadSchema, ...errors },
        },
      },
      async (request) => service.cancel(requireIdentity(request), request.params.uploadId),
    );
    app.put(
      '/staff/courses/:courseId/chapters',
      {
        config: staff,
        schema: {
          tags,
          summary: "Replace the recording's chapters",
          params: MediaCourseParamsSchema,
          body: ChaptersInputSchema,
          response: { 200: CourseRecordingSchema, ...errors },
        },
      },
      async (request) => service.putChapters(requireIdentity(request), request.params.courseId, request.body),
    );
    app.delete(
      '/staff/courses/:courseId/captions/:language',
      {
        config: staff,
        schema: {
          tags,
          summary: "Remove one language's captions",
          params: CaptionParamsSchema,
          response: { 200: CourseRecordingSchema, ...errors },
        },
      },
      async (request) =>
        service.deleteCaptions(requireIdentity(request), request.params.courseId, request.params.language),
    );
    // Raw bodies: a chunk of the video (application/octet-stream) and a WebVTT file (text/vtt).
    await app.register(async (scope) => {
      scope.addContentTypeParser(
        'application/octet-stream',
        { parseAs: 'buffer', bodyLimit: MEDIA_UPLOAD_CHUNK_BYTES },
        (_request, body, done) => {
          done(null, body);
        },
      );
      scope.addContentTypeParser(
        'text/vtt',
        { parseAs: 'buffer', bodyLimit: CAPTION_MAX_BYTES },
        (_request, body, done) => {
          done(null, body);
        },
      );
      const typed = scope.withTypeProvider<ZodTypeProvider>();
      typed.put(
        '/staff/media-uploads/:uploadId',
        {
          config: { ...staff, binaryBody: true },
          schema: {
            tags,
            summary:
              'One chunk of the file (Content-Type application/octet-stream, at most 8 MiB) at ?offset= (the ' +
              "upload's receivedBytes; 409 UPLOAD_OFFSET_MISMATCH otherwise); the last one attaches the recording",
            params: MediaUploadParamsSchema,
            querystring: ChunkQuerySchema,
            response: { 200: MediaUploadSchema, ...errorResponses(400, 401, 403, 404, 409, 413, 415, 429) },
          },
        },
        async (request) =>
          service.receive(
            requireIdentity(request),
            request.params.uploadId,
            request.query.offset,
            rawBody(request, 'application/octet-stream'),
          ),
      );
      typed.put(
        '/staff/courses/:courseId/captions/:language',
        {
          config: { ...staff, binaryBody: true },
          schema: {
            tags,
            summary:
              "Add or replace one language's captions: the WebVTT file as the body (Content-Type text/vtt, at " +
              'most 2 MB), ?label= for the player menu',
            params: CaptionParamsSchema,
            querystring: CaptionQuerySchema,
            response: {
              200: CourseRecordingSchema,
              ...errorResponses(400, 401, 403, 404, 409, 413, 415, 429),
            },
          },
        },
        async (request) =>
          service.putCaptions(
            requireIdentity(request),
            request.params.courseId,
            { language: request.params.language, label: request.query.label },
            rawBody(request, 'text/vtt'),
          ),
      );
    });
  };
}
