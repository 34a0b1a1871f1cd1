import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/*
^ * Zoom's webhooks (ADR 015; Zoom's "Verify webhook events" documentation): every delivery carries `x-zm-request-timestamp` and
 * `x-zm-signature: v0=<hex HMAC-SHA256(secret, "v0:" + timestamp + ":" + raw body)>`; a delivery older or newer than
 * 5 minutes is refused. `endpoint.url_validation` is answered with the plain token and its HMAC. Participant events
 * (meeting.* and webinar.* participant_joined / participant_left) are read into what the live module needs.
 */

export const ZOOM_WEBHOOK_TOLERANCE_MS = 5 * 60_000;

export class ZoomWebhookRefused extends Error {
  constructor(readonly reason: 'SIGNATURE' | 'STALE' | 'MALFORMED') {
    super(`Zoom webhook refused: ${reason}`);
    this.name = 'ZoomWebhookRefused';
  }
}

export function zoomSignature(rawBody: Buffer | string, timestamp: string, secret: string): string {
  const message = `v0:${timestamp}:${Buffer.isBuffer(rawBody) ? rawBody.toString('utf8') : rawBody}`;
  return `v0=${createHmac('sha256', secret).update(message).digest('hex')}`;
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The participant, as Zoom's join and leave events and its participant report name them. */
export interface ZoomParticipant {
  /** Who this participant is within the meeting: Zoom's participant uuid, else its user id, else the e-mail. */
  key: string;
  /** What our join passed as customer key: our user id. */
  customerKey: string | null;
  registrantId: string | null;
  email: string | null;
}

export interface ZoomParticipantEvent {
  kind: 'JOINED' | 'LEFT';
  room: 'ZOOM_MEETING' | 'ZOOM_WEBINAR';
  /** The meeting or webinar number. */
  number: string;
  /** This occurrence of it (Zoom's uuid). */
  occurrence: string;
  participant: ZoomParticipant;
  at: Date;
  /** Stable across redeliveries of the same event: the de-duplication key. */
  dedupeKey: string;
}

export type ZoomDelivery =
  | { kind: 'url-validation'; plainToken: string; encryptedToken: string }
  | { kind: 'participant'; event: ZoomParticipantEvent }
  | { kind: 'other'; event: string };

const ParticipantSchema = z.object({
  participant_uuid: z.string().optional(),
  user_id: z.union([z.string(), z.number()]).optional(),
  id: z.string().optional(),
  email: z.string().optional(),
  registrant_id: z.string().optional(),
  customer_key: z.string().optional(),
  join_time: z.string().optional(),
  leave_time: z.string().optional(),
});

const ParticipantEventSchema = z.object({
  event: z.enum([
    'meeting.participant_joined',
    'meeting.participant_left',
    'webinar.participant_joined',
    'webinar.participant_left',
  ]),
  event_ts: z.number().optional(),
  payload: z.object({
    object: z.object({
      id: z.union([z.string(), z.number()]),
      uuid: z.string().optional(),
      participant: ParticipantSchema,
    }),
  }),
});

const ValidationSchema = z.object({
  event: z.literal('endpoint.url_validation'),
  payload: z.object({ plainToken: z.string().min(1).max(512) }),
});

function nonEmpty(value: string | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

export function toParticipant(raw: z.infer<typeof ParticipantSchema>): ZoomParticipant | null {
  const email = nonEmpty(raw.email)?.toLowerCase() ?? null;
  const key =
    nonEmpty(raw.participant_uuid) ??
    (raw.user_id !== undefined ? nonEmpty(String(raw.user_id)) : null) ??
    nonEmpty(raw.id) ??
    email;
  if (!key) return null;
  return {
    key,
    customerKey: nonEmpty(raw.customer_key),
    registrantId: nonEmpty(raw.registrant_id),
    email,
  };
}

function readParticipantEvent(body: unknown): ZoomParticipantEvent | null {
  const parsed = ParticipantEventSchema.safeParse(body);
  if (!parsed.success) return null;
  const { event, payload } = parsed.data;
  const kind = event.endsWith('_joined') ? 'JOINED' : 'LEFT';
  const raw = payload.object.participant;
  const time = kind === 'JOINED' ? raw.join_time : raw.leave_time;
  const at = time ? new Date(time) : null;
  const participant = toParticipant(raw);
  const number = String(payload.object.id).replace(/\D/g, '');
  if (!participant || !at || Number.isNaN(at.getTime()) || !number) return null;
  const occurrence = payload.object.uuid ?? number;
  const dedupeKey = createHash('sha256')
    .update([event, number, occurrence, participant.key, at.toISOString()].join('|'))
    .digest('hex');
  return {
    kind,
    room: event.startsWith('webinar.') ? 'ZOOM_WEBINAR' : 'ZOOM_MEETING',
    number,
    occurrence,
    participant,
    at,
    dedupeKey,
  };
}

/**
 * Verifies a delivery on its raw bytes and says what it is. Throws ZoomWebhookRefused for a missing or wrong
 * signature, a timestamp outside ±5 minutes, or a body that is not JSON.
 */
export function readZoomDelivery(
  rawBody: Buffer,
  headers: { timestamp: string | undefined; signature: string | undefined },
  secret: string,
  now: Date,
): ZoomDelivery {
  const { timestamp, signature } = headers;
  if (!timestamp || !signature || !/^\d{1,13}$/.test(timestamp)) throw new ZoomWebhookRefused('SIGNATURE');
  if (!sameText(signature, zoomSignature(rawBody, timestamp, secret)))
    throw new ZoomWebhookRefused('SIGNATURE');
  // Zoom sends milliseconds; seconds are accepted too.
  const sentAt = timestamp.length > 10 ? Number(timestamp) : Number(timestamp) * 1000;
  if (Math.abs(now.getTime() - sentAt) > ZOOM_WEBHOOK_TOLERANCE_MS) throw new ZoomWebhookRefused('STALE');
  let body: unknown;
  try {
    body = JSON.parse(rawBody.toString('utf8'));
  } catch {
    throw new ZoomWebhookRefused('MALFORMED');
  }
  const validation = ValidationSchema.safeParse(body);
  if (validation.success) {
    const plainToken = validation.data.payload.plainToken;
    return {
      kind: 'url-validation',
      plainToken,
      encryptedToken: createHmac('sha256', secret).update(plainToken).digest('hex'),
    };
  }
  const event = readParticipantEvent(body);
  if (event) return { kind: 'participant', event };
  const name = z.object({ event: z.string().max(100) }).safeParse(body);
  return { kind: 'other', event: name.success ? name.data.event : 'unknown' };
}
