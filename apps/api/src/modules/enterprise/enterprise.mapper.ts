import type { AuditLogEntry, CreditType, EnterpriseMember } from '@counsel/contracts';
import type { FirmMemberRow } from './enterprise.repository.js';
import type { firmAuditLog } from '../../db/schema/enterprise.js';

/** What a member has done on the platform this year (empty for a PENDING or REVOKED invitation). */
export interface MemberProgress {
  creditHoursByType: Record<CreditType, number>;
  coursesInProgress: number;
  coursesCompleted: number;
  lastActiveAt: Date | null;
  lastCertificate: { number: string; courseTitle: string; issuedAt: Date } | null;
}

export function emptyProgress(): MemberProgress {
  return {
    creditHoursByType: { CLE: 0, SBA: 0, PARALEGAL_CLE: 0, CPD: 0 },
    coursesInProgress: 0,
    coursesCompleted: 0,
    lastActiveAt: null,
    lastCertificate: null,
  };
}

const round = (value: number) => Math.round(value * 100) / 100;

export function toEnterpriseMember(
  row: FirmMemberRow,
  ownerUserId: string,
  progress: MemberProgress,
): EnterpriseMember {
  const byType = progress.creditHoursByType;
  return {
    id: row.id,
    name: row.fullName,
    email: row.email,
    status: row.status,
    isAdministrator: row.isAdministrator,
    isOwner: row.userId !== null && row.userId === ownerUserId,
    invitedAt: row.invitedAt.toISOString(),
    invitationExpiresAt: row.status === 'PENDING' ? (row.tokenExpiresAt?.toISOString() ?? null) : null,
    acceptedAt: row.acceptedAt?.toISOString() ?? null,
    lastActiveAt: progress.lastActiveAt?.toISOString() ?? null,
    creditHoursThisYear: round(byType.CLE + byType.SBA + byType.PARALEGAL_CLE + byType.CPD),
    creditHoursByType: {
      CLE: round(byType.CLE),
      SBA: round(byType.SBA),
      PARALEGAL_CLE: round(byType.PARALEGAL_CLE),
      CPD: round(byType.CPD),
    },
    coursesInProgress: progress.coursesInProgress,
    coursesCompleted: progress.coursesCompleted,
    lastCertificate: progress.lastCertificate
      ? { ...progress.lastCertificate, issuedAt: progress.lastCertificate.issuedAt.toISOString() }
      : null,
  };
}

export function toAuditLogEntry(row: typeof firmAuditLog.$inferSelect): AuditLogEntry {
  return {
    id: row.id,
    at: row.createdAt.toISOString(),
    action: row.action,
    actor: row.actorName !== null ? { name: row.actorName, email: row.actorEmail ?? '' } : null,
    subject: row.subjectName !== null ? { name: row.subjectName, email: row.subjectEmail ?? '' } : null,
    detail: row.detail,
  };
}

/** Whom an audit entry concerns: the name and e-mail are copied, so the log outlives the member row. */
export function auditSubjectOf(member: FirmMemberRow): { name: string; email: string } {
  return { name: member.fullName, email: member.email };
}
