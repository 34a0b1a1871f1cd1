import { analyzeDatabase, type Database } from '../db/database.js';
import { insertCourses, loadCatalogLookup } from './insert-courses.js';
import type { SeedCourse } from './seed-data.schema.js';
import { loadDemoData, seedDemoData } from './seed-demo-data.js';

/** Pseudo-random numbers from a seed: the same start index gives the same generated courses. */
function prng(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/**
 * Variations of the demo courses for benchmarks: each gets a new slug and edition, a random set of
 * jurisdictions for its credit, and a spread of publication dates and live start times.
 */
export function generateLargeCatalog(count: number, startIndex = 0): SeedCourse[] {
  const demo = loadDemoData();
  const random = prng(5000 + startIndex);
  const codes = demo.jurisdictions.map((j) => j.code);
  return Array.from({ length: count }, (_, offset) => {
    const index = startIndex + offset;
    const base = demo.courses[index % demo.courses.length];
    if (!base) throw new Error('The demo catalog is empty');
    const jurisdictionCount = 1 + Math.floor(random() * 12);
    const picked = [
      ...new Set(
        Array.from({ length: jurisdictionCount }, () => codes[Math.floor(random() * codes.length)] ?? 'NY'),
      ),
    ];
    const live = random() < 0.2;
    return {
      ...base,
      slug: `${base.slug}-edition-${index + 1}`,
      title: `${base.title} — Edition ${index + 1}`,
      format: live ? 'LIVE' : 'ON_DEMAND',
      liveStartOffsetMinutes: live ? Math.floor((random() - 0.3) * 60 * 24 * 90) : undefined,
      publishedDaysAgo: Math.floor(random() * 1500),
      credits: base.credits.map((credit) => ({ ...credit, jurisdictions: picked })),
    };
  });
}

export async function seedLargeCatalog(db: Database, count: number, now: Date): Promise<number> {
  await seedDemoData(db, now);
  const lookup = await loadCatalogLookup(db);
  const batch = 500;
  let inserted = 0;
  for (let start = 0; start < count; start += batch) {
    // Editions continue from a time-based index, so the command can run again on the same database.
    const courses = generateLargeCatalog(Math.min(batch, count - start), start + (now.getTime() % 1_000_000));
    await db.transaction(async (tx) => {
      await insertCourses(tx, courses, lookup, now);
    });
    inserted += courses.length;
  }
  await analyzeDatabase(db);
  return inserted;
}
