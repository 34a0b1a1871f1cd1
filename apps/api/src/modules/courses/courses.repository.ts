import { and, asc, count, desc, eq, exists, inArray, sql, type SQL } from 'drizzle-orm';
import {
  LISTED_APPROVAL_STATUSES,
  type CourseListQuery,
  type CreditCategory,
  type ListedApprovalStatus,
} from '@counsel/contracts';
import type { Database } from '../../db/database.js';
import {
  catalogState,
  courseCredits,
  coursePracticeAreas,
  courseSpeakers,
  courses,
  speakers,
} from '../../db/schema/courses.js';
import { jurisdictions, practiceAreas } from '../../db/schema/taxonomy.js';
import { courseMedia } from '../../db/schema/video.js';

export type CourseRow = typeof courses.$inferSelect;

/** A credit line the catalog shows and filters by: approved or applied for, never denied or expired. */
const listedCredit = inArray(courseCredits.approvalStatus, [...LISTED_APPROVAL_STATUSES]);

/** The columns a course card needs: lists never read the long description or the search text. */
const summaryColumns = {
  id: courses.id,
  slug: courses.slug,
  title: courses.title,
  summary: courses.summary,
  format: courses.format,
  level: courses.level,
  durationMinutes: courses.durationMinutes,
  liveStartsAt: courses.liveStartsAt,
  thumbnailUrl: courses.thumbnailUrl,
};
export type CourseSummaryRow = Pick<CourseRow, keyof typeof summaryColumns>;

/** Filters after the service has folded the search words (normalizeForSearch) and resolved defaults. */
export interface CourseFilter {
  creditType: CourseListQuery['type'];
  jurisdictionCodes: string[];
  creditCategories: CreditCategory[];
  practiceAreaSlugs: string[];
  searchWords: string[];
  format: CourseListQuery['format'];
}

function escapeLike(word: string): string {
  return word.replace(/[\\%_]/g, (char) => `\\${char}`);
}

export class CoursesRepository {
  constructor(private readonly db: Database) {}

  /** The catalog's version (migration 0026), or undefined before its row exists. */
  async findCatalogVersion(): Promise<number | undefined> {
    const [row] = await this.db
      .select({ version: catalogState.version })
      .from(catalogState)
      .where(eq(catalogState.id, 1));
    return row?.version;
  }

  private where(filter: CourseFilter): SQL | undefined {
    const conditions: (SQL | undefined)[] = [eq(courses.published, true)];
    if (filter.format) conditions.push(eq(courses.format, filter.format));
    for (const word of filter.searchWords) {
      conditions.push(sql`${courses.searchText} like ${`%${escapeLike(word)}%`}`);
    }
    // Type, jurisdiction and category narrow the same credit line: "Ethics in NY" is not Ethics in CA plus
    // General in NY. The jurisdiction indexes find the lines; the category is checked on the few rows they give.
    if (filter.creditType || filter.jurisdictionCodes.length > 0 || filter.creditCategories.length > 0) {
      const creditConditions: (SQL | undefined)[] = [eq(courseCredits.courseId, courses.id), listedCredit];
      if (filter.creditType) creditConditions.push(eq(courseCredits.creditType, filter.creditType));
      if (filter.creditCategories.length > 0) {
        creditConditions.push(inArray(courseCredits.category, filter.creditCategories));
      }
      if (filter.jurisdictionCodes.length > 0) {
        creditConditions.push(
          inArray(
            courseCredits.jurisdictionId,
            this.db
              .select({ id: jurisdictions.id })
              .from(jurisdictions)
              .where(inArray(jurisdictions.code, filter.jurisdictionCodes)),
          ),
        );
      }
      conditions.push(
        exists(
          this.db
            .select({ one: sql`1` })
            .from(courseCredits)
            .where(and(...creditConditions)),
        ),
      );
    }
    if (filter.practiceAreaSlugs.length > 0) {
      conditions.push(
        exists(
          this.db
            .select({ one: sql`1` })
            .from(coursePracticeAreas)
            .innerJoin(practiceAreas, eq(practiceAreas.id, coursePracticeAreas.practiceAreaId))
            .where(
              and(
                eq(coursePracticeAreas.courseId, courses.id),
                inArray(practiceAreas.slug, filter.practiceAreaSlugs),
              ),
            ),
        ),
      );
    }
    return and(...conditions);
  }

  async countCourses(filter: CourseFilter): Promise<number> {
    const [row] = await this.db.select({ total: count() }).from(courses).where(this.where(filter));
    return row?.total ?? 0;
  }

  async findCourses(
    filter: CourseFilter,
    sort: CourseListQuery['sort'],
    page: { limit: number; offset: number },
  ): Promise<CourseSummaryRow[]> {
    const orderBy =
      sort === 'newest'
        ? [desc(courses.publishedAt), asc(courses.title)]
        : sort === 'start-date'
          ? [sql`${courses.liveStartsAt} asc nulls last`, asc(courses.title)]
          : [asc(courses.title)];
    return this.db
      .select(summaryColumns)
      .from(courses)
      .where(this.where(filter))
      .orderBy(...orderBy, asc(courses.id))
      .limit(page.limit)
      .offset(page.offset);
  }

  /** Every published course's slug and last change, by title (the sitemap). */
  async findPublishedSlugs(): Promise<{ slug: string; updatedAt: Date }[]> {
    return this.db
      .select({ slug: courses.slug, updatedAt: courses.updatedAt })
      .from(courses)
      .where(eq(courses.published, true))
      .orderBy(asc(courses.title), asc(courses.id));
  }

  /** A published course by id or slug; `isUuid` says which column to look in. */
  async findPublished(idOrSlug: string, isUuid: boolean): Promise<CourseRow | undefined> {
    const [row] = await this.db
      .select()
      .from(courses)
      .where(and(eq(courses.published, true), isUuid ? eq(courses.id, idOrSlug) : eq(courses.slug, idOrSlug)))
      .limit(1);
    return row;
  }

  /** Course cards by id, published or not (a lawyer keeps seeing a course they enrolled in). */
  async findSummaries(courseIds: string[]): Promise<CourseSummaryRow[]> {
    if (courseIds.length === 0) return [];
    return this.db.select(summaryColumns).from(courses).where(inArray(courses.id, courseIds));
  }

  async findSpeakers(courseIds: string[]) {
    if (courseIds.length === 0) return [];
    return this.db
      .select({
        courseId: courseSpeakers.courseId,
        name: speakers.name,
        title: speakers.title,
        bio: speakers.bio,
      })
      .from(courseSpeakers)
      .innerJoin(speakers, eq(speakers.id, courseSpeakers.speakerId))
      .where(inArray(courseSpeakers.courseId, courseIds))
      .orderBy(asc(courseSpeakers.position), asc(speakers.name));
  }

  async findPracticeAreas(courseIds: string[]) {
    if (courseIds.length === 0) return [];
    return this.db
      .select({
        courseId: coursePracticeAreas.courseId,
        id: practiceAreas.id,
        slug: practiceAreas.slug,
        name: practiceAreas.name,
      })
      .from(coursePracticeAreas)
      .innerJoin(practiceAreas, eq(practiceAreas.id, coursePracticeAreas.practiceAreaId))
      .where(inArray(coursePracticeAreas.courseId, courseIds))
      .orderBy(asc(practiceAreas.name));
  }

  /** Per course: its credit types, the most hours in any jurisdiction and how many jurisdictions it counts in. */
  async findCreditSummaries(courseIds: string[]) {
    if (courseIds.length === 0) return [];
    return this.db
      .select({
        courseId: courseCredits.courseId,
        creditType: courseCredits.creditType,
        maxHours: sql<string>`max(${courseCredits.hours})`,
        jurisdictionCount: sql<string>`count(distinct ${courseCredits.jurisdictionId})`,
      })
      .from(courseCredits)
      .where(and(inArray(courseCredits.courseId, courseIds), listedCredit))
      .groupBy(courseCredits.courseId, courseCredits.creditType);
  }

  async findCredits(courseId: string) {
    return this.db
      .select({
        creditType: courseCredits.creditType,
        category: courseCredits.category,
        hours: courseCredits.hours,
        approvalStatus: sql<ListedApprovalStatus>`${courseCredits.approvalStatus}`,
        accreditationNumber: courseCredits.accreditationNumber,
        jurisdiction: {
          id: jurisdictions.id,
          code: jurisdictions.code,
          name: jurisdictions.name,
          country: jurisdictions.country,
          minutesPerCreditHour: jurisdictions.minutesPerCreditHour,
        },
      })
      .from(courseCredits)
      .innerJoin(jurisdictions, eq(jurisdictions.id, courseCredits.jurisdictionId))
      .where(and(eq(courseCredits.courseId, courseId), listedCredit))
      .orderBy(asc(jurisdictions.name), asc(courseCredits.creditType), asc(courseCredits.category));
  }

  /** Whether the course has a recording to play on demand (its `course_media` row). */
  async hasRecording(courseId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ courseId: courseMedia.courseId })
      .from(courseMedia)
      .where(eq(courseMedia.courseId, courseId))
      .limit(1);
    return row !== undefined;
  }
}
