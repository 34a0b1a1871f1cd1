import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AttendanceCodeRequestSchema,
  CourseIdParamsSchema,
  HeartbeatResultSchema,
  HeartbeatSchema,
  PlaybackSchema,
  ThumbnailsRequestSchema,
  ThumbnailsSchema,
  WatchProgressSchema,
} from '@counsel/contracts';
import { requireIdentity } from '../../plugins/route-access.js';
import type { VideoService } from './video.service.js';
import { errorResponses } from '../../plugins/error-responses.js';
import { attendanceCodeRateLimit } from '../../plugins/attendance-code-limit.js';
import { noMetrics, type Metrics } from '../../integrations/metrics/metrics.js';

const errors = errorResponses(400, 401, 403, 404, 429);
const signedIn = { access: 'signed-in' as const };
const tags = ['video'];

/** The spec's /mux endpoints (whatever the provider: local demo media or Mux) and the heartbeats that judge them. */
export function videoRoutes(service: VideoService, metrics: Metrics = noMetrics): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/mux/progress/:courseId',
      {
        config: signedIn,
        schema: {
          tags,
          summary:
            'My progress in a course video: watched ranges, resume point, attendance codes, completion',
          params: CourseIdParamsSchema,
          response: { 200: WatchProgressSchema, ...errors },
        },
      },
      async (request) => service.getWatchProgress(requireIdentity(request), request.params.courseId),
    );

    app.post(
      '/mux/progress/:courseId',
      {
        config: signedIn,
        schema: {
          tags,
          summary: 'A player heartbeat: the server judges what was watched',
          description:
            'Sent every 10–15 s while playing and on start, pause, seek, end and tab hide. The server credits the ' +
            'range since the same session’s previous heartbeat only as far as the wall-clock time allows at the ' +
            'allowed playback rate (one credit clock per enrollment, so two devices cannot earn twice); jumps earn ' +
            'nothing. Answers what was credited, the progress, and the attendance codes whose moment was just watched.',
          params: CourseIdParamsSchema,
          body: HeartbeatSchema,
          response: { 200: HeartbeatResultSchema, ...errors },
        },
      },
      async (request) => {
        const result = await service.recordHeartbeat(
          requireIdentity(request),
          request.params.courseId,
          request.body,
        );
        metrics.heartbeatJudged(result.credited !== null);
        return result;
      },
    );

    app.post(
      '/mux/attendance-code/:courseId',
      {
        config: {
          ...signedIn,
          rateLimit: attendanceCodeRateLimit('attendance-code', 'courseId'),
        },
        schema: {
          tags,
          summary: 'Enter an attendance code shown during the video',
          description:
            'Accepted only for a code whose moment the lawyer has watched (it was shown to them) and not yet entered. ' +
            '400 ATTENDANCE_CODE_INVALID otherwise; 429 after too many attempts.',
          params: CourseIdParamsSchema,
          body: AttendanceCodeRequestSchema,
          response: { 200: WatchProgressSchema, ...errors },
        },
      },
      async (request) =>
        service.enterAttendanceCode(requireIdentity(request), request.params.courseId, request.body.code),
    );

    app.post(
      '/mux/thumbnails',
      {
        config: signedIn,
        schema: {
          tags,
          summary: 'Signed thumbnail URLs, one per chapter time, for a recording of one of my courses',
          body: ThumbnailsRequestSchema,
          response: { 200: ThumbnailsSchema, ...errors },
        },
      },
      async (request) => service.getChapterThumbnails(requireIdentity(request), request.body),
    );

    app.get(
      '/mux/:courseId',
      {
        config: signedIn,
        schema: {
          tags,
          summary: 'The playback of a course video for an enrolled lawyer',
          description:
            'Signed, short-lived URLs (source, captions, poster; Mux tokens for Mux playback), chapters, the ' +
            'fastest creditable playback rate and the heartbeat interval. 403 NOT_ENROLLED / ENROLLMENT_INACTIVE; ' +
            '404 VIDEO_NOT_AVAILABLE for a course without a recording (live courses).',
          params: CourseIdParamsSchema,
          response: { 200: PlaybackSchema, ...errors },
        },
      },
      async (request) => service.startPlayback(requireIdentity(request), request.params.courseId),
    );
  };
}
