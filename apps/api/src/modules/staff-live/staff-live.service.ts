import type {
  AnswerLiveQuestionRequest,
  CancelLiveSessionRequest,
  ScheduleLiveSessionRequest,
  StaffLiveQuestion,
  StaffLiveQuestionList,
  StaffLiveSession,
  StaffLiveSessionDetail,
  StaffLiveSessionList,
  StaffLiveSessionsQuery,
  UpdateLiveSessionRequest,
} from '@counsel/contracts';
import { liveAttendance } from '@counsel/domain';
import type { UnitOfWork } from '../../integrations/jobs/unit-of-work.js';
import { AppError } from '../../errors/app-error.js';
import type { VerifiedIdentity } from '../../integrations/auth/auth-verifier.js';
import type { Clock } from '../../integrations/clock/clock.js';
import type { LiveRooms } from '../../integrations/zoom/live-rooms.js';
import type { LiveRepository } from '../live/live.repository.js';
import type { Notifications } from '../notifications/notifications.js';
import type { StaffAudit } from '../staff/staff.service.js';
import { LIVE_SESSION_CANCELED_EMAIL, LIVE_SESSION_MOVED_EMAIL } from './staff-live-emails.js';
import type { StaffLiveRepository, StaffLiveSessionRow } from './staff-live.repository.js';

const MINUTE_MS = 60_000;

function toSession(row: StaffLiveSessionRow): StaffLiveSession {
  return {
    id: row.id,
    courseId: row.courseId,
    courseTitle: row.courseTitle,
    startsAt: row.startsAt.toISOString(),
    endsAt: new Date(row.startsAt.getTime() + row.durationMinutes * MINUTE_MS).toISOString(),
    timeZone: row.timeZone,
    durationMinutes: row.durationMinutes,
    capacity: row.capacity,
    room: row.room,
    zoomNumber: row.zoomNumber,
    registered: row.registered,
    canceledAt: row.canceledAt ? row.canceledAt.toISOString() : null,
    cancelReason: row.cancelReason,
  };
}

/** What the audit log keeps of a session's schedule. */
function scheduleOf(row: Pick<StaffLiveSessionRow, 'startsAt' | 'durationMinutes' | 'capacity'>) {
  return {
    startsAt: row.startsAt.toISOString(),
    durationMinutes: row.durationMinutes,
    capacity: row.capacity,
  };
}

/**
 * The staff console's Live sessions area (docs/product-rules.md#live-sessions): schedule a live course's sessions
 * (creating the Zoom meeting or webinar through the Zoom API when it is configured), move them, change their
 * capacity, cancel them (registrants are told by e-mail in the same unit of work), the registrants' attendance and
 * the room's questions. Every change is audited; `courses.live_starts_at` is refreshed after any schedule change.
 */
export class StaffLiveService {
  constructor(
    private readonly repository: StaffLiveRepository,
    private readonly live: Pick<LiveRepository, 'within'>,
    private readonly rooms: Pick<LiveRooms, 'createZoomRoom'>,
    private readonly notifications: Notifications,
    private readonly audit: StaffAudit,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async list(query: StaffLiveSessionsQuery): Promise<StaffLiveSessionList> {
    const rows = await this.repository.list({
      ...(query.from ? { from: new Date(query.from) } : {}),
      ...(query.to ? { to: new Date(query.to) } : {}),
      ...(query.courseId ? { courseId: query.courseId } : {}),
    });
    return { sessions: rows.map(toSession) };
  }

  private async sessionOrThrow(sessionId: string): Promise<StaffLiveSessionRow> {
    const row = await this.repository.session(sessionId);
    if (!row) throw new AppError('LIVE_SESSION_NOT_FOUND', 'No live session has this id.');
    return row;
  }

  async detail(sessionId: string): Promise<StaffLiveSessionDetail> {
    const session = await this.sessionOrThrow(sessionId);
    const { rows, codes, entries } = await this.repository.registrants(sessionId);
    const now = this.clock.now().getTime();
    const startMs = session.startsAt.getTime();
    // As live credit reads them (live-attendance.ts): only the codes whose moment has come.
    const shown = codes.filter((code) => startMs + code.momentSeconds * 1000 <= now);
    return {
      session: toSession(session),
      registrants: rows.map((row) => {
        const entered = new Set(
          entries
            .filter((entry) => entry.registrationId === row.registration.id)
            .map((entry) => entry.ordinal),
        );
        const attendance = liveAttendance({
          intervals: row.presence?.intervals ?? [],
          startMs,
          durationMinutes: session.durationMinutes,
          codes: shown.map((code) => ({
            momentSeconds: code.momentSeconds,
            entered: entered.has(code.ordinal),
          })),
        });
        return {
          registrationId: row.registration.id,
          userId: row.registration.userId,
          name: row.name,
          email: row.email,
          status: row.registration.status,
          registeredAt: row.registration.registeredAt.toISOString(),
          attendance: {
            presentMinutes: Math.floor(attendance.presentSeconds / 60),
            verifiedMinutes: attendance.verifiedMinutes,
            minimumMinutes: attendance.minimumMinutes,
            minimumMet: attendance.minimumMet,
            codesShown: attendance.codesShown,
            codesEntered: attendance.codesEntered,
            firstSeenAt: row.presence ? row.presence.firstSeenAt.toISOString() : null,
          },
        };
      }),
    };
  }

  private assertFuture(startsAt: Date, now: Date): void {
    if (startsAt.getTime() <= now.getTime()) {
      throw new AppError('LIVE_SESSION_TIME_INVALID', 'Choose a start in the future.', {
        now: now.toISOString(),
      });
    }
  }

  /** Schedules a session of a LIVE course; a Zoom room without a number is created through the Zoom API. */
  async schedule(
    identity: VerifiedIdentity,
    courseId: string,
    input: ScheduleLiveSessionRequest,
  ): Promise<StaffLiveSessionDetail> {
    const course = await this.repository.course(courseId);
    if (!course) throw new AppError('COURSE_NOT_FOUND', 'No course has this id.');
    if (course.format !== 'LIVE') {
      throw new AppError('NOT_A_LIVE_COURSE', 'Only live courses have sessions to schedule.');
    }
    const now = this.clock.now();
    const startsAt = new Date(input.startsAt);
    this.assertFuture(startsAt, now);
    const actor = await this.audit.actor(identity);
    let zoomNumber = input.room === 'BUILT_IN' ? null : (input.zoomNumber ?? null);
    let zoomPasscode = input.room === 'BUILT_IN' ? null : (input.zoomPasscode ?? null);
    if (input.room !== 'BUILT_IN' && zoomNumber === null) {
      const created = await this.createZoomRoom(input.room, {
        topic: course.title,
        startsAt,
        durationMinutes: input.durationMinutes,
        timeZone: input.timeZone,
      });
      zoomNumber = created.number;
      zoomPasscode = created.passcode;
    }
    const sessionId = await this.unitOfWork.run(async ({ tx }) => {
      const id = await this.repository.within(tx).insertSession({
        courseId,
        startsAt,
        timeZone: input.timeZone,
        durationMinutes: input.durationMinutes,
        capacity: input.capacity,
        room: input.room,
        zoomNumber,
        zoomPasscode,
        createdAt: now,
      });
      if (!id) {
        throw new AppError('LIVE_SESSION_CONFLICT', 'This course already has a session at that start.');
      }
      await this.live.within(tx).refreshCourseStarts(now);
      await this.audit.record(tx, actor, {
        action: 'live.schedule',
        subjectType: 'live_session',
        subjectId: id,
        summary: `Scheduled a session of '${course.title}' at ${startsAt.toISOString()}`,
        before: null,
        after: {
          courseId,
          ...scheduleOf({ startsAt, durationMinutes: input.durationMinutes, capacity: input.capacity }),
          timeZone: input.timeZone,
          room: input.room,
          zoomNumber,
        },
      });
      return id;
    });
    return this.detail(sessionId);
  }

  private async createZoomRoom(
    room: 'ZOOM_MEETING' | 'ZOOM_WEBINAR',
    input: { topic: string; startsAt: Date; durationMinutes: number; timeZone: string },
  ): Promise<{ number: string; passcode: string | null }> {
    let created: { number: string; passcode: string | null } | null;
    try {
      created = await this.rooms.createZoomRoom(room, input);
    } catch (error) {
      throw new AppError(
        'SERVICE_UNAVAILABLE',
        `Zoom did not create the ${room === 'ZOOM_WEBINAR' ? 'webinar' : 'meeting'}: ${(error as Error).message}. Try again, or give its number.`,
      );
    }
    if (!created) {
      throw new AppError(
        'ZOOM_NOT_CONFIGURED',
        'The Zoom API is not configured (ZOOM_ACCOUNT_ID, ZOOM_CLIENT_ID, ZOOM_CLIENT_SECRET, ZOOM_HOST_USER): give ' +
          "the meeting's or webinar's number and passcode.",
      );
    }
    return created;
  }

  /**
   * Moves a session that has not started (new start, length) and changes its capacity (never below the registered
   * count); registrants are e-mailed the new time in the same unit of work.
   */
  async update(
    identity: VerifiedIdentity,
    sessionId: string,
    input: UpdateLiveSessionRequest,
  ): Promise<StaffLiveSessionDetail> {
    await this.sessionOrThrow(sessionId);
    const actor = await this.audit.actor(identity);
    const now = this.clock.now();
    await this.unitOfWork.run(async (work) => {
      const repository = this.repository.within(work.tx);
      const before = await repository.lockSession(sessionId);
      if (!before) throw new AppError('LIVE_SESSION_NOT_FOUND', 'No live session has this id.');
      if (before.canceledAt) {
        throw new AppError('LIVE_SESSION_NOT_EDITABLE', 'This session is canceled.');
      }
      const endsAt = before.startsAt.getTime() + before.durationMinutes * MINUTE_MS;
      const startsAt = input.startsAt ? new Date(input.startsAt) : before.startsAt;
      const durationMinutes = input.durationMinutes ?? before.durationMinutes;
      const capacity = input.capacity ?? before.capacity;
      const timeChanged =
        startsAt.getTime() !== before.startsAt.getTime() || durationMinutes !== before.durationMinutes;
      if (timeChanged && before.startsAt.getTime() <= now.getTime()) {
        throw new AppError(
          'LIVE_SESSION_NOT_EDITABLE',
          'This session has started: its time can no longer change.',
        );
      }
      if (!timeChanged && endsAt <= now.getTime()) {
        throw new AppError('LIVE_SESSION_NOT_EDITABLE', 'This session is over.');
      }
      if (startsAt.getTime() !== before.startsAt.getTime()) {
        this.assertFuture(startsAt, now);
        if (await repository.startTaken(before.courseId, startsAt, sessionId)) {
          throw new AppError('LIVE_SESSION_CONFLICT', 'This course already has a session at that start.');
        }
      }
      if (capacity < before.registered) {
        throw new AppError(
          'LIVE_CAPACITY_BELOW_REGISTERED',
          `${before.registered} lawyers are registered: the capacity cannot be less.`,
          { registered: before.registered },
        );
      }
      await repository.updateSession(sessionId, { startsAt, durationMinutes, capacity });
      if (timeChanged) {
        await repository.resetForNewTime(sessionId);
        await this.live.within(work.tx).refreshCourseStarts(now);
        for (const contact of await repository.registeredContacts(sessionId)) {
          await this.notifications.enqueue(work, LIVE_SESSION_MOVED_EMAIL, contact.email, {
            name: contact.name,
            registrationId: contact.registrationId,
            courseTitle: before.courseTitle,
            courseSlug: before.courseSlug,
            startsAt: startsAt.toISOString(),
            previousStartsAt: before.startsAt.toISOString(),
            durationMinutes,
            timeZone: before.timeZone,
            stampedAt: now.toISOString(),
          });
        }
      }
      await this.audit.record(work.tx, actor, {
        action: 'live.move',
        subjectType: 'live_session',
        subjectId: sessionId,
        summary: timeChanged
          ? `Moved the session of '${before.courseTitle}' to ${startsAt.toISOString()}`
          : `Changed the capacity of the session of '${before.courseTitle}' to ${capacity}`,
        before: scheduleOf(before),
        after: scheduleOf({ startsAt, durationMinutes, capacity }),
      });
    });
    return this.detail(sessionId);
  }

  /**
   * Cancels a session that has not started: its registrations are canceled and every registered lawyer is e-mailed
   * the reason, in the same unit of work; lawyers no longer see it.
   */
  async cancel(
    identity: VerifiedIdentity,
    sessionId: string,
    input: CancelLiveSessionRequest,
  ): Promise<StaffLiveSessionDetail> {
    await this.sessionOrThrow(sessionId);
    const actor = await this.audit.actor(identity);
    const now = this.clock.now();
    await this.unitOfWork.run(async (work) => {
      const repository = this.repository.within(work.tx);
      const session = await repository.lockSession(sessionId);
      if (!session) throw new AppError('LIVE_SESSION_NOT_FOUND', 'No live session has this id.');
      if (session.canceledAt)
        throw new AppError('LIVE_SESSION_NOT_EDITABLE', 'This session is already canceled.');
      if (session.startsAt.getTime() <= now.getTime()) {
        throw new AppError(
          'LIVE_SESSION_NOT_EDITABLE',
          'This session has started: it can no longer be canceled.',
        );
      }
      const contacts = await repository.registeredContacts(sessionId);
      await repository.markCanceled(sessionId, input.reason, now);
      await repository.cancelRegistrations(sessionId, now);
      await this.live.within(work.tx).refreshCourseStarts(now);
      for (const contact of contacts) {
        await this.notifications.enqueue(work, LIVE_SESSION_CANCELED_EMAIL, contact.email, {
          name: contact.name,
          registrationId: contact.registrationId,
          courseTitle: session.courseTitle,
          courseSlug: session.courseSlug,
          startsAt: session.startsAt.toISOString(),
          durationMinutes: session.durationMinutes,
          timeZone: session.timeZone,
          reason: input.reason,
        });
      }
      await this.audit.record(work.tx, actor, {
        action: 'live.cancel',
        subjectType: 'live_session',
        subjectId: sessionId,
        summary: `Canceled the session of '${session.courseTitle}' at ${session.startsAt.toISOString()}`,
        before: { canceled: false, registered: session.registered },
        after: { canceled: true, reason: input.reason, registrantsTold: contacts.length },
      });
    });
    return this.detail(sessionId);
  }

  async questions(sessionId: string): Promise<StaffLiveQuestionList> {
    await this.sessionOrThrow(sessionId);
    const rows = await this.repository.questions(sessionId);
    return { questions: rows.map(toQuestion) };
  }

  /** Answers (or re-answers) a question of the room; the answer shows under it in the built-in room. */
  async answer(
    identity: VerifiedIdentity,
    sessionId: string,
    questionId: string,
    input: AnswerLiveQuestionRequest,
  ): Promise<StaffLiveQuestion> {
    await this.sessionOrThrow(sessionId);
    const found = await this.repository.question(sessionId, questionId);
    if (!found) throw new AppError('LIVE_QUESTION_NOT_FOUND', 'This session has no question with this id.');
    const actor = await this.audit.actor(identity);
    const now = this.clock.now();
    await this.unitOfWork.run(async ({ tx }) => {
      await this.repository.within(tx).answer(questionId, input.answer, now);
      await this.audit.record(tx, actor, {
        action: 'live.answer',
        subjectType: 'live_question',
        subjectId: questionId,
        summary: `Answered a question of ${found.email} in a live session`,
        before: { answer: found.question.answer },
        after: { answer: input.answer },
      });
    });
    const after = await this.repository.question(sessionId, questionId);
    if (!after) throw new AppError('LIVE_QUESTION_NOT_FOUND', 'This session has no question with this id.');
    return toQuestion(after);
  }
}

function toQuestion(row: {
  question: {
    id: string;
    text: string;
    askedAt: Date;
    answer: string | null;
    answeredAt: Date | null;
  };
  name: string;
  email: string;
}): StaffLiveQuestion {
  return {
    id: row.question.id,
    askerName: row.name,
    askerEmail: row.email,
    text: row.question.text,
    askedAt: row.question.askedAt.toISOString(),
    answer: row.question.answer,
    answeredAt: row.question.answeredAt ? row.question.answeredAt.toISOString() : null,
  };
}
