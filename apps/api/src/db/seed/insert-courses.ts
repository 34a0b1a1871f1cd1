import { creditHoursFor, normalizeForSearch } from '@counsel/domain';
import type { Database } from '../database.js';
import { courseCredits, coursePracticeAreas, courseSpeakers, courses, speakers } from '../schema/courses.js';
import { jurisdictions, practiceAreas } from '../schema/taxonomy.js';
import { coursePriceCentsFor } from './course-price.js';
import type { SeedCourse } from './seed-data.schema.js';

const CHUNK = 500;
const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Writer = Database | Transaction;

async function insertChunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += CHUNK) await insert(rows.slice(start, start + CHUNK));
}

export interface CatalogLookup {
  jurisdictions: { id: string; code: string; country: string; minutesPerCreditHour: number }[];
  practiceAreaIds: Map<string, string>;
}

export async function loadCatalogLookup(db: Writer): Promise<CatalogLookup> {
  const jurisdictionRows = await db
    .select({
      id: jurisdictions.id,
      code: jurisdictions.code,
      country: jurisdictions.country,
      minutesPerCreditHour: jurisdictions.minutesPerCreditHour,
    })
    .from(jurisdictions);
  const areaRows = await db.select({ id: practiceAreas.id, slug: practiceAreas.slug }).from(practiceAreas);
  return {
    jurisdictions: jurisdictionRows,
    practiceAreaIds: new Map(areaRows.map((row) => [row.slug, row.id])),
  };
}

/**
 * Inserts courses with their speakers, practice areas and credit rows. Live start times and publication dates
 * are placed relative to `now`; credit hours and the price (course-price.ts) are computed from the duration
 * unless the data gives them.
 */
export async function insertCourses(db: Writer, seedCourses: SeedCourse[], lookup: CatalogLookup, now: Date) {
  const speakerIds = new Map<string, string>();
  const speakerRows = [...new Map(seedCourses.flatMap((c) => c.speakers).map((s) => [s.name, s])).values()];
  await insertChunked(speakerRows, async (chunk) => {
    const inserted = await db
      .insert(speakers)
      .values(chunk)
      .returning({ id: speakers.id, name: speakers.name });
    for (const row of inserted) speakerIds.set(row.name, row.id);
  });

  const courseIds = new Map<string, string>();
  await insertChunked(seedCourses, async (chunk) => {
    const inserted = await db
      .insert(courses)
      .values(
        chunk.map((course) => ({
          slug: course.slug,
          title: course.title,
          summary: course.summary,
          description: course.description,
          format: course.format,
          level: course.level,
          durationMinutes: course.durationMinutes,
          liveStartsAt:
            course.liveStartOffsetMinutes === undefined
              ? null
              : new Date(
                  Math.floor(now.getTime() / MINUTE_MS) * MINUTE_MS +
                    course.liveStartOffsetMinutes * MINUTE_MS,
                ),
          thumbnailUrl: `/thumbnails/${course.thumbnail}`,
          priceCents: course.priceCents ?? coursePriceCentsFor(course.durationMinutes),
          published: true,
          publishedAt: new Date(now.getTime() - course.publishedDaysAgo * DAY_MS),
          searchText: normalizeForSearch(
            [course.title, course.summary, ...course.speakers.map((speaker) => speaker.name)].join(' '),
          ),
        })),
      )
      .returning({ id: courses.id, slug: courses.slug });
    for (const row of inserted) courseIds.set(row.slug, row.id);
  });

  const links: (typeof courseSpeakers.$inferInsert)[] = [];
  const areas: (typeof coursePracticeAreas.$inferInsert)[] = [];
  const credits = new Map<string, typeof courseCredits.$inferInsert>();
  for (const course of seedCourses) {
    const courseId = courseIds.get(course.slug);
    if (!courseId) continue;
    course.speakers.forEach((speaker, position) => {
      const speakerId = speakerIds.get(speaker.name);
      if (speakerId) links.push({ courseId, speakerId, position });
    });
    for (const slug of new Set(course.practiceAreas)) {
      const practiceAreaId = lookup.practiceAreaIds.get(slug);
      if (!practiceAreaId) throw new Error(`Course ${course.slug}: unknown practice area ${slug}`);
      areas.push({ courseId, practiceAreaId });
    }
    for (const credit of course.credits) {
      const targets =
        credit.jurisdictions === 'ALL'
          ? lookup.jurisdictions
          : credit.jurisdictions === 'US'
            ? lookup.jurisdictions.filter((j) => j.country === 'US')
            : credit.jurisdictions.map((code) => {
                const found = lookup.jurisdictions.find((j) => j.code === code);
                if (!found) throw new Error(`Course ${course.slug}: unknown jurisdiction ${code}`);
                return found;
              });
      for (const jurisdiction of targets) {
        const hours =
          credit.hours ?? creditHoursFor(course.durationMinutes, jurisdiction.minutesPerCreditHour);
        if (hours <= 0) continue;
        const key = `${courseId}|${jurisdiction.id}|${credit.creditType}|${credit.category}`;
        credits.set(key, {
          courseId,
          jurisdictionId: jurisdiction.id,
          creditType: credit.creditType,
          category: credit.category,
          hours,
          approvalStatus: credit.approvalStatus,
          accreditationNumber: credit.accreditationNumber
            ? `${credit.accreditationNumber}-${jurisdiction.code}`
            : null,
        });
      }
    }
  }
  await insertChunked(links, (chunk) => db.insert(courseSpeakers).values(chunk));
  await insertChunked(areas, (chunk) => db.insert(coursePracticeAreas).values(chunk));
  await insertChunked([...credits.values()], (chunk) => db.insert(courseCredits).values(chunk));
  return { courses: courseIds.size, credits: credits.size };
}
