import { chmodSync, existsSync, lstatSync, readdirSync, unlinkSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { CliError } from './cli-support.js';
import { prepareDataDir, restrictDataDirModes } from './database.js';
import { isGzip, openPgliteSnapshot, PGLITE_OPTIONS, takePgliteSnapshot } from './pglite-snapshot.js';

/**
 * The backup socket (docs/decisions/018-embedded-database-backup.md): whoever holds an embedded data directory open
 * (the server, or one of the db:* commands) listens on a Unix socket beside it, `<DATA_DIR>.backup.sock` (not inside:
 * PGlite's copy of its folder cannot read a socket), and answers each connection with a snapshot of the database. The
 * socket is 0600, so only its owner can connect; nothing is exposed on the network. The socket doubles as the
 * directory's lock: a second process finds it answering and stays away.
 */
const MAX_SOCKET_PATH = 104; // sun_path is 108 bytes on Linux, 104 on macOS

export const backupSocketPath = (dataDir: string): string => `${path.resolve(dataDir)}.backup.sock`;

/** True when a live process answers on the data directory's backup socket. */
export function isDataDirHeld(dataDir: string): Promise<boolean> {
  const socketPath = backupSocketPath(dataDir);
  if (!existsSync(socketPath) || !lstatSync(socketPath).isSocket()) return Promise.resolve(false);
  return new Promise((resolve) => {
    const socket = net.connect(socketPath);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Throws when another process holds the data directory (a server, or a db:* command still running). */
export async function assertDataDirFree(dataDir: string): Promise<void> {
  if (await isDataDirHeld(dataDir)) {
    throw new CliError(
      `Another process (a running server?) holds the embedded database in ${path.resolve(dataDir)}: ` +
        'PGlite allows one process per data directory.',
    );
  }
}

export interface BackupService {
  /** Why snapshots cannot be asked for over the socket, when they cannot. */
  unavailable?: string;
  close(): Promise<void>;
}

/**
 * Listens on the backup socket of `dataDir` for the process that holds it open. Call assertDataDirFree before
 * opening the database; this clears what a stopped process left at the socket's path.
 */
export async function serveBackups(
  dataDir: string,
  snapshot: () => Promise<Uint8Array>,
): Promise<BackupService> {
  const socketPath = backupSocketPath(dataDir);
  if (Buffer.byteLength(socketPath) > MAX_SOCKET_PATH) {
    return {
      unavailable: `the path ${socketPath} is too long for a socket: db:backup and db:export need the server stopped`,
      close: () => Promise.resolve(),
    };
  }
  await assertDataDirFree(dataDir);
  clearSocketPath(socketPath);
  const server = net.createServer((socket) => {
    socket.on('error', () => undefined);
    socket.once('data', () => {
      snapshot().then(
        (bytes) => socket.end(Buffer.concat([Buffer.from(`ok ${bytes.length}\n`), bytes])),
        (error: unknown) => socket.end(`error ${describeError(error)}\n`),
      );
    });
  });
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(socketPath, () => resolve());
    });
    chmodSync(socketPath, 0o600);
  } catch (error) {
    server.close();
    return {
      unavailable: `cannot listen on ${socketPath} (${describeError(error)}): db:backup and db:export need the server stopped`,
      close: () => Promise.resolve(),
    };
  }
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        if (existsSync(socketPath)) unlinkSync(socketPath);
      }),
  };
}

const describeError = (error: unknown): string =>
  error instanceof Error
    ? error.message
    : typeof error === 'object' && error !== null && 'message' in error
      ? String(error.message)
      : JSON.stringify(error);

/** The socket a stopped process left behind. */
function clearSocketPath(socketPath: string): void {
  if (existsSync(socketPath) && lstatSync(socketPath).isSocket()) unlinkSync(socketPath);
}

/** Asks the process holding `dataDir` for a snapshot; undefined when no process answers. */
export async function requestSnapshot(dataDir: string): Promise<Uint8Array | undefined> {
  if (!(await isDataDirHeld(dataDir))) return undefined;
  const reply = await new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = net.connect(backupSocketPath(dataDir), () => socket.write('snapshot\n'));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.once('end', () => resolve(Buffer.concat(chunks)));
    socket.once('error', reject);
  });
  const newline = reply.indexOf(0x0a);
  const header = reply.subarray(0, Math.max(newline, 0)).toString('utf8');
  const body = reply.subarray(newline + 1);
  if (header.startsWith('ok ') && Number(header.slice(3)) === body.length) return new Uint8Array(body);
  throw new CliError(
    `The running server could not take a snapshot: ${header.replace(/^error /, '') || 'no answer'}`,
  );
}

/**
 * A snapshot of the embedded database in `dataDir`, consistent whether or not a server is running: from the server
 * over its backup socket, or by opening the directory (holding its socket meanwhile, so no server starts on it).
 */
export async function snapshotDataDir(
  dataDir: string,
): Promise<{ snapshot: Uint8Array; from: 'server' | 'files' }> {
  const fromServer = await requestSnapshot(dataDir);
  if (fromServer) return { snapshot: fromServer, from: 'server' };
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    throw new CliError(
      `No embedded database in ${path.resolve(dataDir)} (set DATA_DIR to the server's data directory).`,
    );
  }
  const client = await PGlite.create(dataDir, PGLITE_OPTIONS);
  const service = await serveBackups(dataDir, () => takePgliteSnapshot(client));
  try {
    return { snapshot: await takePgliteSnapshot(client), from: 'files' };
  } finally {
    await service.close();
    await client.close();
  }
}

/**
 * Restores a snapshot (db:backup's file) into an empty or missing data directory, then checks that it opens and
 * holds the migrations table.
 */
export async function restoreSnapshot(
  dataDir: string,
  snapshot: Uint8Array,
): Promise<{ migrations: number }> {
  if (!isGzip(snapshot)) throw new CliError('Not a backup made by `npm run db:backup` (not a gzip tarball).');
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
    throw new CliError(
      `${path.resolve(dataDir)} is not empty: restore only into a new data directory (set DATA_DIR to one).`,
    );
  }
  prepareDataDir(dataDir);
  let client: PGlite;
  try {
    client = await openPgliteSnapshot(snapshot, dataDir);
  } catch (error) {
    throw new CliError(`The backup did not load: ${error instanceof Error ? error.message : String(error)}`);
  }
  try {
    const { rows } = await client.query<{ count: number }>(
      'select count(*)::int as count from drizzle.__drizzle_migrations',
    );
    return { migrations: rows[0]?.count ?? 0 };
  } finally {
    await client.close();
    restrictDataDirModes(dataDir);
  }
}
