import { sql } from 'drizzle-orm';
import { LIVE_REMINDERS, type LiveReminderKind } from '@counsel/domain';
import type { Executor, Transaction } from '../../db/transaction.js';
import { courses } from '../../db/schema/courses.js';
import { users } from '../../db/schema/identity.js';
import { liveRegistrations, liveReminderOptOuts, liveSessions } from '../../db/schema/live.js';
import { courseMedia } from '../../db/schema/video.js';

/**
 * The session notices' queries (live-mail.ts): claiming the due reminders and "recording available" notices, and the
 * lawyers who opted out.
 */
export class LiveRemindersRepository {
  constructor(private readonly db: Executor) {}

  within(tx: Transaction): LiveRemindersRepository {
    return new LiveRemindersRepository(tx);
  }

  /**
   * Claims the reminders now due (docs/product-rules.md#live-webinars) and answers what each e-mail needs. The UPDATE
   * sets the sent mark of each row it claims, so with several instances a row is claimed once: a second sweep's
   * UPDATE waits on the row, re-reads the mark and skips it. When each kind is due is the domain's `LIVE_REMINDERS`.
   * Lawyers who unsubscribed are left out (and not marked).
   */
  async claimDueReminders(kind: LiveReminderKind, now: Date): Promise<DueReminder[]> {
    const { leadMs: lead, notWithinMs: floor } = LIVE_REMINDERS[kind];
    const column = kind === 'DAY' ? sql.raw('reminded_day_at') : sql.raw('reminded_soon_at');
    const result = await this.db.execute(sql`
      update ${liveRegistrations} r set ${column} = ${now}
      from ${liveSessions} s, ${courses} c, ${users} u
      where s.id = r.session_id and c.id = r.course_id and u.id = r.user_id
        and r.status = 'REGISTERED' and r.${column} is null and s.canceled_at is null
        and s.starts_at > ${new Date(now.getTime() + floor)}
        and s.starts_at <= ${new Date(now.getTime() + lead)}
        and r.registered_at < s.starts_at - ${`${lead / 1000} seconds`}::interval
        and not exists (select 1 from ${liveReminderOptOuts} o where o.user_id = r.user_id)
      returning r.id as registration_id, r.user_id, u.name, u.email, c.title, c.slug,
        s.starts_at, s.duration_minutes, s.time_zone`);
    return toDueReminders(result);
  }

  /**
   * Claims the "recording available" notices now due: registrations (REGISTERED) for a session that ended in the last
   * 14 days, of a course that publishes its recording and has it (`course_media`); each once, as reminders are. Lawyers
   * who unsubscribed are left out.
   */
  async claimRecordingNotices(now: Date): Promise<DueReminder[]> {
    const result = await this.db.execute(sql`
      update ${liveRegistrations} r set recording_notified_at = ${now}
      from ${liveSessions} s, ${courses} c, ${users} u
      where s.id = r.session_id and c.id = r.course_id and u.id = r.user_id
        and r.status = 'REGISTERED' and r.recording_notified_at is null and s.canceled_at is null
        and c.live_publish_recording
        and s.starts_at + make_interval(mins => s.duration_minutes) <= ${now}
        and s.starts_at >= ${new Date(now.getTime() - RECORDING_NOTICE_WITHIN_MS)}
        and exists (select 1 from ${courseMedia} m where m.course_id = c.id)
        and not exists (select 1 from ${liveReminderOptOuts} o where o.user_id = r.user_id)
      returning r.id as registration_id, r.user_id, u.name, u.email, c.title, c.slug,
        s.starts_at, s.duration_minutes, s.time_zone`);
    return toDueReminders(result);
  }

  async optOutOfReminders(userId: string, at: Date): Promise<void> {
    await this.db.insert(liveReminderOptOuts).values({ userId, createdAt: at }).onConflictDoNothing();
  }
}

/** How long after a session its registrants are still told the recording is available. */
const RECORDING_NOTICE_WITHIN_MS = 14 * 24 * 3_600_000;

function toDueReminders(result: unknown): DueReminder[] {
  const rows = (result as { rows?: Record<string, unknown>[] }).rows ?? [];
  return rows.map((row) => ({
    registrationId: String(row.registration_id),
    userId: String(row.user_id),
    name: String(row.name),
    email: String(row.email),
    courseTitle: String(row.title),
    courseSlug: String(row.slug),
    startsAt: new Date(String(row.starts_at instanceof Date ? row.starts_at.toISOString() : row.starts_at)),
    durationMinutes: Number(row.duration_minutes),
    timeZone: String(row.time_zone),
  }));
}

export interface DueReminder {
  registrationId: string;
  userId: string;
  name: string;
  email: string;
  courseTitle: string;
  courseSlug: string;
  startsAt: Date;
  durationMinutes: number;
  timeZone: string;
}
