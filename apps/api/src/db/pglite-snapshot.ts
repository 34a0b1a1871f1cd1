import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** What PGlite is opened with everywhere (database.ts too): pg_trgm backs the catalog search index. */
export const PGLITE_OPTIONS = { extensions: { pg_trgm } };

/**
 * A consistent copy of an open embedded database (docs/decisions/018-embedded-database-backup.md): a checkpoint,
 * then PGlite's own copy of its data directory (a gzip tarball, the one `clone()` uses), taken under its query lock,
 * so no statement runs while the files are read. A transaction open at that moment is absent from the copy (the copy
 * starts the way PostgreSQL starts after a crash: committed work only).
 */
export async function takePgliteSnapshot(client: PGlite): Promise<Uint8Array> {
  await client.exec('checkpoint');
  const tarball = await client.dumpDataDir('gzip');
  return new Uint8Array(await tarball.arrayBuffer());
}

/** An embedded database from a snapshot: in memory (`dataDir` null) or written into an empty data directory. */
export function openPgliteSnapshot(snapshot: Uint8Array, dataDir: string | null): Promise<PGlite> {
  const loadDataDir = new Blob([snapshot], { type: 'application/x-gzip' });
  return dataDir
    ? PGlite.create(dataDir, { ...PGLITE_OPTIONS, loadDataDir })
    : PGlite.create({ ...PGLITE_OPTIONS, loadDataDir });
}

export const isGzip = (bytes: Uint8Array): boolean => bytes[0] === 0x1f && bytes[1] === 0x8b;
