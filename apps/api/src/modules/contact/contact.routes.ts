import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ContactInboxPageSchema,
  ContactInboxQuerySchema,
  ContactMessageParamsSchema,
  ContactMessageSchema,
  ContactReceiptSchema,
  ContactReplyInputSchema,
  ContactRequestSchema,
  ContactStatusInputSchema,
  type ContactReceipt,
} from '@counsel/contracts';
import { errorResponses } from '../../plugins/error-responses.js';
import { requireIdentity } from '../../plugins/route-access.js';
import { createContactCounter } from './contact-rate-limit.js';
import type { ContactService } from './contact.service.js';

const staff = { access: 'staff' as const };
const tags = ['contact'];

const RECEIPT: ContactReceipt = {
  received: true,
  message: 'Thank you. We received your message and sent you a copy by e-mail.',
};

/** The public contact form and the staff's contact inbox (docs/product-rules.md#contact-form). */
export function contactRoutes(service: ContactService, messagesPerIp?: number): FastifyPluginAsyncZod {
  return async (app) => {
    const countMessage = createContactCounter(app, messagesPerIp);
    app.post(
      '/contact-us',
      {
        config: { access: 'public' },
        preHandler: countMessage,
        schema: {
          tags,
          summary: 'Send a message to the Counsel CLE team',
          description:
            'Stored, acknowledged to the sender by e-mail and forwarded to the staff address. `website` must be ' +
            'left empty. At most CONTACT_MESSAGES_PER_IP messages per client address per hour (429 RATE_LIMITED).',
          body: ContactRequestSchema,
          response: { 202: ContactReceiptSchema, ...errorResponses(400, 429) },
        },
      },
      async (request, reply) => {
        await service.submit(request.body);
        return reply.status(202).send(RECEIPT);
      },
    );

    app.get(
      '/staff/contact-messages',
      {
        config: staff,
        schema: {
          tags,
          summary: 'The contact inbox: messages newest first, by status and search',
          querystring: ContactInboxQuerySchema,
          response: { 200: ContactInboxPageSchema, ...errorResponses(400, 401, 403, 429) },
        },
      },
      async (request) => service.inbox(request.query),
    );
    app.get(
      '/staff/contact-messages/:id',
      {
        config: staff,
        schema: {
          tags,
          summary: 'One contact message with its replies',
          params: ContactMessageParamsSchema,
          response: { 200: ContactMessageSchema, ...errorResponses(400, 401, 403, 404, 429) },
        },
      },
      async (request) => service.message(request.params.id),
    );
    app.put(
      '/staff/contact-messages/:id/status',
      {
        config: staff,
        schema: {
          tags,
          summary: "Set a contact message's status (NEW, ANSWERED, CLOSED)",
          params: ContactMessageParamsSchema,
          body: ContactStatusInputSchema,
          response: { 200: ContactMessageSchema, ...errorResponses(400, 401, 403, 404, 429) },
        },
      },
      async (request) =>
        service.changeStatus(requireIdentity(request), request.params.id, request.body.status),
    );
    app.post(
      '/staff/contact-messages/:id/replies',
      {
        config: staff,
        schema: {
          tags,
          summary: 'Reply to the sender by e-mail (the message becomes ANSWERED)',
          params: ContactMessageParamsSchema,
          body: ContactReplyInputSchema,
          response: { 201: ContactMessageSchema, ...errorResponses(400, 401, 403, 404, 429) },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await service.reply(requireIdentity(request), request.params.id, request.body.body)),
    );
  };
}
