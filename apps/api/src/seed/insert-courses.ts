import { creditHoursFor, normalizeForSearch } from '@counsel/domain';
import type { Database } from '../db/database.js';
import {
  courseCredits,
  coursePracticeAreas,
  courseSpeakers,
  courses,
  speakers,
} from '../db/schema/courses.js';
import { liveSessions } from '../db/schema/live.js';
import { jurisdictions, practiceAreas } from '../db/schema/taxonomy.js';
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
          liveRepeatEveryMinutes: course.liveRepeatEveryMinutes ?? null,
          livePublishRecording: course.livePublishRecording ?? false,
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

  await insertChunked(liveSessionsOf(seedCourses, courseIds, now), (chunk) =>
    db.insert(liveSessions).values(chunk),
  );

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

/** A week, for the repeat of an upcoming live session. */
const WEEK_MS = 7 * DAY_MS;

/**
 * Each live course's sessions: one at its offset (the course's `live_starts_at`) and, when that is still to come, a
 * repeat a week later, so the demo always has sessions over the next weeks. Courses with `liveRepeatEveryMinutes`
 * get their rolling sessions from the live sweep (live.repository.ts `placeRepeatingSessions`).
 */
function liveSessionsOf(
  seedCourses: SeedCourse[],
  courseIds: Map<string, string>,
  now: Date,
): (typeof liveSessions.$inferInsert)[] {
  const minute = Math.floor(now.getTime() / MINUTE_MS) * MINUTE_MS;
  return seedCourses.flatMap((course) => {
    const courseId = courseIds.get(course.slug);
    if (!courseId || course.liveStartOffsetMinutes === undefined) return [];
    const first = minute + course.liveStartOffsetMinutes * MINUTE_MS;
    const starts = course.liveStartOffsetMinutes > 0 ? [first, first + WEEK_MS] : [first];
    return starts.map((start) => ({
      courseId,
      startsAt: new Date(start),
      timeZone: course.liveTimeZone ?? 'America/New_York',
      durationMinutes: course.durationMinutes,
      capacity: course.liveCapacity ?? 500,
      room: 'BUILT_IN' as const,
    }));
  });
}
