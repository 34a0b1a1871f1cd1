import { spawn } from 'node:child_process';
import { lstatSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

/** The real server process: it starts on an empty data directory, serves, and stops cleanly on SIGTERM. */
const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const parentDir = mkdtempSync(path.join(tmpdir(), 'counsel-server-test-'));
/** Not there yet: the server creates it. */
const dataDir = path.join(parentDir, 'data');
afterAll(() => {
  rmSync(parentDir, { recursive: true, force: true });
});

/** Everything under the data folder (and the folder itself) that anyone but the owner may read, write or enter. */
function openToOthers(root: string): string[] {
  const open: string[] = [];
  const visit = (entryPath: string) => {
    const stats = lstatSync(entryPath);
    if ((stats.mode & 0o077) !== 0) {
      open.push(`${(stats.mode & 0o777).toString(8)} ${path.relative(root, entryPath) || '.'}`);
    }
    if (stats.isDirectory()) for (const name of readdirSync(entryPath)) visit(path.join(entryPath, name));
  };
  visit(root);
  return open;
}

async function waitForHealth(url: string, deadline: number): Promise<Response> {
  for (;;) {
    try {
      return await fetch(url);
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

describe('server process', () => {
  it('migrates an empty database in a new folder only its owner may open, serves, and exits 0 on SIGTERM', async () => {
    const port = 3900 + Math.floor(Math.random() * 90);
    // The child gets this process's environment (PATH, HOME) plus the settings under test.
    // eslint-disable-next-line no-restricted-syntax -- passing the environment through to a child, not reading config
    const inherited = process.env;
    const env = {
      ...inherited,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
    };
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: apiRoot,
      env,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

    const health = await waitForHealth(`http://127.0.0.1:${port}/api/health`, Date.now() + 45_000);
    expect(health.status, stderr).toBe(200);
    const courses = await fetch(`http://127.0.0.1:${port}/api/courses`);
    expect(await courses.json()).toMatchObject({ items: [], pagination: { totalItems: 0 } });

    // The embedded database, the identity secret and the sandbox webhook secret: the owner's alone (issue 9).
    const files = readdirSync(dataDir, { recursive: true });
    expect(files.length).toBeGreaterThan(100);
    expect(files).toEqual(
      expect.arrayContaining(['identity-secret', 'sandbox-webhook-secret', 'PG_VERSION']),
    );
    expect(openToOthers(dataDir)).toEqual([]);

    child.kill('SIGTERM');
    expect(await exited, stderr).toBe(0);
    expect(openToOthers(dataDir)).toEqual([]);
  }, 60_000);
});
