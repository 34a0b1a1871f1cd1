import type { FastifyBaseLogger } from 'fastify';
import { formatCents } from '@counsel/domain';
import type { Mailer } from '../../integrations/mail/mailer.js';
import { renderEmail } from '../../integrations/mail/mail-templates.js';
import type { PaymentProvider } from '../../integrations/payments/payment-provider.js';
import type { BillingRepository, CheckoutIntentRow } from './billing.repository.js';
import type { SecondMembershipRepository } from './second-membership.repository.js';

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
    private readonly mailer: Mailer,
    private readonly appUrl: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Ends and refunds the second membership, marks its checkout refunded, and tells the buyer once. */
  async refuse(providerSubscriptionId: string, intent: CheckoutIntentRow | undefined): Promise<void> {
    await this.provider.cancelAndRefundSubscription(providerSubscriptionId);
    this.log.warn({ providerSubscriptionId, intentId: intent?.id }, 'second membership refunded');
    if (!intent || !(await this.repository.markRefunded(intent.id))) return;
    const user = await this.billing.findUser(intent.userId);
    if (!user) return;
    const amount = formatCents(intent.amountCents, intent.currency);
    const rendered = renderEmail(this.appUrl, {
      subject: `We refunded ${amount}: you already have a Counsel CLE membership`,
      heading: 'You were not charged twice',
      paragraphs: [
        `Hi ${user.name}, a second membership was paid for your account, probably from another tab or window. You already had one, so we cancelled the second and refunded ${amount} to your card.`,
        'Your membership, your courses and your certificates are unchanged. Refunds usually reach the card within 5 to 10 business days.',
      ],
      action: { label: 'See your membership', url: '/dashboard/settings' },
    });
    await this.mailer.send({ to: user.email, template: 'refund', ...rendered });
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
