import { CREDIT_TYPES } from '@counsel/contracts';
import { creditHoursByType, toCsv } from '@counsel/domain';
import type { CompletionsRepository } from '../completions/completions.repository.js';
import type { LearningRepository } from '../learning/learning.repository.js';
import { emptyProgress, type MemberProgress } from './enterprise.mapper.js';

const CSV_HEADER = [
  'Lawyer',
  'E-mail',
  'Bar admissions',
  'Course',
  'Completed on',
  'Jurisdiction',
  'Credit type',
  'Category',
  'Hours',
  'Certificate number',
];

/**
 * What a firm administrator reads of their lawyers' learning: enrollments (learning's query) and certificates
 * (completions' query), never their tables directly.
 */
export class FirmProgress {
  constructor(
    private readonly learning: Pick<LearningRepository, 'progressOfUsers'>,
    private readonly completions: Pick<CompletionsRepository, 'listCertificatesOfUsers'>,
  ) {}

  /** Per user: courses in progress and completed, last activity, and this calendar year's (UTC) credit hours. */
  async progressOf(userIds: readonly string[], now: Date): Promise<Map<string, MemberProgress>> {
    const yearStart = new Date(Date.UTC(now.getUTCFullYear(), 0, 1));
    const [enrollments, certificates] = await Promise.all([
      this.learning.progressOfUsers(userIds),
      this.completions.listCertificatesOfUsers(userIds, yearStart),
    ]);
    const progress = new Map<string, MemberProgress>(userIds.map((id) => [id, emptyProgress()]));
    for (const row of enrollments) {
      const entry = progress.get(row.userId);
      if (!entry) continue;
      entry.coursesInProgress = row.inProgress;
      entry.coursesCompleted = row.completed;
      entry.lastActiveAt = row.lastActiveAt;
    }
    for (const certificate of certificates) {
      const entry = progress.get(certificate.userId);
      if (!entry) continue;
      entry.lastCertificate ??= {
        number: certificate.number,
        courseTitle: certificate.courseTitle,
        issuedAt: certificate.issuedAt,
      };
      const hours = creditHoursByType(certificate.credits);
      for (const type of CREDIT_TYPES) entry.creditHoursByType[type] += hours[type] ?? 0;
    }
    return progress;
  }

  /**
   * The completions CSV: one row per certificate of these lawyers and credit it states (lawyer, bar admissions,
   * course, date, jurisdiction, credit type, category, hours, certificate number); cells are CSV-injection safe.
   */
  async completionsCsv(lawyers: readonly { userId: string; email: string }[]): Promise<string> {
    const emails = new Map(lawyers.map((lawyer) => [lawyer.userId, lawyer.email]));
    const certificates = await this.completions.listCertificatesOfUsers([...emails.keys()], null);
    const rows: (string | number)[][] = [CSV_HEADER];
    for (const certificate of certificates) {
      const admissions = certificate.barNumbers
        .map((bar) => `${bar.jurisdictionCode} ${bar.number}`)
        .join('; ');
      for (const credit of certificate.credits) {
        rows.push([
          certificate.attendeeName,
          emails.get(certificate.userId) ?? '',
          admissions,
          certificate.courseTitle,
          certificate.completedAt.toISOString().slice(0, 10),
          credit.jurisdictionName,
          credit.creditType,
          credit.category,
          credit.hours,
          certificate.number,
        ]);
      }
    }
    return toCsv(rows);
  }
}
