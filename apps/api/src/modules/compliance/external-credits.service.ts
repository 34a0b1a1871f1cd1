import { randomUUID } from 'node:crypto';
import {
  EXTERNAL_CREDITS_MAX,
  type ExternalCertificateType,
  type ExternalCredit,
  type ExternalCreditInput,
  type ExternalCreditList,
} from '@counsel/contracts';
import { AppError } from '../../errors/app-error.js';
import type { VerifiedIdentity } from '../../integrations/auth/auth-verifier.js';
import type { Clock } from '../../integrations/clock/clock.js';
import type { FileStorage } from '../../integrations/file-storage/file-storage.js';
import type { CreditRecord } from './admission-standing.js';
import { checkCertificateFile, isCertificateType } from './certificate-file.js';
import type { ExternalCreditRow, ExternalCreditsRepository } from './external-credits.repository.js';

const DAY_MS = 86_400_000;
const EARLIEST_COURSE_DATE = '1950-01-01';

const notFound = () => new AppError('EXTERNAL_CREDIT_NOT_FOUND', 'You have no external credit with this id.');

export function toExternalCredit(row: ExternalCreditRow): ExternalCredit {
  const certificate =
    row.certificateKey && row.certificateName && row.certificateType && row.certificateSize
      ? {
          fileName: row.certificateName,
          contentType: row.certificateType as ExternalCertificateType,
          sizeBytes: row.certificateSize,
          uploadedAt: (row.certificateUploadedAt ?? row.updatedAt).toISOString(),
          downloadPath: `/api/external-credits/${row.id}/certificate`,
        }
      : null;
  return {
    id: row.id,
    provider: row.provider,
    title: row.title,
    completedOn: row.completedOn,
    format: row.format as ExternalCredit['format'],
    lines: row.lines,
    certificate,
    createdAt: row.createdAt.toISOString(),
  };
}

/** External credits as the tracker reads them: self-reported, on the day entered. */
export function externalCreditRecords(rows: readonly ExternalCreditRow[]): CreditRecord[] {
  return rows.map((row) => ({
    id: row.id,
    origin: {
      source: 'EXTERNAL',
      title: `${row.title} (${row.provider})`,
      certificateNumber: null,
      courseId: null,
    },
    earned: { day: row.completedOn },
    format: row.format as ExternalCredit['format'],
    lines: row.lines,
  }));
}

/** External credits as a firm's credit-record source (firm-compliance.ts): every member's at once. */
export class ExternalCreditRecords {
  constructor(private readonly repository: Pick<ExternalCreditsRepository, 'listByUsers'>) {}

  async recordsOfUsers(userIds: readonly string[]): Promise<Map<string, CreditRecord[]>> {
    const byUser = new Map<string, ExternalCreditRow[]>();
    for (const row of await this.repository.listByUsers(userIds)) {
      byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), row]);
    }
    return new Map([...byUser].map(([userId, rows]) => [userId, externalCreditRecords(rows)]));
  }
}

/**
 * Courses the lawyer took with other providers (docs/product-rules.md#compliance): entered by the lawyer, each with
 * its certificate in the file store. A lawyer sees and changes only their own.
 */
export class ExternalCreditsService {
  constructor(
    private readonly repository: ExternalCreditsRepository,
    private readonly files: FileStorage,
    private readonly clock: Clock,
  ) {}

  async list(identity: VerifiedIdentity): Promise<ExternalCreditList> {
    return { items: (await this.repository.listByUser(identity.subject)).map(toExternalCredit) };
  }

  async records(userId: string): Promise<CreditRecord[]> {
    return externalCreditRecords(await this.repository.listByUser(userId));
  }

  private async check(input: ExternalCreditInput): Promise<void> {
    const latest = new Date(this.clock.now().getTime() + DAY_MS).toISOString().slice(0, 10);
    if (input.completedOn > latest || input.completedOn < EARLIEST_COURSE_DATE) {
      throw new AppError('EXTERNAL_CREDIT_INVALID', 'The course date must be a past date.');
    }
    const codes = [...new Set(input.lines.map((line) => line.jurisdictionCode))];
    const known = await this.repository.knownJurisdictionCodes(codes);
    const unknown = codes.filter((code) => !known.has(code));
    if (unknown.length > 0) {
      throw new AppError('EXTERNAL_CREDIT_INVALID', `Unknown jurisdictions: ${unknown.join(', ')}.`, {
        jurisdictionCodes: unknown,
      });
    }
  }

  async create(identity: VerifiedIdentity, input: ExternalCreditInput): Promise<ExternalCredit> {
    await this.check(input);
    if ((await this.repository.countByUser(identity.subject)) >= EXTERNAL_CREDITS_MAX) {
      throw new AppError(
        'EXTERNAL_CREDIT_LIMIT',
        `You can keep at most ${EXTERNAL_CREDITS_MAX} external credits; remove old ones first.`,
      );
    }
    return toExternalCredit(await this.repository.insert(identity.subject, input));
  }

  async update(identity: VerifiedIdentity, id: string, input: ExternalCreditInput): Promise<ExternalCredit> {
    await this.check(input);
    const row = await this.repository.update(identity.subject, id, input);
    if (!row) throw notFound();
    return toExternalCredit(row);
  }

  async remove(identity: VerifiedIdentity, id: string): Promise<void> {
    const deleted = await this.repository.delete(identity.subject, id);
    if (!deleted) throw notFound();
    if (deleted.certificateKey) await this.files.delete(deleted.certificateKey);
  }

  /**
   * Stores the certificate under a new key, then points the credit at it and removes the one it replaces: a failed
   * upload never leaves the credit without its previous file.
   */
  async uploadCertificate(
    identity: VerifiedIdentity,
    id: string,
    upload: { fileName: string; contentType: string; body: Buffer },
  ): Promise<ExternalCredit> {
    if (!(await this.repository.find(identity.subject, id))) throw notFound();
    if (!isCertificateType(upload.contentType)) {
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Upload a PDF, PNG or JPEG file.');
    }
    const checked = checkCertificateFile(upload.fileName, upload.contentType, upload.body);
    if (!checked.ok) throw new AppError('CERTIFICATE_FILE_INVALID', checked.message);
    const key = `external-credits/${randomUUID()}`;
    await this.files.put(key, upload.body, upload.contentType);
    const stored = await this.repository.setCertificate(identity.subject, id, {
      key,
      name: checked.fileName,
      type: upload.contentType,
      size: upload.body.length,
    });
    if (!stored) {
      await this.files.delete(key);
      throw notFound();
    }
    if (stored.replacedKey) await this.files.delete(stored.replacedKey);
    return toExternalCredit(stored.row);
  }

  async removeCertificate(identity: VerifiedIdentity, id: string): Promise<void> {
    const cleared = await this.repository.setCertificate(identity.subject, id, null);
    if (!cleared) throw notFound();
    if (!cleared.replacedKey)
      throw new AppError('CERTIFICATE_FILE_NOT_FOUND', 'This credit has no certificate.');
    await this.files.delete(cleared.replacedKey);
  }

  async certificate(
    identity: VerifiedIdentity,
    id: string,
  ): Promise<{ body: Buffer; fileName: string; contentType: string }> {
    const row = await this.repository.find(identity.subject, id);
    if (!row) throw notFound();
    return this.certificateOf(row);
  }

  /** The stored file of a credit already read (the audit pack reads them all). */
  async certificateOf(
    row: ExternalCreditRow,
  ): Promise<{ body: Buffer; fileName: string; contentType: string }> {
    const body = row.certificateKey ? await this.files.get(row.certificateKey) : null;
    if (!body || !row.certificateName || !row.certificateType) {
      throw new AppError('CERTIFICATE_FILE_NOT_FOUND', 'This credit has no certificate.');
    }
    return { body, fileName: row.certificateName, contentType: row.certificateType };
  }
}
