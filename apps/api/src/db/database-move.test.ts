import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CompletionListSchema } from '@counsel/contracts';
import { testDatabaseSettings } from '../config/env.js';
import { pdfText } from '@counsel/test-support/pdf-text';
import { meetRequirements, prepareCourseToComplete } from '../testing/completion-fixtures.js';
import { signIn } from '../testing/identity-helpers.js';
import { newMember } from '../testing/learning-fixtures.js';
import { createTestApp } from '../testing/test-app.js';
import { createDatabase, type DatabaseHandle } from './database.js';
import { restoreSnapshot, serveBackups, snapshotDataDir } from './embedded-backup.js';
import { openPgliteSnapshot } from './pglite-snapshot.js';
import { users } from './schema/identity.js';
import { dumpPgliteAsSql, loadSqlDump } from './sql-dump.js';

const APP_URL = 'http://counsel.test';
const COURSE = 'divorce-mediation-essentials';
const PASSWORD = 'quiet-harbour-lantern-58'; // newMember's
let folder: string;
let source: DatabaseHandle;
let lawyer: { email: string; number: string; pdf: string };

/** What the lawyer sees of their certificate on `app`: its number and the PDF's text. */
async function certificateOf(database: DatabaseHandle, email: string) {
  const t = await createTestApp({ APP_URL }, { database });
  try {
    const { token } = await signIn(t.app, APP_URL, email, PASSWORD);
    const headers = { authorization: `Bearer ${token}` };
    const listed = await t.app.inject({ method: 'GET', url: '/api/completed-course', headers });
    const certificate = CompletionListSchema.parse(listed.json()).items[0]?.certificate;
    const pdf = await t.app.inject({ method: 'GET', url: certificate?.downloadPath ?? '', headers });
    expect(pdf.statusCode).toBe(200);
    return { number: certificate?.certificateNumber ?? '', pdf: await pdfText(pdf.rawPayload) };
  } finally {
    await t.close();
  }
}

// An embedded database in a data directory with a lawyer, a membership, an enrollment, progress and a certificate.
beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'counsel-move-'));
  source = await createDatabase({ kind: 'pglite', dataDir: path.join(folder, 'data') });
  await source.migrate();
  const t = await createTestApp({ APP_URL }, { database: source });
  const { duration, evaluation, services } = await prepareCourseToComplete(source, COURSE);
  const member = await newMember(t.app, source.db, APP_URL, 'mover');
  const enroll = { method: 'POST' as const, url: `/api/courses/${COURSE}/enroll`, headers: member.headers };
  expect((await t.app.inject(enroll)).statusCode).toBe(201);
  const admission = { jurisdictionCode: 'NY', barNumber: 'NY-4471920' };
  await t.app.inject({
    method: 'POST',
    url: '/api/jurisdiction',
    headers: member.headers,
    payload: admission,
  });
  await meetRequirements(t.app, services, member, COURSE, duration, evaluation);
  const claim = await t.app.inject({
    method: 'POST',
    url: `/api/completed-course/${COURSE}`,
    headers: member.headers,
    payload: { jurisdictionCodes: ['NY'] },
  });
  expect(claim.statusCode, claim.body).toBe(201);
  await t.queue.drain();
  await t.close();
  const [user] = await source.db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, member.userId));
  const email = user?.email ?? '';
  lawyer = { email, ...(await certificateOf(source, email)) };
  expect(lawyer.number).toMatch(/^CCLE-\d{4}-[0-9A-Z]{8}$/);
}, 60_000);
afterAll(async () => {
  await source.close();
  await rm(folder, { recursive: true, force: true });
});

describe('backing up the embedded database while the server holds it', () => {
  it('takes the snapshot through the server, restores it into a new data directory, and the lawyer finds the same certificate', async () => {
    const backups = await serveBackups(
      path.join(folder, 'data'),
      () => source.snapshot?.() ?? Promise.reject(new Error('no snapshot')),
    );
    const { snapshot, from } = await snapshotDataDir(path.join(folder, 'data'));
    await backups.close();
    expect(from).toBe('server');

    const restoredDir = path.join(folder, 'restored');
    expect((await restoreSnapshot(restoredDir, snapshot)).migrations).toBeGreaterThan(0);
    await expect(restoreSnapshot(restoredDir, snapshot)).rejects.toThrow(/is not empty/);
    await expect(restoreSnapshot(path.join(folder, 'other'), new Uint8Array([1, 2, 3]))).rejects.toThrow(
      /Not a backup/,
    );

    const restored = await createDatabase({ kind: 'pglite', dataDir: restoredDir });
    try {
      await restored.migrate(); // a no-op: the migrations table came with the backup
      expect(await certificateOf(restored, lawyer.email)).toEqual({ number: lawyer.number, pdf: lawyer.pdf });
    } finally {
      await restored.close();
    }
  }, 30_000);
});

const lane = testDatabaseSettings();

// The PostgreSQL lane only (scripts/test-api-on-postgres.mjs): a scratch database of its own on that server.
describe.skipIf(lane.driver !== 'postgres')('moving the embedded database to PostgreSQL', () => {
  it('exports SQL that PostgreSQL loads, refuses a second import, and the lawyer finds the same certificate', async () => {
    const serverUrl = lane.driver === 'postgres' ? lane.url : '';
    const name = `counsel_move_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    try {
      const { snapshot } = await snapshotDataDir(path.join(folder, 'data'));
      const copy = await openPgliteSnapshot(snapshot, null);
      const dump = await dumpPgliteAsSql(copy);
      await copy.close();
      expect(dump).not.toMatch(/transaction_timeout/);

      expect((await loadSqlDump(url.toString(), dump)).migrations).toBeGreaterThan(0);
      await expect(loadSqlDump(url.toString(), dump)).rejects.toThrow(/is not empty/);

      const moved = await createDatabase({ kind: 'postgres', url: url.toString() });
      try {
        await moved.migrate();
        expect(await certificateOf(moved, lawyer.email)).toEqual({ number: lawyer.number, pdf: lawyer.pdf });
      } finally {
        await moved.close();
      }
    } finally {
      // pool.end() resolves before its connections have left; a forced drop would kill one mid-goodbye (57P01).
      for (let attempt = 0; attempt < 50; attempt += 1) {
        const { rows } = await admin.query<{ open: number }>(
          'select count(*)::int as open from pg_stat_activity where datname = $1',
          [name],
        );
        if ((rows[0]?.open ?? 0) === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    }
  }, 30_000);
});
