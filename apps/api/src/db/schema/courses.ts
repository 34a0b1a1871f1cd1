import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  APPROVAL_STATUSES,
  COURSE_FORMATS,
  COURSE_LEVELS,
  CREDIT_CATEGORIES,
  CREDIT_TYPES,
} from '@counsel/contracts';
import { jurisdictions, practiceAreas } from './taxonomy.js';

export const courseFormat = pgEnum('course_format', COURSE_FORMATS);
export const courseLevel = pgEnum('course_level', COURSE_LEVELS);
export const creditType = pgEnum('credit_type', CREDIT_TYPES);
export const creditCategory = pgEnum('credit_category', CREDIT_CATEGORIES);
export const approvalStatus = pgEnum('approval_status', APPROVAL_STATUSES);

/** The course aggregate: a course, its speakers, practice areas and the credit it carries per jurisdiction. */
export const courses = pgTable(
  'courses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    description: text('description').notNull(),
    format: courseFormat('format').notNull(),
    level: courseLevel('level').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    /** LIVE: the start of the course's current session (live.repository.ts keeps it; live_sessions holds them all). */
    liveStartsAt: timestamp('live_starts_at', { withTimezone: true }),
    /** LIVE, demo data: a new session every N minutes through the day (the live sweep places them); null: none. */
    liveRepeatEveryMinutes: integer('live_repeat_every_minutes'),
    /**
     * LIVE: after a session ends, its recording becomes the course's on-demand recording (`course_media`), and the
     * lawyers registered for ended sessions are told it is available (live-recordings.ts).
     */
    livePublishRecording: boolean('live_publish_recording').notNull().default(false),
    thumbnailUrl: text('thumbnail_url'),
    /** Price of buying this one course outright, integer cents; null: not sold on its own. */
    priceCents: integer('price_cents'),
    currency: text('currency').notNull().default('usd'),
    published: boolean('published').notNull().default(false),
    /**
     * Raised each time a published course's credit changes (duration, format, credit lines); `course_versions` keeps
     * every version and a completion records the one it was earned under (docs/product-rules.md#course-versions).
     */
    creditVersion: integer('credit_version').notNull().default(1),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    /** Title, summary and speaker names folded by normalizeForSearch (lower case, no accents). */
    searchText: text('search_text').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('courses_published_title_idx').on(table.published, table.title),
    index('courses_published_at_idx').on(table.published, table.publishedAt),
    index('courses_live_starts_at_idx').on(table.liveStartsAt),
    // Trigram index (pg_trgm) so the catalog search's `like '%word%'` does not scan every course.
    index('courses_search_text_trgm_idx').using('gin', table.searchText.op('gin_trgm_ops')),
    check('courses_duration_positive', sql`${table.durationMinutes} > 0`),
    check('courses_price_not_negative', sql`${table.priceCents} is null or ${table.priceCents} >= 0`),
    check('courses_live_has_start', sql`(${table.format} = 'LIVE') = (${table.liveStartsAt} IS NOT NULL)`),
  ],
);

export const speakers = pgTable('speakers', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  title: text('title').notNull(),
  bio: text('bio').notNull(),
  /** A portrait's address (https or a path on this site), set in the staff console; null: initials are shown. */
  photoUrl: text('photo_url'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const courseSpeakers = pgTable(
  'course_speakers',
  {
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    speakerId: uuid('speaker_id')
      .notNull()
      .references(() => speakers.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.courseId, table.speakerId] })],
);

export const coursePracticeAreas = pgTable(
  'course_practice_areas',
  {
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    practiceAreaId: uuid('practice_area_id')
      .notNull()
      .references(() => practiceAreas.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.courseId, table.practiceAreaId] }),
    index('course_practice_areas_area_idx').on(table.practiceAreaId),
  ],
);

/** Credit a course carries in one jurisdiction, for one credit type and category. */
export const courseCredits = pgTable(
  'course_credits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    jurisdictionId: uuid('jurisdiction_id')
      .notNull()
      .references(() => jurisdictions.id, { onDelete: 'restrict' }),
    creditType: creditType('credit_type').notNull(),
    category: creditCategory('category').notNull(),
    hours: numeric('hours', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    approvalStatus: approvalStatus('approval_status').notNull().default('PENDING'),
    accreditationNumber: text('accreditation_number'),
    /** When the provider applied to the bar, when the bar approved, and the last day the approval earns credit. */
    appliedOn: date('applied_on', { mode: 'string' }),
    approvedOn: date('approved_on', { mode: 'string' }),
    expiresOn: date('expires_on', { mode: 'string' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('course_credits_unique').on(
      table.courseId,
      table.jurisdictionId,
      table.creditType,
      table.category,
    ),
    index('course_credits_type_jurisdiction_idx').on(table.creditType, table.jurisdictionId, table.courseId),
    index('course_credits_jurisdiction_idx').on(table.jurisdictionId, table.courseId),
    check('course_credits_hours_positive', sql`${table.hours} > 0`),
    index('course_credits_expiry_idx').on(table.approvalStatus, table.expiresOn),
  ],
);

/** What a course's credit was in one version: kept so a certificate earned under it can always be explained. */
export interface CourseVersionCredit {
  jurisdictionCode: string;
  creditType: string;
  category: string;
  hours: number;
  approvalStatus: string;
  accreditationNumber: string | null;
}

/** Each credit version of a course (see `courses.credit_version`), written when a published course's credit changes. */
export const courseVersions = pgTable(
  'course_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    format: courseFormat('format').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    credits: jsonb('credits').$type<CourseVersionCredit[]>().notNull(),
    createdByUserId: uuid('created_by_user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('course_versions_course_version').on(table.courseId, table.version)],
);

/**
 * The public catalog's version: one row, bumped by statement triggers on every table the catalog reads (courses,
 * speakers, practice areas, credit lines, media, jurisdictions), in the same transaction as the change, which also
 * sends `NOTIFY catalog_changed` at commit. Each API instance's catalog cache keys its entries by this number
 * (apps/api/src/modules/courses/catalog-cache.ts).
 */
export const catalogState = pgTable(
  'catalog_state',
  {
    id: integer('id').primaryKey().default(1),
    version: integer('version').notNull().default(1),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('catalog_state_single_row', sql`${table.id} = 1`)],
);
