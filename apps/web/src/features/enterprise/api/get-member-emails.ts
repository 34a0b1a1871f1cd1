import type { MemberEmails } from '@counsel/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { enterpriseKeys } from './enterprise-query-keys';

const loadSchema = () => import('@counsel/contracts').then((contracts) => contracts.MemberEmailsSchema);

/** GET /api/enterprise/member-emails: every address in the firm, any status (the bulk invite's ALREADY_MEMBER). */
export function getMemberEmails(signal?: AbortSignal): Promise<MemberEmails> {
  return apiGet('/api/enterprise/member-emails', loadSchema, { signal });
}

export function getMemberEmailsQueryOptions() {
  return queryOptions({
    queryKey: enterpriseKeys.memberEmails(),
    queryFn: ({ signal }) => getMemberEmails(signal),
  });
}

/** Asked only once the bulk invite is opened (`enabled`). */
export function useMemberEmails(enabled: boolean) {
  return useQuery({ ...getMemberEmailsQueryOptions(), enabled });
}
