import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBodySchema, PlaybackSchema, ThumbnailsSchema, WatchProgressSchema } from '@counsel/contracts';
import { courses } from '../../db/schema/courses.js';
import { seedMembershipPlans } from '../../seed/seed-memberships.js';
import { seedCatalogFixtures } from '../../testing/catalog-fixtures.js';
import {
  attachDemoRecording,
  DEMO_ASSET,
  newMember,
  setMembershipStatus,
  type Member,
} from '../../testing/learning-fixtures.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

const APP_URL = 'http://counsel.test';
const COURSE = 'divorce-mediation-essentials';
const OTHER = 'ethics-for-paralegals';
const LIVE = 'cross-border-cpd-roundtable';
let t: TestApp;
let enrolled: Member;

async function enroll(member: Member, slug: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/courses/${slug}/enroll`,
    headers: member.headers,
  });
  expect(response.statusCode).toBe(201);
}

async function playback(member: Member, slug = COURSE) {
  const response = await t.app.inject({ method: 'GET', url: `/api/mux/${slug}`, headers: member.headers });
  expect(response.statusCode).toBe(200);
  return PlaybackSchema.parse(response.json());
}

beforeAll(async () => {
  t = await createTestApp({ APP_URL });
  const db = t.database.db;
  await seedCatalogFixtures(db);
  await seedMembershipPlans(db);
  for (const row of await db
    .select({ id: courses.id, slug: courses.slug, format: courses.format })
    .from(courses)) {
    if (row.format === 'ON_DEMAND') await attachDemoRecording(db, row.id);
  }
  enrolled = await newMember(t.app, db, APP_URL);
  await enroll(enrolled, COURSE);
});
afterAll(async () => t.close());

describe('GET /api/mux/{courseId}', () => {
  it('gives an enrolled member signed playback: source, captions, chapters, poster, the rate that earns credit', async () => {
    const grant = await playback(enrolled);
    expect(grant.provider).toBe('LOCAL');
    expect(grant.playbackId).toBe(DEMO_ASSET);
    expect(grant.src).toMatch(new RegExp(`^/api/media/${DEMO_ASSET}/video\\?token=`));
    expect(grant.chapters.length).toBeGreaterThanOrEqual(2);
    expect(grant.captions).toEqual([expect.objectContaining({ language: 'en', label: 'English' })]);
    expect(grant.maxPlaybackRate).toBe(1);
    expect(grant.heartbeatIntervalSeconds).toBe(10);
    expect(Date.parse(grant.expiresAt)).toBeGreaterThan(Date.now() + grant.durationSeconds * 1000);
  });

  it('answers 401 to a visitor, 403 NOT_ENROLLED to a member who did not enroll, 404 for a live course', async () => {
    expect((await t.app.inject({ method: 'GET', url: `/api/mux/${COURSE}` })).statusCode).toBe(401);
    const stranger = await newMember(t.app, t.database.db, APP_URL, 'stranger');
    const refused = await t.app.inject({
      method: 'GET',
      url: `/api/mux/${COURSE}`,
      headers: stranger.headers,
    });
    expect(refused.statusCode).toBe(403);
    expect(ErrorBodySchema.parse(refused.json()).error.code).toBe('NOT_ENROLLED');
    await enroll(stranger, LIVE);
    const live = await t.app.inject({ method: 'GET', url: `/api/mux/${LIVE}`, headers: stranger.headers });
    expect(live.statusCode).toBe(404);
    expect(ErrorBodySchema.parse(live.json()).error.code).toBe('VIDEO_NOT_AVAILABLE');
  });

  it('pauses playback (403 ENROLLMENT_INACTIVE) while the membership has ended, and keeps the progress readable', async () => {
    const lapsed = await newMember(t.app, t.database.db, APP_URL, 'lapsed');
    await enroll(lapsed, COURSE);
    await setMembershipStatus(t.database.db, lapsed.userId, 'CANCELED');
    const refused = await t.app.inject({ method: 'GET', url: `/api/mux/${COURSE}`, headers: lapsed.headers });
    expect(refused.statusCode).toBe(403);
    expect(ErrorBodySchema.parse(refused.json()).error.code).toBe('ENROLLMENT_INACTIVE');
    const progress = await t.app.inject({
      method: 'GET',
      url: `/api/mux/progress/${COURSE}`,
      headers: lapsed.headers,
    });
    expect(progress.statusCode).toBe(200);
    expect(WatchProgressSchema.parse(progress.json()).progressPercent).toBe(0);
  });
});

describe('local media (HTTP Range, signed tokens)', () => {
  it('serves byte ranges of the video for a valid token', async () => {
    const grant = await playback(enrolled);
    const whole = await t.app.inject({ method: 'GET', url: grant.src });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/webm');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    const size = Number(whole.headers['content-length']);
    expect(size).toBeGreaterThan(10_000);
    const part = await t.app.inject({ method: 'GET', url: grant.src, headers: { range: 'bytes=100-199' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${size}`);
    expect(part.rawPayload).toEqual(whole.rawPayload.subarray(100, 200));
    const tail = await t.app.inject({ method: 'GET', url: grant.src, headers: { range: 'bytes=-50' } });
    expect(tail.rawPayload).toEqual(whole.rawPayload.subarray(size - 50));
    const outside = await t.app.inject({
      method: 'GET',
      url: grant.src,
      headers: { range: `bytes=${size}-` },
    });
    expect(outside.statusCode).toBe(416);
    expect(outside.headers['content-range']).toBe(`bytes */${size}`);
  });

  it('refuses a missing, tampered or foreign token, and a token of another audience', async () => {
    const grant = await playback(enrolled);
    const token = new URL(grant.src, APP_URL).searchParams.get('token') ?? '';
    const base = `/api/media/${DEMO_ASSET}/video`;
    expect((await t.app.inject({ method: 'GET', url: base })).statusCode).toBe(400);
    const tampered = `${token.slice(0, -4)}AAAA`;
    const forged = await t.app.inject({ method: 'GET', url: `${base}?token=${tampered}` });
    expect(forged.statusCode).toBe(403);
    expect(ErrorBodySchema.parse(forged.json()).error.code).toBe('MEDIA_TOKEN_INVALID');
    // The token names its asset: it opens no other recording.
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/media/trust-accounting-essentials/video?token=${token}`,
    });
    expect(other.statusCode).toBe(403);
    // A poster (thumbnail audience) token does not play the video.
    const posterToken = new URL(grant.poster ?? '', APP_URL).searchParams.get('token') ?? '';
    expect((await t.app.inject({ method: 'GET', url: `${base}?token=${posterToken}` })).statusCode).toBe(403);
  });

  it('serves the WebVTT captions and the poster', async () => {
    const grant = await playback(enrolled);
    const captions = await t.app.inject({ method: 'GET', url: grant.captions[0]?.url ?? '' });
    expect(captions.statusCode).toBe(200);
    expect(captions.headers['content-type']).toMatch(/^text\/vtt/);
    expect(captions.body.startsWith('WEBVTT')).toBe(true);
    const poster = await t.app.inject({ method: 'GET', url: grant.poster ?? '' });
    expect(poster.statusCode).toBe(200);
    expect(poster.headers['content-type']).toBe('image/jpeg');
  });
});

describe('POST /api/mux/thumbnails', () => {
  it('signs one still per chapter for a recording of my courses, and none for a stranger', async () => {
    const grant = await playback(enrolled);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/mux/thumbnails',
      headers: enrolled.headers,
      payload: { chapters: grant.chapters, playbackId: grant.playbackId },
    });
    expect(response.statusCode).toBe(200);
    const { items } = ThumbnailsSchema.parse(response.json());
    expect(items.map((item) => item.startTime)).toEqual(grant.chapters.map((chapter) => chapter.startTime));
    const still = await t.app.inject({ method: 'GET', url: items[1]?.url ?? '' });
    expect(still.statusCode).toBe(200);
    expect(still.headers['content-type']).toBe('image/jpeg');

    const stranger = await newMember(t.app, t.database.db, APP_URL, 'thumbs');
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/mux/thumbnails',
      headers: stranger.headers,
      payload: { chapters: grant.chapters, playbackId: grant.playbackId },
    });
    expect(refused.statusCode).toBe(404);
    const invalid = await t.app.inject({
      method: 'POST',
      url: '/api/mux/thumbnails',
      headers: enrolled.headers,
      payload: { chapters: [], playbackId: grant.playbackId },
    });
    expect(invalid.statusCode).toBe(400);
  });
});

describe('another lawyer', () => {
  it('sees nothing of my progress and cannot send heartbeats to my enrollment', async () => {
    const other = await newMember(t.app, t.database.db, APP_URL, 'other');
    await enroll(other, OTHER);
    const progress = await t.app.inject({
      method: 'GET',
      url: `/api/mux/progress/${COURSE}`,
      headers: other.headers,
    });
    expect(progress.statusCode).toBe(403);
    const beat = await t.app.inject({
      method: 'POST',
      url: `/api/mux/progress/${COURSE}`,
      headers: other.headers,
      payload: { sessionId: crypto.randomUUID(), event: 'start', position: 0, playbackRate: 1 },
    });
    expect(beat.statusCode).toBe(403);
  });
});
