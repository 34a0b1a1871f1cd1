import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBodySchema } from '@counsel/contracts';
import type { DevMailboxService } from './dev-mailbox.service.js';

/**
 * The development mailbox pages, under /dev (registered by app.ts only when config.mailOutboxUi). They are HTML
 * for people, not part of the API contract, so their schemas live here and they stay out of the OpenAPI document.
 */
const MessageParamsSchema = z.object({ messageId: z.string() });
const AttachmentParamsSchema = MessageParamsSchema.extend({ index: z.coerce.number().int().min(0).max(20) });
const HTML = 'text/html; charset=utf-8';

export function devMailboxRoutes(service: DevMailboxService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/mailbox',
      {
        config: { access: 'public' },
        schema: {
          hide: true,
          summary: 'Development mailbox: the outbox, newest first (HTML)',
          response: { 200: z.string(), 429: ErrorBodySchema },
        },
      },
      async (_request, reply) => {
        const html = await service.showMailbox();
        return reply.type(HTML).header('cache-control', 'no-store').send(html);
      },
    );

    app.get(
      '/mailbox/:messageId',
      {
        config: { access: 'public' },
        schema: {
          hide: true,
          summary: 'Development mailbox: one message, HTML and text parts (HTML)',
          params: MessageParamsSchema,
          response: { 200: z.string(), 404: ErrorBodySchema, 429: ErrorBodySchema },
        },
      },
      async (request, reply) => {
        const html = await service.showMessage(request.params.messageId);
        return reply.type(HTML).header('cache-control', 'no-store').send(html);
      },
    );

    app.get(
      '/mailbox/:messageId/attachments/:index',
      {
        config: { access: 'public' },
        schema: {
          hide: true,
          summary: 'Development mailbox: one attachment of a message, as a download',
          params: AttachmentParamsSchema,
          response: { 200: z.string(), 400: ErrorBodySchema, 404: ErrorBodySchema, 429: ErrorBodySchema },
        },
      },
      async (request, reply) => {
        const found = await service.attachment(request.params.messageId, request.params.index);
        const filename = found.filename.replace(/[^\w.-]/g, '_');
        return reply
          .type(found.contentType)
          .header('content-disposition', `attachment; filename="${filename}"`)
          .header('cache-control', 'no-store')
          .send(found.content);
      },
    );
  };
}
