import { createHash, randomBytes } from 'node:crypto';
import { buildCalendar, type CalendarEvent } from '@counsel/domain';
import { AppError } from '../../errors/app-error.js';
import type { VerifiedIdentity } from '../../integrations/auth/auth-verifier.js';
import type { Clock } from '../../integrations/clock/clock.js';
import type { CalendarFeedsRepository } from './calendar-feeds.repository.js';
import type { LiveRepository, RegistrationView } from './live.repository.js';
import type { LiveService } from './live.service.js';

/** A reminder alarm this many minutes before each session (the 15-minute e-mail's twin in the calendar app). */
const ALARM_MINUTES_BEFORE = 15;
/** The feed keeps sessions that started in the last 30 days, then every later one. */
const FEED_HISTORY_MS = 30 * 24 * 60 * 60 * 1000;
const MINUTE_MS = 60_000;

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Other dated events of the lawyer the feed carries too (compliance deadlines), given by composition/live.ts. */
export interface FeedEvents {
  eventsFor(userId: string): Promise<CalendarEvent[]>;
}

/**
 * "Add to calendar" (docs/product-rules.md#live-webinars): an iCalendar file per registration and a private feed URL
 * per lawyer with all their registered sessions. The feed's token is 32 random bytes (base64url); only its SHA-256
 * is kept, so the URL is shown once, when made; making a new one or revoking it stops the old.
 */
export class LiveCalendar {
  constructor(
    private readonly repository: Pick<LiveRepository, 'listRegistrations'>,
    private readonly feeds: CalendarFeedsRepository,
    private readonly live: Pick<LiveService, 'myRegistration'>,
    private readonly appUrl: string,
    private readonly clock: Clock,
    private readonly otherEvents: FeedEvents | null = null,
  ) {}

  private event({ registration, session, course }: RegistrationView): CalendarEvent {
    const coursePage = `${this.appUrl}/dashboard/courses/${course.slug}`;
    return {
      uid: `live-registration-${registration.id}@counsel-cle`,
      start: session.startsAt,
      end: new Date(session.startsAt.getTime() + session.durationMinutes * MINUTE_MS),
      summary: `${course.title} (live CLE)`,
      description:
        `Live session of "${course.title}" on Counsel CLE. Join from the course page up to 5 minutes before ` +
        `the start: ${coursePage}\nStay for the whole session and note the attendance codes shown in the room: ` +
        'credit is earned for the time you are verified present.',
      url: coursePage,
      location: coursePage,
      status: registration.status === 'REGISTERED' ? 'CONFIRMED' : 'CANCELLED',
      sequence: registration.canceledAt ? 1 : 0,
      alarmMinutesBefore: ALARM_MINUTES_BEFORE,
    };
  }

  /** The .ics file of one of my registrations (a cancelled one reads CANCELLED, so a calendar app removes it). */
  async registrationFile(identity: VerifiedIdentity, registrationId: string): Promise<string> {
    const view = await this.live.myRegistration(identity, registrationId);
    return buildCalendar({ name: view.course.title, stamp: this.clock.now(), events: [this.event(view)] });
  }

  /** A new feed address (any earlier one stops working). */
  async createFeed(identity: VerifiedIdentity): Promise<{ active: true; url: string }> {
    const token = randomBytes(32).toString('base64url');
    await this.feeds.setCalendarFeed(identity.subject, hashToken(token), this.clock.now());
    return { active: true, url: `${this.appUrl}/api/live/calendar/${token}.ics` };
  }

  async feedStatus(identity: VerifiedIdentity): Promise<{ active: boolean; url: null }> {
    return { active: await this.feeds.hasCalendarFeed(identity.subject), url: null };
  }

  async revokeFeed(identity: VerifiedIdentity): Promise<{ active: false; url: null }> {
    await this.feeds.deleteCalendarFeed(identity.subject);
    return { active: false, url: null };
  }

  /**
   * The feed behind a token: the owner's registered sessions and their compliance deadlines (404
   * CALENDAR_FEED_NOT_FOUND for an unknown token).
   */
  async feed(token: string): Promise<string> {
    const userId = await this.feeds.findCalendarFeedOwner(hashToken(token));
    if (!userId)
      throw new AppError('CALENDAR_FEED_NOT_FOUND', 'This calendar address is unknown or was revoked.');
    const now = this.clock.now();
    const [views, others] = await Promise.all([
      this.repository.listRegistrations(userId, { since: new Date(now.getTime() - FEED_HISTORY_MS) }),
      this.otherEvents?.eventsFor(userId) ?? Promise.resolve([]),
    ]);
    return buildCalendar({
      name: 'Counsel CLE',
      stamp: now,
      events: [...views.map((view) => this.event(view)), ...others],
    });
  }
}
