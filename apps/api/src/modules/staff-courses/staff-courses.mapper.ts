import {
  CREDIT_TYPES,
  LISTED_APPROVAL_STATUSES,
  type CourseCredit,
  type CourseDetail,
  type CreditType,
  type ListedApprovalStatus,
  type PracticeArea,
  type StaffCourse,
  type StaffCreditLine,
  type StaffSpeaker,
} from '@counsel/contracts';
import type { CourseVersionCredit } from '../../db/schema/courses.js';
import { toCourseDetail } from '../courses/courses.mapper.js';
import type { CourseRow, CreditRow, SpeakerRow } from './staff-courses.repository.js';

export interface CreditWithJurisdiction {
  credit: CreditRow;
  jurisdiction: StaffCreditLine['jurisdiction'];
}

export interface CourseParts {
  course: CourseRow;
  speakers: SpeakerRow[];
  practiceAreas: PracticeArea[];
  credits: CreditWithJurisdiction[];
  recordingAvailable: boolean;
  versioned: boolean;
}

export function toStaffSpeaker(row: SpeakerRow): StaffSpeaker {
  return { id: row.id, name: row.name, title: row.title, bio: row.bio, photoUrl: row.photoUrl };
}

export function toStaffCreditLine({ credit, jurisdiction }: CreditWithJurisdiction): StaffCreditLine {
  return {
    id: credit.id,
    jurisdiction,
    creditType: credit.creditType,
    category: credit.category,
    hours: credit.hours,
    approvalStatus: credit.approvalStatus,
    accreditationNumber: credit.accreditationNumber,
    appliedOn: credit.appliedOn,
    approvedOn: credit.approvedOn,
    expiresOn: credit.expiresOn,
    updatedAt: credit.updatedAt.toISOString(),
  };
}

export function toStaffCourse(parts: CourseParts): StaffCourse {
  const { course } = parts;
  return {
    id: course.id,
    slug: course.slug,
    title: course.title,
    summary: course.summary,
    description: course.description,
    format: course.format,
    level: course.level,
    durationMinutes: course.durationMinutes,
    priceCents: course.priceCents,
    currency: course.currency,
    thumbnailUrl: course.thumbnailUrl,
    status: course.published ? 'published' : 'draft',
    publishedAt: parts.versioned || course.published ? course.publishedAt.toISOString() : null,
    creditVersion: course.creditVersion,
    versioned: parts.versioned,
    recordingAvailable: parts.recordingAvailable,
    practiceAreas: parts.practiceAreas,
    speakers: parts.speakers.map(toStaffSpeaker),
    credits: parts.credits.map(toStaffCreditLine),
    createdAt: course.createdAt.toISOString(),
    updatedAt: course.updatedAt.toISOString(),
  };
}

const isListed = (status: string): status is ListedApprovalStatus =>
  (LISTED_APPROVAL_STATUSES as readonly string[]).includes(status);

/** The course as a lawyer would see it on its page (the catalog's own mapper), whether or not it is published. */
export function toCoursePreview(parts: CourseParts): CourseDetail {
  const credits = parts.credits.flatMap(({ credit, jurisdiction }): CourseCredit[] =>
    isListed(credit.approvalStatus)
      ? [
          {
            jurisdiction,
            creditType: credit.creditType,
            category: credit.category,
            hours: credit.hours,
            approvalStatus: credit.approvalStatus,
            accreditationNumber: credit.accreditationNumber,
          },
        ]
      : [],
  );
  const jurisdictionsByType = new Map<CreditType, Set<string>>();
  for (const line of credits) {
    const set = jurisdictionsByType.get(line.creditType) ?? new Set<string>();
    set.add(line.jurisdiction.id);
    jurisdictionsByType.set(line.creditType, set);
  }
  return toCourseDetail(
    parts.course,
    {
      speakers: parts.speakers.map(({ name, title, bio }) => ({ name, title, bio })),
      practiceAreas: parts.practiceAreas,
      credit: {
        creditTypes: new Set(CREDIT_TYPES.filter((type) => jurisdictionsByType.has(type))),
        maxHours: Math.max(0, ...credits.map((line) => line.hours)),
        jurisdictionCount: Math.max(0, ...[...jurisdictionsByType.values()].map((set) => set.size)),
      },
    },
    credits,
    parts.recordingAvailable,
  );
}

/** What a credit version keeps: the facts a certificate's credit depends on, in a stable order. */
export function toVersionCredits(credits: CreditWithJurisdiction[]): CourseVersionCredit[] {
  return credits
    .map(({ credit, jurisdiction }) => ({
      jurisdictionCode: jurisdiction.code,
      creditType: credit.creditType,
      category: credit.category,
      hours: credit.hours,
      approvalStatus: credit.approvalStatus,
      accreditationNumber: credit.accreditationNumber,
    }))
    .sort((a, b) =>
      `${a.jurisdictionCode}|${a.creditType}|${a.category}`.localeCompare(
        `${b.jurisdictionCode}|${b.creditType}|${b.category}`,
      ),
    );
}
