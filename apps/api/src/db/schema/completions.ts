import { customType, index, integer, jsonb, pgTable, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { EarnedCredit } from '@counsel/contracts';
import { courseFormat, courses } from './courses.js';
import { users } from './identity.js';
import { enrollments } from './learning.js';

/*
 * Completions and certificates. A completion is written once per enrollment when every requirement
 * is met; it freezes what the certificate states (name, bar numbers, credit, evidence) so a later change of the
 * course or the profile never changes an issued certificate. The certificate job renders the PDF exactly once.
 */

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

export interface StoredBarNumber {
  jurisdictionCode: string;
  jurisdictionName: string;
  number: string;
}

/** What proves attendance, kept for an audit (NY: proof of the sponsor's verification). */
export type VerificationEvidence = OnDemandEvidence | LiveEvidence;

/** Watching the recording: coverage judged from heartbeats, each code entered. */
export interface OnDemandEvidence {
  method: 'ATTENDANCE_CODES';
  coveragePercent: number;
  watchedSeconds: number;
  durationSeconds: number;
  heartbeats: number;
  checkpoints: { ordinal: number; momentSeconds: number; codesShown: number; verifiedAt: string }[];
  evaluationSubmittedAt: string;
  knowledgeCheck: { scorePercent: number; attempt: number } | null;
}

/** Attending a live session (docs/product-rules.md#live-credit): presence, the codes entered, the verified minutes. */
export interface LiveEvidence {
  method: 'LIVE_ATTENDANCE';
  sessionId: string;
  startsAt: string;
  durationMinutes: number;
  /** Where presence came from: the built-in room's heartbeats or Zoom's join and leave events. */
  presenceSource: 'BUILT_IN_ROOM' | 'ZOOM';
  presence: [string, string][];
  presentMinutes: number;
  verifiedMinutes: number;
  minimumMinutes: number;
  codes: { ordinal: number; momentSeconds: number; enteredAt: string | null }[];
  evaluationSubmittedAt: string;
  knowledgeCheck: { scorePercent: number; attempt: number } | null;
}

export const completions = pgTable(
  'completions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    enrollmentId: uuid('enrollment_id')
      .notNull()
      .unique()
      .references(() => enrollments.id, { onDelete: 'restrict' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'restrict' }),
    attendeeName: text('attendee_name').notNull(),
    barNumbers: jsonb('bar_numbers').$type<StoredBarNumber[]>().notNull(),
    credits: jsonb('credits').$type<EarnedCredit[]>().notNull(),
    /** How the lawyer attended: ON_DEMAND (the recording) or LIVE (the session); the certificate states it. */
    format: courseFormat('format').notNull().default('ON_DEMAND'),
    coveragePercent: real('coverage_percent').notNull(),
    verificationMethod: text('verification_method').notNull(),
    evidence: jsonb('evidence').$type<VerificationEvidence>().notNull(),
    attendedFrom: timestamp('attended_from', { withTimezone: true }).notNull(),
    /** The course's credit version when it was earned (`courses.credit_version`); null before versions existed. */
    courseVersion: integer('course_version'),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('completions_user_idx').on(table.userId, table.completedAt)],
);

export const certificates = pgTable('certificates', {
  id: uuid('id').primaryKey().defaultRandom(),
  completionId: uuid('completion_id')
    .notNull()
    .unique()
    .references(() => completions.id, { onDelete: 'cascade' }),
  number: text('number').notNull().unique(),
  pdf: bytea('pdf').notNull(),
  issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  /** Why staff revoked it (shown on the public verification page with the date). */
  revokedReason: text('revoked_reason'),
  revokedByUserId: uuid('revoked_by_user_id').references(() => users.id, { onDelete: 'set null' }),
});
