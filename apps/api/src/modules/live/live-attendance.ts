import { liveAttendance, type LiveAttendance } from '@counsel/domain';
import type { Clock } from '../../integrations/clock/clock.js';
import type { LiveRooms } from '../../integrations/zoom/live-rooms.js';
import type { LiveRoomRepository } from './live-room.repository.js';

const MINUTE_MS = 60_000;

/** What the completion module needs to know about a lawyer's live attendance at one course. */
export interface LiveAttendanceFacts {
  registrationId: string;
  session: { id: string; startsAt: Date; endsAt: Date; durationMinutes: number; onZoom: boolean };
  /** The session is over, so credit can be claimed. */
  ended: boolean;
  /** Still registered (false: the registration moved to another session after this one). */
  registered: boolean;
  attendance: LiveAttendance;
  /** Verified presence, [from, to] epoch ms. */
  presence: [number, number][];
  codes: { ordinal: number; momentSeconds: number; enteredAt: Date | null }[];
  firstSeenAt: Date | null;
}

/**
 * Which of a lawyer's sessions of a course credit is computed from (docs/product-rules.md#live-credit): a finished
 * session that met the minimum, the one with the most verified time; else the session they are registered for; else
 * the attended session with the most verified time. Null when they never registered.
 */
export function chooseAttendance(candidates: readonly LiveAttendanceFacts[]): LiveAttendanceFacts | null {
  const byVerified = [...candidates].sort(
    (a, b) =>
      b.attendance.verifiedSeconds - a.attendance.verifiedSeconds ||
      b.session.startsAt.getTime() - a.session.startsAt.getTime(),
  );
  return (
    byVerified.find((facts) => facts.ended && facts.attendance.minimumMet) ??
    byVerified.find((facts) => facts.registered) ??
    byVerified.find((facts) => facts.attendance.presentSeconds > 0) ??
    null
  );
}

/** Reads a lawyer's live attendance for the completion rule (packages/domain/src/live-credit.ts). */
export class LiveAttendanceReader {
  constructor(
    private readonly repository: Pick<LiveRoomRepository, 'listAttendanceRecords'>,
    private readonly rooms: Pick<LiveRooms, 'heldOnZoom'>,
    private readonly clock: Clock,
  ) {}

  async attendanceFacts(userId: string, courseId: string): Promise<LiveAttendanceFacts | null> {
    const now = this.clock.now().getTime();
    const records = await this.repository.listAttendanceRecords(userId, courseId);
    const candidates = records.map(({ registration, session, presence, codes: planned, entries }) => {
      const startMs = session.startsAt.getTime();
      // Only the codes whose moment has come (all of them once the session is over).
      const codes = planned.filter((code) => startMs + code.momentSeconds * 1000 <= now);
      const endsAt = new Date(startMs + session.durationMinutes * MINUTE_MS);
      const entered = new Map(entries.map((entry) => [entry.ordinal, entry.enteredAt]));
      const intervals = presence?.intervals ?? [];
      return {
        registrationId: registration.id,
        session: {
          id: session.id,
          startsAt: session.startsAt,
          endsAt,
          durationMinutes: session.durationMinutes,
          onZoom: this.rooms.heldOnZoom(session),
        },
        ended: now >= endsAt.getTime(),
        registered: registration.status === 'REGISTERED',
        attendance: liveAttendance({
          intervals,
          startMs,
          durationMinutes: session.durationMinutes,
          codes: codes.map((code) => ({
            momentSeconds: code.momentSeconds,
            entered: entered.has(code.ordinal),
          })),
        }),
        presence: intervals,
        codes: codes.map((code) => ({
          ordinal: code.ordinal,
          momentSeconds: code.momentSeconds,
          enteredAt: entered.get(code.ordinal) ?? null,
        })),
        firstSeenAt: presence?.firstSeenAt ?? null,
      } satisfies LiveAttendanceFacts;
    });
    return chooseAttendance(candidates);
  }
}
