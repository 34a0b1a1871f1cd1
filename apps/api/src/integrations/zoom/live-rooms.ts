import { randomBytes } from 'node:crypto';
import type { ZoomConfig } from '../../config/env.js';
import type { Clock } from '../clock/clock.js';
import {
  signMeetingSdkJwt,
  type MeetingSdkCredentials,
  type MeetingSdkSignature,
} from './meeting-sdk-signature.js';
import { ZoomApi, type FetchLike, type ZoomListedWebinar, type ZoomReportedStay } from './zoom-api.js';

/**
 * The live-room port (ADR 015): where a session takes place and how a lawyer is let in. The embedded default is the
 * built-in room (signatures made with a key of this process); with ZOOM_SDK_KEY/ZOOM_SDK_SECRET a session held on
 * Zoom is joined with the Zoom Meeting SDK, and with the Server-to-Server OAuth app Zoom lists the webinars.
 */
export interface LiveRooms {
  /** Zoom's Meeting SDK credentials, or null: sessions set on Zoom are held in the built-in room. */
  readonly zoomSdk: MeetingSdkCredentials | null;
  /** Whether a session is held on Zoom: set on Zoom (with a number) while Zoom's SDK is configured; else built in. */
  heldOnZoom(session: {
    room: 'BUILT_IN' | 'ZOOM_MEETING' | 'ZOOM_WEBINAR';
    zoomNumber: string | null;
  }): boolean;
  /** Signs the join of a session: with Zoom's SDK secret for a Zoom room, else with the built-in room's key. */
  sign(room: 'ZOOM' | 'BUILT_IN', meetingNumber: string, now: Date): Promise<MeetingSdkSignature>;
  /** Zoom's upcoming webinars, or null when the Zoom API is not configured (the database is the list). */
  listZoomWebinars(): Promise<ZoomListedWebinar[] | null>;
  /** A past Zoom session's participant report, or null when the Zoom API is not configured. */
  participantReport(
    room: 'ZOOM_MEETING' | 'ZOOM_WEBINAR',
    number: string,
  ): Promise<ZoomReportedStay[] | null>;
  /**
   * Creates a Zoom meeting or webinar through the Zoom API: its number and passcode, or null when the Zoom API is not
   * configured.
   */
  createZoomRoom(
    room: 'ZOOM_MEETING' | 'ZOOM_WEBINAR',
    input: { topic: string; startsAt: Date; durationMinutes: number; timeZone: string },
  ): Promise<{ number: string; passcode: string | null } | null>;
  /** The secret Zoom's webhooks are signed with, or null: POST /api/webhooks/zoom is switched off. */
  readonly webhookSecret: string | null;
}

/** The built-in room's number for a session: 11 digits taken from its id (stable, shown as the meeting number). */
export function builtInMeetingNumber(sessionId: string): string {
  const digits = BigInt(`0x${sessionId.replace(/-/g, '').slice(0, 16)}`) % 100_000_000_000n;
  return digits.toString().padStart(11, '0');
}

export function createLiveRooms(config: ZoomConfig, clock: Clock, fetchImpl: FetchLike = fetch): LiveRooms {
  const builtIn: MeetingSdkCredentials = {
    key: 'counsel-built-in-room',
    secret: randomBytes(32).toString('hex'),
  };
  const api = config.api ? new ZoomApi(config.api, fetchImpl, () => clock.now()) : null;
  return {
    zoomSdk: config.sdk,
    heldOnZoom: (session) =>
      session.room !== 'BUILT_IN' && config.sdk !== null && session.zoomNumber !== null,
    sign: (room, meetingNumber, now) =>
      signMeetingSdkJwt(room === 'ZOOM' && config.sdk ? config.sdk : builtIn, meetingNumber, 0, now),
    listZoomWebinars: async () => (api ? api.listUpcomingWebinars() : null),
    participantReport: async (room, number) => (api ? api.participantReport(room, number) : null),
    createZoomRoom: async (room, input) => (api ? api.createRoom(room, input) : null),
    webhookSecret: config.webhookSecret,
  };
}
