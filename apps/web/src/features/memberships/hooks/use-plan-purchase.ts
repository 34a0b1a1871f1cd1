import { useState } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useUserStore, type IntendedPlan } from '../../../stores/user-store';
import { startCheckout } from '../api/start-checkout';
import { checkoutErrorMessage } from '../lib/membership-messages';

/**
 * What a plan's button does. A visitor's choice is kept in the user store (price id, product id, seats) and
 * they go to sign up; once signed in they come back to the plan page with it (post-sign-in-path.ts). A signed-in
 * user goes straight to checkout: POST /api/subscription/checkout, then the browser leaves for `checkout_url`.
 * A failure is never swallowed (docs/product-rules.md#error-messages): a toast says that no payment was started, and why.
 */
export function usePlanPurchase(signedIn: boolean) {
  const navigate = useNavigate();
  const setIntendedPlan = useUserStore((state) => state.setIntendedPlan);
  /** The price whose checkout is starting (its button spins; the others wait). */
  const [pendingPriceId, setPendingPriceId] = useState<string | null>(null);

  const checkout = async (plan: IntendedPlan) => {
    setPendingPriceId(plan.priceId);
    try {
      const { checkout_url: checkoutUrl } = await startCheckout({
        priceId: plan.priceId,
        numberOfSeats: plan.seats,
      });
      // On its way to pay: the choice has served (a cancelled checkout comes back to a fresh plan page).
      setIntendedPlan(null);
      window.location.assign(checkoutUrl);
    } catch (error) {
      setPendingPriceId(null);
      toast.error(checkoutErrorMessage(error));
    }
  };

  const choose = async (plan: IntendedPlan) => {
    if (!signedIn) {
      setIntendedPlan(plan);
      await navigate(paths.signUp);
      return;
    }
    await checkout(plan);
  };

  return { choose, checkout, pendingPriceId };
}
