import type { DatabaseHandle } from '../../db/database.js';
import type { CoursesRepository } from './courses.repository.js';

/** The channel migration 0026's `bump_catalog_version()` notifies, with the new version as the payload. */
export const CATALOG_CHANNEL = 'catalog_changed';

/**
 * What this API instance knows of the catalog's version (`catalog_state.version`, bumped by triggers in the same
 * transaction as any change to a table the catalog reads). It learns new versions from `NOTIFY catalog_changed`,
 * so every instance on one database sees a change made through any other within milliseconds of the commit.
 * While the subscription is down the version is unknown (`current()` is null) and nothing may be served from a
 * cache: a notification could have been missed. `refresh()` reads the table (after a write through this instance,
 * so its own next read sees the change even before the notification arrives).
 */
export class CatalogVersion {
  private version: number | null = null;
  private unsubscribe: (() => Promise<void>) | undefined;

  constructor(
    private readonly repository: Pick<CoursesRepository, 'findCatalogVersion'>,
    private readonly listen: DatabaseHandle['listen'],
    private readonly onReadFailed: (error: unknown) => void = () => undefined,
  ) {}

  /**
   * Subscribes, then reads the version. When it cannot be read (the table is missing: an unmigrated database, as the
   * OpenAPI generator's), the version stays unknown and nothing is cached until a notification brings one.
   */
  async start(): Promise<void> {
    this.unsubscribe = await this.listen(CATALOG_CHANNEL, {
      onNotify: (payload) => this.advance(Number(payload)),
      onReady: () => void this.refresh().catch((error: unknown) => this.onReadFailed(error)),
      onLost: () => {
        this.version = null;
      },
    });
    await this.refresh().catch((error: unknown) => this.onReadFailed(error));
  }

  async stop(): Promise<void> {
    this.version = null;
    const unsubscribe = this.unsubscribe;
    this.unsubscribe = undefined;
    // The database may be closed already (a shutdown closes it first, or it was lost): nothing left to undo.
    await unsubscribe?.().catch(() => undefined);
  }

  /** The version to key cached catalog responses by, or null when it cannot be trusted (do not cache). */
  current(): number | null {
    return this.unsubscribe ? this.version : null;
  }

  async refresh(): Promise<void> {
    const version = await this.repository.findCatalogVersion();
    if (version !== undefined) this.advance(version);
  }

  /** Versions only go up: a late notification never takes the known version back. */
  private advance(version: number): void {
    if (!Number.isSafeInteger(version)) return;
    this.version = this.version === null ? version : Math.max(this.version, version);
  }
}
