import type { PortalSessionResponse } from '@counsel/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

const loadSchema = () =>
  import('@counsel/contracts').then((contracts) => contracts.PortalSessionResponseSchema);

/** POST /api/subscription/create-portal-session (signed in) — `portal_url`: invoices, plan, seats, card. */
export function createPortalSession(): Promise<PortalSessionResponse> {
  return apiPost('/api/subscription/create-portal-session', {}, loadSchema);
}

export function useCreatePortalSession() {
  return useMutation({ mutationFn: createPortalSession });
}
