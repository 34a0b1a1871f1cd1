import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CalendarFeedSchema,
  CalendarFeedTokenParamsSchema,
  CourseIdParamsSchema,
  ErrorBodySchema,
  LiveRegistrationIdParamsSchema,
  LiveRegistrationListSchema,
  LiveRegistrationSchema,
  LiveRegistrationsQuerySchema,
  LiveSessionIdParamsSchema,
  LiveSessionListSchema,
  ZoomSignatureQuerySchema,
  ZoomSignatureSchema,
  ZoomWebinarListSchema,
} from '@counsel/contracts';
import { requireIdentity } from '../../plugins/route-access.js';
import { errorResponses } from '../../plugins/error-responses.js';
import { escapeHtml } from '../../integrations/mail/escape-html.js';
import type { LiveCalendar } from './live-calendar.js';
import type { LiveJoinService } from './live-join.service.js';
import type { LiveMail } from './live-mail.js';
import type { LiveService } from './live.service.js';

const errors = errorResponses(400, 401, 403, 404, 429);
const signedIn = { access: 'signed-in' as const };
const tags = ['live'];
const ICS = 'text/calendar; charset=utf-8';

/** Live webinars: sessions, registration, the spec's Zoom calls and the calendar files (docs/product-rules.md#live-webinars). */
/** The small page the unsubscribe link opens (an e-mail link is a GET: it asks, the button POSTs). */
function unsubscribePage(title: string, body: string, form?: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)} · Counsel CLE</title></head><body style="font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;color:#1f2933"><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(body)}</p>${form ?? ''}<p><a href="/dashboard/settings">Settings</a></p></main></body></html>`;
}

export function liveRoutes(
  service: LiveService,
  join: LiveJoinService,
  calendar: LiveCalendar,
  mail: LiveMail,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/live/courses/:courseId/sessions',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: 'The sessions of a live course still open to register (their join window has not closed)',
          description: '409 NOT_A_LIVE_COURSE for an on-demand course.',
          params: CourseIdParamsSchema,
          response: { 200: LiveSessionListSchema, 409: ErrorBodySchema, ...errors },
        },
      },
      async (request) => service.listSessions(request.params.courseId),
    );

    app.get(
      '/live/registrations',
      {
        config: signedIn,
        schema: {
          tags,
          summary:
            'My registrations whose session is not completed, by start (`courseId` narrows to one course)',
          querystring: LiveRegistrationsQuerySchema,
          response: { 200: LiveRegistrationListSchema, 409: ErrorBodySchema, ...errors },
        },
      },
      async (request) => service.listMyRegistrations(requireIdentity(request), request.query.courseId),
    );

    app.post(
      '/live/sessions/:sessionId/registration',
      {
        config: signedIn,
        schema: {
          tags,
          summary: 'Register for a session (enrolls in its course first)',
          description:
            '201 with the registration, 200 when already registered for this session. A registration for another ' +
            'session of the course moves here. 403 MEMBERSHIP_REQUIRED without a membership, firm seat or purchase ' +
            'of the course; 403 ENROLLMENT_INACTIVE while the membership has lapsed; 409 LIVE_SESSION_FULL ' +
            '(details.capacity); 409 LIVE_SESSION_ENDED once the join window closed.',
          params: LiveSessionIdParamsSchema,
          response: {
            200: LiveRegistrationSchema,
            201: LiveRegistrationSchema,
            409: ErrorBodySchema,
            ...errors,
          },
        },
      },
      async (request, reply) => {
        const { registration, created } = await service.register(
          requireIdentity(request),
          request.params.sessionId,
        );
        return reply.code(created ? 201 : 200).send(registration);
      },
    );

    app.delete(
      '/live/sessions/:sessionId/registration',
      {
        config: signedIn,
        schema: {
          tags,
          summary: 'Cancel my registration for a session, before it starts',
          description:
            '404 LIVE_REGISTRATION_NOT_FOUND when not registered; 409 LIVE_SESSION_STARTED after the start.',
          params: LiveSessionIdParamsSchema,
          response: { 200: LiveRegistrationSchema, 409: ErrorBodySchema, ...errors },
        },
      },
      async (request) => service.cancel(requireIdentity(request), request.params.sessionId),
    );

    app.get(
      '/live/registrations/:registrationId/calendar.ics',
      {
        config: signedIn,
        schema: {
          tags,
          summary: 'The iCalendar file of one of my registrations (RFC 5545, 15-minute alarm)',
          params: LiveRegistrationIdParamsSchema,
          response: { 200: z.string().describe(ICS), ...errors },
        },
      },
      async (request, reply) => {
        const file = await calendar.registrationFile(requireIdentity(request), request.params.registrationId);
        return reply
          .header('Content-Type', ICS)
          .header('Content-Disposition', 'attachment; filename="live-session.ics"')
          .header('Cache-Control', 'private, no-store')
          .send(file);
      },
    );

    app.get(
      '/live/calendar-feed',
      {
        config: signedIn,
        schema: {
          tags,
          summary: 'Whether my private calendar feed is active',
          response: { 200: CalendarFeedSchema, ...errors },
        },
      },
      async (request) => calendar.feedStatus(requireIdentity(request)),
    );

    app.post(
      '/live/calendar-feed',
      {
        config: signedIn,
        schema: {
          tags,
          summary:
            'Make a new private calendar feed address (shown this once; any earlier one stops working)',
          response: { 200: CalendarFeedSchema, ...errors },
        },
      },
      async (request) => calendar.createFeed(requireIdentity(request)),
    );

    app.delete(
      '/live/calendar-feed',
      {
        config: signedIn,
        schema: {
          tags,
          summary: 'Revoke my private calendar feed address',
          response: { 200: CalendarFeedSchema, ...errors },
        },
      },
      async (request) => calendar.revokeFeed(requireIdentity(request)),
    );

    app.get(
      '/live/calendar/:token',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: 'A private calendar feed (the secret address is the credential)',
          description: '404 CALENDAR_FEED_NOT_FOUND for an unknown or revoked address.',
          params: CalendarFeedTokenParamsSchema,
          response: { 200: z.string().describe(ICS), ...errors },
        },
      },
      async (request, reply) => {
        const file = await calendar.feed(request.params.token.slice(0, -'.ics'.length));
        return reply.header('Content-Type', ICS).header('Cache-Control', 'private, max-age=300').send(file);
      },
    );

    app.get(
      '/zoom/signature',
      {
        config: signedIn,
        schema: {
          tags,
          summary: 'Join a live session: the Meeting SDK signature for my registered session of the course',
          description:
            'Inside the join window (5 minutes before start to 3 hours after) for a lawyer registered for the ' +
            "course's session: {meetingNumber, signature, password, appKey} and who joins; kept 60 s per user and " +
            'session. 403 LIVE_NOT_REGISTERED, 403 LIVE_JOIN_TOO_EARLY (details.startsAt, details.joinOpensAt), ' +
            '403 LIVE_JOIN_CLOSED; 409 NOT_A_LIVE_COURSE.',
          querystring: ZoomSignatureQuerySchema,
          response: { 200: ZoomSignatureSchema, 409: ErrorBodySchema, ...errors },
        },
      },
      async (request, reply) => {
        const signature = await join.signature(requireIdentity(request), request.query.courseId);
        return reply.header('Cache-Control', 'private, no-store').send(signature);
      },
    );

    app.get(
      '/zoom/webinars',
      {
        config: signedIn,
        schema: {
          tags,
          summary: 'Upcoming live sessions I can join or register for (Zoom’s list when configured)',
          response: { 200: ZoomWebinarListSchema, ...errors },
        },
      },
      async (request) => join.webinars(requireIdentity(request)),
    );

    const unsubscribeQuery = z.object({ token: z.string().min(1).max(200) });
    const html = (reply: import('fastify').FastifyReply, status: number, page: string) =>
      reply
        .code(status)
        .header('Content-Type', 'text/html; charset=utf-8')
        .header('Cache-Control', 'no-store')
        .send(page);

    app.get(
      '/live/reminders/unsubscribe',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: 'The page of a reminder’s unsubscribe link: asks to confirm (an HTML page)',
          description: '400 UNSUBSCRIBE_LINK_INVALID for an altered or made-up link.',
          querystring: unsubscribeQuery,
          response: { 200: z.string().describe('text/html'), ...errors },
        },
      },
      async (request, reply) => {
        mail.checkUnsubscribe(request.query.token);
        const action = `/api/live/reminders/unsubscribe?token=${encodeURIComponent(request.query.token)}`;
        return html(
          reply,
          200,
          unsubscribePage(
            'Stop session reminders?',
            'You will no longer get the e-mails a day and 15 minutes before your live sessions. Registration ' +
              'confirmations and your calendar files are not affected.',
            `<form method="post" action="${escapeHtml(action)}"><button type="submit">Stop reminders</button></form>`,
          ),
        );
      },
    );

    app.post(
      '/live/reminders/unsubscribe',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: 'One click: stop every session reminder for the link’s lawyer (RFC 8058 style POST)',
          description: '400 UNSUBSCRIBE_LINK_INVALID for an altered or made-up link.',
          querystring: unsubscribeQuery,
          response: { 200: z.string().describe('text/html'), ...errors },
        },
      },
      async (request, reply) => {
        await mail.unsubscribe(request.query.token);
        return html(
          reply,
          200,
          unsubscribePage(
            'Reminders stopped',
            'You will no longer get e-mail reminders before your live sessions.',
          ),
        );
      },
    );
  };
}
