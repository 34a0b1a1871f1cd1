import type {
  CheckoutRequest,
  CheckoutResponse,
  PaymentSession,
  PortalSessionResponse,
} from '@counsel/contracts';
import { formatCents, hasLiveSessionEnded, quoteSeats } from '@counsel/domain';
import { AppError } from '../../errors/app-error.js';
import type { Clock } from '../../integrations/clock/clock.js';
import {
  PaymentProviderError,
  type OneTimeLineItem,
  type PaymentProvider,
  type SubscriptionLineItem,
} from '../../integrations/payments/payment-provider.js';
import type { EntitlementsService } from '../entitlements/entitlements.service.js';
import type { BillingRepository, CheckoutIntentRow } from './billing.repository.js';

/** Where the provider sends the buyer back: the result page polls GET /api/payment/session with this id. */
const SUCCESS_PATH = '/dashboard/payment/success?session_id={CHECKOUT_SESSION_ID}';

function appUrl(base: string, path: string): string {
  return new URL(path, base.endsWith('/') ? base : `${base}/`)
    .toString()
    .replace('%7BCHECKOUT_SESSION_ID%7D', '{CHECKOUT_SESSION_ID}');
}

function providerFailure(error: unknown): never {
  if (error instanceof AppError) throw error;
  const detail =
    error instanceof PaymentProviderError ? error.message : 'the payment provider did not answer';
  throw new AppError('PAYMENT_PROVIDER_UNAVAILABLE', `No payment was started: ${detail}.`);
}

/** What the result page says of each checkout state. */
const PAYMENT_STATUS_OF_INTENT = {
  OPEN: 'pending',
  COMPLETED: 'paid',
  FAILED: 'failed',
  EXPIRED: 'failed',
  REFUNDED: 'refunded',
} as const satisfies Record<CheckoutIntentRow['status'], PaymentSession['status']>;

/**
 * Checkout, the customer portal and the result page. Nothing here trusts the browser's figures:
 * prices, seats and totals come from the database; what was paid comes from the webhook.
 */
export class BillingService {
  constructor(
    private readonly repository: BillingRepository,
    private readonly entitlements: Pick<EntitlementsService, 'isMember' | 'accessTo'>,
    private readonly provider: PaymentProvider,
    private readonly baseUrl: string,
    private readonly clock: Clock,
  ) {}

  async startMembershipCheckout(userId: string, request: CheckoutRequest): Promise<CheckoutResponse> {
    const price = await this.repository.findPrice(request.priceId);
    if (!price) throw new AppError('PRICE_NOT_FOUND', 'This plan or price is not on sale.');
    const seats = request.numberOfSeats;
    if (seats < price.minSeats || seats > price.maxSeats) {
      throw new AppError(
        'INVALID_SEATS',
        price.planKind === 'ENTERPRISE'
          ? `Choose between ${price.minSeats} and ${price.maxSeats} seats.`
          : 'An individual membership has one seat.',
      );
    }
    let amountTotalCents: number;
    if (price.unitAmountCents !== null) {
      amountTotalCents = price.unitAmountCents * seats;
    } else {
      const quote = quoteSeats(price.tiers, seats);
      if (!quote) throw new AppError('INVALID_SEATS', `No price covers ${seats} seats.`);
      amountTotalCents = quote.totalCents;
    }
    if (await this.entitlements.isMember(userId)) {
      throw new AppError(
        'ALREADY_SUBSCRIBED',
        'You already have a membership. Change or cancel it from "Manage billing" in Settings.',
      );
    }
    const kind = price.planKind === 'ENTERPRISE' ? 'ENTERPRISE' : 'MEMBERSHIP';
    const description =
      kind === 'ENTERPRISE'
        ? `${price.planName} membership, ${seats} seats, billed ${price.interval === 'year' ? 'yearly' : 'monthly'}`
        : `${price.planName} membership, billed ${price.interval === 'year' ? 'yearly' : 'monthly'}`;
    const lineItem: SubscriptionLineItem = {
      kind: 'subscription',
      priceId: price.id,
      quantity: seats,
      description,
      amountTotalCents,
      currency: price.currency,
    };
    return this.checkout(
      userId,
      { kind, priceId: price.id, seats, amountCents: amountTotalCents, currency: price.currency },
      lineItem,
      '/dashboard/choose-your-plan',
    );
  }

  async startCourseCheckout(userId: string, courseIdOrSlug: string): Promise<CheckoutResponse> {
    const course = await this.repository.findCourseForSale(courseIdOrSlug);
    if (!course) throw new AppError('COURSE_NOT_FOUND', 'This course does not exist.');
    if (course.priceCents === null) {
      throw new AppError('COURSE_NOT_FOR_SALE', 'This course is only available with a membership.');
    }
    if (hasLiveSessionEnded(course, this.clock.now())) {
      throw new AppError('LIVE_SESSION_ENDED', 'This live session has ended, so it can no longer be bought.');
    }
    const access = await this.entitlements.accessTo(userId, course.id);
    if (access.reason === 'COURSE_PURCHASE') {
      throw new AppError('COURSE_ALREADY_PURCHASED', 'You already own this course.');
    }
    if (access.granted) {
      throw new AppError('MEMBERSHIP_COVERS_COURSE', 'Your membership already includes this course.');
    }
    const lineItem: OneTimeLineItem = {
      kind: 'payment',
      description: `Course: ${course.title}`,
      amountTotalCents: course.priceCents,
      currency: course.currency,
    };
    return this.checkout(
      userId,
      {
        kind: 'COURSE',
        courseId: course.id,
        seats: 1,
        amountCents: course.priceCents,
        currency: course.currency,
      },
      lineItem,
      `/dashboard/courses/${encodeURIComponent(course.slug)}`,
    );
  }

  private async checkout(
    userId: string,
    intentValues: {
      kind: 'MEMBERSHIP' | 'ENTERPRISE' | 'COURSE';
      priceId?: string;
      courseId?: string;
      seats: number;
      amountCents: number;
      currency: string;
    },
    lineItem: SubscriptionLineItem | OneTimeLineItem,
    cancelPath: string,
  ): Promise<CheckoutResponse> {
    const user = await this.repository.findUser(userId);
    if (!user) throw new AppError('USER_NOT_FOUND', 'This account does not exist any more.');
    const intent = await this.repository.createIntent({
      userId,
      provider: this.provider.name,
      ...intentValues,
    });
    try {
      let customerId = await this.repository.findCustomerId(userId, this.provider.name);
      if (!customerId) {
        const created = await this.provider.createCustomer({ userId, email: user.email, name: user.name });
        customerId = await this.repository.saveCustomerId(userId, this.provider.name, created);
      }
      const session = await this.provider.createCheckoutSession({
        intentId: intent.id,
        customer: { userId, email: user.email, name: user.name, providerCustomerId: customerId },
        lineItem,
        successUrl: appUrl(this.baseUrl, SUCCESS_PATH),
        cancelUrl: appUrl(this.baseUrl, cancelPath),
        metadata: { intentId: intent.id, userId, kind: intent.kind },
      });
      await this.repository.attachSession(intent.id, session.sessionId);
      return { checkout_url: session.url };
    } catch (error) {
      await this.repository.markIntentFailed(intent.id);
      providerFailure(error);
    }
  }

  async createPortalSession(userId: string): Promise<PortalSessionResponse> {
    const customerId = await this.repository.findCustomerId(userId, this.provider.name);
    if (!customerId)
      throw new AppError('NO_BILLING_ACCOUNT', 'You have no membership or purchases to manage yet.');
    try {
      const portal = await this.provider.createPortalSession({
        customerId,
        returnUrl: appUrl(this.baseUrl, '/dashboard/settings?billing=returned'),
      });
      return { portal_url: portal.url };
    } catch (error) {
      providerFailure(error);
    }
  }

  /** The result page's data; only the buyer may read it. Pending until the webhook has completed the intent. */
  async getPaymentSession(userId: string, sessionId: string): Promise<PaymentSession> {
    const row = await this.repository.findIntentBySession(this.provider.name, sessionId, userId);
    if (!row) throw new AppError('PAYMENT_SESSION_NOT_FOUND', 'This payment does not exist.');
    const { intent } = row;
    const status = PAYMENT_STATUS_OF_INTENT[intent.status];
    const description =
      intent.kind === 'COURSE'
        ? `Course: ${row.courseTitle ?? 'a course'}`
        : `${row.planName ?? 'Membership'}${intent.kind === 'ENTERPRISE' ? `, ${intent.seats} seats` : ''}, billed ${row.interval === 'year' ? 'yearly' : 'monthly'}`;
    return {
      sessionId,
      status,
      kind: intent.kind,
      description,
      seats: intent.seats,
      amountCents: intent.amountCents,
      currency: intent.currency,
      courseSlug: row.courseSlug ?? null,
    };
  }

  /** For receipts: "$290.00". */
  static money(cents: number, currency: string): string {
    return formatCents(cents, currency);
  }
}
