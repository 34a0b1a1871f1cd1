import type { StaffPeopleResults } from '@counsel/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { staffPeopleKeys } from './staff-people-query-keys';

const loadSchema = () => import('@counsel/contracts').then((contracts) => contracts.StaffPeopleResultsSchema);

export type PeopleKind = 'lawyer' | 'firm' | '';

/** GET /api/staff/people?search=&kind=: lawyers and firms by name or e-mail (asked once 2 characters are typed). */
export function useSearchPeople(search: string, kind: PeopleKind) {
  const term = search.trim();
  return useQuery({
    queryKey: staffPeopleKeys.search(term, kind),
    queryFn: ({ signal }): Promise<StaffPeopleResults> =>
      apiGet('/api/staff/people', loadSchema, { signal, query: { search: term, kind: kind || undefined } }),
    enabled: term.length >= 2,
    placeholderData: keepPreviousData,
  });
}
