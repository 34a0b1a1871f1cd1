import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

/** The real server process: it starts on an empty data directory, serves, and stops cleanly on SIGTERM. */
const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'counsel-server-test-'));
afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

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
  it('migrates an empty database, serves, and exits 0 on SIGTERM', async () => {
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

    child.kill('SIGTERM');
    expect(await exited, stderr).toBe(0);
  }, 60_000);
});
