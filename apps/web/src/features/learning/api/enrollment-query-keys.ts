/**
 * Query keys of the learning feature. Everything under `enrollments` is the signed-in lawyer's own data; the lists
 * are refetched after an enrollment or a recorded visit.
 */
export const enrollmentsQueryKey = ['enrollments'] as const;
export const enrollmentListsQueryKey = [...enrollmentsQueryKey, 'list'] as const;
export const enrolledCoursesQueryKey = [...enrollmentListsQueryKey, 'all'] as const;
export const inProgressCoursesQueryKey = [...enrollmentListsQueryKey, 'in-progress'] as const;
export const enrollmentStateQueryKey = (courseId: string) =>
  [...enrollmentsQueryKey, 'state', courseId] as const;
