import type { CheckoutRequest, CheckoutResponse } from '@counsel/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

const loadSchema = () => import('@counsel/contracts').then((contracts) => contracts.CheckoutResponseSchema);

/** POST /api/subscription/checkout {priceId, numberOfSeats} (signed in) — `checkout_url`, where the browser goes. */
export function startCheckout(input: CheckoutRequest): Promise<CheckoutResponse> {
  return apiPost('/api/subscription/checkout', input, loadSchema);
}

export function useStartCheckout() {
  return useMutation({ mutationFn: startCheckout });
}
