import Stripe from 'stripe';
import type { SandboxEvent } from './sandbox-events.js';

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

/** Waits between attempts: a first retry soon, then longer (Stripe retries for days; the sandbox for seconds). */
export const DEFAULT_RETRY_DELAYS_MS: readonly number[] = [500, 2_000, 8_000];

const consoleLogger: SandboxLogger = {
  warn: (details, message) => console.warn(message, details),
  error: (details, message) => console.error(message, details),
};

export interface SandboxDeliveryOptions {
  webhookSecret: string;
  deliver: SandboxDeliver;
  retryDelaysMs?: readonly number[];
  log?: SandboxLogger;
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => {
    // Unref'd: a retry pending at shutdown does not keep the process alive.
    setTimeout(resolve, ms).unref();
  });
}

/**
 * The sandbox's outgoing webhooks. Events are sent after the store's writes committed, one at a time in the order
 * they were queued (so `customer.subscription.created` reaches the route before `checkout.session.completed`), each
 * signed the Stripe way (`Stripe.webhooks.generateTestHeaderString`: `t=<now>,v1=<HMAC-SHA256>`) with a fresh
 * timestamp per attempt. A failed attempt is logged and retried; after the last retry the event is logged as lost —
 * the state is not, since the webhook handler re-reads sessions and subscriptions from the sandbox store.
 */
export class SandboxEventDelivery {
  private tail: Promise<void> = Promise.resolve();
  private readonly retryDelaysMs: readonly number[];
  private readonly log: SandboxLogger;

  constructor(private readonly options: SandboxDeliveryOptions) {
    this.retryDelaysMs = options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
    this.log = options.log ?? consoleLogger;
  }

  /** Queues the events; the promise settles when they have been delivered or given up (it never rejects). */
  send(events: SandboxEvent[]): Promise<void> {
    const run = this.tail.then(async () => {
      for (const event of events) await this.deliverOne(event);
    });
    this.tail = run.catch((error: unknown) => {
      this.log.error({ err: error }, 'sandbox webhook delivery stopped unexpectedly');
    });
    return this.tail;
  }

  /** Resolves once everything queued so far (and anything queued meanwhile) has been delivered or given up. */
  async idle(): Promise<void> {
    let current: Promise<void>;
    do {
      current = this.tail;
      await current;
    } while (current !== this.tail);
  }

  /** The Stripe-Signature header of a payload, as Stripe computes it. */
  sign(payload: string, timestamp?: number): string {
    return Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: this.options.webhookSecret,
      ...(timestamp === undefined ? {} : { timestamp }),
    });
  }

  private async deliverOne(event: SandboxEvent): Promise<void> {
    const payload = JSON.stringify(event);
    for (let attempt = 1; ; attempt += 1) {
      let failure: unknown;
      try {
        const status = statusCodeOf(await this.options.deliver(payload, this.sign(payload)));
        if (status === undefined || (status >= 200 && status < 300)) return;
        failure = new Error(`The webhook route answered ${status}`);
      } catch (error) {
        failure = error;
      }
      const delay = this.retryDelaysMs[attempt - 1];
      const details = { eventId: event.id, type: event.type, attempt, err: failure };
      if (delay === undefined) {
        this.log.error(details, 'sandbox webhook delivery failed; giving up on this event');
        return;
      }
      this.log.warn({ ...details, retryInMs: delay }, 'sandbox webhook delivery failed; retrying');
      await sleep(delay);
    }
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
