import Stripe from 'stripe';
import { z } from 'zod';
import type { QueuePolicy } from '../../jobs/job-queue.js';

/**
 * Sends one signed webhook delivery to the real webhook route (POST /api/webhooks/stripe) and resolves when it
 * was accepted. It fails by throwing, or by answering a status outside 2xx (an `app.inject` response may be
 * returned as is).
 */
export type SandboxDeliver = (rawBody: string, signatureHeader: string) => Promise<unknown>;

function statusCodeOf(result: unknown): number | undefined {
  if (typeof result !== 'object' || result === null || !('statusCode' in result)) return undefined;
  return typeof result.statusCode === 'number' ? result.statusCode : undefined;
}

/** The parts of a pino / Fastify logger the delivery uses. */
export interface SandboxLogger {
  warn(details: Record<string, unknown>, message: string): void;
  error(details: Record<string, unknown>, message: string): void;
}

const consoleLogger: SandboxLogger = {
  warn: (details, message) => console.warn(message, details),
  error: (details, message) => console.error(message, details),
};

export interface SandboxDeliveryOptions {
  webhookSecret: string;
  deliver: SandboxDeliver;
  log?: SandboxLogger;
}

/** The pg-boss queue of the sandbox's outgoing webhooks: one job per write, holding the events it emitted. */
export const SANDBOX_WEBHOOKS_QUEUE = 'sandbox-webhooks';

/**
 * Retries like a (much faster) Stripe: 1 s, 2 s, 4 s ... for about an hour, then the job fails; the state is not
 * lost with it, since the webhook handler re-reads sessions and subscriptions from the sandbox store.
 */
export const SANDBOX_WEBHOOKS_POLICY: QueuePolicy = {
  expireInSeconds: 60,
  retryLimit: 12,
  retryDelaySeconds: 1,
  retryBackoff: true,
  policy: 'stately',
};

const SandboxWebhooksJobSchema = z.object({
  events: z.array(z.looseObject({ id: z.string(), type: z.string() })).min(1),
});

/**
 * The sandbox's outgoing webhooks, delivered by a job (ADR 009): the events of one write are sent in the order they
 * were emitted (so `customer.subscription.created` reaches the route before `checkout.session.completed`), each
 * signed the Stripe way (`Stripe.webhooks.generateTestHeaderString`: `t=<now>,v1=<HMAC-SHA256>`) with a fresh
 * timestamp per attempt. A failed delivery fails the job, and pg-boss retries it (events already accepted are
 * delivered again: the webhook route records each event id once).
 */
export class SandboxEventDelivery {
  private readonly log: SandboxLogger;

  constructor(private readonly options: SandboxDeliveryOptions) {
    this.log = options.log ?? consoleLogger;
  }

  /** The job: delivers every event of one write, in order; throws (so the job is retried) on the first failure. */
  async deliverJob(data: unknown): Promise<void> {
    const { events } = SandboxWebhooksJobSchema.parse(data);
    for (const event of events) await this.deliverOne(event);
  }

  /** The Stripe-Signature header of a payload, as Stripe computes it. */
  sign(payload: string, timestamp?: number): string {
    return Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: this.options.webhookSecret,
      ...(timestamp === undefined ? {} : { timestamp }),
    });
  }

  /** Sends one event; throws when the route did not accept it (an error, or an answer outside 2xx). */
  async deliverOne(event: { id: string; type: string }): Promise<void> {
    const payload = JSON.stringify(event);
    let failure: unknown;
    try {
      const status = statusCodeOf(await this.options.deliver(payload, this.sign(payload)));
      if (status === undefined || (status >= 200 && status < 300)) return;
      failure = new Error(`The webhook route answered ${status}`);
    } catch (error) {
      failure = error;
    }
    this.log.warn({ eventId: event.id, type: event.type, err: failure }, 'sandbox webhook delivery failed');
    throw failure instanceof Error ? failure : new Error(String(failure));
  }
}

/** What the app passes as `deliver`: the event goes through the real webhook route, in process. */
export function injectInto(
  app: {
    inject(options: {
      method: 'POST';
      url: string;
      headers: Record<string, string>;
      payload: string;
    }): Promise<{ statusCode: number }>;
  },
  url = '/api/webhooks/stripe',
): SandboxDeliver {
  return async (rawBody, signatureHeader) =>
    app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json', 'stripe-signature': signatureHeader },
      payload: rawBody,
    });
}
