import type { ResendVerificationResult } from '@counsel/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

const loadSchema = () =>
  import('@counsel/contracts').then((contracts) => contracts.ResendVerificationResultSchema);

/** POST /api/staff/people/{userId}/resend-verification (409 EMAIL_ALREADY_VERIFIED once verified). */
export function useResendVerification(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (): Promise<ResendVerificationResult> =>
      apiPost(`/api/staff/people/${encodeURIComponent(userId)}/resend-verification`, {}, loadSchema),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['staff'] }),
  });
}
