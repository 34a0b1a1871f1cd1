import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { pageTitle } from '../../config/app';
import { useAuth } from '../../features/identity/hooks/use-auth';
import { PaymentResult, paymentResultTitle } from '../../features/billing/components/payment-result';
import { usePaymentSession } from '../../features/billing/hooks/use-payment-session';
import { useUserStore } from '../../stores/user-store';

/**
 * /dashboard/payment/success?session_id=… (signed in): where the payment provider sends the buyer back. Polls the
 * payment until the webhook has landed; once it is paid, forgets the plan or course chosen before checkout and
 * reloads the user once, so the new role (USER, ENTERPRISE), the subscription and the firm show without signing
 * out: the promo box goes, Manage Firm appears.
 */
function PaymentSuccessPage() {
  const [searchParams] = useSearchParams();
  const sessionId = searchParams.get('session_id')?.trim() || null;
  const { reloadUser } = useAuth();
  const { state, checkAgain, isFetching } = usePaymentSession(sessionId);
  const paid = state.kind === 'paid';
  const reloadedFor = useRef<string | null>(null);

  useEffect(() => {
    if (!paid || sessionId === null || reloadedFor.current === sessionId) return;
    reloadedFor.current = sessionId;
    const store = useUserStore.getState();
    store.setIntendedPlan(null);
    store.setIntendedCourse(null);
    // Re-reads the session and a fresh token (the role claim), then the subscription and enterprise details.
    void reloadUser();
  }, [paid, sessionId, reloadUser]);

  return (
    <div className="mx-auto max-w-2xl px-4 py-12 sm:px-6 lg:px-8">
      <title>{pageTitle(paymentResultTitle(state))}</title>
      <PaymentResult state={state} onCheckAgain={checkAgain} checking={isFetching} />
    </div>
  );
}

export { PaymentSuccessPage as Component };
