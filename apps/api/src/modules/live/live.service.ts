import type {
  LiveRegistration,
  LiveRegistrationList,
  LiveSession,
  LiveSessionList,
} from '@counsel/contracts';
import { LIVE_COMPLETED_AFTER_START_MS, canCancelRegistration, isRegistrationOpen } from '@counsel/domain';
import type { UnitOfWork } from '../../integrations/jobs/unit-of-work.js';
import { AppError } from '../../errors/app-error.js';
import type { VerifiedIdentity } from '../../integrations/auth/auth-verifier.js';
import type { Clock } from '../../integrations/clock/clock.js';
import type { CoursesService } from '../courses/courses.service.js';
import type { LearningService } from '../learning/learning.service.js';
import type { LiveMail } from './live-mail.js';
import { toLiveRegistration, toLiveSession } from './live.mapper.js';
import type { LiveRepository, RegistrationView } from './live.repository.js';

/**
 * Live sessions and registrations (docs/product-rules.md#live-webinars): the sessions of a course, registering (which
 * enrolls: a member, a firm seat or a buyer of the course may) under the session's row lock so capacity holds, with
 * its confirmation e-mail, and cancelling before the start. Joining is live-join.service.ts.
 */
export class LiveService {
  constructor(
    private readonly repository: LiveRepository,
    private readonly learning: Pick<LearningService, 'enrollInCourse' | 'requireActiveEnrollment'>,
    private readonly courses: Pick<CoursesService, 'findPublishedCourse'>,
    private readonly unitOfWork: UnitOfWork,
    private readonly mail: LiveMail,
    private readonly clock: Clock,
  ) {}

  async liveCourse(courseKey: string) {
    const course = await this.courses.findPublishedCourse(courseKey);
    if (course.format !== 'LIVE') {
      throw new AppError('NOT_A_LIVE_COURSE', 'This course is on demand: it has no live sessions.');
    }
    return course;
  }

  /**
   * Development only (never registered in production, live-dev.routes.ts): a built-in session of the course starting
   * in `startsInSeconds`, so a browser test can watch a session arrive, start and end.
   */
  async scheduleDevelopmentSession(
    courseKey: string,
    startsInSeconds: number,
    durationMinutes: number,
  ): Promise<LiveSession> {
    const course = await this.liveCourse(courseKey);
    const now = this.clock.now();
    const startsAt = new Date(Math.ceil((now.getTime() + startsInSeconds * 1000) / 1000) * 1000);
    const id = await this.repository.insertBuiltInSession(course.id, startsAt, durationMinutes);
    await this.repository.refreshCourseStarts(now);
    const found = await this.repository.findSession(id);
    if (!found) throw new Error('the new session is not readable');
    return toLiveSession(found.session);
  }

  /** Public: the course's sessions still open to register (their join window has not closed), by start. */
  async listSessions(courseKey: string): Promise<LiveSessionList> {
    const course = await this.liveCourse(courseKey);
    const sessions = await this.repository.listOpenSessions(course.id, this.clock.now());
    return { items: sessions.map(toLiveSession) };
  }

  async listMyRegistrations(identity: VerifiedIdentity, courseKey?: string): Promise<LiveRegistrationList> {
    const courseId = courseKey === undefined ? undefined : (await this.liveCourse(courseKey)).id;
    const views = await this.repository.listRegistrations(identity.subject, {
      since: notCompletedSince(this.clock.now()),
      ...(courseId ? { courseId } : {}),
    });
    return { items: views.map(toLiveRegistration) };
  }

  /** One of my registrations in any status (the calendar file), 404 LIVE_REGISTRATION_NOT_FOUND otherwise. */
  async myRegistration(identity: VerifiedIdentity, registrationId: string): Promise<RegistrationView> {
    const [view] = await this.repository.listRegistrations(identity.subject, { registrationId });
    if (!view) throw new AppError('LIVE_REGISTRATION_NOT_FOUND', 'You have no such registration.');
    return view;
  }

  private async openSession(sessionId: string) {
    const found = await this.repository.findSession(sessionId);
    if (!found) throw new AppError('LIVE_SESSION_NOT_FOUND', 'This live session does not exist.');
    return found;
  }

  /**
   * Registers the lawyer for the session, enrolling them in the course first (403 MEMBERSHIP_REQUIRED without a
   * membership, firm seat or purchase). A registration for another session of the course moves here. Answers
   * `created` false when the lawyer was already registered for this session.
   */
  async register(
    identity: VerifiedIdentity,
    sessionId: string,
  ): Promise<{ registration: LiveRegistration; created: boolean }> {
    const { session, course } = await this.openSession(sessionId);
    const now = this.clock.now();
    if (!isRegistrationOpen(session, now)) {
      throw new AppError('LIVE_SESSION_ENDED', 'This live session is over, so registration is closed.');
    }
    const full = () =>
      new AppError('LIVE_SESSION_FULL', 'Every seat of this session is taken. Choose another session.', {
        capacity: session.capacity,
      });
    // A full session is refused before enrolling, so the refusal changes nothing; the locked count below decides.
    const mine = await this.repository.findRegistration(identity.subject, session.id);
    if (mine?.status !== 'REGISTERED' && session.seatsTaken >= session.capacity) throw full();
    await this.learning.enrollInCourse(identity, session.courseId);
    const { enrollment, userId } = await this.learning.requireActiveEnrollment(identity, session.courseId);
    const outcome = await this.unitOfWork.run(async (work) => {
      const repository = this.repository.within(work.tx);
      const taken = await repository.lockSeats(session.id);
      const existing = await repository.findRegistration(userId, session.id);
      if (existing?.status === 'REGISTERED') return { id: existing.id, created: false };
      if (taken >= session.capacity) throw full();
      const previous = await repository.findActiveRegistration(userId, session.courseId);
      if (previous) await repository.cancel(previous.id, now);
      const row = await repository.register({
        sessionId: session.id,
        courseId: session.courseId,
        userId,
        enrollmentId: enrollment.id,
        at: now,
      });
      const contact = await repository.userContact(userId);
      if (contact) {
        await this.mail.confirmRegistration(work, { contact, registration: row, session, course, at: now });
      }
      return { id: row.id, created: true };
    });
    const view = await this.myRegistration(identity, outcome.id);
    return { registration: toLiveRegistration(view), created: outcome.created };
  }

  /** Cancels my registration for the session while it has not started (409 LIVE_SESSION_STARTED after). */
  async cancel(identity: VerifiedIdentity, sessionId: string): Promise<LiveRegistration> {
    const { session } = await this.openSession(sessionId);
    const registration = await this.repository.findRegistration(identity.subject, session.id);
    if (!registration || registration.status !== 'REGISTERED') {
      throw new AppError('LIVE_REGISTRATION_NOT_FOUND', 'You are not registered for this session.');
    }
    if (!canCancelRegistration(session, this.clock.now())) {
      throw new AppError(
        'LIVE_SESSION_STARTED',
        'This session has started, so the registration can no longer be cancelled.',
      );
    }
    await this.repository.cancel(registration.id, this.clock.now());
    return toLiveRegistration(await this.myRegistration(identity, registration.id));
  }

  /**
   * The live sweep: rolling demo sessions placed ahead, every live course's current session start, and the
   * recordings of ended sessions published where the course publishes them (its on-demand recording).
   */
  async sweep(): Promise<{ placed: number; moved: number; published: number }> {
    const now = this.clock.now();
    const placed = await this.repository.placeRepeatingSessions(now, 2 * 60 * 60 * 1000);
    const moved = await this.repository.refreshCourseStarts(now);
    const published = await this.repository.publishEndedRecordings(now);
    return { placed, moved, published };
  }
}

/** Sessions started since then are not completed yet (spec: completed 4 hours after start). */
export function notCompletedSince(now: Date): Date {
  return new Date(now.getTime() - LIVE_COMPLETED_AFTER_START_MS);
}
