import type {
  CourseCredit,
  CourseDetail,
  CourseSummary,
  CreditType,
  PracticeArea,
  Speaker,
} from '@counsel/contracts';
import { CREDIT_TYPES } from '@counsel/contracts';
import type { CourseRow, CourseSummaryRow } from './courses.repository.js';

export interface CourseRelations {
  speakers: Speaker[];
  practiceAreas: PracticeArea[];
  credit: { creditTypes: Set<CreditType>; maxHours: number; jurisdictionCount: number };
}

export function emptyRelations(): CourseRelations {
  return {
    speakers: [],
    practiceAreas: [],
    credit: { creditTypes: new Set(), maxHours: 0, jurisdictionCount: 0 },
  };
}

export function toCourseSummary(row: CourseSummaryRow, relations: CourseRelations): CourseSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    format: row.format,
    level: row.level,
    durationMinutes: row.durationMinutes,
    liveStartsAt: row.liveStartsAt ? row.liveStartsAt.toISOString() : null,
    thumbnailUrl: row.thumbnailUrl,
    speakerNames: relations.speakers.map((speaker) => speaker.name),
    practiceAreas: relations.practiceAreas,
    creditTypes: CREDIT_TYPES.filter((type) => relations.credit.creditTypes.has(type)),
    maxCreditHours: relations.credit.maxHours,
    jurisdictionCount: relations.credit.jurisdictionCount,
  };
}

export function toCourseDetail(
  row: CourseRow,
  relations: CourseRelations,
  credits: CourseCredit[],
  recordingAvailable: boolean,
): CourseDetail {
  return {
    ...toCourseSummary(row, relations),
    description: row.description,
    speakers: relations.speakers,
    credits,
    publishedAt: row.publishedAt.toISOString(),
    price: row.priceCents === null ? null : { amountCents: row.priceCents, currency: row.currency },
    recordingAvailable,
  };
}
