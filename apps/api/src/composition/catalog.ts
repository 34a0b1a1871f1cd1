import { CatalogCache, VersionedCache } from '../modules/courses/catalog-cache.js';
import { CatalogResponses } from '../modules/courses/catalog-responses.js';
import { CatalogVersion } from '../modules/courses/catalog-version.js';
import { CoursesRepository } from '../modules/courses/courses.repository.js';
import { CoursesService } from '../modules/courses/courses.service.js';
import { CatalogTaxonomyRepository } from '../modules/catalog-taxonomy/catalog-taxonomy.repository.js';
import { CatalogTaxonomyService } from '../modules/catalog-taxonomy/catalog-taxonomy.service.js';
import type { PublicResponse } from '../modules/public-pages/public-page-renderer.js';
import { PublicPagesService } from '../modules/public-pages/public-pages.service.js';
import type { Platform } from './platform.js';

/**
 * The public catalog and the public pages, cached per catalog version (ADR 016). The version is learnt from NOTIFY
 * catalog_changed; a staff write answers only after this instance has read the version its change produced, so the
 * next read sees it. The public pages (landing, Browse, courses, plans, verification) and sitemap.xml are made once
 * per version: app.ts serves them at the site's root and through static-web.ts.
 */
export async function composeCatalog({ app, config, db, database }: Platform) {
  const catalogVersion = new CatalogVersion(
    new CoursesRepository(db),
    (channel, handlers) => database.listen(channel, handlers),
    (error) => app.log.warn({ err: error }, 'catalog version unreadable: the catalog is served uncached'),
  );
  await catalogVersion.start();
  app.addHook('onClose', () => catalogVersion.stop());
  app.addHook('onSend', (request, reply, payload, done) => {
    const staffWrite =
      request.method !== 'GET' && request.method !== 'HEAD' && request.url.startsWith('/api/staff/');
    if (!staffWrite || reply.statusCode >= 400) {
      done(null, payload);
      return;
    }
    catalogVersion.refresh().then(
      () => done(null, payload),
      (error: unknown) => done(error as Error),
    );
  });
  const catalogCache = new CatalogCache(catalogVersion, config.CATALOG_CACHE_ENTRIES);
  const catalog = new CoursesService(new CoursesRepository(db));
  const taxonomy = new CatalogTaxonomyService(new CatalogTaxonomyRepository(db));
  return {
    catalogCache,
    courses: new CatalogResponses(catalog, catalogCache),
    taxonomy,
    publicPages: {
      service: new PublicPagesService(catalog, taxonomy, config.APP_URL),
      cache: new VersionedCache<PublicResponse | null>(catalogVersion, config.CATALOG_CACHE_ENTRIES),
    },
  };
}
