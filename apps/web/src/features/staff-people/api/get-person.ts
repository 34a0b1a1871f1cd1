import type { StaffPerson } from '@counsel/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { staffPeopleKeys } from './staff-people-query-keys';

const loadSchema = () => import('@counsel/contracts').then((contracts) => contracts.StaffPersonSchema);

/** GET /api/staff/people/{userId}: the account, admissions, enrollments, completions, certificates, billing. */
export function usePerson(userId: string) {
  return useQuery({
    queryKey: staffPeopleKeys.person(userId),
    queryFn: ({ signal }): Promise<StaffPerson> =>
      apiGet(`/api/staff/people/${encodeURIComponent(userId)}`, loadSchema, { signal }),
  });
}
