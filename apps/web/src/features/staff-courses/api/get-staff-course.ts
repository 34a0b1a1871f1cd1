import type { CourseDetail, CourseVersionList, StaffCourse } from '@counsel/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { staffCourseKeys } from './staff-course-keys';

const loadCourse = () => import('@counsel/contracts').then((contracts) => contracts.StaffCourseSchema);
const loadPreview = () => import('@counsel/contracts').then((contracts) => contracts.CourseDetailSchema);
const loadVersions = () =>
  import('@counsel/contracts').then((contracts) => contracts.CourseVersionListSchema);
const base = (courseId: string) => `/api/staff/courses/${encodeURIComponent(courseId)}`;

/** GET /api/staff/courses/{courseId}. */
export function useStaffCourse(courseId: string | undefined) {
  return useQuery({
    queryKey: staffCourseKeys.course(courseId ?? ''),
    queryFn: ({ signal }): Promise<StaffCourse> => apiGet(base(courseId ?? ''), loadCourse, { signal }),
    enabled: courseId !== undefined,
  });
}

/** GET /api/staff/courses/{courseId}/preview: the course page's data, even for a draft. */
export function useCoursePreview(courseId: string, enabled: boolean) {
  return useQuery({
    queryKey: staffCourseKeys.preview(courseId),
    queryFn: ({ signal }): Promise<CourseDetail> =>
      apiGet(`${base(courseId)}/preview`, loadPreview, { signal }),
    enabled,
  });
}

/** GET /api/staff/courses/{courseId}/versions. */
export function useCourseVersions(courseId: string) {
  return useQuery({
    queryKey: staffCourseKeys.versions(courseId),
    queryFn: ({ signal }): Promise<CourseVersionList> =>
      apiGet(`${base(courseId)}/versions`, loadVersions, { signal }),
  });
}
