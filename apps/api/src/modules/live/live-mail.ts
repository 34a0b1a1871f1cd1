import { createHmac, timingSafeEqual } from 'node:crypto';
import { isUuid } from '@counsel/contracts';
import type { UnitOfWork, Work } from '../../integrations/jobs/unit-of-work.js';
import { AppError } from '../../errors/app-error.js';
import type { Clock } from '../../integrations/clock/clock.js';
import type { Notifications } from '../notifications/notifications.js';
import { LIVE_RECORDING_EMAIL, LIVE_REGISTRATION_EMAIL, LIVE_REMINDER_EMAIL } from './live-emails.js';
import type { LiveRemindersRepository } from './live-reminders.repository.js';
import type { LiveCourseRef, LiveRegistrationRow, SessionWithSeats } from './live.repository.js';

/**
 * The live sessions' e-mails (docs/product-rules.md#live-webinars): the registration confirmation with its invite.ics,
 * and the reminders a day and 15 minutes before, each claimed once by the sweep (live.repository.ts
 * `claimDueReminders`) and stopped for good by the one-click link they carry. The link's token is the user id and
 * an HMAC of it under the server's secret: it needs no table and cannot be made for another user.
 */
export class LiveMail {
  constructor(
    private readonly reminders: LiveRemindersRepository,
    private readonly unitOfWork: UnitOfWork,
    private readonly notifications: Notifications,
    private readonly secret: string,
    private readonly clock: Clock,
  ) {}

  /** Enqueues the confirmation in the registration's unit of work. */
  async confirmRegistration(
    work: Work,
    input: {
      contact: { name: string; email: string };
      registration: LiveRegistrationRow;
      session: SessionWithSeats;
      course: Pick<LiveCourseRef, 'title' | 'slug'>;
      at: Date;
    },
  ): Promise<void> {
    await this.notifications.enqueue(work, LIVE_REGISTRATION_EMAIL, input.contact.email, {
      name: input.contact.name,
      registrationId: input.registration.id,
      courseTitle: input.course.title,
      courseSlug: input.course.slug,
      startsAt: input.session.startsAt.toISOString(),
      durationMinutes: input.session.durationMinutes,
      timeZone: input.session.timeZone,
      stampedAt: input.at.toISOString(),
    });
  }

  /** The sweep: claims the due reminders and enqueues their e-mails in the same transaction. Answers how many. */
  async sendDueReminders(): Promise<number> {
    const now = this.clock.now();
    let sent = 0;
    for (const kind of ['SOON', 'DAY'] as const) {
      sent += await this.unitOfWork.run(async (work) => {
        const due = await this.reminders.within(work.tx).claimDueReminders(kind, now);
        for (const reminder of due) {
          await this.notifications.enqueue(work, LIVE_REMINDER_EMAIL, reminder.email, {
            name: reminder.name,
            registrationId: reminder.registrationId,
            courseTitle: reminder.courseTitle,
            courseSlug: reminder.courseSlug,
            startsAt: reminder.startsAt.toISOString(),
            durationMinutes: reminder.durationMinutes,
            timeZone: reminder.timeZone,
            when: kind,
            unsubscribeToken: this.unsubscribeToken(reminder.userId),
          });
        }
        return due.length;
      });
    }
    return sent;
  }

  /** The "recording available" notices now due (live-reminders.repository.ts), each queued once. */
  async sendRecordingNotices(): Promise<number> {
    const now = this.clock.now();
    return this.unitOfWork.run(async (work) => {
      const due = await this.reminders.within(work.tx).claimRecordingNotices(now);
      for (const notice of due) {
        await this.notifications.enqueue(work, LIVE_RECORDING_EMAIL, notice.email, {
          name: notice.name,
          registrationId: notice.registrationId,
          courseTitle: notice.courseTitle,
          courseSlug: notice.courseSlug,
          startsAt: notice.startsAt.toISOString(),
          durationMinutes: notice.durationMinutes,
          timeZone: notice.timeZone,
          unsubscribeToken: this.unsubscribeToken(notice.userId),
        });
      }
      return due.length;
    });
  }

  private mac(userId: string): string {
    return createHmac('sha256', this.secret).update(`live-reminders:${userId}`).digest('base64url');
  }

  unsubscribeToken(userId: string): string {
    return `${userId}.${this.mac(userId)}`;
  }

  /** The user the link was made for, or 400 UNSUBSCRIBE_LINK_INVALID. */
  private userOf(token: string): string {
    const [userId = '', mac = ''] = token.split('.');
    const expected = Buffer.from(this.mac(userId));
    const given = Buffer.from(mac);
    if (!isUuid(userId) || given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw new AppError(
        'UNSUBSCRIBE_LINK_INVALID',
        'This unsubscribe link is not valid. Use the link in the e-mail.',
      );
    }
    return userId;
  }

  /** Checks a link without acting on it (the page that asks to confirm). */
  checkUnsubscribe(token: string): void {
    this.userOf(token);
  }

  /** Stops every session reminder for the link's user (idempotent). */
  async unsubscribe(token: string): Promise<void> {
    await this.reminders.optOutOfReminders(this.userOf(token), this.clock.now());
  }
}
