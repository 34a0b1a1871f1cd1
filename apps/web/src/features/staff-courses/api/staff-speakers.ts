import type { StaffSpeaker, StaffSpeakerInput, StaffSpeakerList } from '@counsel/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../../lib/api-client';
import { staffCourseKeys } from './staff-course-keys';

const loadList = () => import('@counsel/contracts').then((contracts) => contracts.StaffSpeakerListSchema);
const loadSpeaker = () => import('@counsel/contracts').then((contracts) => contracts.StaffSpeakerSchema);

/** GET /api/staff/speakers. */
export function useStaffSpeakers() {
  return useQuery({
    queryKey: staffCourseKeys.speakers(),
    queryFn: ({ signal }): Promise<StaffSpeakerList> => apiGet('/api/staff/speakers', loadList, { signal }),
  });
}

/** POST /api/staff/speakers. */
export function useCreateSpeaker() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: StaffSpeakerInput): Promise<StaffSpeaker> =>
      apiPost('/api/staff/speakers', input, loadSpeaker),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffCourseKeys.speakers() }),
  });
}
