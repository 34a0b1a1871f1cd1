import type { StaffCourse, StaffCourseInput, StaffCourseUpdate } from '@counsel/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost, apiPut } from '../../../lib/api-client';
import { staffCourseKeys } from './staff-course-keys';

const loadCourse = () => import('@counsel/contracts').then((contracts) => contracts.StaffCourseSchema);
const base = (courseId: string) => `/api/staff/courses/${encodeURIComponent(courseId)}`;

function useCourseMutation<Variables>(send: (variables: Variables) => Promise<StaffCourse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async (course) => {
      queryClient.setQueryData(staffCourseKeys.course(course.id), course);
      await queryClient.invalidateQueries({ queryKey: ['staff'] });
    },
  });
}

/** POST /api/staff/courses: a new on-demand draft. */
export function useCreateStaffCourse() {
  return useCourseMutation((input: StaffCourseInput) => apiPost('/api/staff/courses', input, loadCourse));
}

/** PUT /api/staff/courses/{courseId}: the fields that changed. */
export function useUpdateStaffCourse(courseId: string) {
  return useCourseMutation((input: StaffCourseUpdate) => apiPut(base(courseId), input, loadCourse));
}

/** POST /api/staff/courses/{courseId}/publish or /unpublish. */
export function useSetCoursePublished(courseId: string) {
  return useCourseMutation((publish: boolean) =>
    apiPost(`${base(courseId)}/${publish ? 'publish' : 'unpublish'}`, {}, loadCourse),
  );
}
