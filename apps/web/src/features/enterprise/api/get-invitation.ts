import type { InvitationPreview } from '@counsel/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { enterpriseKeys } from './enterprise-query-keys';

const loadSchema = () => import('@counsel/contracts').then((contracts) => contracts.InvitationPreviewSchema);

/**
 * GET /api/enterprise/invitation?token= (public, sent without a token): the firm, the invited e-mail and name, and
 * when the link expires. 404 INVITATION_NOT_FOUND, 410 INVITATION_EXPIRED / REVOKED / USED arrive as ApiErrors.
 */
export function getInvitation(token: string, signal?: AbortSignal): Promise<InvitationPreview> {
  return apiGet('/api/enterprise/invitation', loadSchema, { query: { token }, signal, anonymous: true });
}

export function getInvitationQueryOptions(token: string) {
  return queryOptions({
    queryKey: enterpriseKeys.invitation(token),
    queryFn: ({ signal }) => getInvitation(token, signal),
    // A refusal (unknown, expired, used) will not change by asking again.
    retry: false,
    staleTime: Infinity,
  });
}

/** The invitation behind a link; nothing is asked without a token. */
export function useInvitation(token: string | null) {
  return useQuery({ ...getInvitationQueryOptions(token ?? ''), enabled: token !== null && token !== '' });
}
