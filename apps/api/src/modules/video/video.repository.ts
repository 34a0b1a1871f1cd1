import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database, LookupClient } from '../../db/database.js';
import { enrollments } from '../../db/schema/learning.js';
import { attendanceCheckpoints, courseMedia, watchProgress } from '../../db/schema/video.js';
import type { EnrollmentProgress } from '../learning/learning.mapper.js';
import { HeartbeatRepository } from './heartbeat.repository.js';

export type CourseMediaRow = typeof courseMedia.$inferSelect;
export type WatchProgressRow = typeof watchProgress.$inferSelect;
export type CheckpointRow = typeof attendanceCheckpoints.$inferSelect;
export type ProgressUpdate = Partial<Omit<WatchProgressRow, 'enrollmentId' | 'firstPlayedAt'>>;

/** The progress row of one enrollment, locked for one heartbeat, and the checkpoints to reveal. */
export interface LockedProgress {
  row: WatchProgressRow;
  save(update: ProgressUpdate): Promise<void>;
  /** Reveals (or, for one already shown and not yet entered, replaces) the codes of these checkpoints. */
  reveal(checkpointIds: string[], newCode: () => string): Promise<CheckpointRow[]>;
  listCheckpoints(): Promise<CheckpointRow[]>;
}

/** Course media, watch progress and attendance checkpoints: the only place with their queries. */
export class VideoRepository {
  /** The two statements of a heartbeat that carries a playback-session token. */
  readonly heartbeats: HeartbeatRepository;

  constructor(
    private readonly db: Database,
    lookups: LookupClient,
  ) {
    this.heartbeats = new HeartbeatRepository(lookups);
  }

  async findMedia(courseId: string): Promise<CourseMediaRow | undefined> {
    const [row] = await this.db.select().from(courseMedia).where(eq(courseMedia.courseId, courseId)).limit(1);
    return row;
  }

  /** Whether the user is enrolled in a course whose recording is this asset (thumbnails). */
  async findMediaOfEnrolledAsset(userId: string, assetKey: string): Promise<CourseMediaRow | undefined> {
    const [row] = await this.db
      .select({ media: courseMedia })
      .from(courseMedia)
      .innerJoin(enrollments, eq(enrollments.courseId, courseMedia.courseId))
      .where(and(eq(courseMedia.assetKey, assetKey), eq(enrollments.userId, userId)))
      .limit(1);
    return row?.media;
  }

  async findProgress(enrollmentId: string): Promise<WatchProgressRow | undefined> {
    const [row] = await this.db
      .select()
      .from(watchProgress)
      .where(eq(watchProgress.enrollmentId, enrollmentId))
      .limit(1);
    return row;
  }

  /** The progress of each enrollment that has some (learning's enrollment lists). */
  async progressOfEnrollments(enrollmentIds: string[]): Promise<Map<string, EnrollmentProgress>> {
    if (enrollmentIds.length === 0) return new Map();
    const rows = await this.db
      .select({
        enrollmentId: watchProgress.enrollmentId,
        progressPercent: watchProgress.progressPercent,
        positionSeconds: watchProgress.positionSeconds,
      })
      .from(watchProgress)
      .where(inArray(watchProgress.enrollmentId, enrollmentIds));
    return new Map(rows.map(({ enrollmentId, ...progress }) => [enrollmentId, progress]));
  }

  listCheckpoints(enrollmentId: string): Promise<CheckpointRow[]> {
    return this.db
      .select()
      .from(attendanceCheckpoints)
      .where(eq(attendanceCheckpoints.enrollmentId, enrollmentId))
      .orderBy(asc(attendanceCheckpoints.ordinal));
  }

  /** Plans the enrollment's checkpoints once (parallel first plays keep the first plan). */
  async ensureCheckpoints(
    enrollmentId: string,
    plan: () => { ordinal: number; momentSeconds: number; code: string }[],
  ): Promise<void> {
    const [existing] = await this.db
      .select({ id: attendanceCheckpoints.id })
      .from(attendanceCheckpoints)
      .where(eq(attendanceCheckpoints.enrollmentId, enrollmentId))
      .limit(1);
    if (existing) return;
    await this.db
      .insert(attendanceCheckpoints)
      .values(plan().map((checkpoint) => ({ enrollmentId, ...checkpoint })))
      .onConflictDoNothing();
  }

  /**
   * Runs `work` with the enrollment's progress row created if needed and locked (one heartbeat at a time); `at` is
   * the heartbeat's time: the first play, and when codes are revealed.
   */
  async withLockedProgress<T>(
    enrollmentId: string,
    at: Date,
    work: (locked: LockedProgress) => Promise<T>,
  ): Promise<T> {
    return this.db.transaction(async (tx) => {
      await tx.insert(watchProgress).values({ enrollmentId, firstPlayedAt: at }).onConflictDoNothing();
      const [row] = await tx
        .select()
        .from(watchProgress)
        .where(eq(watchProgress.enrollmentId, enrollmentId))
        .for('update');
      if (!row) throw new Error('watch progress row not stored');
      return work({
        row,
        save: async (update) => {
          await tx
            .update(watchProgress)
            .set({ ...update, updatedAt: sql`now()` })
            .where(eq(watchProgress.enrollmentId, enrollmentId));
        },
        reveal: async (checkpointIds, newCode) => {
          if (checkpointIds.length === 0) return [];
          const rows = await tx
            .select()
            .from(attendanceCheckpoints)
            .where(
              and(
                inArray(attendanceCheckpoints.id, checkpointIds),
                eq(attendanceCheckpoints.enrollmentId, enrollmentId),
                isNull(attendanceCheckpoints.verifiedAt),
              ),
            );
          const revealed: CheckpointRow[] = [];
          for (const checkpoint of rows) {
            const code = checkpoint.revealedAt ? newCode() : checkpoint.code;
            const [updated] = await tx
              .update(attendanceCheckpoints)
              .set({ code, revealedAt: at, codesShown: sql`${attendanceCheckpoints.codesShown} + 1` })
              .where(eq(attendanceCheckpoints.id, checkpoint.id))
              .returning();
            if (updated) revealed.push(updated);
          }
          return revealed;
        },
        listCheckpoints: () =>
          tx
            .select()
            .from(attendanceCheckpoints)
            .where(eq(attendanceCheckpoints.enrollmentId, enrollmentId))
            .orderBy(asc(attendanceCheckpoints.ordinal)),
      });
    });
  }

  /** Marks the first shown, not yet entered checkpoint with this code as verified at `at`; undefined when none matches. */
  async verifyCode(enrollmentId: string, code: string, at: Date): Promise<CheckpointRow | undefined> {
    const [candidate] = await this.db
      .select({ id: attendanceCheckpoints.id })
      .from(attendanceCheckpoints)
      .where(
        and(
          eq(attendanceCheckpoints.enrollmentId, enrollmentId),
          eq(attendanceCheckpoints.code, code),
          isNotNull(attendanceCheckpoints.revealedAt),
          isNull(attendanceCheckpoints.verifiedAt),
        ),
      )
      .orderBy(asc(attendanceCheckpoints.ordinal))
      .limit(1);
    if (!candidate) return undefined;
    const [row] = await this.db
      .update(attendanceCheckpoints)
      .set({ verifiedAt: at })
      .where(and(eq(attendanceCheckpoints.id, candidate.id), isNull(attendanceCheckpoints.verifiedAt)))
      .returning();
    return row;
  }
}
