import type { FastifyInstance } from 'fastify';
import { schedulePeriodicSweep } from '../../integrations/jobs/periodic-sweep.js';
import type { LiveMail } from './live-mail.js';
import type { LiveZoomEventsService } from './live-zoom-events.service.js';
import type { LiveService } from './live.service.js';

/**
 * The live module's sweeps, every `everyMs` (null: only on demand, as tests run them): `live-sessions` (at start
 * too) places the rolling demo sessions and moves each live course's current start; `live-reminders` claims the
 * reminders now due and the "recording available" notices, each once whichever instance sweeps first; `zoom-reconcile` reads the participant report of
 * Zoom sessions that ended (with the Zoom API configured). None re-queues lost work, so each answers 0.
 */
export function scheduleLiveSweeps(
  app: FastifyInstance,
  live: Pick<LiveService, 'sweep'>,
  mail: Pick<LiveMail, 'sendDueReminders' | 'sendRecordingNotices'>,
  zoom: Pick<LiveZoomEventsService, 'reconcileEndedSessions'>,
  everyMs: number | null,
): void {
  schedulePeriodicSweep(
    app,
    'live-sessions',
    everyMs,
    async () => {
      const { placed, moved, published } = await live.sweep();
      if (placed + moved + published > 0) {
        app.log.info(
          { placed, moved, published },
          'live sessions placed, course starts moved, recordings published',
        );
      }
      return 0;
    },
    true,
  );
  schedulePeriodicSweep(app, 'live-reminders', everyMs, async () => {
    const sent = await mail.sendDueReminders();
    const recordings = await mail.sendRecordingNotices();
    if (sent + recordings > 0)
      app.log.info({ sent, recordings }, 'live session reminders and recording notices queued');
    return 0;
  });
  schedulePeriodicSweep(app, 'zoom-reconcile', everyMs, async () => {
    const reconciled = await zoom.reconcileEndedSessions();
    if (reconciled > 0)
      app.log.info({ reconciled }, 'zoom sessions reconciled with their participant reports');
    return 0;
  });
}
