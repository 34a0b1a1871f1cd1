import { and, asc, count, desc, eq, exists, inArray, min, ne, sql, type SQL } from 'drizzle-orm';
import type { ApprovalStatus, StaffCourseListQuery } from '@counsel/contracts';
import type { Executor, Transaction } from '../../db/transaction.js';
import {
  courseCredits,
  coursePracticeAreas,
  courseSpeakers,
  courseVersions,
  courses,
  speakers,
  type CourseVersionCredit,
} from '../../db/schema/courses.js';
import { completions } from '../../db/schema/completions.js';
import { jurisdictions, practiceAreas } from '../../db/schema/taxonomy.js';
import { courseMedia } from '../../db/schema/video.js';
import { addStandardEvaluation } from '../../seed/seed-questionnaires.js';

export type CourseRow = typeof courses.$inferSelect;
export type NewCourse = typeof courses.$inferInsert;
export type SpeakerRow = typeof speakers.$inferSelect;
export type CreditRow = typeof courseCredits.$inferSelect;
export type NewCredit = typeof courseCredits.$inferInsert;
export type JurisdictionRow = typeof jurisdictions.$inferSelect;

export interface StaffCourseFilter {
  searchWords: string[];
  published: boolean | undefined;
  format: StaffCourseListQuery['format'];
  jurisdictionCode: string | undefined;
  approvalStatus: ApprovalStatus | undefined;
}

const jurisdictionColumns = {
  id: jurisdictions.id,
  code: jurisdictions.code,
  name: jurisdictions.name,
  country: jurisdictions.country,
  minutesPerCreditHour: jurisdictions.minutesPerCreditHour,
};

function escapeLike(word: string): string {
  return word.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** Courses, speakers, practice areas, credit lines and credit versions as the staff console edits them. */
export class StaffCoursesRepository {
  constructor(private readonly db: Executor) {}

  /** The same queries inside a service's unit of work (integrations/jobs/unit-of-work.ts). */
  within(tx: Transaction): StaffCoursesRepository {
    return new StaffCoursesRepository(tx);
  }

  private where(filter: StaffCourseFilter): SQL | undefined {
    const conditions: (SQL | undefined)[] = [];
    if (filter.published !== undefined) conditions.push(eq(courses.published, filter.published));
    if (filter.format) conditions.push(eq(courses.format, filter.format));
    for (const word of filter.searchWords) {
      const pattern = `%${escapeLike(word)}%`;
      conditions.push(sql`(${courses.searchText} like ${pattern} or ${courses.slug} like ${pattern})`);
    }
    if (filter.jurisdictionCode || filter.approvalStatus) {
      const line: (SQL | undefined)[] = [eq(courseCredits.courseId, courses.id)];
      if (filter.approvalStatus) line.push(eq(courseCredits.approvalStatus, filter.approvalStatus));
      if (filter.jurisdictionCode) line.push(eq(jurisdictions.code, filter.jurisdictionCode));
      conditions.push(
        exists(
          this.db
            .select({ one: sql`1` })
            .from(courseCredits)
            .innerJoin(jurisdictions, eq(jurisdictions.id, courseCredits.jurisdictionId))
            .where(and(...line)),
        ),
      );
    }
    return and(...conditions);
  }

  async page(filter: StaffCourseFilter, limit: number, offset: number) {
    const where = this.where(filter);
    const [total] = await this.db.select({ total: count() }).from(courses).where(where);
    const rows = await this.db
      .select()
      .from(courses)
      .where(where)
      .orderBy(desc(courses.updatedAt), asc(courses.title), asc(courses.id))
      .limit(limit)
      .offset(offset);
    return { rows, total: total?.total ?? 0 };
  }

  /** Per course and approval status: how many lines, and the soonest expiry of the approved ones. */
  approvalCounts(courseIds: string[]) {
    if (courseIds.length === 0) return Promise.resolve([]);
    return this.db
      .select({
        courseId: courseCredits.courseId,
        status: courseCredits.approvalStatus,
        lines: count(),
        nextExpiry: min(courseCredits.expiresOn),
      })
      .from(courseCredits)
      .where(inArray(courseCredits.courseId, courseIds))
      .groupBy(courseCredits.courseId, courseCredits.approvalStatus);
  }

  async findCourse(courseId: string): Promise<CourseRow | undefined> {
    const [row] = await this.db.select().from(courses).where(eq(courses.id, courseId)).limit(1);
    return row;
  }

  /** The course row locked for the rest of the transaction: credit changes to one course happen one at a time. */
  async lockCourse(courseId: string): Promise<CourseRow | undefined> {
    const [row] = await this.db.select().from(courses).where(eq(courses.id, courseId)).for('update');
    return row;
  }

  async slugTaken(slug: string, exceptCourseId?: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: courses.id })
      .from(courses)
      .where(and(eq(courses.slug, slug), exceptCourseId ? ne(courses.id, exceptCourseId) : undefined))
      .limit(1);
    return row !== undefined;
  }

  /** A new course, with the standard course evaluation every course needs for credit. */
  async insertCourse(values: NewCourse): Promise<CourseRow> {
    const [row] = await this.db.insert(courses).values(values).returning();
    if (!row) throw new Error('course not stored');
    await addStandardEvaluation(this.db, row.id);
    return row;
  }

  async updateCourse(courseId: string, values: Partial<NewCourse>): Promise<void> {
    await this.db.update(courses).set(values).where(eq(courses.id, courseId));
  }

  async setSpeakers(courseId: string, speakerIds: string[]): Promise<void> {
    await this.db.delete(courseSpeakers).where(eq(courseSpeakers.courseId, courseId));
    if (speakerIds.length === 0) return;
    await this.db
      .insert(courseSpeakers)
      .values(speakerIds.map((speakerId, position) => ({ courseId, speakerId, position })));
  }

  async setPracticeAreas(courseId: string, practiceAreaIds: string[]): Promise<void> {
    await this.db.delete(coursePracticeAreas).where(eq(coursePracticeAreas.courseId, courseId));
    if (practiceAreaIds.length === 0) return;
    await this.db
      .insert(coursePracticeAreas)
      .values(practiceAreaIds.map((practiceAreaId) => ({ courseId, practiceAreaId })));
  }

  findPracticeAreasBySlug(slugs: string[]) {
    if (slugs.length === 0) return Promise.resolve([]);
    return this.db
      .select({ id: practiceAreas.id, slug: practiceAreas.slug, name: practiceAreas.name })
      .from(practiceAreas)
      .where(inArray(practiceAreas.slug, slugs));
  }

  practiceAreasOf(courseId: string) {
    return this.db
      .select({ id: practiceAreas.id, slug: practiceAreas.slug, name: practiceAreas.name })
      .from(coursePracticeAreas)
      .innerJoin(practiceAreas, eq(practiceAreas.id, coursePracticeAreas.practiceAreaId))
      .where(eq(coursePracticeAreas.courseId, courseId))
      .orderBy(asc(practiceAreas.name));
  }

  /** The speakers of these courses in the order the course page lists them. */
  speakersOf(courseIds: string[]) {
    if (courseIds.length === 0) return Promise.resolve([]);
    return this.db
      .select({ courseId: courseSpeakers.courseId, speaker: speakers })
      .from(courseSpeakers)
      .innerJoin(speakers, eq(speakers.id, courseSpeakers.speakerId))
      .where(inArray(courseSpeakers.courseId, courseIds))
      .orderBy(asc(courseSpeakers.position), asc(speakers.name));
  }

  listSpeakers(): Promise<SpeakerRow[]> {
    return this.db.select().from(speakers).orderBy(asc(speakers.name), asc(speakers.id));
  }

  findSpeakers(speakerIds: string[]): Promise<SpeakerRow[]> {
    if (speakerIds.length === 0) return Promise.resolve([]);
    return this.db.select().from(speakers).where(inArray(speakers.id, speakerIds));
  }

  async insertSpeaker(values: typeof speakers.$inferInsert): Promise<SpeakerRow> {
    const [row] = await this.db.insert(speakers).values(values).returning();
    if (!row) throw new Error('speaker not stored');
    return row;
  }

  async updateSpeaker(speakerId: string, values: Partial<typeof speakers.$inferInsert>): Promise<void> {
    await this.db.update(speakers).set(values).where(eq(speakers.id, speakerId));
  }

  async courseIdsOfSpeaker(speakerId: string): Promise<string[]> {
    const rows = await this.db
      .select({ courseId: courseSpeakers.courseId })
      .from(courseSpeakers)
      .where(eq(courseSpeakers.speakerId, speakerId));
    return rows.map((row) => row.courseId);
  }

  findCourses(courseIds: string[]): Promise<CourseRow[]> {
    if (courseIds.length === 0) return Promise.resolve([]);
    return this.db.select().from(courses).where(inArray(courses.id, courseIds));
  }

  creditsOf(courseId: string) {
    return this.db
      .select({ credit: courseCredits, jurisdiction: jurisdictionColumns })
      .from(courseCredits)
      .innerJoin(jurisdictions, eq(jurisdictions.id, courseCredits.jurisdictionId))
      .where(eq(courseCredits.courseId, courseId))
      .orderBy(asc(jurisdictions.name), asc(courseCredits.creditType), asc(courseCredits.category));
  }

  async findCredit(courseId: string, creditId: string) {
    const [row] = await this.db
      .select({ credit: courseCredits, jurisdiction: jurisdictionColumns })
      .from(courseCredits)
      .innerJoin(jurisdictions, eq(jurisdictions.id, courseCredits.jurisdictionId))
      .where(and(eq(courseCredits.id, creditId), eq(courseCredits.courseId, courseId)))
      .limit(1);
    return row;
  }

  async findJurisdiction(code: string): Promise<JurisdictionRow | undefined> {
    const [row] = await this.db.select().from(jurisdictions).where(eq(jurisdictions.code, code)).limit(1);
    return row;
  }

  /** Whether another line of the course has this jurisdiction, credit type and category. */
  async creditLineTaken(
    line: Pick<NewCredit, 'courseId' | 'jurisdictionId' | 'creditType' | 'category'>,
    exceptCreditId?: string,
  ): Promise<boolean> {
    const [row] = await this.db
      .select({ id: courseCredits.id })
      .from(courseCredits)
      .where(
        and(
          eq(courseCredits.courseId, line.courseId),
          eq(courseCredits.jurisdictionId, line.jurisdictionId),
          eq(courseCredits.creditType, line.creditType),
          eq(courseCredits.category, line.category),
          exceptCreditId ? ne(courseCredits.id, exceptCreditId) : undefined,
        ),
      )
      .limit(1);
    return row !== undefined;
  }

  async insertCredit(values: NewCredit): Promise<CreditRow> {
    const [row] = await this.db.insert(courseCredits).values(values).returning();
    if (!row) throw new Error('credit line not stored');
    return row;
  }

  async updateCredit(creditId: string, values: Partial<NewCredit>): Promise<void> {
    await this.db.update(courseCredits).set(values).where(eq(courseCredits.id, creditId));
  }

  async deleteCredit(creditId: string): Promise<void> {
    await this.db.delete(courseCredits).where(eq(courseCredits.id, creditId));
  }

  async hasRecording(courseId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ courseId: courseMedia.courseId })
      .from(courseMedia)
      .where(eq(courseMedia.courseId, courseId))
      .limit(1);
    return row !== undefined;
  }

  versionsOf(courseId: string) {
    return this.db
      .select()
      .from(courseVersions)
      .where(eq(courseVersions.courseId, courseId))
      .orderBy(desc(courseVersions.version));
  }

  async hasVersions(courseId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: courseVersions.id })
      .from(courseVersions)
      .where(eq(courseVersions.courseId, courseId))
      .limit(1);
    return row !== undefined;
  }

  async insertVersion(values: {
    courseId: string;
    version: number;
    format: CourseRow['format'];
    durationMinutes: number;
    credits: CourseVersionCredit[];
    createdByUserId: string | null;
    createdAt: Date;
  }): Promise<void> {
    await this.db.insert(courseVersions).values(values).onConflictDoNothing();
  }

  /** How many completions were earned under each version of the course. */
  completionsByVersion(courseId: string) {
    return this.db
      .select({ version: completions.courseVersion, completions: count() })
      .from(completions)
      .where(eq(completions.courseId, courseId))
      .groupBy(completions.courseVersion);
  }
}
