import { CREDIT_CATEGORIES, type AttendanceRecord } from '@counsel/contracts';
import { toCsv } from '@counsel/domain';
import type { ReportCompletionRow } from './attendance-reports.repository.js';

/** Category labels of the CSV's hour columns. */
const CATEGORY_COLUMNS: Record<(typeof CREDIT_CATEGORIES)[number], string> = {
  GENERAL: 'General hours',
  ETHICS: 'Ethics hours',
  ELIMINATION_OF_BIAS: 'Elimination of bias hours',
  TECHNOLOGY: 'Technology hours',
  SKILLS: 'Skills hours',
  LAW_PRACTICE_MANAGEMENT: 'Law practice management hours',
  WELLNESS: 'Wellness hours',
};

/** The general layout's columns, in order: every field the bars' records of attendance ask for. */
export const GENERAL_COLUMNS = [
  'Attendee name',
  'Attendee e-mail',
  'Bar number',
  'Jurisdiction code',
  'Jurisdiction',
  'Course ID',
  'Course title',
  'Credit type',
  'Accreditation number',
  'Attended on',
  'Completed on',
  'Format',
  'Location',
  ...CREDIT_CATEGORIES.map((category) => CATEGORY_COLUMNS[category]),
  'Total hours',
  'Verification method',
  'Certificate number',
  'Provider',
] as const;

const FORMAT_TEXT = { ON_DEMAND: 'On demand (recorded)', LIVE: 'Live webinar' } as const;

/** Hours to at most two decimals, as the certificate prints them. */
function roundHours(hours: number): number {
  return Math.round(hours * 100) / 100;
}

/**
 * One line per completion, jurisdiction and credit type, with the hours per category. A completion whose certificate
 * staff revoked earns no credit and is left out (counted in `revokedExcluded`).
 */
export function attendanceRecords(
  rows: ReportCompletionRow[],
  jurisdiction?: string,
): { records: AttendanceRecord[]; revokedExcluded: number } {
  const records: AttendanceRecord[] = [];
  let revokedExcluded = 0;
  for (const row of rows) {
    if (row.revokedAt) {
      revokedExcluded += 1;
      continue;
    }
    const lines = new Map<string, AttendanceRecord>();
    for (const credit of row.credits) {
      if (jurisdiction && credit.jurisdictionCode !== jurisdiction) continue;
      const key = `${credit.jurisdictionCode}|${credit.creditType}`;
      let line = lines.get(key);
      if (!line) {
        line = {
          attendeeName: row.attendeeName,
          attendeeEmail: row.attendeeEmail,
          barNumber:
            row.barNumbers.find((bar) => bar.jurisdictionCode === credit.jurisdictionCode)?.number ?? null,
          jurisdictionCode: credit.jurisdictionCode,
          jurisdictionName: credit.jurisdictionName,
          courseId: row.courseId,
          courseTitle: row.courseTitle,
          creditType: credit.creditType,
          accreditationNumber: credit.accreditationNumber,
          attendedOn: row.attendedFrom.toISOString().slice(0, 10),
          completedOn: row.completedAt.toISOString().slice(0, 10),
          format: row.format,
          hours: {},
          totalHours: 0,
          verificationMethod: row.verificationMethod,
          certificateNumber: row.certificateNumber,
        };
        lines.set(key, line);
      }
      line.accreditationNumber ??= credit.accreditationNumber;
      line.hours[credit.category] = roundHours((line.hours[credit.category] ?? 0) + credit.hours);
      line.totalHours = roundHours(line.totalHours + credit.hours);
    }
    records.push(...lines.values());
  }
  return { records, revokedExcluded };
}

/** The general layout as CSV text: a header line, then one line per record; formula-injection safe (csvCell). */
export function generalCsv(records: AttendanceRecord[], providerName: string): string {
  return toCsv([
    [...GENERAL_COLUMNS],
    ...records.map((record) => [
      record.attendeeName,
      record.attendeeEmail,
      record.barNumber,
      record.jurisdictionCode,
      record.jurisdictionName,
      record.courseId,
      record.courseTitle,
      record.creditType,
      record.accreditationNumber,
      record.attendedOn,
      record.completedOn,
      FORMAT_TEXT[record.format],
      'Online',
      ...CREDIT_CATEGORIES.map((category) => record.hours[category] ?? 0),
      record.totalHours,
      record.verificationMethod,
      record.certificateNumber,
      providerName,
    ]),
  ]);
}
