import { CARD_DECLINED_MESSAGE, checkCardNumber, type TestCard } from './sandbox-cards.js';
import { addInterval, successUrlOf, type SandboxContext } from './sandbox-context.js';
import {
  buildEvent,
  checkoutSessionObject,
  CHECKOUT_SESSION_TTL_MS,
  invoiceObject,
  sandboxId,
  subscriptionObject,
} from './sandbox-events.js';
import type { SandboxPrice, SandboxSessionRow } from './sandbox-store.js';

/** A checkout session as its hosted page shows it. */
export interface CheckoutView {
  session: SandboxSessionRow;
  /** The recurring price bought in subscription mode (its interval and plan); undefined in payment mode. */
  price: SandboxPrice | undefined;
  /** Where the buyer goes once it is paid ({CHECKOUT_SESSION_ID} filled in). */
  successUrl: string;
}

export type CheckoutLookup =
  { kind: 'not-found' } | { kind: 'open' | 'complete' | 'expired'; view: CheckoutView };

export type CheckoutOutcome =
  | CheckoutLookup
  /** The number typed is not one of the test cards: nothing happened. */
  | { kind: 'invalid-card'; view: CheckoutView; message: string; cardNumber: string }
  /** The declined card: nothing bought, the session stays open, lastError says why. */
  | { kind: 'declined'; view: CheckoutView; message: string; cardNumber: string }
  /** The card needs the buyer to confirm (a stand-in for 3-D Secure). */
  | { kind: 'requires-confirmation'; view: CheckoutView; cardNumber: string }
  /** The buyer cancelled the confirmation: nothing bought, the session stays open. */
  | { kind: 'not-confirmed'; view: CheckoutView; message: string }
  /** Paid: go to the success URL. */
  | { kind: 'paid'; view: CheckoutView };

export const NOT_CONFIRMED_MESSAGE = 'You cancelled the confirmation. Nothing was charged.';

/**
 * The hosted checkout: shows a session, takes a test card, and on success writes what Stripe would (the session
 * complete and paid; in subscription mode an active subscription and a paid invoice) in one transaction, then
 * queues the events — customer.subscription.created, invoice.paid, checkout.session.completed — for the webhook.
 */
export class SandboxCheckout {
  constructor(private readonly ctx: SandboxContext) {}

  /** The session, expired first when its 24 hours have passed. */
  async find(sessionId: string): Promise<SandboxSessionRow | undefined> {
    const session = await this.ctx.store.findSession(sessionId);
    if (
      session?.status === 'open' &&
      this.ctx.now().getTime() - session.createdAt.getTime() >= CHECKOUT_SESSION_TTL_MS
    ) {
      return (await this.ctx.store.expireSession(session.id)) ?? this.ctx.store.findSession(sessionId);
    }
    return session;
  }

  /** open → expired, with checkout.session.expired (the buyer paid another session); otherwise nothing changes. */
  expire(sessionId: string): Promise<boolean> {
    return this.ctx.commit(async (tx) => {
      const expired = await tx.expireSession(sessionId);
      return {
        value: expired !== undefined,
        events: expired
          ? [
              buildEvent(
                'checkout.session.expired',
                checkoutSessionObject(expired, this.ctx.appUrl),
                this.ctx.now(),
              ),
            ]
          : [],
      };
    });
  }

  async show(sessionId: string): Promise<CheckoutLookup> {
    const session = await this.find(sessionId);
    if (!session) return { kind: 'not-found' };
    return this.lookupOf(session);
  }

  /** POST …/pay: what the card number does. */
  async pay(sessionId: string, cardInput: unknown): Promise<CheckoutOutcome> {
    const lookup = await this.show(sessionId);
    if (lookup.kind !== 'open') return lookup;
    const cardNumber = typeof cardInput === 'string' ? cardInput.slice(0, 40) : '';
    const check = checkCardNumber(cardInput);
    if (check.kind === 'invalid') {
      return { kind: 'invalid-card', view: lookup.view, message: check.message, cardNumber };
    }
    if (check.card.outcome === 'declined') {
      const session = await this.ctx.store.recordPaymentError(sessionId, CARD_DECLINED_MESSAGE);
      if (!session) return this.show(sessionId);
      return {
        kind: 'declined',
        view: { ...lookup.view, session },
        message: CARD_DECLINED_MESSAGE,
        cardNumber,
      };
    }
    if (check.card.outcome === 'requires-confirmation') {
      return { kind: 'requires-confirmation', view: lookup.view, cardNumber: check.card.number };
    }
    return this.complete(lookup.view, check.card);
  }

  /** POST …/confirm: the second step of the card that needs confirming. */
  async confirm(sessionId: string, cardInput: unknown, decision: unknown): Promise<CheckoutOutcome> {
    const lookup = await this.show(sessionId);
    if (lookup.kind !== 'open') return lookup;
    const check = checkCardNumber(cardInput);
    if (check.kind === 'invalid' || check.card.outcome !== 'requires-confirmation') {
      // Only a card that asked for confirmation can be confirmed; anything else starts over on the form.
      return {
        kind: 'invalid-card',
        view: lookup.view,
        message: 'Enter the card number again.',
        cardNumber: '',
      };
    }
    if (decision !== 'confirm') {
      const session = await this.ctx.store.recordPaymentError(sessionId, NOT_CONFIRMED_MESSAGE);
      if (!session) return this.show(sessionId);
      return { kind: 'not-confirmed', view: { ...lookup.view, session }, message: NOT_CONFIRMED_MESSAGE };
    }
    return this.complete(lookup.view, check.card);
  }

  private async lookupOf(session: SandboxSessionRow): Promise<CheckoutLookup> {
    const price = session.priceId ? await this.ctx.store.findPrice(session.priceId) : undefined;
    const view: CheckoutView = { session, price, successUrl: successUrlOf(session) };
    if (session.status === 'complete') return { kind: 'complete', view };
    if (session.status === 'expired') return { kind: 'expired', view };
    return { kind: 'open', view };
  }

  private async complete(view: CheckoutView, card: TestCard): Promise<CheckoutOutcome> {
    const { session, price } = view;
    const now = this.ctx.now();
    const { store, appUrl } = this.ctx;

    if (session.mode === 'subscription') {
      if (!price || !session.priceId) {
        const failed = await store.recordPaymentError(session.id, 'This plan can no longer be bought.');
        return {
          kind: 'declined',
          view: { ...view, session: failed ?? session },
          message: 'This plan can no longer be bought.',
          cardNumber: '',
        };
      }
      const priceId = session.priceId;
      const subscriptionId = sandboxId('sub');
      const completed = await this.ctx.commit(async (tx) => {
        const done = await tx.completeSession(session.id, subscriptionId);
        if (!done) return { value: null, events: [] };
        const subscription = await tx.createSubscription({
          id: subscriptionId,
          customerId: session.customerId,
          priceId,
          quantity: session.quantity,
          status: 'active',
          currentPeriodStart: now,
          currentPeriodEnd: addInterval(now, price.interval),
          cancelAtPeriodEnd: false,
          canceledAt: null,
          cardLast4: card.number.slice(-4),
          metadata: { ...session.metadata },
          createdAt: now,
        });
        const invoice = await tx.createInvoice({
          id: sandboxId('in'),
          subscriptionId,
          customerId: session.customerId,
          amountCents: session.amountTotalCents,
          currency: session.currency,
          status: 'paid',
          description: session.productName,
          createdAt: now,
        });
        return {
          value: done,
          events: [
            buildEvent('customer.subscription.created', subscriptionObject(subscription, price), now),
            buildEvent('invoice.paid', invoiceObject(invoice, subscription), now),
            buildEvent('checkout.session.completed', checkoutSessionObject(done, appUrl), now),
          ],
        };
      });
      // Someone paid this session a moment ago (a double submit): show it as complete, emit nothing twice.
      if (!completed) return this.show(session.id);
      return { kind: 'paid', view: { ...view, session: completed } };
    }

    const completed = await this.ctx.commit(async (tx) => {
      const done = await tx.completeSession(session.id, null);
      if (!done) return { value: null, events: [] };
      return {
        value: done,
        events: [buildEvent('checkout.session.completed', checkoutSessionObject(done, appUrl), now)],
      };
    });
    if (!completed) return this.show(session.id);
    return { kind: 'paid', view: { ...view, session: completed } };
  }
}
