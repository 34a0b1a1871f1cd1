import type { SubscriptionDetails } from '@counsel/contracts';
import { formatDate } from '../../../lib/format-date';

export interface MembershipStatusText {
  /** The status in words: "Active", "Ends on March 5, 2027", "Past due: update your card", "Cancelled"... */
  label: string;
  /** What it means for the member, one sentence. */
  detail: string;
  /** How the label is shown: fine, needs attention, or over. */
  tone: 'active' | 'attention' | 'ended';
  /** The membership is over: the plans are offered again. */
  ended: boolean;
}

export const INTERVAL_LABELS: Record<SubscriptionDetails['interval'], string> = {
  month: 'Monthly',
  year: 'Yearly',
};

/** The subscription's state in words, dates in en-US long form. */
export function membershipStatus(
  subscription: Pick<SubscriptionDetails, 'status' | 'cancelAtPeriodEnd' | 'currentPeriodEnd'>,
): MembershipStatusText {
  const date = formatDate(subscription.currentPeriodEnd);
  switch (subscription.status) {
    case 'CANCELED':
      return { label: 'Cancelled', detail: `Ended on ${date}.`, tone: 'ended', ended: true };
    case 'EXPIRED':
      return { label: 'Expired', detail: `Ended on ${date}.`, tone: 'ended', ended: true };
    case 'PAST_DUE':
      return {
        label: 'Past due: update your card',
        detail:
          'We could not take the last payment. Update your card in Manage billing to keep your membership.',
        tone: 'attention',
        ended: false,
      };
    case 'ACTIVE':
    case 'TRIALING': {
      if (subscription.cancelAtPeriodEnd) {
        return {
          label: `Ends on ${date}`,
          detail: 'Your membership will not renew. Resume it in Manage billing to keep it.',
          tone: 'attention',
          ended: false,
        };
      }
      return {
        label: subscription.status === 'TRIALING' ? 'Trial' : 'Active',
        detail: `Renews on ${date}.`,
        tone: 'active',
        ended: false,
      };
    }
  }
}
