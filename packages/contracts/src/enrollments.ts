import { z } from 'zod';
import { IsoDateTimeSchema } from './common.js';
import { ENROLLMENT_STATUSES } from './constants.js';
import { CourseSummarySchema } from './courses.js';

/*
 * Enrollment and My Learning. A lawyer may enroll in a course while a membership (their own or a
 * firm seat) is active, or when they bought that course. When the membership ends, its enrollments read
 * SUBSCRIPTION_EXPIRED (progress kept); they read ENROLLED again when it returns. A bought course stays ENROLLED.
 */

export const ENROLLMENT_ACCESS = ['MEMBERSHIP', 'PURCHASE'] as const;

export const EnrollmentSchema = z
  .object({
    course: CourseSummarySchema,
    status: z.enum(ENROLLMENT_STATUSES),
    /** What lets the lawyer in: a membership or a purchase of this course. */
    access: z.enum(ENROLLMENT_ACCESS),
    enrolledAt: IsoDateTimeSchema,
    /** First and latest time the lawyer opened the course (POST /api/courses/{courseId}). */
    startedAt: IsoDateTimeSchema.nullable(),
    lastVisitedAt: IsoDateTimeSchema.nullable(),
    /** Share of the video watched (0–100; 100 once completed) and where to resume, in whole seconds. */
    progressPercent: z.number().int().min(0).max(100),
    resumePositionSeconds: z.number().int().min(0),
    completedAt: IsoDateTimeSchema.nullable(),
  })
  .meta({ id: 'Enrollment' });
export type Enrollment = z.infer<typeof EnrollmentSchema>;

export const EnrollmentListSchema = z
  .object({ items: z.array(EnrollmentSchema) })
  .meta({ id: 'EnrollmentList' });
export type EnrollmentList = z.infer<typeof EnrollmentListSchema>;

/** GET /api/courses/{courseId}/is-enrolled: the enrollment if any, and whether the lawyer may enroll now. */
export const EnrollmentStateSchema = z
  .object({
    enrolled: z.boolean(),
    status: z.enum(ENROLLMENT_STATUSES).nullable(),
    /** True when POST /enroll would succeed now (a membership or a purchase gives access). */
    canEnroll: z.boolean(),
    /** When the lawyer may not enroll: what would give access (the page offers Become a Member / Buy). */
    accessOptions: z.array(z.enum(['MEMBERSHIP', 'PURCHASE'])),
  })
  .meta({ id: 'EnrollmentState' });
export type EnrollmentState = z.infer<typeof EnrollmentStateSchema>;
