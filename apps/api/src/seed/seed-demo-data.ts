import { count, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { analyzeDatabase, type Database } from '../db/database.js';
import { courses } from '../db/schema/courses.js';
import { jurisdictions, practiceAreas } from '../db/schema/taxonomy.js';
import coursesJson from './data/courses.json' with { type: 'json' };
import jurisdictionsJson from './data/jurisdictions.json' with { type: 'json' };
import practiceAreasJson from './data/practice-areas.json' with { type: 'json' };
import { coursePriceSql } from './course-price.js';
import { insertCourses, loadCatalogLookup } from './insert-courses.js';
import { SeedCourseSchema, SeedJurisdictionSchema, SeedPracticeAreaSchema } from './seed-data.schema.js';
import { loadMembershipPlans, seedMembershipPlans } from './seed-memberships.js';
import { seedCourseMedia, seedLiveStreams } from './seed-course-media.js';
import { seedQuestionnaires } from './seed-questionnaires.js';
import { defaultMediaDir } from '../integrations/video/local/local-media.js';

export function loadDemoData() {
  return {
    jurisdictions: z.array(SeedJurisdictionSchema).parse(jurisdictionsJson),
    practiceAreas: z.array(SeedPracticeAreaSchema).parse(practiceAreasJson),
    courses: z.array(SeedCourseSchema).parse(coursesJson),
    membershipPlans: loadMembershipPlans(),
  };
}

/**
 * What every start adds beside the catalog, each step leaving alone what is there: the recordings, the live streams
 * and the questionnaires.
 */
async function seedBesideCatalog(
  db: Database,
  mediaDir: string,
  demoCourses: { slug: string }[],
): Promise<void> {
  await seedCourseMedia(
    db,
    mediaDir,
    demoCourses.map((course) => course.slug),
  );
  await seedLiveStreams(db, mediaDir);
  await seedQuestionnaires(db);
}

/**
 * Seeds the demo data, each part once: the membership plans into a database without plans (seed-memberships.ts),
 * and the catalog into a database without jurisdictions. A catalog seeded before courses had prices gets the
 * derived price (course-price.ts) on the courses that have none. Answers whether the catalog was seeded.
 */
export async function seedDemoData(
  db: Database,
  now: Date,
  mediaDir: string = defaultMediaDir(),
): Promise<{ seeded: boolean }> {
  const data = loadDemoData();
  await seedMembershipPlans(db, data.membershipPlans);
  const [existing] = await db.select({ total: count() }).from(jurisdictions);
  if ((existing?.total ?? 0) > 0) {
    await db.update(courses).set({ priceCents: coursePriceSql() }).where(isNull(courses.priceCents));
    await seedBesideCatalog(db, mediaDir, data.courses);
    return { seeded: false };
  }
  await db.transaction(async (tx) => {
    await tx.insert(jurisdictions).values(data.jurisdictions);
    await tx.insert(practiceAreas).values(data.practiceAreas);
    await insertCourses(tx, data.courses, await loadCatalogLookup(tx), now);
  });
  await seedBesideCatalog(db, mediaDir, data.courses);
  await analyzeDatabase(db);
  return { seeded: true };
}
