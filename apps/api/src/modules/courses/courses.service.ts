import {
  isUuid,
  type CourseDetail,
  type CourseList,
  type CourseListQuery,
  type CourseSummary,
} from '@counsel/contracts';
import { normalizeForSearch } from '@counsel/domain';
import { AppError } from '../../errors/app-error.js';
import { emptyRelations, toCourseDetail, toCourseSummary, type CourseRelations } from './courses.mapper.js';
import type { CourseFilter, CourseRow, CoursesRepository } from './courses.repository.js';

const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const MAX_SEARCH_WORDS = 8;

/** The filter a list query means: repeated values once each, the search text as at most 8 normalised words. */
export function courseFilterOf(query: CourseListQuery): CourseFilter {
  return {
    creditType: query.type,
    jurisdictionCodes: [...new Set(query.states ?? [])],
    creditCategories: [...new Set(query.category ?? [])],
    practiceAreaSlugs: [...new Set(query.practiceAreas ?? [])],
    searchWords: [...new Set(normalizeForSearch(query.q ?? '').split(' '))]
      .filter((word) => word.length > 0)
      .slice(0, MAX_SEARCH_WORDS),
    format: query.format,
  };
}

/**
 * One key per distinct answer of GET /api/courses: the same filter, sort and page give the same key whatever the
 * order or repetition of the query's values (`states=NY&states=CA` and `states=CA&states=NY&states=NY`).
 */
export function courseListKey(query: CourseListQuery): string {
  const filter = courseFilterOf(query);
  const sorted = (values: readonly string[]) => [...values].sort();
  return JSON.stringify([
    'list',
    filter.creditType ?? null,
    sorted(filter.jurisdictionCodes),
    sorted(filter.creditCategories),
    sorted(filter.practiceAreaSlugs),
    filter.searchWords,
    filter.format ?? null,
    query.sort,
    query.currentPage,
    query.pageSize,
  ]);
}

/** The key of one course's answer: ids are matched case-insensitively, slugs exactly (as the lookup does). */
export function courseDetailKey(idOrSlug: string): string {
  const key = idOrSlug.trim();
  return JSON.stringify(['course', isUuid(key) ? key.toLowerCase() : key]);
}

/** Catalog use cases: browse the published catalog and read one course. Public; no acting user needed. */
export class CoursesService {
  constructor(private readonly repository: CoursesRepository) {}

  async listCourses(query: CourseListQuery): Promise<CourseList> {
    const filter = courseFilterOf(query);
    const { currentPage, pageSize } = query;
    const [totalItems, rows] = await Promise.all([
      this.repository.countCourses(filter),
      this.repository.findCourses(filter, query.sort, {
        limit: pageSize,
        offset: (currentPage - 1) * pageSize,
      }),
    ]);
    const relations = await this.loadRelations(rows.map((row) => row.id));
    return {
      items: rows.map((row) => toCourseSummary(row, relations.get(row.id) ?? emptyRelations())),
      pagination: { currentPage, pageSize, totalItems, totalPages: Math.ceil(totalItems / pageSize) },
    };
  }

  async getCourse(idOrSlug: string): Promise<CourseDetail> {
    const row = await this.findPublishedCourse(idOrSlug);
    const [relations, creditRows, recordingAvailable] = await Promise.all([
      this.loadRelations([row.id]),
      this.repository.findCredits(row.id),
      this.repository.hasRecording(row.id),
    ]);
    return toCourseDetail(row, relations.get(row.id) ?? emptyRelations(), creditRows, recordingAvailable);
  }

  /** Every published course's slug and when it last changed (ISO 8601), for the sitemap. */
  async listPublishedSlugs(): Promise<{ slug: string; updatedAt: string }[]> {
    const rows = await this.repository.findPublishedSlugs();
    return rows.map((row) => ({ slug: row.slug, updatedAt: row.updatedAt.toISOString() }));
  }

  /** A published course by id or slug, or 404 COURSE_NOT_FOUND (also used by the learning module). */
  async findPublishedCourse(idOrSlug: string): Promise<CourseRow> {
    const key = idOrSlug.trim();
    const byId = isUuid(key);
    // Anything that is neither a UUID nor a slug cannot name a course: answer 404 without asking the database.
    const row =
      byId || SLUG_PATTERN.test(key)
        ? await this.repository.findPublished(byId ? key.toLowerCase() : key, byId)
        : undefined;
    if (!row) throw new AppError('COURSE_NOT_FOUND', 'This course does not exist or is no longer published.');
    return row;
  }

  /** Course cards by id, keyed by id (other modules' lists, e.g. My Learning); unknown ids are left out. */
  async summariesByIds(courseIds: string[]): Promise<Map<string, CourseSummary>> {
    const ids = [...new Set(courseIds)];
    const [rows, relations] = await Promise.all([
      this.repository.findSummaries(ids),
      this.loadRelations(ids),
    ]);
    return new Map(
      rows.map((row) => [row.id, toCourseSummary(row, relations.get(row.id) ?? emptyRelations())]),
    );
  }

  private async loadRelations(courseIds: string[]): Promise<Map<string, CourseRelations>> {
    const [speakerRows, areaRows, creditRows] = await Promise.all([
      this.repository.findSpeakers(courseIds),
      this.repository.findPracticeAreas(courseIds),
      this.repository.findCreditSummaries(courseIds),
    ]);
    const byCourse = new Map<string, CourseRelations>(courseIds.map((id) => [id, emptyRelations()]));
    for (const { courseId, ...speaker } of speakerRows) byCourse.get(courseId)?.speakers.push(speaker);
    for (const { courseId, ...area } of areaRows) byCourse.get(courseId)?.practiceAreas.push(area);
    for (const row of creditRows) {
      const credit = byCourse.get(row.courseId)?.credit;
      if (!credit) continue;
      credit.creditTypes.add(row.creditType);
      credit.maxHours = Math.max(credit.maxHours, Number(row.maxHours));
      credit.jurisdictionCount = Math.max(credit.jurisdictionCount, Number(row.jurisdictionCount));
    }
    return byCourse;
  }
}
