import type { StaffCourseListQuery } from '@counsel/contracts';

/** The course list's filters as the page sends them (the API fills in the defaults). */
export type StaffCourseFilters = Partial<Omit<StaffCourseListQuery, 'pageSize' | 'currentPage'>> & {
  currentPage: number;
};

/** Query keys of the staff console's Courses and Credit approvals (all under 'staff', which staff writes refresh). */
export const staffCourseKeys = {
  all: ['staff', 'courses'] as const,
  list: (filters: StaffCourseFilters) => ['staff', 'courses', 'list', filters] as const,
  course: (courseId: string) => ['staff', 'courses', 'course', courseId] as const,
  preview: (courseId: string) => ['staff', 'courses', 'preview', courseId] as const,
  versions: (courseId: string) => ['staff', 'courses', 'versions', courseId] as const,
  speakers: () => ['staff', 'speakers'] as const,
  expiring: (withinDays: number) => ['staff', 'approvals', 'expiring', withinDays] as const,
};
