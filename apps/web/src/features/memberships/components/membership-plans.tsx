import type { MembershipPlan } from '@counsel/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { useUserStore } from '../../../stores/user-store';
import { useMembershipPlans } from '../api/get-membership-plans';
import { usePlanPurchase } from '../hooks/use-plan-purchase';
import { useSeatQuote } from '../hooks/use-seat-quote';
import type { CurrentMembership } from '../lib/current-membership';
import { bestAnnualSavingPercent, findPrice, priceFor, type BillingInterval } from '../lib/plan-pricing';
import { BillingIntervalSwitch } from './billing-interval-switch';
import { IntendedPlanBanner } from './intended-plan-banner';
import { ManageBillingButton } from './manage-billing-button';
import { MembershipPlansSkeleton } from './membership-plans-skeleton';
import { PlanCard } from './plan-card';
import { PlanPriceSummary } from './plan-price';
import { SeatCalculator } from './seat-calculator';

const DEFAULT_SEATS = 10;

export interface MembershipPlansProps {
  /** Signed in: buttons start checkout. Signed out: they keep the choice and go to sign up. */
  signedIn: boolean;
  /** The session is still being read: buttons wait. */
  authPending: boolean;
  /** The signed-in user's membership, if any: no buy buttons then, but billing management. */
  membership: CurrentMembership | null;
}

function useIntendedPlan() {
  const priceId = useUserStore((state) => state.intendedPriceId);
  const productId = useUserStore((state) => state.intendedProductId);
  const seats = useUserStore((state) => state.intendedSeats);
  return priceId && productId && seats !== null ? { priceId, productId, seats } : null;
}

/** What a member sees in place of a plan's buy button. */
function MemberAction({ isCurrent, membership }: { isCurrent: boolean; membership: CurrentMembership }) {
  if (isCurrent) {
    return (
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="font-semibold text-brand-800">Your current plan</p>
        {membership.canManageBilling ? <ManageBillingButton /> : null}
      </div>
    );
  }
  return (
    <p className="text-sm text-slate-700">
      {membership.canManageBilling
        ? 'To change plans, use Manage billing on your current plan.'
        : 'Your membership comes with a seat from your firm.'}
    </p>
  );
}

/**
 * The plans side by side (from GET /api/subscription) with a monthly/annual switch, the enterprise seat
 * calculator and a button per plan. A plan chosen before signing up is outlined, with "Continue to checkout".
 */
export function MembershipPlans({ signedIn, authPending, membership }: MembershipPlansProps) {
  const plansQuery = useMembershipPlans();
  const intended = useIntendedPlan();
  const [chosenInterval, setChosenInterval] = useState<BillingInterval | null>(null);
  const [seats, setSeats] = useState(() =>
    String(intended && intended.seats > 1 ? intended.seats : DEFAULT_SEATS),
  );
  const plans: MembershipPlan[] = plansQuery.data?.items ?? [];
  const intendedMatch = intended ? findPrice(plans, intended.priceId) : null;
  const interval: BillingInterval =
    chosenInterval ?? membership?.interval ?? intendedMatch?.price.interval ?? 'year';
  const sellsSeats = plans.some((plan) => plan.kind === 'ENTERPRISE' && priceFor(plan, interval));
  const seatQuote = useSeatQuote(seats, interval, membership === null && sellsSeats);
  const purchase = usePlanPurchase(signedIn);
  const busy = authPending || purchase.pendingPriceId !== null;

  if (plansQuery.isPending) return <MembershipPlansSkeleton />;
  if (plansQuery.isError) {
    return (
      <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-6 text-red-900">
        <p>We could not load the plans. Please try again.</p>
        <div className="mt-4">
          <Button variant="secondary" text="Try again" onClick={() => void plansQuery.refetch()} />
        </div>
      </div>
    );
  }
  if (plans.length === 0) return <p className="text-slate-700">No plans are on sale at the moment.</p>;

  const currentPlanShown = plans.some((plan) => plan.productId === membership?.productId);

  return (
    <>
      {membership && !currentPlanShown ? (
        <section
          aria-labelledby="membership-heading"
          className="mb-8 flex flex-wrap items-center justify-between gap-4 rounded-2xl border border-brand-200 bg-brand-50 p-5"
        >
          <div>
            <h2 id="membership-heading" className="text-lg font-bold text-slate-900">
              You are a member
            </h2>
            <p className="mt-1 text-slate-800">Every course is open to you.</p>
          </div>
          {membership.canManageBilling ? <ManageBillingButton /> : null}
        </section>
      ) : null}
      {signedIn && !membership && intended && intendedMatch ? (
        <IntendedPlanBanner
          plan={intendedMatch.plan}
          price={intendedMatch.price}
          seats={intended.seats}
          loading={purchase.pendingPriceId === intended.priceId}
          disabled={busy}
          onContinue={() => void purchase.checkout(intended)}
        />
      ) : null}
      <div className="mb-6">
        <BillingIntervalSwitch
          value={interval}
          onChange={setChosenInterval}
          savingPercent={bestAnnualSavingPercent(plans)}
        />
      </div>
      <ul role="list" className="grid gap-6 lg:grid-cols-2">
        {plans.map((plan) => {
          const price = priceFor(plan, interval);
          const isEnterprise = plan.kind === 'ENTERPRISE';
          const isCurrent = membership?.productId === plan.productId;
          const isIntended = !membership && intended?.productId === plan.productId;
          const quote = isEnterprise ? seatQuote.quote : null;
          const choice = price
            ? isEnterprise
              ? quote && { priceId: quote.priceId, productId: plan.productId, seats: quote.seats }
              : { priceId: price.id, productId: plan.productId, seats: 1 }
            : null;
          return (
            <PlanCard
              key={plan.productId}
              plan={plan}
              highlighted={isCurrent || isIntended}
              badge={isIntended ? 'Your choice' : null}
              price={<PlanPriceSummary plan={plan} price={price} />}
              extra={
                isEnterprise ? (
                  <>
                    {price && !membership ? (
                      <SeatCalculator seats={seats} onSeatsChange={setSeats} state={seatQuote.state} />
                    ) : null}
                    <p className="mt-3 text-sm text-slate-700">
                      Questions about seats for your firm?{' '}
                      <Link
                        to={paths.contact('FIRM_SEATS')}
                        className="font-medium text-brand-700 underline underline-offset-2"
                      >
                        Contact us
                      </Link>
                    </p>
                  </>
                ) : null
              }
              action={
                membership ? (
                  <MemberAction isCurrent={isCurrent} membership={membership} />
                ) : (
                  <Button
                    variant="subscription"
                    fullWidth
                    text={
                      isEnterprise
                        ? quote
                          ? `Buy ${quote.seats} seats`
                          : 'Buy seats'
                        : `Choose ${plan.name}`
                    }
                    loading={choice !== null && purchase.pendingPriceId === choice.priceId}
                    disabled={busy || !choice}
                    onClick={() => {
                      if (choice) void purchase.choose(choice);
                    }}
                  />
                )
              }
            />
          );
        })}
      </ul>
    </>
  );
}
