import { z } from 'zod';
import { CourseDetailSchema, CourseListSchema, type CourseListQuery } from '@counsel/contracts';
import type { CachedBody, CatalogCache } from './catalog-cache.js';
import { courseDetailKey, courseListKey, type CoursesService } from './courses.service.js';

/**
 * The public catalog's answers as cached JSON: each is produced by the service, checked against its contract schema
 * and serialised once per catalog version (see catalog-cache.ts), instead of at every request.
 */
export class CatalogResponses {
  constructor(
    private readonly courses: CoursesService,
    private readonly cache: CatalogCache,
  ) {}

  list(query: CourseListQuery): Promise<CachedBody> {
    return this.cache.get(courseListKey(query), async () =>
      z.encode(CourseListSchema, await this.courses.listCourses(query)),
    );
  }

  course(idOrSlug: string): Promise<CachedBody> {
    return this.cache.get(courseDetailKey(idOrSlug), async () =>
      z.encode(CourseDetailSchema, await this.courses.getCourse(idOrSlug)),
    );
  }
}
