import { isUuid, type Enrollment, type EnrollmentList, type EnrollmentState } from '@counsel/contracts';
import { hasLiveSessionEnded } from '@counsel/domain';
import { AppError } from '../../errors/app-error.js';
import type { VerifiedIdentity } from '../../integrations/auth/auth-verifier.js';
import type { Clock } from '../../integrations/clock/clock.js';
import type { CourseRow } from '../courses/courses.repository.js';
import type { CoursesService } from '../courses/courses.service.js';
import type { EntitlementsService } from '../entitlements/entitlements.service.js';
import { enrollmentStatus, toEnrollment, type EnrollmentProgress } from './learning.mapper.js';
import type { EnrollmentRow, LearningRepository } from './learning.repository.js';

/** What entitles a user to a course (a membership or a purchase of it): the entitlements module answers. */
export type Entitlements = Pick<EntitlementsService, 'accessTo' | 'isMember'>;

/** Where enrollments' progress is read: the video module keeps it (its repository). */
export interface WatchProgressSource {
  progressOfEnrollments(enrollmentIds: string[]): Promise<Map<string, EnrollmentProgress>>;
}

type AccessOption = EnrollmentState['accessOptions'][number];

export interface ActiveEnrollment {
  userId: string;
  enrollment: EnrollmentRow;
  course: CourseRow;
}

/** Enrollment and My Learning: a lawyer sees and changes only their own enrollments. */
export class LearningService {
  constructor(
    private readonly repository: LearningRepository,
    private readonly entitlements: Entitlements,
    private readonly courses: Pick<CoursesService, 'findPublishedCourse' | 'summariesByIds'>,
    private readonly watchProgress: WatchProgressSource,
    private readonly clock: Clock,
  ) {}

  private async ownerId(identity: VerifiedIdentity): Promise<string> {
    const userId = identity.subject;
    if (!isUuid(userId) || !(await this.repository.userExists(userId))) {
      throw new AppError('USER_NOT_FOUND', 'This account does not exist any more.');
    }
    return userId;
  }

  /** What the user holds for this course now, and what would give access when nothing does. */
  private async accessTo(userId: string, course: { id: string; priceCents: number | null }) {
    const [granted, hasMembership] = await Promise.all([
      this.entitlements.accessTo(userId, course.id),
      this.entitlements.isMember(userId),
    ]);
    const access = !granted.granted
      ? null
      : granted.reason === 'COURSE_PURCHASE'
        ? ('PURCHASE' as const)
        : ('MEMBERSHIP' as const);
    const accessOptions: AccessOption[] =
      access !== null ? [] : course.priceCents === null ? ['MEMBERSHIP'] : ['MEMBERSHIP', 'PURCHASE'];
    return { access, hasMembership, accessOptions };
  }

  private async toEnrollments(rows: EnrollmentRow[], hasMembership: boolean): Promise<Enrollment[]> {
    const [summaries, progress] = await Promise.all([
      this.courses.summariesByIds(rows.map((row) => row.courseId)),
      this.watchProgress.progressOfEnrollments(rows.map((row) => row.id)),
    ]);
    return rows.flatMap((row) => {
      const course = summaries.get(row.courseId);
      return course ? [toEnrollment(row, course, hasMembership, progress.get(row.id))] : [];
    });
  }

  private async one(row: EnrollmentRow, hasMembership: boolean): Promise<Enrollment> {
    const [enrollment] = await this.toEnrollments([row], hasMembership);
    if (!enrollment) throw new Error(`course ${row.courseId} of an enrollment has no summary`);
    return enrollment;
  }

  /** Enrolls once; `created` says whether this call created the enrollment (201) or found it (200). */
  async enrollInCourse(
    identity: VerifiedIdentity,
    courseKey: string,
  ): Promise<{ enrollment: Enrollment; created: boolean }> {
    const userId = await this.ownerId(identity);
    const course = await this.courses.findPublishedCourse(courseKey);
    if (
      hasLiveSessionEnded(course, this.clock.now()) &&
      !(await this.repository.findEnrollment(userId, course.id))
    ) {
      throw new AppError('LIVE_SESSION_ENDED', 'This live session has ended, so enrollment is closed.');
    }
    const { access, hasMembership, accessOptions } = await this.accessTo(userId, course);
    if (access === null) {
      throw new AppError(
        'MEMBERSHIP_REQUIRED',
        accessOptions.includes('PURCHASE')
          ? 'Become a member or buy this course to enroll.'
          : 'Become a member to enroll in this course.',
        { accessOptions },
      );
    }
    const { row, created } = await this.repository.enroll(userId, course.id, access);
    return { enrollment: await this.one(row, hasMembership), created };
  }

  async getEnrollmentState(identity: VerifiedIdentity, courseKey: string): Promise<EnrollmentState> {
    const userId = await this.ownerId(identity);
    const course = await this.courses.findPublishedCourse(courseKey);
    const [row, { access, hasMembership, accessOptions }] = await Promise.all([
      this.repository.findEnrollment(userId, course.id),
      this.accessTo(userId, course),
    ]);
    // A live course whose session is over takes no new enrollments and offers nothing to buy.
    const ended = hasLiveSessionEnded(course, this.clock.now());
    return {
      enrolled: row !== undefined,
      status: row ? enrollmentStatus(row, hasMembership) : null,
      canEnroll: access !== null && !ended,
      accessOptions: ended ? [] : accessOptions,
    };
  }

  /** The lawyer opened the course: started_at once, last_visited_at every time. 403 NOT_ENROLLED otherwise. */
  async recordVisit(identity: VerifiedIdentity, courseKey: string): Promise<Enrollment> {
    const userId = await this.ownerId(identity);
    const course = await this.courses.findPublishedCourse(courseKey);
    const row = await this.repository.recordVisit(userId, course.id);
    if (!row) throw new AppError('NOT_ENROLLED', 'Enroll in this course first.');
    return this.one(row, await this.entitlements.isMember(userId));
  }

  /** The lawyer's enrollment in a course, whatever its status (progress and completions are kept): 403 NOT_ENROLLED. */
  async requireEnrollment(identity: VerifiedIdentity, courseKey: string): Promise<ActiveEnrollment> {
    const userId = await this.ownerId(identity);
    const course = await this.courses.findPublishedCourse(courseKey);
    const enrollment = await this.repository.findEnrollment(userId, course.id);
    if (!enrollment) throw new AppError('NOT_ENROLLED', 'Enroll in this course first.');
    return { userId, enrollment, course };
  }

  /**
   * The lawyer's enrollment in a course while it gives access (ENROLLED): the gate of the player, questionnaires and
   * the credit claim. 403 NOT_ENROLLED without one, 403 ENROLLMENT_INACTIVE while its membership has ended.
   */
  async requireActiveEnrollment(identity: VerifiedIdentity, courseKey: string): Promise<ActiveEnrollment> {
    const { userId, enrollment, course } = await this.requireEnrollment(identity, courseKey);
    if (enrollment.access === 'MEMBERSHIP' && !(await this.entitlements.isMember(userId))) {
      throw new AppError(
        'ENROLLMENT_INACTIVE',
        'Your membership has ended. Your progress is kept: renew to continue this course.',
      );
    }
    return { userId, enrollment, course };
  }

  async listEnrollments(identity: VerifiedIdentity, only: 'all' | 'in-progress'): Promise<EnrollmentList> {
    const userId = await this.ownerId(identity);
    const [rows, hasMembership] = await Promise.all([
      only === 'all'
        ? this.repository.listEnrollments(userId)
        : this.repository.listEnrollmentsInProgress(userId),
      this.entitlements.isMember(userId),
    ]);
    return { items: await this.toEnrollments(rows, hasMembership) };
  }
}
