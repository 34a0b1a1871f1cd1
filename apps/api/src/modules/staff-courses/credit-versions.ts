import type { CourseVersionCredit } from '../../db/schema/courses.js';
import { toVersionCredits } from './staff-courses.mapper.js';
import type { CourseRow, StaffCoursesRepository } from './staff-courses.repository.js';

interface Snapshot {
  format: CourseRow['format'];
  durationMinutes: number;
  credits: CourseVersionCredit[];
}

async function snapshotOf(repository: StaffCoursesRepository, courseId: string): Promise<Snapshot> {
  // One after the other: this runs inside a transaction, one connection that runs one query at a time.
  const course = await repository.findCourse(courseId);
  const credits = await repository.creditsOf(courseId);
  if (!course) throw new Error('course vanished inside its transaction');
  return {
    format: course.format,
    durationMinutes: course.durationMinutes,
    credits: toVersionCredits(credits),
  };
}

/** A course is versioned once it has been published: published now, or a version was written when it was. */
export async function isVersioned(repository: StaffCoursesRepository, course: CourseRow): Promise<boolean> {
  return course.published || (await repository.hasVersions(course.id));
}

/** Writes the version the course is at now, unless it is written already (version 1 of a course published before). */
export async function writeCurrentVersion(
  repository: StaffCoursesRepository,
  course: CourseRow,
  userId: string | null,
  now: Date,
): Promise<void> {
  const snapshot = await snapshotOf(repository, course.id);
  await repository.insertVersion({
    courseId: course.id,
    version: course.creditVersion,
    ...snapshot,
    createdByUserId: userId,
    createdAt: now,
  });
}

/**
 * The versioning rule (docs/product-rules.md#courses-and-versions) around one change to a course, inside the
 * change's transaction, with the course row locked (`lockCourse`): a draft changes in place; a versioned course whose
 * change alters its format, duration or any credit line (added, removed, hours, category, status, accreditation
 * number) moves to the next credit version, and `course_versions` keeps both (the earlier one written first if it
 * was missing). Answers the new version, or null when the version did not move.
 */
export async function withCreditVersioning(
  repository: StaffCoursesRepository,
  course: CourseRow,
  by: { userId: string | null; now: Date },
  change: () => Promise<void>,
): Promise<number | null> {
  if (!(await isVersioned(repository, course))) {
    await change();
    return null;
  }
  const before = await snapshotOf(repository, course.id);
  await change();
  const after = await snapshotOf(repository, course.id);
  if (JSON.stringify(before) === JSON.stringify(after)) return null;
  await repository.insertVersion({
    courseId: course.id,
    version: course.creditVersion,
    ...before,
    createdByUserId: by.userId,
    createdAt: by.now,
  });
  const next = course.creditVersion + 1;
  await repository.updateCourse(course.id, { creditVersion: next, updatedAt: by.now });
  await repository.insertVersion({
    courseId: course.id,
    version: next,
    ...after,
    createdByUserId: by.userId,
    createdAt: by.now,
  });
  return next;
}
