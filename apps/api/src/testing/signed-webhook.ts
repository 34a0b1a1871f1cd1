import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import Stripe from 'stripe';

/** POSTs a payload to the payment webhook route, signed the Stripe way with `secret` (the sandbox's, in tests). */
export function deliverSignedWebhook(
  app: FastifyInstance,
  payload: string,
  secret: string,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/webhooks/stripe',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret }),
    },
    payload,
  });
}
