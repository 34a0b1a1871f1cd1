import { randomInt } from 'node:crypto';
import type { LivePresence, LiveQuestion, LiveRoom } from '@counsel/contracts';
import {
  LIVE_CODE_SHOWN_SECONDS,
  LIVE_HEARTBEAT_INTERVAL_SECONDS,
  LIVE_QUESTIONS_PER_SESSION_MAX,
} from '@counsel/contracts/constants';
import {
  codesOnScreen,
  planCheckpoints,
  presenceSeconds,
  recordHeartbeat,
  type PresenceRules,
} from '@counsel/domain';
import type { UnitOfWork } from '../../integrations/jobs/unit-of-work.js';
import { AppError } from '../../errors/app-error.js';
import type { VerifiedIdentity } from '../../integrations/auth/auth-verifier.js';
import type { Clock } from '../../integrations/clock/clock.js';
import type { VideoProviders } from '../../integrations/video/video-provider.js';
import type { LiveRooms } from '../../integrations/zoom/live-rooms.js';
import type { LearningService } from '../learning/learning.service.js';
import { newAttendanceCode } from '../video/video.service.js';
import { assertJoinWindow, notRegistered } from './live-access.js';
import { toCourseRef } from './live.mapper.js';
import type { LiveRepository, SessionWithSeats } from './live.repository.js';
import type { LiveQuestionRow, LiveRoomRepository, LiveSessionCodeRow } from './live-room.repository.js';

const MINUTE_MS = 60_000;
/** A session's last code falls in its final 10 minutes (planCheckpoints). */
const LAST_CODE_WITHIN_SECONDS = 10 * 60;

interface RoomAccess {
  userId: string;
  registrationId: string;
  session: SessionWithSeats;
  course: { id: string; slug: string; title: string; thumbnailUrl: string | null };
}

/**
 * The built-in live room (ADR 015, docs/product-rules.md#live-webinars): for a lawyer registered for the session and
 * inside its join window, the stream in sync with the schedule, presence judged from heartbeats under the presence
 * row's lock (packages/domain/src/live-presence.ts), the session's attendance codes (planned once per session at
 * undisclosed moments, shown for 5 minutes to whoever is present) and the room's questions.
 */
export class LiveRoomService {
  constructor(
    private readonly sessions: Pick<LiveRepository, 'findSession' | 'findRegistration'>,
    private readonly learning: Pick<LearningService, 'requireActiveEnrollment'>,
    private readonly repository: LiveRoomRepository,
    private readonly unitOfWork: UnitOfWork,
    private readonly videoProviders: VideoProviders,
    private readonly rooms: Pick<LiveRooms, 'heldOnZoom'>,
    private readonly rules: PresenceRules,
    private readonly clock: Clock,
  ) {}

  private async access(identity: VerifiedIdentity, sessionId: string): Promise<RoomAccess> {
    const found = await this.sessions.findSession(sessionId);
    if (!found) throw new AppError('LIVE_SESSION_NOT_FOUND', 'This live session does not exist.');
    const registration = await this.sessions.findRegistration(identity.subject, sessionId);
    if (!registration || registration.status !== 'REGISTERED') throw notRegistered();
    assertJoinWindow(found.session, this.clock.now());
    // A membership that ended since registering closes the room too (403 ENROLLMENT_INACTIVE), as it closes joining.
    await this.learning.requireActiveEnrollment(identity, found.course.id);
    return { userId: identity.subject, registrationId: registration.id, ...found };
  }

  /**
   * The session's codes, planned once at the first opening of its room. A session whose length changed before any of
   * its codes was shown gets a new plan (a code past the new end, or no code in its final 10 minutes, would break
   * the rule); once a code has shown, the plan stays.
   */
  private async codesOf(session: SessionWithSeats): Promise<LiveSessionCodeRow[]> {
    const durationSeconds = session.durationMinutes * 60;
    const plan = () =>
      planCheckpoints(durationSeconds, () => randomInt(0, 1_000_000) / 1_000_000).map((planned) => ({
        ...planned,
        code: newAttendanceCode(),
      }));
    const codes = await this.repository.ensureCodes(session.id, plan);
    const fits =
      codes.every((code) => code.momentSeconds < durationSeconds) &&
      codes.some((code) => code.momentSeconds >= durationSeconds - LAST_CODE_WITHIN_SECONDS);
    const offset = (this.clock.now().getTime() - session.startsAt.getTime()) / 1000;
    const noneShown = codes.every((code) => code.momentSeconds > offset);
    if (fits || !noneShown) return codes;
    return this.repository.replanCodes(session.id, plan());
  }

  private presence(
    session: SessionWithSeats,
    codes: LiveSessionCodeRow[],
    verifiedSeconds: number,
    entered: number[],
    now: Date,
  ): LivePresence {
    const offset = (now.getTime() - session.startsAt.getTime()) / 1000;
    const { shown, current } = codesOnScreen(codes, offset, LIVE_CODE_SHOWN_SECONDS);
    const end = session.startsAt.getTime() + session.durationMinutes * MINUTE_MS;
    return {
      serverTime: now.toISOString(),
      liveOffsetSeconds: Math.round(offset * 10) / 10,
      verifiedSeconds: Math.round(verifiedSeconds),
      codesShown: shown.length,
      codesEntered: entered.filter((ordinal) => shown.some((code) => code.ordinal === ordinal)).length,
      currentCode: current
        ? {
            ordinal: current.ordinal,
            code: current.code,
            shownUntil: new Date(
              session.startsAt.getTime() + (current.momentSeconds + LIVE_CODE_SHOWN_SECONDS) * 1000,
            ).toISOString(),
          }
        : null,
      ended: now.getTime() > end,
    };
  }

  private toQuestion(row: LiveQuestionRow, userId: string): LiveQuestion {
    return {
      id: row.id,
      text: row.text,
      askedBy: row.askerFirstName,
      mine: row.userId === userId,
      askedAt: row.askedAt.toISOString(),
      answer: row.answer,
      answeredAt: row.answeredAt ? row.answeredAt.toISOString() : null,
    };
  }

  async room(identity: VerifiedIdentity, sessionId: string): Promise<LiveRoom> {
    const { userId, registrationId, session, course } = await this.access(identity, sessionId);
    const now = this.clock.now();
    const [codes, presence, entered, questions] = await Promise.all([
      this.codesOf(session),
      this.repository.findPresence(registrationId),
      this.repository.enteredOrdinals(registrationId),
      this.repository.listQuestions(session.id),
    ]);
    const provider = session.stream ? this.videoProviders[session.stream.provider] : undefined;
    const grant = session.stream && provider ? await provider.playback(session.stream, userId) : null;
    return {
      sessionId: session.id,
      course: toCourseRef(course),
      startsAt: session.startsAt.toISOString(),
      endsAt: new Date(session.startsAt.getTime() + session.durationMinutes * MINUTE_MS).toISOString(),
      timeZone: session.timeZone,
      durationMinutes: session.durationMinutes,
      stream:
        grant && session.stream
          ? {
              src: grant.src,
              mimeType: grant.mimeType,
              poster: grant.poster,
              captions: grant.captions,
              durationSeconds: session.stream.durationSeconds,
            }
          : null,
      heartbeatIntervalSeconds: LIVE_HEARTBEAT_INTERVAL_SECONDS,
      presence: this.presence(session, codes, presence?.verifiedSeconds ?? 0, entered, now),
      questions: questions.map((row) => this.toQuestion(row, userId)),
    };
  }

  /**
   * One heartbeat of an open room page, judged at the time of receipt under the presence row's lock. In a session
   * held on Zoom, presence comes from Zoom's join and leave events (live-zoom-events.service.ts): the page's
   * heartbeats then only keep its codes on screen.
   */
  async heartbeat(identity: VerifiedIdentity, sessionId: string, clientId: string): Promise<LivePresence> {
    const { registrationId, session } = await this.access(identity, sessionId);
    const now = this.clock.now();
    const codes = await this.codesOf(session);
    const verifiedSeconds = await this.unitOfWork.run(async ({ tx }) => {
      const repository = this.repository.within(tx);
      const row = await repository.lockPresence(registrationId, now);
      if (this.rooms.heldOnZoom(session)) return row.verifiedSeconds;
      const next = recordHeartbeat(
        { intervals: row.intervals, clients: row.clients },
        { clientId, at: now.getTime() },
        {
          start: session.startsAt.getTime(),
          end: session.startsAt.getTime() + session.durationMinutes * MINUTE_MS,
        },
        this.rules,
      );
      const seconds = presenceSeconds(next.intervals);
      await repository.savePresence(registrationId, {
        intervals: next.intervals,
        clients: next.clients,
        verifiedSeconds: seconds,
        heartbeats: row.heartbeats + 1,
        updatedAt: now,
      });
      return seconds;
    });
    const entered = await this.repository.enteredOrdinals(registrationId);
    return this.presence(session, codes, verifiedSeconds, entered, now);
  }

  /** A code the room has shown (its moment has passed); 400 ATTENDANCE_CODE_INVALID otherwise. */
  async enterCode(identity: VerifiedIdentity, sessionId: string, code: string): Promise<LivePresence> {
    const { registrationId, session } = await this.access(identity, sessionId);
    const now = this.clock.now();
    const codes = await this.codesOf(session);
    const offset = (now.getTime() - session.startsAt.getTime()) / 1000;
    const { shown } = codesOnScreen(codes, offset, LIVE_CODE_SHOWN_SECONDS);
    const match = shown.find((row) => row.code === code.trim());
    if (!match) {
      throw new AppError(
        'ATTENDANCE_CODE_INVALID',
        'That is not a code shown in this session. Check the digits of the code on screen.',
      );
    }
    await this.repository.enterCode(registrationId, match.ordinal, now);
    const [presence, entered] = await Promise.all([
      this.repository.findPresence(registrationId),
      this.repository.enteredOrdinals(registrationId),
    ]);
    return this.presence(session, codes, presence?.verifiedSeconds ?? 0, entered, now);
  }

  async questions(identity: VerifiedIdentity, sessionId: string): Promise<{ items: LiveQuestion[] }> {
    const { userId, session } = await this.access(identity, sessionId);
    const rows = await this.repository.listQuestions(session.id);
    return { items: rows.map((row) => this.toQuestion(row, userId)) };
  }

  async ask(identity: VerifiedIdentity, sessionId: string, text: string): Promise<LiveQuestion> {
    const { userId, session } = await this.access(identity, sessionId);
    if ((await this.repository.countQuestionsBy(session.id, userId)) >= LIVE_QUESTIONS_PER_SESSION_MAX) {
      throw new AppError(
        'LIVE_QUESTION_LIMIT',
        `You have asked ${LIVE_QUESTIONS_PER_SESSION_MAX} questions in this session, the most one lawyer may.`,
      );
    }
    const row = await this.repository.addQuestion({
      sessionId: session.id,
      userId,
      text,
      at: this.clock.now(),
    });
    return this.toQuestion(row, userId);
  }
}
