import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AskQuestionBodySchema,
  ErrorBodySchema,
  LiveAttendanceCodeBodySchema,
  LiveHeartbeatBodySchema,
  LivePresenceSchema,
  LiveQuestionListSchema,
  LiveQuestionSchema,
  LiveRoomSchema,
  LiveSessionIdParamsSchema,
} from '@counsel/contracts';
import { requireIdentity } from '../../plugins/route-access.js';
import { errorResponses } from '../../plugins/error-responses.js';
import { attendanceCodeRateLimit } from '../../plugins/attendance-code-limit.js';
import type { LiveRoomService } from './live-room.service.js';

const errors = errorResponses(400, 401, 403, 404, 429);
const signedIn = { access: 'signed-in' as const };
const tags = ['live'];
const ACCESS =
  'For a lawyer registered for the session, inside its join window: 403 LIVE_NOT_REGISTERED, 403 ' +
  'LIVE_JOIN_TOO_EARLY (details.startsAt, details.joinOpensAt), 403 LIVE_JOIN_CLOSED, 404 LIVE_SESSION_NOT_FOUND.';

/** The built-in live room (ADR 015): the room, presence heartbeats, attendance codes, questions. */
export function liveRoomRoutes(room: LiveRoomService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/live/sessions/:sessionId/room',
      {
        config: signedIn,
        schema: {
          tags,
          summary: 'Open the built-in live room: the stream, my presence, the code on screen, the questions',
          description: ACCESS,
          params: LiveSessionIdParamsSchema,
          response: { 200: LiveRoomSchema, ...errors },
        },
      },
      async (request) => room.room(requireIdentity(request), request.params.sessionId),
    );

    app.post(
      '/live/sessions/:sessionId/presence',
      {
        config: signedIn,
        schema: {
          tags,
          summary: 'A heartbeat of an open room page (every 20 s): presence is judged by the server',
          description: `${ACCESS} Time counts between two heartbeats of one page at most 45 s apart, inside the session.`,
          params: LiveSessionIdParamsSchema,
          body: LiveHeartbeatBodySchema,
          response: { 200: LivePresenceSchema, ...errors },
        },
      },
      async (request) =>
        room.heartbeat(requireIdentity(request), request.params.sessionId, request.body.clientId),
    );

    app.post(
      '/live/sessions/:sessionId/attendance-code',
      {
        config: {
          ...signedIn,
          rateLimit: attendanceCodeRateLimit('live-code', 'sessionId'),
        },
        schema: {
          tags,
          summary: 'Enter an attendance code the room showed',
          description: `${ACCESS} 400 ATTENDANCE_CODE_INVALID for a code not shown in this session.`,
          params: LiveSessionIdParamsSchema,
          body: LiveAttendanceCodeBodySchema,
          response: { 200: LivePresenceSchema, ...errors },
        },
      },
      async (request) =>
        room.enterCode(requireIdentity(request), request.params.sessionId, request.body.code),
    );

    app.get(
      '/live/sessions/:sessionId/questions',
      {
        config: signedIn,
        schema: {
          tags,
          summary: 'The room’s questions, oldest first (with staff answers)',
          description: ACCESS,
          params: LiveSessionIdParamsSchema,
          response: { 200: LiveQuestionListSchema, ...errors },
        },
      },
      async (request) => room.questions(requireIdentity(request), request.params.sessionId),
    );

    app.post(
      '/live/sessions/:sessionId/questions',
      {
        config: signedIn,
        schema: {
          tags,
          summary: 'Ask the room a question (3–500 characters; at most 20 per lawyer and session)',
          description: `${ACCESS} 409 LIVE_QUESTION_LIMIT after 20.`,
          params: LiveSessionIdParamsSchema,
          body: AskQuestionBodySchema,
          response: { 201: LiveQuestionSchema, 409: ErrorBodySchema, ...errors },
        },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send(await room.ask(requireIdentity(request), request.params.sessionId, request.body.text)),
    );
  };
}
