import { randomInt } from 'node:crypto';
import type {
  Heartbeat,
  HeartbeatResult,
  Playback,
  Thumbnails,
  ThumbnailsRequest,
  WatchProgress,
} from '@counsel/contracts';
import {
  judgeHeartbeat,
  mergeRanges,
  planCheckpoints,
  progressPercent,
  rangeReaches,
  watchRequirementMet,
  coveredSeconds,
  type HeartbeatRules,
  type Range,
} from '@counsel/domain';
import { AppError } from '../../errors/app-error.js';
import type { VerifiedIdentity } from '../../integrations/auth/auth-verifier.js';
import type { Clock } from '../../integrations/clock/clock.js';
import type { VideoProvider, VideoProviders } from '../../integrations/video/video-provider.js';
import type { LearningService } from '../learning/learning.service.js';
import { PlaybackSessionTokens } from './playback-session.js';
import { pruneSessions, SessionHeartbeats } from './session-heartbeats.js';
import { roundTenth, toWatchProgress } from './watch-progress-view.js';
import type { CheckpointRow, CourseMediaRow, VideoRepository, WatchProgressRow } from './video.repository.js';

/** The player sends a heartbeat this often while playing (the judge's gap allowance is larger). */
export const HEARTBEAT_INTERVAL_SECONDS = 10;
export function newAttendanceCode(): string {
  return String(randomInt(0, 10_000)).padStart(4, '0');
}

/** What the completion module needs to know about the video requirement and its evidence. */
export interface AttendanceFacts {
  durationSeconds: number;
  watchedSeconds: number;
  coveragePercent: number;
  watchRequirementMet: boolean;
  heartbeats: number;
  firstPlayedAt: Date | null;
  checkpoints: CheckpointRow[];
  codesComplete: boolean;
}

/**
 * On-demand video with verified attendance: playback grants, the heartbeat judge (packages/domain/watch-progress),
 * attendance codes and the progress a lawyer and My Learning see. Every call is scoped to the caller's enrollment.
 */
export class VideoService {
  private readonly sessionHeartbeats: SessionHeartbeats;

  /**
   * `tokens`: the playback-session tokens (apps/api/src/composition/learning.ts gives them the configured secret; without it
   * a random key of this process signs them, which only this process accepts).
   */
  constructor(
    private readonly repository: VideoRepository,
    private readonly learning: Pick<LearningService, 'requireActiveEnrollment' | 'requireEnrollment'>,
    private readonly providers: VideoProviders,
    private readonly rules: HeartbeatRules,
    private readonly clock: Clock,
    private readonly tokens: PlaybackSessionTokens = new PlaybackSessionTokens(undefined, clock),
  ) {
    this.sessionHeartbeats = new SessionHeartbeats(
      repository.heartbeats,
      tokens,
      rules,
      clock,
      newAttendanceCode,
    );
  }

  private async mediaFor(courseId: string): Promise<{ media: CourseMediaRow; provider: VideoProvider }> {
    const media = await this.repository.findMedia(courseId);
    const provider = media ? this.providers[media.provider] : undefined;
    if (!media || !provider) {
      throw new AppError('VIDEO_NOT_AVAILABLE', 'This course has no recording to play here.');
    }
    return { media, provider };
  }

  private async ensureCheckpoints(enrollmentId: string, durationSeconds: number): Promise<void> {
    await this.repository.ensureCheckpoints(enrollmentId, () =>
      planCheckpoints(durationSeconds, () => randomInt(0, 1_000_000) / 1_000_000).map((plan) => ({
        ...plan,
        code: newAttendanceCode(),
      })),
    );
  }

  async startPlayback(identity: VerifiedIdentity, courseKey: string): Promise<Playback> {
    const { enrollment, course, userId } = await this.learning.requireActiveEnrollment(identity, courseKey);
    const { media, provider } = await this.mediaFor(course.id);
    await this.ensureCheckpoints(enrollment.id, media.durationSeconds);
    const grant = await provider.playback(media, userId);
    const session = this.tokens.issue(
      {
        userId,
        enrollmentId: enrollment.id,
        courseId: course.id,
        courseSlug: course.slug,
        access: enrollment.access,
        durationSeconds: media.durationSeconds,
      },
      grant.expiresAt,
    );
    return {
      courseId: course.id,
      provider: media.provider,
      src: grant.src,
      mimeType: grant.mimeType,
      playbackId: grant.playbackId,
      tokens: grant.tokens,
      poster: grant.poster,
      durationSeconds: media.durationSeconds,
      captions: grant.captions,
      chapters: media.chapters,
      maxPlaybackRate: this.rules.maxPlaybackRate,
      heartbeatIntervalSeconds: HEARTBEAT_INTERVAL_SECONDS,
      expiresAt: grant.expiresAt.toISOString(),
      playbackToken: session.token,
    };
  }

  async getChapterThumbnails(identity: VerifiedIdentity, request: ThumbnailsRequest): Promise<Thumbnails> {
    const media = await this.repository.findMediaOfEnrolledAsset(identity.subject, request.playbackId);
    const provider = media ? this.providers[media.provider] : undefined;
    if (!media || !provider) {
      throw new AppError('VIDEO_NOT_AVAILABLE', 'No recording of your courses has this playback id.');
    }
    const items = await Promise.all(
      request.chapters.map(async (chapter) => ({
        startTime: chapter.startTime,
        title: chapter.title,
        url: await provider.thumbnailUrl(media.assetKey, Math.min(chapter.startTime, media.durationSeconds)),
      })),
    );
    return { items };
  }

  private toProgress(
    courseId: string,
    media: CourseMediaRow,
    row: WatchProgressRow | undefined,
    checkpoints: CheckpointRow[],
    completedAt: Date | null,
  ): WatchProgress {
    return toWatchProgress({
      courseId,
      durationSeconds: media.durationSeconds,
      ranges: row?.ranges ?? [],
      positionSeconds: row?.positionSeconds ?? 0,
      checkpointCount: checkpoints.length,
      codesEntered: checkpoints.filter((checkpoint) => checkpoint.verifiedAt !== null).length,
      completedAt,
    });
  }

  /** Progress is readable while the membership has lapsed too: it is kept. */
  async getWatchProgress(identity: VerifiedIdentity, courseKey: string): Promise<WatchProgress> {
    const { enrollment, course } = await this.learning.requireEnrollment(identity, courseKey);
    const { media } = await this.mediaFor(course.id);
    const [row, checkpoints] = await Promise.all([
      this.repository.findProgress(enrollment.id),
      this.repository.listCheckpoints(enrollment.id),
    ]);
    return this.toProgress(course.id, media, row, checkpoints, enrollment.completedAt);
  }

  /**
   * One heartbeat, judged at the clock's time of receipt. With a playback-session token: two statements, no lookups
   * (session-heartbeats.ts); without one (older players), or when that path keeps losing a race to the same
   * enrollment's other heartbeats, under the progress row's lock.
   */
  async recordHeartbeat(
    identity: VerifiedIdentity,
    courseKey: string,
    beat: Heartbeat,
  ): Promise<HeartbeatResult> {
    if (beat.playbackToken !== undefined) {
      const claims = this.sessionHeartbeats.claimsFor(identity, courseKey, beat.playbackToken);
      const result = await this.sessionHeartbeats.record(claims, beat);
      if (result) return result;
    }
    return this.recordLockedHeartbeat(identity, courseKey, beat);
  }

  private async recordLockedHeartbeat(
    identity: VerifiedIdentity,
    courseKey: string,
    beat: Heartbeat,
  ): Promise<HeartbeatResult> {
    const receivedAt = this.clock.now();
    const now = receivedAt.getTime();
    const { enrollment, course } = await this.learning.requireActiveEnrollment(identity, courseKey);
    const { media } = await this.mediaFor(course.id);
    await this.ensureCheckpoints(enrollment.id, media.durationSeconds);
    return this.repository.withLockedProgress(enrollment.id, receivedAt, async (locked) => {
      const sessions = { ...locked.row.sessions };
      const verdict = judgeHeartbeat(
        {
          ranges: locked.row.ranges,
          anchor: sessions[beat.sessionId] ?? null,
          creditClockAt: locked.row.creditClockAt ? locked.row.creditClockAt.getTime() : null,
        },
        {
          event: beat.event,
          position: beat.position,
          ...(beat.previousPosition !== undefined ? { previousPosition: beat.previousPosition } : {}),
          ...(beat.sequence !== undefined ? { sequence: beat.sequence } : {}),
          at: now,
          durationSeconds: media.durationSeconds,
        },
        this.rules,
      );
      sessions[beat.sessionId] = verdict.anchor;
      const ranges = mergeRanges(verdict.ranges);
      const update = {
        ranges,
        watchedSeconds: coveredSeconds(ranges, 0, media.durationSeconds),
        progressPercent: progressPercent(ranges, media.durationSeconds),
        positionSeconds: verdict.anchor.position,
        creditClockAt: verdict.creditClockAt === null ? null : new Date(verdict.creditClockAt),
        sessions: pruneSessions(sessions, now),
        heartbeats: locked.row.heartbeats + 1,
      };
      await locked.save(update);
      const credited = verdict.credited;
      const checkpoints = await locked.listCheckpoints();
      const due = credited
        ? checkpoints.filter(
            (checkpoint) =>
              checkpoint.verifiedAt === null && rangeReaches(credited, checkpoint.momentSeconds),
          )
        : [];
      const revealed = await locked.reveal(
        due.map((checkpoint) => checkpoint.id),
        newAttendanceCode,
      );
      const byId = new Map(checkpoints.map((checkpoint) => [checkpoint.id, checkpoint]));
      for (const checkpoint of revealed) byId.set(checkpoint.id, checkpoint);
      return {
        credited: credited ? [roundTenth(credited[0]), roundTenth(credited[1])] : null,
        progress: this.toProgress(
          course.id,
          media,
          { ...locked.row, ...update },
          [...byId.values()],
          enrollment.completedAt,
        ),
        revealedCodes: revealed.map((checkpoint) => ({
          code: checkpoint.code,
          momentSeconds: roundTenth(checkpoint.momentSeconds),
        })),
      };
    });
  }

  async enterAttendanceCode(
    identity: VerifiedIdentity,
    courseKey: string,
    code: string,
  ): Promise<WatchProgress> {
    const { enrollment } = await this.learning.requireActiveEnrollment(identity, courseKey);
    const verified = await this.repository.verifyCode(enrollment.id, code.trim(), this.clock.now());
    if (!verified) {
      throw new AppError(
        'ATTENDANCE_CODE_INVALID',
        'That code does not match a code shown to you. Check the digits, or re-watch the segment to see a new code.',
      );
    }
    return this.getWatchProgress(identity, courseKey);
  }

  /** The video requirement and its evidence for the completion module (null: the course has no recording). */
  async attendanceFacts(enrollmentId: string, courseId: string): Promise<AttendanceFacts | null> {
    const media = await this.repository.findMedia(courseId);
    if (!media) return null;
    const [row, checkpoints] = await Promise.all([
      this.repository.findProgress(enrollmentId),
      this.repository.listCheckpoints(enrollmentId),
    ]);
    const ranges = (row?.ranges ?? []) as Range[];
    const watched = coveredSeconds(ranges, 0, media.durationSeconds);
    return {
      durationSeconds: media.durationSeconds,
      watchedSeconds: roundTenth(watched),
      coveragePercent: Math.round((watched / media.durationSeconds) * 1000) / 10,
      watchRequirementMet: watchRequirementMet(ranges, media.durationSeconds),
      heartbeats: row?.heartbeats ?? 0,
      firstPlayedAt: row?.firstPlayedAt ?? null,
      checkpoints,
      codesComplete:
        checkpoints.length > 0 && checkpoints.every((checkpoint) => checkpoint.verifiedAt !== null),
    };
  }
}
