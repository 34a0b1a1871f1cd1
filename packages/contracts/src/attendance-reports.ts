import { z } from 'zod';
import { CreditTypeSchema } from './common.js';
import { AttendedFormatSchema } from './completions.js';
import { CREDIT_CATEGORIES } from './constants.js';

/*
 * Attendance reports for the bars (docs/product-rules.md#attendance-reports): the records a state bar asks providers
 * for, per course and date range, as CSV. Only the general layout exists: neither California's nor Illinois's
 * upload layout is published in the sources we have, so none is invented; the general layout carries every field.
 */

export const ATTENDANCE_REPORT_LAYOUTS = ['general'] as const;
/** The longest range one report covers (from and to included). */
export const ATTENDANCE_REPORT_MAX_DAYS = 366;
export const ATTENDANCE_REPORT_PREVIEW_ROWS = 50;

/** GET /api/staff/reports/attendance(/preview): completions from `from` to `to` (UTC days, both included). */
export const AttendanceReportQuerySchema = z.object({
  /** One course; all courses when absent. */
  courseId: z.uuid().optional(),
  from: z.iso.date(),
  to: z.iso.date(),
  layout: z.enum(ATTENDANCE_REPORT_LAYOUTS).default('general'),
  /** Only the credit earned in this jurisdiction (e.g. CA, IL): the rows one bar asks for. */
  jurisdiction: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9-]{2,12}$/, 'A jurisdiction code such as CA or IL')
    .optional(),
});
export type AttendanceReportQuery = z.infer<typeof AttendanceReportQuerySchema>;

/** One lawyer's credit for one course in one jurisdiction and credit type: one line of the report. */
export const AttendanceRecordSchema = z
  .object({
    attendeeName: z.string(),
    attendeeEmail: z.string(),
    barNumber: z.string().nullable(),
    jurisdictionCode: z.string(),
    jurisdictionName: z.string(),
    courseId: z.uuid(),
    courseTitle: z.string(),
    creditType: CreditTypeSchema,
    /** The course's accreditation (course) number there, when the bar gave one. */
    accreditationNumber: z.string().nullable(),
    /** YYYY-MM-DD (UTC) of the attendance: when the lawyer started, and when credit was earned. */
    attendedOn: z.string(),
    completedOn: z.string(),
    format: AttendedFormatSchema,
    /** Hours per category (zero categories left out), and their total. */
    hours: z.partialRecord(z.enum(CREDIT_CATEGORIES), z.number().min(0)),
    totalHours: z.number().min(0),
    verificationMethod: z.string(),
    certificateNumber: z.string().nullable(),
  })
  .meta({ id: 'AttendanceRecord' });
export type AttendanceRecord = z.infer<typeof AttendanceRecordSchema>;

export const AttendanceReportPreviewSchema = z
  .object({
    /** Every line the CSV holds. */
    rowCount: z.number().int().min(0),
    /** The first ATTENDANCE_REPORT_PREVIEW_ROWS of them. */
    rows: z.array(AttendanceRecordSchema),
    /** The CSV's columns, in order. */
    columns: z.array(z.string()),
    /** Completions left out because staff revoked their certificate. */
    revokedExcluded: z.number().int().min(0),
  })
  .meta({ id: 'AttendanceReportPreview' });
export type AttendanceReportPreview = z.infer<typeof AttendanceReportPreviewSchema>;
