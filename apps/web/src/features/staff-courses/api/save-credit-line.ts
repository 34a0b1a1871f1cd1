import type { StaffCourse, StaffCreditLineInput } from '@counsel/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete, apiPost, apiPut } from '../../../lib/api-client';
import { staffCourseKeys } from './staff-course-keys';

const loadCourse = () => import('@counsel/contracts').then((contracts) => contracts.StaffCourseSchema);
const credits = (courseId: string) => `/api/staff/courses/${encodeURIComponent(courseId)}/credits`;

/** POST …/credits (no creditId) or PUT …/credits/{creditId}: answers the course with its lines. */
export function useSaveCreditLine(courseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ creditId, input }: { creditId: string | null; input: StaffCreditLineInput }) =>
      creditId
        ? apiPut(`${credits(courseId)}/${encodeURIComponent(creditId)}`, input, loadCourse)
        : apiPost(credits(courseId), input, loadCourse),
    onSuccess: async (course: StaffCourse) => {
      queryClient.setQueryData(staffCourseKeys.course(course.id), course);
      await queryClient.invalidateQueries({ queryKey: ['staff'] });
    },
  });
}

/** DELETE …/credits/{creditId}. */
export function useDeleteCreditLine(courseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (creditId: string) => apiDelete(`${credits(courseId)}/${encodeURIComponent(creditId)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['staff'] }),
  });
}
