import type { SubscriptionDetails } from '@counsel/contracts';
import { Building2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { INTERVAL_LABELS, membershipStatus, type MembershipStatusText } from '../lib/membership-status';
import { SettingsSection } from './settings-section';

export interface MembershipSectionProps {
  /** The user's subscription; null: none; undefined: still loading. */
  subscription: SubscriptionDetails | null | undefined;
  /** Why the subscription could not be loaded, or null. */
  loadError: string | null;
  onRetry: () => void;
  /** A member without a subscription of their own (a seat from their firm). */
  hasFirmSeat: boolean;
  /** The firm whose seat the user holds (GET /api/user/enterprise), or null. */
  firmName?: string | null;
  /** Opens the billing portal (the plan page's Manage billing button, composed by the route). */
  billingAction: ReactNode;
}

const TONES: Record<MembershipStatusText['tone'], string> = {
  active: 'bg-green-50 text-green-800 ring-green-600/30',
  attention: 'bg-amber-50 text-amber-900 ring-amber-600/40',
  ended: 'bg-slate-100 text-slate-800 ring-slate-500/30',
};

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-[10rem_minmax(0,1fr)]">
      <dt className="font-medium text-slate-700">{term}</dt>
      <dd className="text-slate-900">{children}</dd>
    </div>
  );
}

function SeePlans() {
  return <Button variant="secondary" text="See plans" href={paths.choosePlan} />;
}

function Membership({
  subscription,
  billingAction,
}: {
  subscription: SubscriptionDetails;
  billingAction: ReactNode;
}) {
  const status = membershipStatus(subscription);
  return (
    <div className="space-y-5">
      <dl className="max-w-2xl divide-y divide-slate-200">
        <Row term="Plan">{subscription.planName}</Row>
        <Row term="Billing">{INTERVAL_LABELS[subscription.interval]}</Row>
        {subscription.planKind === 'ENTERPRISE' ? <Row term="Seats">{subscription.seats}</Row> : null}
        <Row term="Status">
          <span
            className={`inline-flex rounded-full px-3 py-0.5 text-sm font-semibold ring-1 ring-inset ${TONES[status.tone]}`}
          >
            {status.label}
          </span>
          <p className="mt-1 text-slate-700">{status.detail}</p>
        </Row>
      </dl>
      <div className="flex flex-wrap items-center gap-3">
        {billingAction}
        {status.ended ? <SeePlans /> : null}
      </div>
    </div>
  );
}

/**
 * Settings › Membership: the firm whose seat the user holds ("Seat provided by <firm>"), the plan, how it is billed, the seats of a firm's plan, its status in words (renews,
 * ends, past due, cancelled) and Manage billing. Without a membership: say so, offer the plans, and still open
 * billing (receipts of single courses; the API says plainly when there is nothing to manage).
 */
export function MembershipSection({
  subscription,
  loadError,
  onRetry,
  hasFirmSeat,
  firmName = null,
  billingAction,
}: MembershipSectionProps) {
  let content: ReactNode;
  if (subscription) {
    content = <Membership subscription={subscription} billingAction={billingAction} />;
  } else if (loadError !== null) {
    content = (
      <div role="alert" className="space-y-3 rounded-lg border border-red-200 bg-red-50 p-4 text-red-900">
        <p>We could not load your membership: {loadError}</p>
        <Button variant="secondary" text="Try again" onClick={onRetry} />
      </div>
    );
  } else if (subscription === undefined) {
    content = <Spinner size="md" label="Loading your membership" />;
  } else if (hasFirmSeat || firmName) {
    content = (
      <p className="text-slate-800">
        {firmName
          ? 'Every course is open to you with this seat. Your firm’s administrator manages its billing.'
          : 'Your membership comes with a seat from your firm. Its administrator manages the billing.'}
      </p>
    );
  } else {
    content = (
      <div className="space-y-4">
        <div>
          <p className="font-semibold text-slate-900">You have no membership</p>
          <p className="mt-1 text-slate-700">
            A membership opens every course. Bought a single course? Its receipt is in billing.
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <Button text="See plans" href={paths.choosePlan} />
          {billingAction}
        </div>
      </div>
    );
  }
  return (
    <SettingsSection
      id="membership"
      title="Membership"
      description="Your plan and its billing. Invoices, your card, plan changes and cancellation are in Manage billing."
    >
      {firmName ? (
        <p className="mb-4 flex items-center gap-2 font-medium text-slate-900">
          <Building2 aria-hidden="true" className="size-5 shrink-0 text-brand-600" />
          <span>
            Seat provided by <strong>{firmName}</strong>
          </span>
        </p>
      ) : null}
      {firmName && subscription?.planKind === 'INDIVIDUAL' ? (
        <p className="mb-4 text-slate-700">
          Your individual membership below is what grants your access today; your seat at {firmName} opens
          every course as well. Both keep working: if you no longer need the individual one, cancel it in
          Manage billing.
        </p>
      ) : null}
      {content}
    </SettingsSection>
  );
}
