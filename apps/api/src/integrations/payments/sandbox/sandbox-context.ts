import { quoteSeats } from '@counsel/domain';
import type { StripeEvent } from '../stripe-wire/stripe-objects.js';
import type { SandboxPrice, SandboxSessionRow, SandboxStore } from './sandbox-store.js';

/** What a write of the sandbox produced: a value for the page, and the events that describe it. */
export interface SandboxWrite<T> {
  value: T;
  events: StripeEvent[];
}

/** What the sandbox's checkout and portal share: the store, the clock, and the way out for events. */
export interface SandboxContext {
  store: SandboxStore;
  /** APP_URL without a trailing slash. */
  appUrl: string;
  webhookSecret: string;
  now: () => Date;
  /**
   * Runs `work` in one store transaction and queues its events for delivery in that same transaction (a job in the
   * database, delivered with retries, like a real provider's webhooks): a crash loses neither the state nor them.
   */
  commit: <T>(work: (store: SandboxStore) => Promise<SandboxWrite<T>>) => Promise<T>;
}

/** The end of a billing period that starts at `start`: one calendar month or year later (day clamped, like Stripe). */
export function addInterval(start: Date, interval: 'month' | 'year'): Date {
  const months = interval === 'year' ? 12 : 1;
  const target = new Date(start.getTime());
  const day = start.getUTCDate();
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0, 0, 0, 0, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target;
}

/**
 * What a price costs for `quantity` seats, in cents: the unit amount, or the unit amount of the volume tier the
 * quantity falls in (every seat at that tier's rate). Null when no tier covers it.
 */
export function priceAmountCents(price: SandboxPrice, quantity: number): number | null {
  if (price.unitAmountCents !== null) return price.unitAmountCents * quantity;
  return quoteSeats(price.tiers, quantity)?.totalCents ?? null;
}

/** The success URL with Stripe's `{CHECKOUT_SESSION_ID}` template variable filled in. */
export function successUrlOf(session: Pick<SandboxSessionRow, 'id' | 'successUrl'>): string {
  return session.successUrl.split('{CHECKOUT_SESSION_ID}').join(encodeURIComponent(session.id));
}

/** Only absolute http(s) URLs are accepted for redirects and links (no javascript:, no relative paths). */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}
