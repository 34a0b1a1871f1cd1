import { noMetrics, type Metrics } from '../../integrations/metrics/metrics.js';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { ZoomWebhookAnswer } from '@counsel/contracts';
import { presenceSeconds, zoomPresenceIntervals } from '@counsel/domain';
import type { UnitOfWork } from '../../integrations/jobs/unit-of-work.js';
import { AppError } from '../../errors/app-error.js';
import type { Clock } from '../../integrations/clock/clock.js';
import { defineJob } from '../../integrations/jobs/job-registry.js';
import type { LiveRooms } from '../../integrations/zoom/live-rooms.js';
import {
  readZoomDelivery,
  ZoomWebhookRefused,
  type ZoomParticipant,
} from '../../integrations/zoom/zoom-webhook.js';
import type { WebhookEventsRepository } from '../billing/webhook-events.repository.js';
import type { LiveRoomRepository } from './live-room.repository.js';
import type { LiveZoomRepository } from './live-zoom.repository.js';

const MINUTE_MS = 60_000;
/** A Zoom session's participant report is read this long after its scheduled end (Zoom builds reports late). */
const RECONCILE_AFTER_MINUTES = 30;

/** The job that applies one recorded Zoom event (a few queries). */
export const ZOOM_EVENT_JOB = defineJob({
  name: 'zoom-events',
  payload: z.object({ eventId: z.string().min(1) }),
  policy: { expireInSeconds: 60, policy: 'stately' },
  singletonKey: ({ eventId }) => eventId,
});

/** What a recorded participant event holds (webhook_events.payload). */
const RecordedEventSchema = z.object({
  kind: z.enum(['JOINED', 'LEFT']),
  room: z.enum(['ZOOM_MEETING', 'ZOOM_WEBINAR']),
  number: z.string(),
  at: z.iso.datetime(),
  participant: z.object({
    key: z.string(),
    customerKey: z.string().nullable(),
    registrantId: z.string().nullable(),
    email: z.string().nullable(),
  }),
});

type EventStore = Pick<WebhookEventsRepository, 'within' | 'record' | 'find' | 'markProcessed'>;

/**
 * Attendance in sessions held on Zoom (docs/product-rules.md#live-webinars): POST /api/webhooks/zoom verifies each
 * delivery on its raw body (v0 HMAC, 5-minute window), answers Zoom's URL validation, and records each participant
 * event once (keyed by its content) with its job in one transaction. The job matches the participant to a registered
 * lawyer (customer key, registrant id, e-mail), stores the join or leave once, and recomputes the lawyer's presence
 * from all of them, so duplicated and out-of-order events end in the same presence. After the session, the
 * participant report fills in what webhooks missed.
 */
export class LiveZoomEventsService {
  constructor(
    private readonly repository: LiveZoomRepository,
    private readonly room: Pick<LiveRoomRepository, 'within'>,
    private readonly events: EventStore,
    private readonly rooms: Pick<LiveRooms, 'webhookSecret' | 'participantReport'>,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
    private readonly metrics: Metrics = noMetrics,
  ) {}

  async receive(
    rawBody: Buffer,
    headers: { timestamp: string | undefined; signature: string | undefined },
  ): Promise<ZoomWebhookAnswer> {
    const secret = this.rooms.webhookSecret;
    if (!secret) {
      throw new AppError(
        'NOT_FOUND',
        'Zoom webhooks are not switched on here (ZOOM_WEBHOOK_SECRET is not set).',
      );
    }
    let delivery;
    try {
      delivery = readZoomDelivery(rawBody, headers, secret, this.clock.now());
    } catch (error) {
      if (!(error instanceof ZoomWebhookRefused)) throw error;
      if (error.reason === 'MALFORMED')
        throw new AppError('VALIDATION_FAILED', 'The webhook body is not JSON.');
      throw new AppError(
        'WEBHOOK_SIGNATURE_INVALID',
        error.reason === 'STALE'
          ? 'The webhook timestamp is more than 5 minutes away from now.'
          : 'The webhook signature does not verify.',
      );
    }
    if (delivery.kind === 'url-validation') {
      return { plainToken: delivery.plainToken, encryptedToken: delivery.encryptedToken };
    }
    if (delivery.kind === 'other') return { received: true };
    const { event } = delivery;
    const id = `zoom:${event.dedupeKey}`;
    try {
      await this.unitOfWork.run(async (work) => {
        const recorded = await this.events.within(work.tx).record({
          id,
          provider: 'zoom',
          type: event.kind === 'JOINED' ? 'participant_joined' : 'participant_left',
          payload: {
            kind: event.kind,
            room: event.room,
            number: event.number,
            at: event.at.toISOString(),
            participant: event.participant,
          } satisfies z.input<typeof RecordedEventSchema>,
        });
        if (recorded) await work.enqueue(ZOOM_EVENT_JOB, { eventId: id });
      });
    } catch (error) {
      this.log.error({ err: error, eventId: id }, 'zoom event not recorded');
      throw new AppError('SERVICE_UNAVAILABLE', 'The event could not be recorded; deliver it again.');
    }
    return { received: true };
  }

  /** The job: one recorded join or leave (at least once; storing it twice changes nothing). */
  async processEvent({ eventId }: z.output<typeof ZOOM_EVENT_JOB.payload>): Promise<void> {
    const row = await this.events.find(eventId);
    if (!row || row.processedAt) return;
    const parsed = RecordedEventSchema.safeParse(row.payload);
    if (!parsed.success) {
      await this.events.markProcessed(eventId, 'unreadable payload');
      this.metrics.webhookEvent('zoom', row.type, 'unreadable');
      return;
    }
    try {
      await this.apply(eventId, parsed.data);
    } catch (error) {
      this.metrics.webhookEvent('zoom', row.type, 'failed');
      throw error;
    }
    this.metrics.webhookEvent('zoom', row.type, 'processed');
  }

  private async apply(eventId: string, event: z.output<typeof RecordedEventSchema>): Promise<void> {
    const at = new Date(event.at);
    const session = await this.repository.findSessionForEvent(event.room, event.number, at);
    if (!session) {
      await this.events.markProcessed(eventId, 'no session of ours at that time');
      return;
    }
    const matched = await this.record(session, event.participant, [{ kind: event.kind, at }], 'WEBHOOK');
    await this.events.markProcessed(eventId, matched ? null : 'participant is not a registered lawyer');
  }

  /**
   * After a Zoom session (30 minutes after its end), its participant report: every stay recorded as a join and a
   * leave (the ones webhooks already brought are not stored twice). Without the Zoom API, nothing to read.
   */
  async reconcileEndedSessions(): Promise<number> {
    const now = this.clock.now();
    const sessions = await this.repository.listSessionsToReconcile(now, RECONCILE_AFTER_MINUTES);
    let reconciled = 0;
    for (const session of sessions) {
      if (session.room === 'BUILT_IN' || !session.zoomNumber) continue;
      let stays;
      try {
        stays = await this.rooms.participantReport(session.room, session.zoomNumber);
      } catch (error) {
        this.log.warn(
          { err: error, sessionId: session.id },
          'zoom participant report not read; retried later',
        );
        continue;
      }
      if (stays === null) return reconciled;
      for (const stay of stays) {
        await this.record(
          session,
          stay.participant,
          [
            { kind: 'JOINED', at: stay.joinedAt },
            { kind: 'LEFT', at: stay.leftAt },
          ],
          'REPORT',
        );
      }
      await this.repository.markReconciled(session.id, now);
      reconciled += 1;
    }
    return reconciled;
  }

  /** Stores joins and leaves of a participant and recomputes their presence; false when no lawyer matches. */
  private async record(
    session: { id: string; startsAt: Date; durationMinutes: number },
    participant: ZoomParticipant,
    points: { kind: 'JOINED' | 'LEFT'; at: Date }[],
    source: 'WEBHOOK' | 'REPORT',
  ): Promise<boolean> {
    const registrationId = await this.repository.findRegistrationForParticipant(session.id, participant);
    if (!registrationId) return false;
    const now = this.clock.now();
    await this.unitOfWork.run(async ({ tx }) => {
      const zoom = this.repository.within(tx);
      const room = this.room.within(tx);
      const presence = await room.lockPresence(registrationId, now);
      await zoom.addPoints(
        points.map((point) => ({ registrationId, participantKey: participant.key, source, ...point })),
      );
      const all = await zoom.listPoints(registrationId);
      const intervals = zoomPresenceIntervals(
        all.map((point) => ({
          participantKey: point.participantKey,
          kind: point.kind,
          at: point.at.getTime(),
        })),
        {
          start: session.startsAt.getTime(),
          end: session.startsAt.getTime() + session.durationMinutes * MINUTE_MS,
        },
      );
      await room.savePresence(registrationId, {
        intervals,
        clients: presence.clients,
        verifiedSeconds: presenceSeconds(intervals),
        heartbeats: presence.heartbeats,
        updatedAt: now,
      });
    });
    return true;
  }
}
