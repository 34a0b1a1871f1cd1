import type { StaffFirm } from '@counsel/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { staffPeopleKeys } from './staff-people-query-keys';

const loadSchema = () => import('@counsel/contracts').then((contracts) => contracts.StaffFirmSchema);

/** GET /api/staff/firms/{firmId}: the firm, its seats, members and subscription. */
export function useFirm(firmId: string) {
  return useQuery({
    queryKey: staffPeopleKeys.firm(firmId),
    queryFn: ({ signal }): Promise<StaffFirm> =>
      apiGet(`/api/staff/firms/${encodeURIComponent(firmId)}`, loadSchema, { signal }),
  });
}
