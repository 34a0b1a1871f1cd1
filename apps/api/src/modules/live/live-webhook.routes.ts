import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZoomWebhookAnswerSchema } from '@counsel/contracts';
import { errorResponses } from '../../plugins/error-responses.js';
import type { LiveZoomEventsService } from './live-zoom-events.service.js';

/** The most a Zoom delivery may weigh (participant events are about 1 KB). */
const ZOOM_WEBHOOK_BODY_LIMIT = 64 * 1024;

function header(value: string | string[] | undefined): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/** POST /api/webhooks/zoom: Zoom's participant events and URL validation, read raw (the signature covers the bytes). */
export function liveWebhookRoutes(zoom: LiveZoomEventsService): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(async (scope) => {
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser(
        '*',
        { parseAs: 'buffer', bodyLimit: ZOOM_WEBHOOK_BODY_LIMIT },
        (_request, body, done) => {
          done(null, body);
        },
      );
      scope.post(
        '/webhooks/zoom',
        {
          config: { access: 'public' },
          schema: {
            tags: ['live'],
            summary:
              'Zoom events: participant joined / left (attendance in sessions held on Zoom) and URL validation. ' +
              'Verified on the raw body (x-zm-signature v0 HMAC, x-zm-request-timestamp within 5 minutes): 400 ' +
              'WEBHOOK_SIGNATURE_INVALID otherwise; 404 NOT_FOUND while ZOOM_WEBHOOK_SECRET is unset. Each event ' +
              'is recorded once and applied by a job.',
            response: { 200: ZoomWebhookAnswerSchema, ...errorResponses(400, 404, 429, 503) },
          },
        },
        async (request) =>
          zoom.receive(Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0), {
            timestamp: header(request.headers['x-zm-request-timestamp']),
            signature: header(request.headers['x-zm-signature']),
          }),
      );
    });
  };
}
