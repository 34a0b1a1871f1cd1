import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { formatCents } from '@counsel/domain';
import { renderEmail } from '../../integrations/mail/mail-templates.js';
import type { PaymentProvider } from '../../integrations/payments/payment-provider.js';
import { defineEmail, type Notifications } from '../notifications/notifications.js';
import type { BillingRepository, CheckoutIntentRow } from './billing.repository.js';
import type { SecondMembershipRepository } from './second-membership.repository.js';

/** The e-mail to a buyer whose second membership was refunded. */
export const REFUND_EMAIL = defineEmail({
  template: 'refund',
  data: z.object({ name: z.string(), amountCents: z.number().int(), currency: z.string() }),
  render(appUrl, { name, amountCents, currency }) {
    const amount = formatCents(amountCents, currency);
    return renderEmail(appUrl, {
      subject: `We refunded ${amount}: you already have a Counsel CLE membership`,
      heading: 'You were not charged twice',
      paragraphs: [
        `Hi ${name}, a second membership was paid for your account, probably from another tab or window. You already had one, so we cancelled the second and refunded ${amount} to your card.`,
        'Your membership, your courses and your certificates are unchanged. Refunds usually reach the card within 5 to 10 business days.',
      ],
      action: { label: 'See your membership', url: '/dashboard/settings' },
    });
  },
});

/**
 * One membership per person, decided when a payment completes (the check at checkout creation cannot see two tabs
 * paying at once): the first membership that reaches us is kept; a second is ended and refunded through the
 * provider and the buyer is told; and once a membership is paid, the buyer's other open membership checkouts are
 * expired so they cannot be paid any more.
 */
export class SecondMembershipRefusal {
  constructor(
    private readonly billing: BillingRepository,
    private readonly repository: SecondMembershipRepository,
    private readonly provider: PaymentProvider,
    private readonly notifications: Pick<Notifications, 'send'>,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Ends and refunds the second membership, marks its checkout refunded, and tells the buyer once. */
  async refuse(providerSubscriptionId: string, intent: CheckoutIntentRow | undefined): Promise<void> {
    await this.provider.cancelAndRefundSubscription(providerSubscriptionId);
    this.log.warn({ providerSubscriptionId, intentId: intent?.id }, 'second membership refunded');
    if (!intent || !(await this.repository.markRefunded(intent.id))) return;
    const user = await this.billing.findUser(intent.userId);
    if (!user) return;
    await this.notifications.send(REFUND_EMAIL, user.email, {
      name: user.name,
      amountCents: intent.amountCents,
      currency: intent.currency,
    });
  }

  /** After a membership was paid: the buyer's other open membership checkouts can no longer be paid. */
  async expireOtherCheckouts(intent: CheckoutIntentRow): Promise<void> {
    const open = await this.repository.findOpenMembershipCheckouts(intent.userId, intent.provider, intent.id);
    for (const checkout of open) {
      if (!checkout.providerSessionId) continue;
      try {
        if (await this.provider.expireCheckoutSession(checkout.providerSessionId)) {
          await this.repository.markExpired(checkout.id);
        }
      } catch (error) {
        // Not fatal: if it is paid after all, the refusal above refunds it.
        this.log.warn({ err: error, intentId: checkout.id }, 'open checkout not expired');
      }
    }
  }
}
