import type {
  CourseDetail,
  CourseVersionList,
  StaffCourse,
  StaffCourseInput,
  StaffCourseList,
  StaffCourseListQuery,
  StaffCourseUpdate,
} from '@counsel/contracts';
import { normalizeForSearch } from '@counsel/domain';
import { AppError } from '../../errors/app-error.js';
import type { Clock } from '../../integrations/clock/clock.js';
import type { VerifiedIdentity } from '../../integrations/auth/auth-verifier.js';
import type { UnitOfWork } from '../../integrations/jobs/unit-of-work.js';
import type { StaffAudit } from '../staff/staff.service.js';
import { isVersioned, withCreditVersioning, writeCurrentVersion } from './credit-versions.js';
import { toCoursePreview, toStaffCourse, type CourseParts } from './staff-courses.mapper.js';
import type { CourseRow, NewCourse, StaffCoursesRepository } from './staff-courses.repository.js';

const MAX_SEARCH_WORDS = 8;
type Editable = keyof StaffCourseUpdate;

/** The course's search text: title, summary and speaker names folded as the catalog search folds its words. */
export function searchTextOf(course: Pick<CourseRow, 'title' | 'summary'>, speakerNames: string[]): string {
  return normalizeForSearch([course.title, course.summary, ...speakerNames].join(' '));
}

/** Staff console Courses: list, drafts, edits (versioned once published), publish, unpublish, preview, versions. */
export class StaffCoursesService {
  constructor(
    private readonly repository: StaffCoursesRepository,
    private readonly audit: StaffAudit,
    private readonly unitOfWork: Pick<UnitOfWork, 'run'>,
    private readonly clock: Clock,
  ) {}

  async list(query: StaffCourseListQuery): Promise<StaffCourseList> {
    const { currentPage, pageSize } = query;
    const { rows, total } = await this.repository.page(
      {
        searchWords: [...new Set(normalizeForSearch(query.q ?? '').split(' '))]
          .filter((word) => word.length > 0)
          .slice(0, MAX_SEARCH_WORDS),
        published: query.status === undefined ? undefined : query.status === 'published',
        format: query.format,
        jurisdictionCode: query.jurisdiction,
        approvalStatus: query.approvalStatus,
      },
      pageSize,
      (currentPage - 1) * pageSize,
    );
    const ids = rows.map((row) => row.id);
    const [speakerRows, counts] = await Promise.all([
      this.repository.speakersOf(ids),
      this.repository.approvalCounts(ids),
    ]);
    return {
      items: rows.map((row) => {
        const approvals = { APPROVED: 0, PENDING: 0, DENIED: 0, EXPIRED: 0 };
        let nextExpiry: string | null = null;
        for (const entry of counts.filter((count) => count.courseId === row.id)) {
          approvals[entry.status] = entry.lines;
          if (entry.status === 'APPROVED') nextExpiry = entry.nextExpiry;
        }
        return {
          id: row.id,
          slug: row.slug,
          title: row.title,
          format: row.format,
          status: row.published ? ('published' as const) : ('draft' as const),
          durationMinutes: row.durationMinutes,
          creditVersion: row.creditVersion,
          speakerNames: speakerRows
            .filter((entry) => entry.courseId === row.id)
            .map((entry) => entry.speaker.name),
          approvals,
          nextExpiry,
          updatedAt: row.updatedAt.toISOString(),
        };
      }),
      pagination: { currentPage, pageSize, totalItems: total, totalPages: Math.ceil(total / pageSize) },
    };
  }

  async get(courseId: string): Promise<StaffCourse> {
    return toStaffCourse(await this.parts(this.repository, courseId));
  }

  async preview(courseId: string): Promise<CourseDetail> {
    return toCoursePreview(await this.parts(this.repository, courseId));
  }

  async create(identity: VerifiedIdentity, input: StaffCourseInput): Promise<StaffCourse> {
    if (input.format !== 'ON_DEMAND') {
      throw new AppError(
        'VALIDATION_FAILED',
        'The console creates on-demand courses; live ones come with sessions.',
        {
          field: 'format',
        },
      );
    }
    const actor = await this.audit.actor(identity);
    const now = this.clock.now();
    const courseId = await this.unitOfWork.run(async ({ tx }) => {
      const repository = this.repository.within(tx);
      if (await repository.slugTaken(input.slug)) throw slugTaken(input.slug);
      // One after the other: a transaction is one connection, which runs one query at a time (pg@9 refuses more).
      const areaIds = await this.practiceAreaIds(repository, input.practiceAreaSlugs);
      const speakerNames = await this.speakerNames(repository, input.speakerIds);
      const { practiceAreaSlugs: _areas, speakerIds, ...fields } = input;
      const row = await repository.insertCourse({
        ...fields,
        published: false,
        publishedAt: now,
        searchText: searchTextOf(input, speakerNames),
        createdAt: now,
        updatedAt: now,
      });
      await repository.setSpeakers(row.id, speakerIds);
      await repository.setPracticeAreas(row.id, areaIds);
      await this.audit.record(tx, actor, {
        action: 'course.create',
        subjectType: 'course',
        subjectId: row.id,
        summary: `Created the draft “${row.title}”`,
        before: null,
        after: { ...fields, practiceAreaSlugs: input.practiceAreaSlugs, speakerIds },
      });
      return row.id;
    });
    return this.get(courseId);
  }

  async update(identity: VerifiedIdentity, courseId: string, input: StaffCourseUpdate): Promise<StaffCourse> {
    const actor = await this.audit.actor(identity);
    const now = this.clock.now();
    await this.unitOfWork.run(async ({ tx }) => {
      const repository = this.repository.within(tx);
      const course = await this.lock(repository, courseId);
      if (input.format !== undefined && input.format !== course.format) {
        throw new AppError(
          'VALIDATION_FAILED',
          'A course’s format cannot change between live and on demand.',
          {
            field: 'format',
          },
        );
      }
      if (input.slug !== undefined && input.slug !== course.slug) {
        if (await repository.slugTaken(input.slug, courseId)) throw slugTaken(input.slug);
      }
      const before = await this.parts(repository, courseId);
      const changes: Partial<NewCourse> = {};
      const beforeValues: Record<string, unknown> = {};
      const afterValues: Record<string, unknown> = {};
      const fields: Editable[] = [
        'slug',
        'title',
        'summary',
        'description',
        'format',
        'level',
        'durationMinutes',
        'priceCents',
        'thumbnailUrl',
      ];
      for (const field of fields) {
        const value = input[field];
        if (value === undefined || field === 'practiceAreaSlugs' || field === 'speakerIds') continue;
        if (course[field] === value) continue;
        beforeValues[field] = course[field];
        afterValues[field] = value;
        Object.assign(changes, { [field]: value });
      }
      let speakerNames = before.speakers.map((speaker) => speaker.name);
      if (input.speakerIds) {
        const current = before.speakers.map((speaker) => speaker.id);
        if (current.join() !== input.speakerIds.join()) {
          speakerNames = await this.speakerNames(repository, input.speakerIds);
          beforeValues.speakerIds = current;
          afterValues.speakerIds = input.speakerIds;
        }
      }
      let areaIds: string[] | null = null;
      if (input.practiceAreaSlugs) {
        const current = before.practiceAreas.map((area) => area.slug).sort();
        const next = [...new Set(input.practiceAreaSlugs)].sort();
        if (current.join() !== next.join()) {
          areaIds = await this.practiceAreaIds(repository, next);
          beforeValues.practiceAreaSlugs = current;
          afterValues.practiceAreaSlugs = next;
        }
      }
      if (Object.keys(afterValues).length === 0) return;
      const version = await withCreditVersioning(
        repository,
        course,
        { userId: actor.userId, now },
        async () => {
          const merged = { ...course, ...changes };
          await repository.updateCourse(courseId, {
            ...changes,
            searchText: searchTextOf(merged, speakerNames),
            updatedAt: now,
          });
          if (input.speakerIds && 'speakerIds' in afterValues) {
            await repository.setSpeakers(courseId, input.speakerIds);
          }
          if (areaIds) await repository.setPracticeAreas(courseId, areaIds);
        },
      );
      if (version !== null) {
        beforeValues.creditVersion = course.creditVersion;
        afterValues.creditVersion = version;
      }
      await this.audit.record(tx, actor, {
        action: 'course.update',
        subjectType: 'course',
        subjectId: courseId,
        summary: `Edited “${changes.title ?? course.title}”`,
        before: beforeValues,
        after: afterValues,
      });
    });
    return this.get(courseId);
  }

  /** Publishes once the course has what a lawyer needs; 409 COURSE_NOT_PUBLISHABLE lists what is missing. */
  async publish(identity: VerifiedIdentity, courseId: string): Promise<StaffCourse> {
    const actor = await this.audit.actor(identity);
    const now = this.clock.now();
    await this.unitOfWork.run(async ({ tx }) => {
      const repository = this.repository.within(tx);
      const course = await this.lock(repository, courseId);
      if (course.published) return;
      const parts = await this.parts(repository, courseId);
      const missing = missingForPublishing(parts);
      if (missing.length > 0) {
        throw new AppError('COURSE_NOT_PUBLISHABLE', `Add what is missing first: ${missing.join(', ')}.`, {
          missing,
        });
      }
      await writeCurrentVersion(repository, course, actor.userId, now);
      await repository.updateCourse(courseId, { published: true, publishedAt: now, updatedAt: now });
      await this.audit.record(tx, actor, {
        action: 'course.publish',
        subjectType: 'course',
        subjectId: courseId,
        summary: `Published “${course.title}”`,
        before: { published: false },
        after: { published: true, creditVersion: course.creditVersion },
      });
    });
    return this.get(courseId);
  }

  /** Takes the course out of the catalog; enrolled lawyers keep it, and its versions stay. */
  async unpublish(identity: VerifiedIdentity, courseId: string): Promise<StaffCourse> {
    const actor = await this.audit.actor(identity);
    const now = this.clock.now();
    await this.unitOfWork.run(async ({ tx }) => {
      const repository = this.repository.within(tx);
      const course = await this.lock(repository, courseId);
      if (!course.published) return;
      await writeCurrentVersion(repository, course, actor.userId, now);
      await repository.updateCourse(courseId, { published: false, updatedAt: now });
      await this.audit.record(tx, actor, {
        action: 'course.unpublish',
        subjectType: 'course',
        subjectId: courseId,
        summary: `Unpublished “${course.title}”`,
        before: { published: true },
        after: { published: false },
      });
    });
    return this.get(courseId);
  }

  async versions(courseId: string): Promise<CourseVersionList> {
    const course = await this.repository.findCourse(courseId);
    if (!course) throw courseNotFound();
    const [rows, counts] = await Promise.all([
      this.repository.versionsOf(courseId),
      this.repository.completionsByVersion(courseId),
    ]);
    return {
      currentVersion: course.creditVersion,
      versions: rows.map((row) => ({
        version: row.version,
        format: row.format,
        durationMinutes: row.durationMinutes,
        credits: row.credits,
        createdAt: row.createdAt.toISOString(),
        completions: counts.find((count) => count.version === row.version)?.completions ?? 0,
      })),
    };
  }

  private async lock(repository: StaffCoursesRepository, courseId: string): Promise<CourseRow> {
    const course = await repository.lockCourse(courseId);
    if (!course) throw courseNotFound();
    return course;
  }

  private async parts(repository: StaffCoursesRepository, courseId: string): Promise<CourseParts> {
    const course = await repository.findCourse(courseId);
    if (!course) throw courseNotFound();
    // One after the other: `repository` may be a transaction's (an edit's "before"), one connection that runs one
    // query at a time (pg@9 refuses more).
    const speakerRows = await repository.speakersOf([courseId]);
    const practiceAreas = await repository.practiceAreasOf(courseId);
    const credits = await repository.creditsOf(courseId);
    const recordingAvailable = await repository.hasRecording(courseId);
    const versioned = await isVersioned(repository, course);
    return {
      course,
      speakers: speakerRows.map((row) => row.speaker),
      practiceAreas,
      credits,
      recordingAvailable,
      versioned,
    };
  }

  private async practiceAreaIds(repository: StaffCoursesRepository, slugs: string[]): Promise<string[]> {
    const wanted = [...new Set(slugs)];
    const found = await repository.findPracticeAreasBySlug(wanted);
    const unknown = wanted.filter((slug) => !found.some((area) => area.slug === slug));
    if (unknown.length > 0) {
      throw new AppError('PRACTICE_AREA_NOT_FOUND', 'Unknown practice area.', { slugs: unknown });
    }
    return found.map((area) => area.id);
  }

  private async speakerNames(repository: StaffCoursesRepository, speakerIds: string[]): Promise<string[]> {
    if (new Set(speakerIds).size !== speakerIds.length) {
      throw new AppError('VALIDATION_FAILED', 'A speaker is listed twice.', { field: 'speakerIds' });
    }
    const found = await repository.findSpeakers(speakerIds);
    const unknown = speakerIds.filter((id) => !found.some((speaker) => speaker.id === id));
    if (unknown.length > 0) {
      throw new AppError('SPEAKER_NOT_FOUND', 'No speaker has this id.', { speakerIds: unknown });
    }
    return speakerIds.map((id) => found.find((speaker) => speaker.id === id)?.name ?? '');
  }
}

/** What a lawyer needs before the course can be published (docs/product-rules.md#courses-and-versions). */
export function missingForPublishing(parts: CourseParts): string[] {
  const missing: string[] = [];
  if (parts.course.title.trim() === '') missing.push('title');
  if (parts.course.summary.trim() === '') missing.push('summary');
  if (parts.course.description.trim() === '') missing.push('description');
  if (parts.speakers.length === 0) missing.push('speaker');
  const listed = parts.credits.filter(
    ({ credit }) => credit.approvalStatus === 'APPROVED' || credit.approvalStatus === 'PENDING',
  );
  if (listed.length === 0) missing.push('credit line (approved or applied for)');
  if (parts.course.format === 'ON_DEMAND' && !parts.recordingAvailable) missing.push('recording');
  return missing;
}

export function courseNotFound(): AppError {
  return new AppError('COURSE_NOT_FOUND', 'No course has this id.');
}

function slugTaken(slug: string): AppError {
  return new AppError('COURSE_SLUG_TAKEN', `Another course already uses the address “${slug}”.`, { slug });
}
