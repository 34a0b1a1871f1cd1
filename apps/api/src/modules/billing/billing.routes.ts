import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CheckoutRequestSchema,
  CheckoutResponseSchema,
  ErrorBodySchema,
  PaymentSessionQuerySchema,
  PaymentSessionSchema,
  PortalSessionResponseSchema,
} from '@counsel/contracts';
import { requireIdentity } from '../../plugins/route-access.js';
import type { BillingService } from './billing.service.js';
import type { PaymentEventsService } from './payment-events.service.js';
import { errorResponses } from '../../plugins/error-responses.js';

const errors = errorResponses(400, 401, 403, 404, 409, 429, 503);

const CourseCheckoutParamsSchema = z.object({ courseId: z.string().min(1).max(200) });
const WebhookReceivedSchema = z.object({ received: z.literal(true) }).meta({ id: 'WebhookReceived' });

/**
 * Checkout, portal and result page (signed-in; the caller is always the buyer) and the payment webhook
 * (public: the signature is the authentication).
 */
export function billingRoutes(service: BillingService, events: PaymentEventsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/subscription/checkout',
      {
        config: { access: 'signed-in' },
        schema: {
          tags: ['billing'],
          summary: 'Start a membership checkout; the browser then navigates to checkout_url',
          body: CheckoutRequestSchema,
          response: { 200: CheckoutResponseSchema, ...errors },
        },
      },
      async (request) => service.startMembershipCheckout(requireIdentity(request).subject, request.body),
    );

    app.post(
      '/courses/:courseId/checkout',
      {
        config: { access: 'signed-in' },
        schema: {
          tags: ['billing'],
          summary: 'Buy one course outright (users without a membership)',
          params: CourseCheckoutParamsSchema,
          response: { 200: CheckoutResponseSchema, ...errors },
        },
      },
      async (request) =>
        service.startCourseCheckout(requireIdentity(request).subject, request.params.courseId),
    );

    app.post(
      '/subscription/create-portal-session',
      {
        config: { access: 'signed-in' },
        schema: {
          tags: ['billing'],
          summary: 'Open the customer portal (invoices, plan, seats, cancel, card); returns portal_url',
          response: { 200: PortalSessionResponseSchema, ...errors },
        },
      },
      async (request) => service.createPortalSession(requireIdentity(request).subject),
    );

    app.get(
      '/payment/session',
      {
        config: { access: 'signed-in' },
        schema: {
          tags: ['billing'],
          summary: "The result page's data: paid, pending (webhook not landed yet) or failed",
          querystring: PaymentSessionQuerySchema,
          response: { 200: PaymentSessionSchema, ...errors },
        },
      },
      async (request) => service.getPaymentSession(requireIdentity(request).subject, request.query.sessionId),
    );

    // The webhook reads its body raw: the signature covers the exact bytes.
    await app.register(async (scope) => {
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser(
        '*',
        { parseAs: 'buffer', bodyLimit: 512 * 1024 },
        (_request, body, done) => {
          done(null, body);
        },
      );
      scope.post(
        '/webhooks/stripe',
        {
          config: { access: 'public' },
          schema: {
            tags: ['billing'],
            summary: 'Payment events (Stripe, or the sandbox signing the Stripe way); signature verified',
            response: {
              200: WebhookReceivedSchema,
              400: ErrorBodySchema,
              429: ErrorBodySchema,
              503: ErrorBodySchema,
            },
          },
        },
        async (request) => {
          const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
          const signature = request.headers['stripe-signature'];
          await events.receiveEvent(raw, typeof signature === 'string' ? signature : undefined);
          return { received: true as const };
        },
      );
    });
  };
}
