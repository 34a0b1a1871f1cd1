import type { ZoomSignature, ZoomWebinar, ZoomWebinarList } from '@counsel/contracts';
import { ZOOM_SIGNATURE_CACHE_MS } from '@counsel/contracts/constants';
import { BoundedMap, joinRefusal } from '@counsel/domain';
import { AppError } from '../../errors/app-error.js';
import type { VerifiedIdentity } from '../../integrations/auth/auth-verifier.js';
import type { Clock } from '../../integrations/clock/clock.js';
import { builtInMeetingNumber, type LiveRooms } from '../../integrations/zoom/live-rooms.js';
import type { LearningService } from '../learning/learning.service.js';
import { assertJoinWindow } from './live-access.js';
import { toCourseRef } from './live.mapper.js';
import type { LiveRepository } from './live.repository.js';
import { notCompletedSince, type LiveService } from './live.service.js';

/** How many sessions GET /api/zoom/webinars lists from our database (Zoom's own list is its "upcoming"). */
const WEBINAR_LIST_LIMIT = 100;
/** Join signatures remembered at once: more than join one instance in a minute; the least recently used go first. */
const SIGNATURES_KEPT = 10_000;

/**
 * Joining a live session: the spec's Zoom calls (docs/product-rules.md#live-webinars). The join signature of the
 * lawyer's registered session, inside its window, from the live-room port (the built-in room or Zoom's Meeting SDK),
 * and the webinar list (Zoom's when its API is configured, else ours).
 */
export class LiveJoinService {
  /** Signatures handed out in the last ZOOM_SIGNATURE_CACHE_MS, by user and session (at most SIGNATURES_KEPT). */
  private readonly signatures = new BoundedMap<string, { value: ZoomSignature; until: number }>(
    SIGNATURES_KEPT,
  );

  constructor(
    private readonly repository: LiveRepository,
    private readonly live: Pick<LiveService, 'liveCourse'>,
    private readonly learning: Pick<LearningService, 'requireActiveEnrollment'>,
    private readonly rooms: LiveRooms,
    private readonly clock: Clock,
  ) {}

  /**
   * GET /api/zoom/signature: for a lawyer registered for the course's session, inside its join window, the spec's
   * {meetingNumber, signature, password, appKey} and who joins. Kept 60 s per user and session (docs/product-rules.md#live-webinars).
   */
  async signature(identity: VerifiedIdentity, courseKey: string): Promise<ZoomSignature> {
    const course = await this.live.liveCourse(courseKey);
    const { userId } = await this.learning.requireActiveEnrollment(identity, course.id);
    const registration = await this.repository.findActiveRegistration(userId, course.id);
    const found = registration ? await this.repository.findSession(registration.sessionId) : undefined;
    if (!registration || !found) {
      throw new AppError('LIVE_NOT_REGISTERED', 'Register for a session of this course to join it.');
    }
    const { session } = found;
    const now = this.clock.now();
    assertJoinWindow(session, now);
    const key = `${userId}:${session.id}`;
    const cached = this.signatures.get(key);
    if (cached && cached.until > now.getTime()) return cached.value;
    const contact = await this.repository.userContact(userId);
    const onZoom = this.rooms.heldOnZoom(session);
    const meetingNumber =
      onZoom && session.zoomNumber ? session.zoomNumber : builtInMeetingNumber(session.id);
    const signed = await this.rooms.sign(onZoom ? 'ZOOM' : 'BUILT_IN', meetingNumber, now);
    const value: ZoomSignature = {
      meetingNumber,
      signature: signed.signature,
      password: onZoom ? (session.zoomPasscode ?? '') : '',
      appKey: signed.appKey,
      userName: contact?.name ?? 'Attendee',
      userEmail: contact?.email ?? '',
      customerKey: userId,
      room: onZoom ? 'ZOOM' : 'BUILT_IN',
      sessionId: session.id,
      courseId: course.id,
      startsAt: session.startsAt.toISOString(),
      expiresAt: signed.expiresAt.toISOString(),
    };
    this.signatures.set(key, { value, until: now.getTime() + ZOOM_SIGNATURE_CACHE_MS });
    return value;
  }

  /**
   * GET /api/zoom/webinars: upcoming sessions the lawyer can join or register for. With the Zoom API configured the
   * list is Zoom's (matched to our sessions by webinar number); otherwise our database's.
   */
  async webinars(identity: VerifiedIdentity): Promise<ZoomWebinarList> {
    const now = this.clock.now();
    const mine = await this.repository.listRegistrations(identity.subject, { since: notCompletedSince(now) });
    const registered = new Set(mine.map((view) => view.session.id));
    const zoom = await this.rooms.listZoomWebinars();
    const toItem = (found: NonNullable<Awaited<ReturnType<LiveRepository['findSession']>>>): ZoomWebinar => ({
      sessionId: found.session.id,
      course: toCourseRef(found.course),
      topic: found.course.title,
      startsAt: found.session.startsAt.toISOString(),
      durationMinutes: found.session.durationMinutes,
      timeZone: found.session.timeZone,
      registered: registered.has(found.session.id),
      joinable: registered.has(found.session.id) && joinRefusal(found.session, now) === null,
    });
    if (zoom === null) {
      const sessions = await this.repository.listUpcomingSessions(now, WEBINAR_LIST_LIMIT);
      return { items: sessions.map(toItem), source: 'DATABASE' };
    }
    const ours = new Map(
      (await this.repository.findSessionsByZoomNumbers(zoom.map((webinar) => webinar.id))).map((found) => [
        found.session.zoomNumber,
        found,
      ]),
    );
    return {
      source: 'ZOOM',
      items: zoom.map((webinar) => {
        const found = ours.get(webinar.id);
        if (found) return toItem(found);
        return {
          sessionId: null,
          course: null,
          topic: webinar.topic,
          startsAt: webinar.startsAt.toISOString(),
          durationMinutes: webinar.durationMinutes,
          timeZone: webinar.timeZone,
          registered: false,
          joinable: false,
        };
      }),
    };
  }
}
