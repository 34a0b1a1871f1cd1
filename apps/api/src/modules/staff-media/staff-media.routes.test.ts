import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateKeyPairSync } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CourseMediaSchema, MediaUploadSchema, StaffAuditPageSchema } from '@counsel/contracts';
import { courses } from '../../db/schema/courses.js';
import { seedCatalogFixtures } from '../../testing/catalog-fixtures.js';
import { createVerifiedUser } from '../../testing/identity-helpers.js';
import { createStaffMember, type TestStaffMember } from '../../testing/staff-fixtures.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

const APP_URL = 'http://counsel.test';
let mediaDir: string;
let t: TestApp;
let staff: TestStaffMember;
let courseId = '';
let liveCourseId = '';

/** A small "WebM": the EBML signature, then filler; the server checks the signature, not the codec. */
function fakeWebm(size: number): Buffer {
  const bytes = Buffer.alloc(size, 7);
  Buffer.from([0x1a, 0x45, 0xdf, 0xa3]).copy(bytes);
  for (let index = 4; index < size; index += 1) bytes[index] = index % 251;
  return bytes;
}
const VTT = 'WEBVTT\n\n00:00:00.000 --> 00:00:04.000\nWelcome to the course.\n';

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: staff.headers, ...(payload ? { payload } : {}) });
const chunk = (uploadId: string, offset: number, body: Buffer, contentType = 'application/octet-stream') =>
  t.app.inject({
    method: 'PUT',
    url: `/api/staff/media-uploads/${uploadId}?offset=${offset}`,
    headers: { ...staff.headers, 'content-type': contentType },
    payload: body,
  });
const start = async (size: number, overrides: object = {}) => {
  const response = await call('POST', `/api/staff/courses/${courseId}/media-uploads`, {
    fileName: 'Lecture.webm',
    contentType: 'video/webm',
    sizeBytes: size,
    durationSeconds: 12.5,
    ...overrides,
  });
  return response;
};

beforeAll(async () => {
  mediaDir = await mkdtemp(join(tmpdir(), 'counsel-media-'));
  t = await createTestApp({ APP_URL, MEDIA_DIR: mediaDir });
  await seedCatalogFixtures(t.database.db);
  const rows = await t.database.db.select({ id: courses.id, slug: courses.slug }).from(courses);
  courseId = rows.find((row) => row.slug === 'unpublished-draft-course')?.id ?? '';
  liveCourseId = rows.find((row) => row.slug === 'cross-border-cpd-roundtable')?.id ?? '';
  staff = await createStaffMember(t, APP_URL);
});
afterAll(async () => {
  await t.close();
  await rm(mediaDir, { recursive: true, force: true });
});

describe('uploading a recording to MEDIA_DIR', () => {
  let uploadId = '';
  const file = fakeWebm(3000);

  it('takes the file in chunks, resumes from receivedBytes, and attaches it once complete', async () => {
    const started = await start(file.length);
    expect(started.statusCode, started.body).toBe(201);
    const upload = MediaUploadSchema.parse(started.json());
    uploadId = upload.id;
    expect(upload).toMatchObject({
      provider: 'LOCAL',
      status: 'UPLOADING',
      receivedBytes: 0,
      uploadUrl: `/api/staff/media-uploads/${uploadId}`,
    });

    const first = await chunk(uploadId, 0, file.subarray(0, 1000));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ receivedBytes: 1000, status: 'UPLOADING' });

    // A lost answer: the browser asks where to go on, and a stale offset is refused with the right one.
    const stale = await chunk(uploadId, 0, file.subarray(0, 1000));
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      error: { code: 'UPLOAD_OFFSET_MISMATCH', details: { receivedBytes: 1000 } },
    });
    const state = await call('GET', `/api/staff/media-uploads/${uploadId}`);
    expect(state.json()).toMatchObject({ receivedBytes: 1000 });

    const rest = await chunk(uploadId, 1000, file.subarray(1000));
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json()).toMatchObject({ receivedBytes: 3000, status: 'READY', uploadUrl: null });

    const assetFolder = join(mediaDir, `upload-${uploadId}`);
    expect(Buffer.compare(await readFile(join(assetFolder, 'video.webm')), file)).toBe(0);
    const manifest = JSON.parse(await readFile(join(assetFolder, 'manifest.json'), 'utf8')) as object;
    expect(manifest).toMatchObject({
      key: `upload-${uploadId}`,
      durationSeconds: 12.5,
      mimeType: 'video/webm',
    });
    expect(existsSync(join(mediaDir, '.uploads', `${uploadId}.part`))).toBe(false);

    const media = CourseMediaSchema.parse((await call('GET', `/api/staff/courses/${courseId}/media`)).json());
    expect(media.recording).toMatchObject({
      provider: 'LOCAL',
      assetKey: `upload-${uploadId}`,
      durationSeconds: 12.5,
    });
    expect(media.latestUpload?.status).toBe('READY');

    const log = StaffAuditPageSchema.parse(
      (await call('GET', `/api/staff/audit-log?subjectId=${courseId}`)).json(),
    );
    expect(log.entries.map((entry) => entry.action)).toEqual(['media.attach', 'media.upload']);
    expect(log.entries[0]).toMatchObject({ actorEmail: staff.email, before: { recording: null } });
  });

  it('refuses a finished upload further chunks', async () => {
    const late = await chunk(uploadId, 3000, Buffer.from([1]));
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ error: { code: 'UPLOAD_NOT_IN_PROGRESS' } });
  });

  it('refuses what is not the announced video, changing nothing', async () => {
    const opened = MediaUploadSchema.parse((await start(2000)).json());
    const png = Buffer.from('\x89PNG\r\n\x1a\n' + 'x'.repeat(100), 'latin1');
    for (const [body, contentType, status, code] of [
      [png, 'application/octet-stream', 400, 'MEDIA_FILE_INVALID'],
      [fakeWebm(2001), 'application/octet-stream', 400, 'MEDIA_FILE_INVALID'],
      [fakeWebm(10), 'text/plain', 415, 'UNSUPPORTED_MEDIA_TYPE'],
      [Buffer.alloc(0), 'application/octet-stream', 400, 'MEDIA_FILE_INVALID'],
      [Buffer.alloc(8 * 1024 * 1024 + 1), 'application/octet-stream', 413, 'PAYLOAD_TOO_LARGE'],
    ] as const) {
      const response = await chunk(opened.id, 0, body, contentType);
      expect(response.statusCode, `${contentType} ${body.length}: ${response.body}`).toBe(status);
      expect(response.json()).toMatchObject({ error: { code } });
    }
    expect((await call('GET', `/api/staff/media-uploads/${opened.id}`)).json()).toMatchObject({
      receivedBytes: 0,
    });

    for (const [payload, code] of [
      [{ fileName: 'Lecture.exe' }, 'MEDIA_FILE_INVALID'],
      [{ contentType: 'video/x-msvideo' }, 'VALIDATION_FAILED'],
      [{ sizeBytes: 5 * 1024 ** 3 }, 'VALIDATION_FAILED'],
      [{ durationSeconds: undefined }, 'MEDIA_FILE_INVALID'],
    ] as const) {
      const response = await start(2000, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ error: { code } });
    }
    const live = await call('POST', `/api/staff/courses/${liveCourseId}/media-uploads`, {
      fileName: 'a.webm',
      contentType: 'video/webm',
      sizeBytes: 10,
      durationSeconds: 5,
    });
    expect(live.statusCode).toBe(409);
    expect(live.json()).toMatchObject({ error: { code: 'COURSE_NOT_ON_DEMAND' } });
  });

  it('cancels an upload in progress: its part file goes, and no chunk is taken afterwards', async () => {
    const opened = MediaUploadSchema.parse((await start(2000)).json());
    expect((await chunk(opened.id, 0, fakeWebm(500))).statusCode).toBe(200);
    expect(existsSync(join(mediaDir, '.uploads', `${opened.id}.part`))).toBe(true);
    const canceled = await call('DELETE', `/api/staff/media-uploads/${opened.id}`);
    expect(canceled.statusCode, canceled.body).toBe(200);
    expect(canceled.json()).toMatchObject({ status: 'CANCELED' });
    expect(existsSync(join(mediaDir, '.uploads', `${opened.id}.part`))).toBe(false);
    expect((await chunk(opened.id, 500, fakeWebm(10))).statusCode).toBe(409);
    // The recording attached before is still the course's.
    const media = CourseMediaSchema.parse((await call('GET', `/api/staff/courses/${courseId}/media`)).json());
    expect(media.recording?.assetKey).toBe(`upload-${uploadId}`);
  });

  it('adds, replaces and removes WebVTT captions; refuses what is not WebVTT', async () => {
    const put = (text: string, label = 'English', contentType = 'text/vtt') =>
      t.app.inject({
        method: 'PUT',
        url: `/api/staff/courses/${courseId}/captions/en?label=${encodeURIComponent(label)}`,
        headers: { ...staff.headers, 'content-type': contentType },
        payload: text,
      });
    const added = await put(VTT);
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toMatchObject({ captions: [{ language: 'en', label: 'English' }] });
    const folder = join(mediaDir, `upload-${uploadId}`);
    expect(await readFile(join(folder, 'captions.en.vtt'), 'utf8')).toBe(VTT);

    const replaced = await put(VTT.replace('Welcome', 'Hello'), 'English (CC)');
    expect(replaced.json()).toMatchObject({ captions: [{ language: 'en', label: 'English (CC)' }] });
    expect(await readFile(join(folder, 'captions.en.vtt'), 'utf8')).toContain('Hello');

    for (const [text, contentType, status, code] of [
      ['Hello there', 'text/vtt', 400, 'CAPTION_FILE_INVALID'],
      ['WEBVTT\n\nno cues here', 'text/vtt', 400, 'CAPTION_FILE_INVALID'],
      [VTT, 'text/plain', 415, 'UNSUPPORTED_MEDIA_TYPE'],
    ] as const) {
      const response = await put(text, 'English', contentType);
      expect(response.statusCode).toBe(status);
      expect(response.json()).toMatchObject({ error: { code } });
    }
    const bad = await t.app.inject({
      method: 'PUT',
      url: `/api/staff/courses/${courseId}/captions/english?label=English`,
      headers: { ...staff.headers, 'content-type': 'text/vtt' },
      payload: VTT,
    });
    expect(bad.statusCode).toBe(400);

    const removed = await call('DELETE', `/api/staff/courses/${courseId}/captions/en`);
    expect(removed.json()).toMatchObject({ captions: [] });
    expect(existsSync(join(folder, 'captions.en.vtt'))).toBe(false);
    expect((await call('DELETE', `/api/staff/courses/${courseId}/captions/en`)).statusCode).toBe(404);
  });

  it('keeps chapters sorted inside the recording', async () => {
    const late = await call('PUT', `/api/staff/courses/${courseId}/chapters`, {
      chapters: [{ startTime: 30, title: 'After the end' }],
    });
    expect(late.statusCode).toBe(400);
    const saved = await call('PUT', `/api/staff/courses/${courseId}/chapters`, {
      chapters: [
        { startTime: 6, title: 'Duties' },
        { startTime: 0, title: 'Introduction' },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      chapters: [
        { startTime: 0, title: 'Introduction' },
        { startTime: 6, title: 'Duties' },
      ],
    });
    const manifest = JSON.parse(
      await readFile(join(mediaDir, `upload-${uploadId}`, 'manifest.json'), 'utf8'),
    ) as { chapters: unknown[] };
    expect(manifest.chapters).toHaveLength(2);
  });

  it('lists the on-demand courses with their recordings', async () => {
    const list = await call('GET', '/api/staff/media?search=unpublished');
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({
      courses: [{ courseId, published: false, recording: { provider: 'LOCAL', chapters: 2, captions: 0 } }],
    });
    const missing = await call('GET', '/api/staff/media?missing=true');
    expect(
      missing.json<{ courses: { courseId: string }[] }>().courses.map((row) => row.courseId),
    ).not.toContain(courseId);
  });

  it('is staff-only', async () => {
    const lawyer = await createVerifiedUser(t.app, t.database.db, APP_URL, {
      fullName: 'Lou Lawyer',
      email: 'lou.lawyer@example.com',
      password: 'harbor-ember-lantern-4',
    });
    const refused = await t.app.inject({
      method: 'GET',
      url: `/api/staff/courses/${courseId}/media`,
      headers: { authorization: `Bearer ${lawyer.token}` },
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe('uploading a recording to Mux', () => {
  let mux: TestApp;
  let muxStaff: TestStaffMember;
  const muxCalls: string[] = [];
  let muxState: 'waiting' | 'preparing' | 'ready' = 'waiting';

  beforeAll(async () => {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    mux = await createTestApp(
      {
        APP_URL,
        MEDIA_DIR: mediaDir,
        MUX_SIGNING_KEY_ID: 'signing-key',
        MUX_SIGNING_PRIVATE_KEY: Buffer.from(pem).toString('base64'),
        MUX_TOKEN_ID: 'token-id',
        MUX_TOKEN_SECRET: 'token-secret',
      },
      {
        muxFetch: async (url, init) => {
          muxCalls.push(
            `${init?.method ?? 'GET'} ${url} ${String(init?.headers && 'authorization' in init.headers)}`,
          );
          const json = (body: object) => new Response(JSON.stringify(body), { status: 200 });
          if (url.endsWith('/video/v1/uploads')) {
            expect(JSON.parse(typeof init?.body === 'string' ? init.body : '{}')).toEqual({
              cors_origin: APP_URL,
              new_asset_settings: { playback_policies: ['signed'] },
            });
            return json({ data: { id: 'up-1', url: 'https://storage.example/up-1', status: 'waiting' } });
          }
          if (url.endsWith('/video/v1/uploads/up-1')) {
            return json({
              data:
                muxState === 'waiting'
                  ? { id: 'up-1', status: 'waiting' }
                  : { id: 'up-1', status: 'asset_created', asset_id: 'asset-1' },
            });
          }
          if (url.endsWith('/video/v1/assets/asset-1')) {
            return json({
              data:
                muxState === 'preparing'
                  ? { id: 'asset-1', status: 'preparing' }
                  : {
                      id: 'asset-1',
                      status: 'ready',
                      duration: 1834.2,
                      playback_ids: [{ id: 'pb-signed', policy: 'signed' }],
                    },
            });
          }
          return new Response('{}', { status: 404 });
        },
      },
    );
    await seedCatalogFixtures(mux.database.db);
    muxStaff = await createStaffMember(mux, APP_URL, { fullName: 'Mia Mux', email: 'mia.mux@example.com' });
  });
  afterAll(async () => mux.close());

  it('hands the browser a direct upload URL, then attaches the signed playback id once Mux has the asset ready', async () => {
    const [course] = await mux.database.db
      .select({ id: courses.id })
      .from(courses)
      .where(eq(courses.slug, 'banking-regulation-update'));
    const headers = muxStaff.headers;
    const started = await mux.app.inject({
      method: 'POST',
      url: `/api/staff/courses/${course?.id}/media-uploads`,
      headers,
      payload: { fileName: 'Banking.mp4', contentType: 'video/mp4', sizeBytes: 10_000_000 },
    });
    expect(started.statusCode, started.body).toBe(201);
    const upload = MediaUploadSchema.parse(started.json());
    expect(upload).toMatchObject({ provider: 'MUX', uploadUrl: 'https://storage.example/up-1' });
    const poll = async () =>
      MediaUploadSchema.parse(
        (
          await mux.app.inject({ method: 'GET', url: `/api/staff/media-uploads/${upload.id}`, headers })
        ).json(),
      );
    expect((await poll()).status).toBe('UPLOADING');
    muxState = 'preparing';
    expect((await poll()).status).toBe('PROCESSING');
    muxState = 'ready';
    expect((await poll()).status).toBe('READY');
    const media = CourseMediaSchema.parse(
      (
        await mux.app.inject({ method: 'GET', url: `/api/staff/courses/${course?.id}/media`, headers })
      ).json(),
    );
    expect(media).toMatchObject({
      uploadsGoTo: 'MUX',
      recording: { provider: 'MUX', assetKey: 'pb-signed', durationSeconds: 1834.2 },
    });
    expect(muxCalls.every((line) => line.endsWith('true'))).toBe(true);
    // Mux recordings' captions are Mux text tracks.
    const captions = await mux.app.inject({
      method: 'PUT',
      url: `/api/staff/courses/${course?.id}/captions/en?label=English`,
      headers: { ...headers, 'content-type': 'text/vtt' },
      payload: VTT,
    });
    expect(captions.statusCode).toBe(409);
    expect(captions.json()).toMatchObject({ error: { code: 'MEDIA_PROVIDER_UNSUPPORTED' } });
  });
});
