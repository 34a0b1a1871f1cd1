import { CARD_DECLINED_MESSAGE, checkCardNumber } from './sandbox-cards.js';
import { addInterval, priceAmountCents, type SandboxContext } from './sandbox-context.js';
import {
  buildEvent,
  invoiceObject,
  previousAttributes,
  sandboxId,
  subscriptionObject,
} from './sandbox-events.js';
import type { StripeEvent } from '../stripe-wire/stripe-objects.js';
import { verifyPortalToken } from './sandbox-portal-token.js';
import type {
  SandboxInvoiceRow,
  SandboxPrice,
  SandboxSubscriptionPatch,
  SandboxSubscriptionRow,
} from './sandbox-store.js';

/** Seats of an enterprise subscription (the enterprise quote's range). */
export const MIN_SEATS = 2;
export const MAX_SEATS = 1000;

export const PORTAL_ACTIONS = [
  'cancel-at-period-end',
  'resume',
  'seats',
  'plan',
  'card',
  'cancel-now',
] as const;
export type PortalActionName = (typeof PORTAL_ACTIONS)[number];

/** A portal action with the form fields it was posted with. */
export interface PortalAction {
  type: PortalActionName;
  subscriptionId?: unknown;
  quantity?: unknown;
  priceId?: unknown;
  cardNumber?: unknown;
}

export interface PortalSubscriptionView {
  subscription: SandboxSubscriptionRow;
  price: SandboxPrice | undefined;
  /** What one period costs now, when the price says. */
  amountCents: number | null;
  /** The plan's other price (monthly ↔ annual), when there is one. */
  switchTo: { id: string; interval: 'month' | 'year' } | null;
  /** Enterprise plans are priced per seat: the seat count can change. */
  seatsEditable: boolean;
}

export interface PortalView {
  customerId: string;
  token: string;
  returnUrl: string;
  subscriptions: PortalSubscriptionView[];
  invoices: SandboxInvoiceRow[];
}

export type PortalLookup =
  { kind: 'invalid' } | { kind: 'expired'; returnUrl: string } | { kind: 'ok'; view: PortalView };

export type PortalOutcome =
  | Exclude<PortalLookup, { kind: 'ok' }>
  | { kind: 'done'; action: PortalActionName }
  | { kind: 'refused'; status: 402 | 404 | 409 | 422; message: string; view: PortalView };

function parseSeats(value: unknown): number | null {
  if (typeof value !== 'string' || !/^\s*\d{1,7}\s*$/.test(value)) return null;
  const seats = Number(value.trim());
  return seats >= MIN_SEATS && seats <= MAX_SEATS ? seats : null;
}

/**
 * The hosted customer portal (Stripe's Customer Portal, in the app): a customer's subscriptions and invoices,
 * scoped by a signed portal link. Every change is written to the store first, then the matching event is queued:
 * customer.subscription.updated (cancel at period end, resume, seats, plan, card; a plan change also bills the new
 * period: invoice.paid) or customer.subscription.deleted (the sandbox-only "end now").
 */
export class SandboxPortal {
  constructor(private readonly ctx: SandboxContext) {}

  async show(token: string, returnUrl: string): Promise<PortalLookup> {
    const check = verifyPortalToken(this.ctx.webhookSecret, token, returnUrl, this.ctx.now());
    if (check.kind === 'invalid') return { kind: 'invalid' };
    if (check.kind === 'expired') return { kind: 'expired', returnUrl };
    return { kind: 'ok', view: await this.viewOf(check.customerId, token, returnUrl) };
  }

  async act(token: string, returnUrl: string, action: PortalAction): Promise<PortalOutcome> {
    const lookup = await this.show(token, returnUrl);
    if (lookup.kind !== 'ok') return lookup;
    const { view } = lookup;
    const refuse = (status: 402 | 404 | 409 | 422, message: string): PortalOutcome => ({
      kind: 'refused',
      status,
      message,
      view,
    });

    const wanted = typeof action.subscriptionId === 'string' ? action.subscriptionId : undefined;
    const entry = wanted
      ? view.subscriptions.find((candidate) => candidate.subscription.id === wanted)
      : view.subscriptions.find((candidate) => candidate.subscription.status !== 'canceled');
    if (!entry) return refuse(404, 'There is no such subscription on this account.');
    const { subscription, price } = entry;
    if (subscription.status === 'canceled') {
      // Ending it again changes nothing; anything else is refused.
      return action.type === 'cancel-now'
        ? { kind: 'done', action: action.type }
        : refuse(409, 'This subscription has ended.');
    }

    const now = this.ctx.now();
    const { store } = this.ctx;
    const customerId = view.customerId;
    switch (action.type) {
      case 'cancel-at-period-end': {
        if (subscription.cancelAtPeriodEnd) break;
        // Stripe sets canceled_at to the time of the request when cancel_at_period_end is set.
        await this.update(subscription, price, { cancelAtPeriodEnd: true, canceledAt: now });
        break;
      }
      case 'resume': {
        if (!subscription.cancelAtPeriodEnd) break;
        await this.update(subscription, price, { cancelAtPeriodEnd: false, canceledAt: null });
        break;
      }
      case 'seats': {
        if (!entry.seatsEditable) return refuse(422, 'Only the enterprise plan is priced per seat.');
        const seats = parseSeats(action.quantity);
        if (seats === null) {
          return refuse(422, `Enter a whole number of seats from ${MIN_SEATS} to ${MAX_SEATS}.`);
        }
        if (seats === subscription.quantity) break;
        await this.update(subscription, price, { quantity: seats });
        break;
      }
      case 'plan': {
        const target = entry.switchTo;
        if (!target || action.priceId !== target.id) {
          return refuse(422, 'Choose the monthly or annual price of the same plan.');
        }
        const next = await store.findPrice(target.id);
        if (!next) return refuse(422, 'Choose the monthly or annual price of the same plan.');
        // A new interval starts a new billing period now and bills it at once (Stripe resets the anchor too).
        const amount = priceAmountCents(next, subscription.quantity);
        const written = await this.ctx.commit(async (tx) => {
          const updated = await tx.updateSubscription(subscription.id, customerId, {
            priceId: next.id,
            currentPeriodStart: now,
            currentPeriodEnd: addInterval(now, next.interval),
          });
          if (!updated) return { value: null, events: [] };
          const events: StripeEvent[] = [this.updatedEvent(subscription, price, updated, next, now)];
          if (amount !== null) {
            const invoice = await tx.createInvoice({
              id: sandboxId('in'),
              subscriptionId: subscription.id,
              customerId,
              amountCents: amount,
              currency: next.currency,
              status: 'paid',
              description: `${next.planName} (${next.interval === 'year' ? 'annual' : 'monthly'})`,
              createdAt: now,
            });
            events.push(
              buildEvent('invoice.paid', invoiceObject(invoice, updated, 'subscription_update'), now),
            );
          }
          return { value: updated, events };
        });
        if (!written) return refuse(404, 'There is no such subscription on this account.');
        break;
      }
      case 'card': {
        const check = checkCardNumber(action.cardNumber);
        if (check.kind === 'invalid') return refuse(422, check.message);
        if (check.card.outcome === 'declined') return refuse(402, CARD_DECLINED_MESSAGE);
        if (check.last4 === subscription.cardLast4) break;
        await this.update(subscription, price, { cardLast4: check.last4 });
        break;
      }
      case 'cancel-now': {
        const ended = await this.ctx.commit(async (tx) => {
          const row = await tx.updateSubscription(subscription.id, customerId, {
            status: 'canceled',
            canceledAt: now,
            cancelAtPeriodEnd: false,
          });
          return {
            value: row ?? null,
            events: row
              ? [buildEvent('customer.subscription.deleted', subscriptionObject(row, price), now)]
              : [],
          };
        });
        if (!ended) return refuse(404, 'There is no such subscription on this account.');
        break;
      }
    }
    return { kind: 'done', action: action.type };
  }

  /**
   * Ends a subscription now and refunds its paid invoices (the payment port's cancelAndRefundSubscription: a
   * second membership paid by mistake). Already ended: nothing changes.
   */
  async endAndRefund(subscription: SandboxSubscriptionRow): Promise<void> {
    const price = await this.ctx.store.findPrice(subscription.priceId);
    const now = this.ctx.now();
    await this.ctx.commit(async (tx) => {
      await tx.refundInvoicesOf(subscription.id);
      if (subscription.status === 'canceled') return { value: null, events: [] };
      const ended = await tx.updateSubscription(subscription.id, subscription.customerId, {
        status: 'canceled',
        canceledAt: now,
        cancelAtPeriodEnd: false,
      });
      return {
        value: null,
        events: ended
          ? [buildEvent('customer.subscription.deleted', subscriptionObject(ended, price), now)]
          : [],
      };
    });
  }

  private async update(
    before: SandboxSubscriptionRow,
    price: SandboxPrice | undefined,
    patch: SandboxSubscriptionPatch,
  ): Promise<void> {
    await this.ctx.commit(async (tx) => {
      const updated = await tx.updateSubscription(before.id, before.customerId, patch);
      return {
        value: null,
        events: updated ? [this.updatedEvent(before, price, updated, price, this.ctx.now())] : [],
      };
    });
  }

  private updatedEvent(
    before: SandboxSubscriptionRow,
    priceBefore: SandboxPrice | undefined,
    after: SandboxSubscriptionRow,
    priceAfter: SandboxPrice | undefined,
    now: Date,
  ): StripeEvent {
    const previous = subscriptionObject(before, priceBefore);
    const current = subscriptionObject(after, priceAfter);
    return buildEvent('customer.subscription.updated', current, now, previousAttributes(previous, current));
  }

  private async viewOf(customerId: string, token: string, returnUrl: string): Promise<PortalView> {
    const { store } = this.ctx;
    const rows = await store.findSubscriptionsOf(customerId);
    const subscriptions = await Promise.all(
      rows.map(async (subscription): Promise<PortalSubscriptionView> => {
        const price = await store.findPrice(subscription.priceId);
        const siblings = price ? await store.findActivePriceIdsOfPlan(price.planId) : [];
        const other = siblings.find((candidate) => candidate.interval !== price?.interval);
        return {
          subscription,
          price,
          amountCents: price ? priceAmountCents(price, subscription.quantity) : null,
          switchTo: other ?? null,
          seatsEditable: price?.planKind === 'ENTERPRISE',
        };
      }),
    );
    return { customerId, token, returnUrl, subscriptions, invoices: await store.findInvoicesOf(customerId) };
  }
}
