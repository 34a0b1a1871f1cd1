import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CheckoutOutcome } from './sandbox-checkout.js';
import {
  checkoutCompletePage,
  checkoutExpiredPage,
  checkoutNotFoundPage,
  checkoutPage,
  confirmPage,
} from './sandbox-checkout-pages.js';
import { portalExpiredPage, portalNotFoundPage, portalPage } from './sandbox-portal-pages.js';
import { portalPath, type SandboxPaymentProvider } from './sandbox-payment-provider.js';
import { PORTAL_ACTIONS, type PortalActionName, type PortalOutcome } from './sandbox-portal.js';

/**
 * The sandbox provider's hosted pages, at /sandbox/* (full paths: register this plugin without a prefix). The app
 * registers them only while the sandbox is the active payment provider. They are pages for people, not part of the
 * API contract: public (like Stripe's hosted pages, the unguessable session id or the signed portal link is the
 * key), hidden from OpenAPI, HTML answers only, forms posted as application/x-www-form-urlencoded.
 */
const HTML = 'text/html; charset=utf-8';
const FORM = 'application/x-www-form-urlencoded';
const FORM_BODY_LIMIT = 16 * 1024;

const SessionParamsSchema = z.object({ sessionId: z.string() });
const PortalParamsSchema = z.object({ portalId: z.string() });
const HtmlResponses = {
  200: z.string(),
  402: z.string(),
  404: z.string(),
  409: z.string(),
  410: z.string(),
  422: z.string(),
};

type FormFields = Record<string, string | undefined>;

function formFields(body: unknown): FormFields {
  return typeof body === 'object' && body !== null ? (body as FormFields) : {};
}

/** A single query parameter (a repeated one counts as missing). */
function queryValue(query: unknown, name: string): string | undefined {
  const value =
    typeof query === 'object' && query !== null ? (query as Record<string, unknown>)[name] : undefined;
  return typeof value === 'string' ? value : undefined;
}

function sendHtml(reply: FastifyReply, status: number, html: string) {
  return reply.status(status).type(HTML).header('cache-control', 'no-store').send(html);
}

export function sandboxRoutes(provider: SandboxPaymentProvider): FastifyPluginAsyncZod {
  const { appUrl } = provider;

  function answerCheckout(reply: FastifyReply, outcome: CheckoutOutcome, posted: boolean) {
    switch (outcome.kind) {
      case 'not-found':
        return sendHtml(reply, 404, checkoutNotFoundPage(appUrl));
      case 'complete':
        return sendHtml(reply, posted ? 409 : 200, checkoutCompletePage(outcome.view));
      case 'expired':
        return sendHtml(reply, posted ? 409 : 410, checkoutExpiredPage(outcome.view));
      case 'open':
        return sendHtml(reply, 200, checkoutPage(outcome.view, { error: outcome.view.session.lastError }));
      case 'invalid-card':
        return sendHtml(
          reply,
          422,
          checkoutPage(outcome.view, { error: outcome.message, cardNumber: outcome.cardNumber }),
        );
      case 'declined':
        return sendHtml(
          reply,
          402,
          checkoutPage(outcome.view, { error: outcome.message, cardNumber: outcome.cardNumber }),
        );
      case 'not-confirmed':
        return sendHtml(reply, 402, checkoutPage(outcome.view, { error: outcome.message }));
      case 'requires-confirmation':
        return sendHtml(reply, 200, confirmPage(outcome.view, outcome.cardNumber));
      case 'paid':
        return reply.header('cache-control', 'no-store').redirect(outcome.view.successUrl, 303);
    }
  }

  function answerPortal(reply: FastifyReply, outcome: PortalOutcome, token: string, returnUrl: string) {
    switch (outcome.kind) {
      case 'invalid':
        return sendHtml(reply, 404, portalNotFoundPage(appUrl));
      case 'expired':
        return sendHtml(reply, 410, portalExpiredPage(outcome.returnUrl));
      case 'refused':
        return sendHtml(reply, outcome.status, portalPage(outcome.view, { error: outcome.message }));
      case 'done':
        return reply
          .header('cache-control', 'no-store')
          .redirect(`${portalPath(token, returnUrl)}&done=${outcome.action}`, 303);
    }
  }

  return async (app) => {
    // HTML forms post url-encoded bodies; only these routes (this encapsulated plugin) accept them.
    if (!app.hasContentTypeParser(FORM)) {
      app.addContentTypeParser(
        FORM,
        { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
        (_request, body, done) => {
          done(
            null,
            Object.fromEntries(new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8'))),
          );
        },
      );
    }

    app.get(
      '/sandbox/checkout/:sessionId',
      {
        config: { access: 'public' },
        schema: {
          hide: true,
          summary: 'Sandbox payments: the hosted checkout page (HTML)',
          params: SessionParamsSchema,
          response: HtmlResponses,
        },
      },
      async (request, reply) =>
        answerCheckout(reply, await provider.checkout.show(request.params.sessionId), false),
    );

    app.post(
      '/sandbox/checkout/:sessionId/pay',
      {
        config: { access: 'public' },
        schema: {
          hide: true,
          summary: 'Sandbox payments: pay a checkout with a test card (HTML form)',
          params: SessionParamsSchema,
          response: HtmlResponses,
        },
      },
      async (request, reply) => {
        const fields = formFields(request.body);
        const outcome = await provider.checkout.pay(request.params.sessionId, fields.cardNumber);
        return answerCheckout(reply, outcome, true);
      },
    );

    app.post(
      '/sandbox/checkout/:sessionId/confirm',
      {
        config: { access: 'public' },
        schema: {
          hide: true,
          summary: 'Sandbox payments: confirm or cancel a payment that asked for confirmation (HTML form)',
          params: SessionParamsSchema,
          response: HtmlResponses,
        },
      },
      async (request, reply) => {
        const fields = formFields(request.body);
        const outcome = await provider.checkout.confirm(
          request.params.sessionId,
          fields.cardNumber,
          fields.decision,
        );
        return answerCheckout(reply, outcome, true);
      },
    );

    app.get(
      '/sandbox/portal/:portalId',
      {
        config: { access: 'public' },
        schema: {
          hide: true,
          summary: 'Sandbox payments: the customer portal (HTML)',
          params: PortalParamsSchema,
          response: HtmlResponses,
        },
      },
      async (request, reply) => {
        const returnUrl = queryValue(request.query, 'return_url') ?? '';
        const lookup = await provider.portal.show(request.params.portalId, returnUrl);
        if (lookup.kind !== 'ok') return answerPortal(reply, lookup, request.params.portalId, returnUrl);
        const done = queryValue(request.query, 'done');
        const notice = PORTAL_ACTIONS.find((action) => action === done) ?? null;
        return sendHtml(reply, 200, portalPage(lookup.view, { notice }));
      },
    );

    for (const action of PORTAL_ACTIONS) {
      app.post(
        `/sandbox/portal/:portalId/${action}`,
        {
          config: { access: 'public' },
          schema: {
            hide: true,
            summary: `Sandbox payments: portal action "${action}"${action === 'cancel-now' ? ' (sandbox only)' : ''} (HTML form)`,
            params: PortalParamsSchema,
            response: HtmlResponses,
          },
        },
        async (request, reply) => {
          const returnUrl = queryValue(request.query, 'return_url') ?? '';
          const fields = formFields(request.body);
          const outcome = await provider.portal.act(request.params.portalId, returnUrl, {
            type: action satisfies PortalActionName,
            subscriptionId: fields.subscriptionId,
            quantity: fields.quantity,
            priceId: fields.priceId,
            cardNumber: fields.cardNumber,
          });
          return answerPortal(reply, outcome, request.params.portalId, returnUrl);
        },
      );
    }
  };
}
