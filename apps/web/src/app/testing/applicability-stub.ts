import type { AdmissionApplicability, CourseApplicability, CreditApplicability } from '@counsel/contracts';
import type { StubResponse } from './api-stub';

/**
 * Answers of GET /api/courses/{courseId}/applicability ("Will this count for me?"), shaped as the API's
 * (apps/api/src/modules/compliance/course-applicability.ts) writes them, for the course page and Browse tests.
 */

/** Admission ids of the fixtures (the API's are UUIDs; the contract checks). */
export const APPLICABILITY_ADMISSION_IDS = {
  NY: 'eeeeeeee-0000-4000-8000-000000000001',
  CA: 'eeeeeeee-0000-4000-8000-000000000002',
  CO: 'eeeeeeee-0000-4000-8000-000000000003',
  TX: 'eeeeeeee-0000-4000-8000-000000000004',
} as const;

export function makeCreditApplicability(fields: Partial<CreditApplicability> = {}): CreditApplicability {
  return {
    creditType: 'CLE',
    category: 'GENERAL',
    hours: 1.8,
    approvalStatus: 'APPROVED',
    counts: true,
    countedHours: 1.8,
    toward: [],
    partlyCapped: false,
    reason: null,
    message: 'Counts as 1.8 hours toward your total in New York.',
    ...fields,
  };
}

/** New York counts: 1.8 general hours toward the total. */
export const nyCounts: AdmissionApplicability = {
  admissionId: APPLICABILITY_ADMISSION_IDS.NY,
  jurisdictionCode: 'NY',
  jurisdictionName: 'New York',
  state: 'ANSWERED',
  message: 'Counts for 1.8 hours in New York this reporting period.',
  missingDetails: [],
  credits: [makeCreditApplicability()],
};

/** California needs the admission date before anything can be said. */
export const caNeedsDetails: AdmissionApplicability = {
  admissionId: APPLICABILITY_ADMISSION_IDS.CA,
  jurisdictionCode: 'CA',
  jurisdictionName: 'California',
  state: 'NEEDS_DETAILS',
  message: 'Add your admission date to your California admission to see how this course counts.',
  missingDetails: ['admittedOn'],
  credits: [],
};

/** Colorado has no rule file yet. */
export const coNotCovered: AdmissionApplicability = {
  admissionId: APPLICABILITY_ADMISSION_IDS.CO,
  jurisdictionCode: 'CO',
  jurisdictionName: 'Colorado',
  state: 'NOT_COVERED',
  message: 'We do not track Colorado’s requirements yet; this course carries 1.5 hours there.',
  missingDetails: [],
  credits: [],
};

/** Texas answers, but its self-study ethics cap is already reached: nothing counts. */
export const txCapReached: AdmissionApplicability = {
  admissionId: APPLICABILITY_ADMISSION_IDS.TX,
  jurisdictionCode: 'TX',
  jurisdictionName: 'Texas',
  state: 'ANSWERED',
  message: 'Texas counts at most 1 self-study ethics hour a year, and you already have it.',
  missingDetails: [],
  credits: [
    makeCreditApplicability({
      category: 'ETHICS',
      hours: 1.5,
      counts: false,
      countedHours: 0,
      reason: 'CAP_REACHED',
      message: 'Texas counts at most 1 self-study ethics hour a year, and you already have it.',
    }),
  ],
};

export function makeCourseApplicability(
  courseId: string,
  items: AdmissionApplicability[] = [nyCounts, caNeedsDetails, coNotCovered],
): CourseApplicability {
  return { courseId, items };
}

/** The applicability path of a course, for `stubIdentity({ routes })` and for counting calls. */
export const applicabilityPath = (courseIdOrSlug: string) => `/api/courses/${courseIdOrSlug}/applicability`;

/** A `routes` entry of `stubIdentity` answering the course's applicability with these admissions. */
export function applicabilityRoute(
  courseId: string,
  items?: AdmissionApplicability[],
): Record<string, StubResponse> {
  return { [applicabilityPath(courseId)]: { body: makeCourseApplicability(courseId, items) } };
}
