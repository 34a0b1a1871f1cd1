import { DEFAULT_PRESENCE_RULES } from '@counsel/domain';
import { registerJob } from '../integrations/jobs/job-registry.js';
import { WebhookEventsRepository } from '../modules/billing/webhook-events.repository.js';
import type { ComplianceService } from '../modules/compliance/compliance.service.js';
import { CoursesRepository } from '../modules/courses/courses.repository.js';
import { CoursesService } from '../modules/courses/courses.service.js';
import type { LearningService } from '../modules/learning/learning.service.js';
import { CalendarFeedsRepository } from '../modules/live/calendar-feeds.repository.js';
import { LiveCalendar } from '../modules/live/live-calendar.js';
import { LiveJoinService } from '../modules/live/live-join.service.js';
import { LiveMail } from '../modules/live/live-mail.js';
import { LiveRemindersRepository } from '../modules/live/live-reminders.repository.js';
import { LiveRoomRepository } from '../modules/live/live-room.repository.js';
import { LiveRoomService } from '../modules/live/live-room.service.js';
import { scheduleLiveSweeps } from '../modules/live/live-sweeps.js';
import { LiveZoomEventsService, ZOOM_EVENT_JOB } from '../modules/live/live-zoom-events.service.js';
import { LiveZoomRepository } from '../modules/live/live-zoom.repository.js';
import { LiveRepository } from '../modules/live/live.repository.js';
import { LiveService } from '../modules/live/live.service.js';
import type { Platform } from './platform.js';

/**
 * Live webinars: sessions and registrations, joining through the live-room port (built-in room or Zoom), calendar
 * files and feeds (with the lawyer's compliance deadlines), the sessions' e-mails and sweeps, and Zoom's events.
 * `secret` signs the reminder e-mails' unsubscribe links.
 */
export async function composeLive(
  { app, config, db, clock, queue, unitOfWork, notifications, metrics, videoProviders, liveRooms }: Platform,
  learning: LearningService,
  compliance: ComplianceService,
  secret: string,
) {
  const liveRepository = new LiveRepository(db);
  const liveRoomRepository = new LiveRoomRepository(db);
  const liveMail = new LiveMail(new LiveRemindersRepository(db), unitOfWork, notifications, secret, clock);
  const live = new LiveService(
    liveRepository,
    learning,
    new CoursesService(new CoursesRepository(db)),
    unitOfWork,
    liveMail,
    clock,
  );
  const liveJoin = new LiveJoinService(liveRepository, live, learning, liveRooms, clock);
  const liveCalendar = new LiveCalendar(
    liveRepository,
    new CalendarFeedsRepository(db),
    live,
    config.APP_URL,
    clock,
    { eventsFor: (userId) => compliance.deadlineEvents(userId, config.APP_URL) },
  );
  const liveRoom = new LiveRoomService(
    liveRepository,
    learning,
    liveRoomRepository,
    unitOfWork,
    videoProviders.providers,
    liveRooms,
    DEFAULT_PRESENCE_RULES,
    clock,
  );
  const zoomEvents = new LiveZoomEventsService(
    new LiveZoomRepository(db),
    liveRoomRepository,
    new WebhookEventsRepository(db),
    liveRooms,
    unitOfWork,
    clock,
    app.log,
    metrics,
  );
  await registerJob(queue, ZOOM_EVENT_JOB, (payload) => zoomEvents.processEvent(payload));
  scheduleLiveSweeps(app, live, liveMail, zoomEvents, config.NODE_ENV === 'test' ? null : 60_000);
  return { liveRepository, live, liveMail, liveJoin, liveCalendar, liveRoom, zoomEvents };
}
