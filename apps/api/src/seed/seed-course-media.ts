import { readdir } from 'node:fs/promises';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db/database.js';
import { courses } from '../db/schema/courses.js';
import { courseMedia } from '../db/schema/video.js';
import { liveSessions } from '../db/schema/live.js';
import { LocalMediaLibrary, type MediaManifest } from '../integrations/video/local/local-media.js';
import courseMediaJson from './data/course-media.json' with { type: 'json' };

const MuxEntrySchema = z.object({
  courseSlug: z.string().min(1),
  playbackId: z.string().min(1),
  durationSeconds: z.number().positive(),
  chapters: z.array(z.object({ startTime: z.number().min(0), title: z.string().min(1) })),
  captions: z.array(z.object({ language: z.string(), label: z.string(), trackId: z.string() })),
});
const CourseMediaFileSchema = z.object({ mux: z.array(MuxEntrySchema) });

/** Which demo recording suits a course best, by the words of its title; the rest take turns. */
const TOPICS: { pattern: RegExp; key: string }[] = [
  { pattern: /bias|divers|inclusi|equit/i, key: 'elimination-of-bias' },
  { pattern: /trust|account|fee|billing|iolta|escrow|financ|bank/i, key: 'trust-accounting-essentials' },
  {
    pattern:
      /ethic|professional|responsib|confidential|remote|technolog|cyber|ai\b|civility|candor|tribunal|conduct/i,
    key: 'ethics-of-remote-practice',
  },
];

async function loadManifests(library: LocalMediaLibrary): Promise<MediaManifest[]> {
  const entries = await readdir(library.mediaDir, { withFileTypes: true }).catch(() => []);
  const manifests = await Promise.all(
    entries.filter((entry) => entry.isDirectory()).map((entry) => library.manifest(entry.name)),
  );
  return manifests
    .filter((manifest): manifest is MediaManifest => manifest !== null)
    .sort((a, b) => a.key.localeCompare(b.key));
}

/**
 * Gives every on-demand course of the demo catalog (`demoSlugs`; all courses when not given) without a recording one
 * of the local demo recordings (apps/api/media), and applies the Mux recordings listed in data/course-media.json.
 * Idempotent: runs on every start, touches only courses without a recording (and the listed Mux ones); a course staff
 * created in the console is never given a demo recording.
 */
export async function seedCourseMedia(
  db: Database,
  mediaDir: string,
  demoSlugs?: readonly string[],
): Promise<number> {
  const manifests = await loadManifests(new LocalMediaLibrary(mediaDir));
  const bare = await db
    .select({ id: courses.id, title: courses.title })
    .from(courses)
    .leftJoin(courseMedia, eq(courseMedia.courseId, courses.id))
    .where(
      and(
        eq(courses.format, 'ON_DEMAND'),
        isNull(courseMedia.courseId),
        demoSlugs ? inArray(courses.slug, [...demoSlugs]) : undefined,
      ),
    )
    .orderBy(asc(courses.slug));
  let added = 0;
  if (manifests.length > 0 && bare.length > 0) {
    const byKey = new Map(manifests.map((manifest) => [manifest.key, manifest]));
    const rows = bare.map((course, index) => {
      const topical = TOPICS.find((topic) => topic.pattern.test(course.title) && byKey.has(topic.key));
      const manifest = (topical ? byKey.get(topical.key) : undefined) ?? manifests[index % manifests.length];
      if (!manifest) throw new Error('demo media manifests are empty');
      return {
        courseId: course.id,
        provider: 'LOCAL' as const,
        assetKey: manifest.key,
        durationSeconds: manifest.durationSeconds,
        chapters: manifest.chapters,
        captions: manifest.captions.map((caption) => ({
          language: caption.language,
          label: caption.label,
          ref: caption.language,
        })),
      };
    });
    const inserted = await db.insert(courseMedia).values(rows).onConflictDoNothing().returning();
    added = inserted.length;
  }
  for (const entry of CourseMediaFileSchema.parse(courseMediaJson).mux) {
    const [course] = await db
      .select({ id: courses.id })
      .from(courses)
      .where(eq(courses.slug, entry.courseSlug));
    if (!course) continue;
    const values = {
      provider: 'MUX' as const,
      assetKey: entry.playbackId,
      durationSeconds: entry.durationSeconds,
      chapters: entry.chapters,
      captions: entry.captions.map((caption) => ({
        language: caption.language,
        label: caption.label,
        ref: caption.trackId,
      })),
      updatedAt: sql`now()`,
    };
    await db
      .insert(courseMedia)
      .values({ courseId: course.id, ...values })
      .onConflictDoUpdate({ target: courseMedia.courseId, set: values });
  }
  return added;
}

/**
 * Gives every live session without a stream one of the local demo recordings, chosen like an on-demand course's (by
 * the words of the course title): the built-in room plays it for everyone in sync with the schedule. Idempotent.
 */
export async function seedLiveStreams(db: Database, mediaDir: string): Promise<number> {
  const manifests = await loadManifests(new LocalMediaLibrary(mediaDir));
  if (manifests.length === 0) return 0;
  const bare = await db
    .select({ id: liveSessions.id, title: courses.title })
    .from(liveSessions)
    .innerJoin(courses, eq(courses.id, liveSessions.courseId))
    .where(isNull(liveSessions.stream))
    .orderBy(asc(liveSessions.startsAt));
  const byKey = new Map(manifests.map((manifest) => [manifest.key, manifest]));
  for (const [index, session] of bare.entries()) {
    const topical = TOPICS.find((topic) => topic.pattern.test(session.title) && byKey.has(topic.key));
    const manifest = (topical ? byKey.get(topical.key) : undefined) ?? manifests[index % manifests.length];
    if (!manifest) continue;
    await db
      .update(liveSessions)
      .set({
        stream: {
          provider: 'LOCAL',
          assetKey: manifest.key,
          durationSeconds: manifest.durationSeconds,
          captions: manifest.captions.map((caption) => ({
            language: caption.language,
            label: caption.label,
            ref: caption.language,
          })),
        },
      })
      .where(eq(liveSessions.id, session.id));
  }
  return bare.length;
}
