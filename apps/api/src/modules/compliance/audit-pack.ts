import type { CalendarDate } from '@counsel/contracts';
import { zipSync } from 'fflate';
import { AppError } from '../../errors/app-error.js';
import type { VerifiedIdentity } from '../../integrations/auth/auth-verifier.js';
import type { Clock } from '../../integrations/clock/clock.js';
import type { CompletionsRepository } from '../completions/completions.repository.js';
import { renderAuditSummaryPdf } from './audit-pack-pdf.js';
import type { ComplianceService } from './compliance.service.js';
import type { ExternalCreditsService } from './external-credits.service.js';

const EXTENSIONS: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
};

/** A file name safe in any archive tool: letters, digits, single spaces, dots, dashes; at most 80 characters. */
function safeName(text: string): string {
  const cleaned = text
    .normalize('NFKD')
    .replace(/[^\w .-]+/g, ' ')
    .replace(/\s{2,}/g, ' ')
    .trim()
    .slice(0, 80)
    .replace(/^[.-]+|[.-]+$/g, '');
  return cleaned || 'certificate';
}

/** The record id a credit line came from (`<record id>:<line>`). */
const recordIdOf = (creditId: string) => creditId.split(':')[0] ?? creditId;

/**
 * The audit pack of one admission's period (GET /api/compliance/{admissionId}/audit-pack.zip): summary.pdf (every
 * credit, its certificate number, format and category, totals against the requirement), our certificates
 * (certificates/<number>.pdf) and the certificates the lawyer uploaded (uploaded/<date> <title>.<ext>).
 */
export class AuditPackService {
  constructor(
    private readonly compliance: Pick<ComplianceService, 'forAdmission'>,
    private readonly completions: Pick<CompletionsRepository, 'findPdfForOwner' | 'findAttendee'>,
    private readonly externalCredits: Pick<ExternalCreditsService, 'certificate'>,
    private readonly provider: { name: string; appUrl: string },
    private readonly clock: Clock,
  ) {}

  async build(
    identity: VerifiedIdentity,
    admissionId: string,
    periodDate: CalendarDate | undefined,
  ): Promise<{ fileName: string; body: Buffer }> {
    const standing = await this.compliance.forAdmission(identity, admissionId, periodDate);
    if (standing.state !== 'TRACKED' || !standing.period) {
      throw new AppError(
        'COMPLIANCE_PERIOD_UNKNOWN',
        'The tracker cannot place this admission’s reporting period yet: complete its details first.',
        { state: standing.state, missingDetails: standing.missingDetails },
      );
    }
    const files: Record<string, Uint8Array> = {};
    const filesByCredit = new Map<string, string>();
    const taken = new Set<string>();
    const place = (folder: string, base: string, extension: string): string => {
      let name = `${folder}/${base}.${extension}`;
      for (let n = 2; taken.has(name); n += 1) name = `${folder}/${base} (${n}).${extension}`;
      taken.add(name);
      return name;
    };
    const byRecord = new Map<string, string>();
    for (const credit of standing.credits) {
      const recordId = recordIdOf(credit.id);
      const known = byRecord.get(recordId);
      if (known !== undefined) {
        if (known) filesByCredit.set(credit.id, known);
        continue;
      }
      let name = '';
      if (credit.source === 'COUNSEL' && credit.certificateNumber) {
        const pdf = await this.completions.findPdfForOwner(credit.certificateNumber, identity.subject);
        if (pdf) {
          name = place('certificates', safeName(credit.certificateNumber), 'pdf');
          files[name] = new Uint8Array(pdf);
        }
      } else if (credit.source === 'EXTERNAL') {
        const file = await this.externalCredits.certificate(identity, recordId).catch((error: unknown) => {
          if (error instanceof AppError && error.code === 'CERTIFICATE_FILE_NOT_FOUND') return null;
          throw error;
        });
        if (file) {
          name = place(
            'uploaded',
            safeName(`${credit.date} ${credit.title}`),
            EXTENSIONS[file.contentType] ?? 'bin',
          );
          files[name] = new Uint8Array(file.body);
        }
      }
      byRecord.set(recordId, name);
      if (name) filesByCredit.set(credit.id, name);
    }
    const attendee = await this.completions.findAttendee(identity.subject);
    const summary = await renderAuditSummaryPdf({
      lawyerName: attendee?.name ?? '',
      standing,
      providerName: this.provider.name,
      verifyBaseUrl: `${this.provider.appUrl}/verify`,
      generatedAt: this.clock.now(),
      filesByCredit,
    });
    // Stored, not deflated: PDFs and images are compressed already.
    const body = Buffer.from(zipSync({ 'summary.pdf': new Uint8Array(summary), ...files }, { level: 0 }));
    const { start, end } = standing.period;
    return {
      fileName: `compliance-${standing.jurisdictionCode}-${start}-to-${end}.zip`,
      body,
    };
  }
}
