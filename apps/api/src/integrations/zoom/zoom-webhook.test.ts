import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readZoomDelivery, ZoomWebhookRefused, zoomSignature } from './zoom-webhook.js';

const SECRET = 'zoom-webhook-secret-for-tests';
const now = new Date('2026-11-25T15:00:00.000Z');

/** Signed the way Zoom documents it, computed here independently of the code under test. */
function signed(body: string, at = now.getTime(), secret = SECRET) {
  const timestamp = String(at);
  const signature = `v0=${createHmac('sha256', secret).update(`v0:${timestamp}:${body}`).digest('hex')}`;
  return { raw: Buffer.from(body), headers: { timestamp, signature } };
}

const joined = JSON.stringify({
  event: 'meeting.participant_joined',
  event_ts: now.getTime(),
  payload: {
    account_id: 'acct',
    object: {
      id: '85746352411',
      uuid: 'occ/uuid==',
      participant: {
        user_id: '16778240',
        participant_uuid: 'PART-UUID-1',
        user_name: 'Ada Lawyer',
        email: 'Ada@Example.com',
        join_time: '2026-11-25T14:58:00Z',
        customer_key: '6f1c8a52-9f43-4d5e-8a7b-2c3d4e5f6a7b',
      },
    },
  },
});

function refusal(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof ZoomWebhookRefused) return error.reason;
    throw error;
  }
  return 'accepted';
}

describe('reading a Zoom delivery', () => {
  it('signs like Zoom documents: v0= hex HMAC-SHA256 over v0:timestamp:body', () => {
    const { headers } = signed(joined);
    expect(zoomSignature(joined, headers.timestamp, SECRET)).toBe(headers.signature);
  });

  it('reads a verified participant event, the participant and the moment', () => {
    const { raw, headers } = signed(joined);
    const delivery = readZoomDelivery(raw, headers, SECRET, now);
    expect(delivery).toMatchObject({
      kind: 'participant',
      event: {
        kind: 'JOINED',
        room: 'ZOOM_MEETING',
        number: '85746352411',
        occurrence: 'occ/uuid==',
        at: new Date('2026-11-25T14:58:00Z'),
        participant: {
          key: 'PART-UUID-1',
          customerKey: '6f1c8a52-9f43-4d5e-8a7b-2c3d4e5f6a7b',
          registrantId: null,
          email: 'ada@example.com',
        },
      },
    });
  });

  it('gives a redelivery the same de-duplication key, and a leave another', () => {
    const first = readZoomDelivery(signed(joined).raw, signed(joined).headers, SECRET, now);
    const again = readZoomDelivery(
      signed(joined, now.getTime() + 60_000).raw,
      signed(joined, now.getTime() + 60_000).headers,
      SECRET,
      now,
    );
    const leftBody = joined
      .replace('meeting.participant_joined', 'meeting.participant_left')
      .replace('"join_time"', '"leave_time"');
    const left = readZoomDelivery(signed(leftBody).raw, signed(leftBody).headers, SECRET, now);
    if (first.kind !== 'participant' || again.kind !== 'participant' || left.kind !== 'participant') {
      throw new Error('participant events expected');
    }
    expect(again.event.dedupeKey).toBe(first.event.dedupeKey);
    expect(left.event.kind).toBe('LEFT');
    expect(left.event.dedupeKey).not.toBe(first.event.dedupeKey);
  });

  it('refuses a forged signature, another secret, a changed body and missing headers', () => {
    const { raw, headers } = signed(joined);
    expect(
      refusal(() => readZoomDelivery(raw, { ...headers, signature: `v0=${'0'.repeat(64)}` }, SECRET, now)),
    ).toBe('SIGNATURE');
    const other = signed(joined, now.getTime(), 'another-secret');
    expect(refusal(() => readZoomDelivery(other.raw, other.headers, SECRET, now))).toBe('SIGNATURE');
    expect(
      refusal(() => readZoomDelivery(Buffer.from(joined.replace('14:58', '14:08')), headers, SECRET, now)),
    ).toBe('SIGNATURE');
    expect(
      refusal(() =>
        readZoomDelivery(raw, { timestamp: undefined, signature: headers.signature }, SECRET, now),
      ),
    ).toBe('SIGNATURE');
    expect(
      refusal(() =>
        readZoomDelivery(raw, { timestamp: headers.timestamp, signature: undefined }, SECRET, now),
      ),
    ).toBe('SIGNATURE');
  });

  it('refuses a delivery more than 5 minutes old or ahead, even signed', () => {
    const stale = signed(joined, now.getTime() - 5 * 60_000 - 1);
    expect(refusal(() => readZoomDelivery(stale.raw, stale.headers, SECRET, now))).toBe('STALE');
    const ahead = signed(joined, now.getTime() + 5 * 60_000 + 1);
    expect(refusal(() => readZoomDelivery(ahead.raw, ahead.headers, SECRET, now))).toBe('STALE');
    const edge = signed(joined, now.getTime() - 5 * 60_000);
    expect(readZoomDelivery(edge.raw, edge.headers, SECRET, now).kind).toBe('participant');
  });

  it('answers the URL validation with the plain token and its HMAC', () => {
    const body = JSON.stringify({
      event: 'endpoint.url_validation',
      payload: { plainToken: 'qgg8vlvZRS6UYooatFL8Aw' },
    });
    const { raw, headers } = signed(body);
    expect(readZoomDelivery(raw, headers, SECRET, now)).toEqual({
      kind: 'url-validation',
      plainToken: 'qgg8vlvZRS6UYooatFL8Aw',
      encryptedToken: createHmac('sha256', SECRET).update('qgg8vlvZRS6UYooatFL8Aw').digest('hex'),
    });
  });

  it('says "other" for events it does not use and refuses a signed body that is not JSON', () => {
    const ended = signed(JSON.stringify({ event: 'meeting.ended', payload: {} }));
    expect(readZoomDelivery(ended.raw, ended.headers, SECRET, now)).toEqual({
      kind: 'other',
      event: 'meeting.ended',
    });
    const notJson = signed('not json');
    expect(refusal(() => readZoomDelivery(notJson.raw, notJson.headers, SECRET, now))).toBe('MALFORMED');
  });
});
