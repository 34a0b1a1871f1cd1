import { isUuid, type Heartbeat, type HeartbeatResult } from '@counsel/contracts';
import {
  coveredSeconds,
  judgeHeartbeat,
  mergeRanges,
  progressPercent,
  rangeReaches,
  type HeartbeatRules,
} from '@counsel/domain';
import { AppError } from '../../errors/app-error.js';
import type { VerifiedIdentity } from '../../integrations/auth/auth-verifier.js';
import type { Clock } from '../../integrations/clock/clock.js';
import type { PlaybackSessionClaims, PlaybackSessionTokens } from './playback-session.js';
import type { HeartbeatRepository, HeartbeatState } from './heartbeat.repository.js';
import { HeartbeatStates } from './heartbeat-states.js';
import { roundTenth, toWatchProgress } from './watch-progress-view.js';

/** Compare-and-set attempts before a heartbeat falls back to the locked path (a burst of one viewer's tabs). */
const ATTEMPTS = 3;
const SESSION_RETENTION_MS = 6 * 60 * 60 * 1000;
const MAX_SESSIONS = 20;

export type NewCode = () => string;

/** Sessions silent for 6 h are forgotten; at most the 20 latest are kept. */
export function pruneSessions<T extends { at: number }>(
  sessions: Record<string, T>,
  now: number,
): Record<string, T> {
  const kept = Object.entries(sessions)
    .filter(([, anchor]) => now - anchor.at < SESSION_RETENTION_MS)
    .sort((a, b) => b[1].at - a[1].at)
    .slice(0, MAX_SESSIONS);
  return Object.fromEntries(kept);
}

/**
 * Heartbeats that carry a playback-session token (GET /api/mux/{courseId} issued it): the token names the
 * enrollment, so a heartbeat takes no lock and no transaction — one read of everything the judge needs
 * (re-checking that the enrollment still gives access), then one compare-and-set write that re-checks access again
 * and reveals the codes. The read is skipped when this instance kept the state its last write of the enrollment
 * left (heartbeat-states.ts): a steady player costs one statement. A heartbeat that lost the race to another of the
 * same enrollment (or judged from a state another instance overtook) reads and judges again. Answers null when it
 * should take the locked path instead.
 */
export class SessionHeartbeats {
  constructor(
    private readonly repository: Pick<HeartbeatRepository, 'readHeartbeatState' | 'saveHeartbeat'>,
    private readonly tokens: PlaybackSessionTokens,
    private readonly rules: HeartbeatRules,
    private readonly clock: Clock,
    private readonly newCode: NewCode,
    private readonly states = new HeartbeatStates(),
  ) {}

  /** The token's claims, when it is this caller's playback of this course (401 PLAYBACK_SESSION_INVALID otherwise). */
  claimsFor(identity: VerifiedIdentity, courseKey: string, token: string): PlaybackSessionClaims {
    const claims = this.tokens.verify(token);
    const key = courseKey.trim();
    const sameCourse = isUuid(key) ? key.toLowerCase() === claims.courseId : key === claims.courseSlug;
    if (claims.userId !== identity.subject || !sameCourse) {
      throw new AppError(
        'PLAYBACK_SESSION_INVALID',
        'This playback session is not yours or not for this course: reload the video.',
      );
    }
    return claims;
  }

  async record(claims: PlaybackSessionClaims, beat: Heartbeat): Promise<HeartbeatResult | null> {
    const receivedAt = this.clock.now();
    const target = { enrollmentId: claims.enrollmentId, userId: claims.userId, courseId: claims.courseId };
    for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
      const kept = attempt === 0 ? this.states.get(claims.enrollmentId) : undefined;
      const state = kept ?? (await this.repository.readHeartbeatState(target));
      assertAccess(state);
      const duration = claims.durationSeconds;
      const progress = state.progress;
      const sessions = { ...(progress?.sessions ?? {}) };
      const verdict = judgeHeartbeat(
        {
          ranges: progress?.ranges ?? [],
          anchor: sessions[beat.sessionId] ?? null,
          creditClockAt: progress?.creditClockAt ?? null,
        },
        {
          event: beat.event,
          position: beat.position,
          ...(beat.previousPosition !== undefined ? { previousPosition: beat.previousPosition } : {}),
          ...(beat.sequence !== undefined ? { sequence: beat.sequence } : {}),
          at: receivedAt.getTime(),
          // The session's clock starts when the server issued this playback, not when its first heartbeat got
          // through the queues (packages/domain watch-progress.ts).
          sessionStartedAt: claims.issuedAt,
          durationSeconds: duration,
        },
        this.rules,
      );
      sessions[beat.sessionId] = verdict.anchor;
      const ranges = mergeRanges(verdict.ranges);
      const credited = verdict.credited;
      const due = credited
        ? state.checkpoints.filter(
            (checkpoint) => !checkpoint.verified && rangeReaches(credited, checkpoint.momentSeconds),
          )
        : [];
      const keptSessions = pruneSessions(sessions, receivedAt.getTime());
      const saved = await this.repository.saveHeartbeat(
        target,
        {
          ranges,
          watchedSeconds: coveredSeconds(ranges, 0, duration),
          progressPercent: progressPercent(ranges, duration),
          positionSeconds: verdict.anchor.position,
          creditClockAt: verdict.creditClockAt === null ? null : new Date(verdict.creditClockAt),
          sessions: keptSessions,
          expectedHeartbeats: progress?.heartbeats ?? 0,
          reveal: due.map((checkpoint) => ({ id: checkpoint.id, code: this.newCode() })),
        },
        receivedAt,
      );
      if (!saved.saved) {
        this.states.forget(claims.enrollmentId);
        continue;
      }
      const codesKnown = state.checkpoints.filter((checkpoint) => checkpoint.verified).length;
      if (saved.checkpointCount === state.checkpoints.length && saved.codesEntered === codesKnown) {
        const revealedIds = new Set(saved.revealed.map((checkpoint) => checkpoint.id));
        this.states.set(claims.enrollmentId, {
          ...state,
          completedAt: saved.completedAt,
          progress: {
            ranges,
            positionSeconds: verdict.anchor.position,
            creditClockAt: verdict.creditClockAt,
            sessions: keptSessions,
            heartbeats: (progress?.heartbeats ?? 0) + 1,
          },
          checkpoints: state.checkpoints.map((checkpoint) =>
            revealedIds.has(checkpoint.id) ? { ...checkpoint, revealed: true } : checkpoint,
          ),
        });
      } else {
        // A code was entered or the codes were planned again elsewhere: the next heartbeat reads them.
        this.states.forget(claims.enrollmentId);
      }
      return {
        credited: credited ? [roundTenth(credited[0]), roundTenth(credited[1])] : null,
        progress: toWatchProgress({
          courseId: claims.courseId,
          durationSeconds: duration,
          ranges,
          positionSeconds: verdict.anchor.position,
          checkpointCount: saved.checkpointCount,
          codesEntered: saved.codesEntered,
          completedAt: saved.completedAt,
        }),
        revealedCodes: saved.revealed.map((checkpoint) => ({
          code: checkpoint.code,
          momentSeconds: roundTenth(checkpoint.momentSeconds),
        })),
      };
    }
    return null;
  }
}

/** The same answers as the locked path: 403 NOT_ENROLLED, 404 COURSE_NOT_FOUND, 403 ENROLLMENT_INACTIVE. */
function assertAccess(state: HeartbeatState | null): asserts state is HeartbeatState {
  if (!state) throw new AppError('NOT_ENROLLED', 'Enroll in this course first.');
  if (!state.published) {
    throw new AppError('COURSE_NOT_FOUND', 'This course does not exist or is no longer published.');
  }
  if (!state.accessHolds) {
    throw new AppError(
      'ENROLLMENT_INACTIVE',
      'Your membership has ended. Your progress is kept: renew to continue this course.',
    );
  }
}
