import type { CertificateVerification, Completion } from '@counsel/contracts';
import type { CompletionWithCourse } from './completions.repository.js';

export function certificatePaths(number: string) {
  return {
    downloadPath: `/api/certificates/${encodeURIComponent(number)}/pdf`,
    verifyPath: `/verify/${encodeURIComponent(number)}`,
  };
}

export function toCompletion({ completion, course, certificate }: CompletionWithCourse): Completion {
  return {
    id: completion.id,
    course: { id: course.id, slug: course.slug, title: course.title, format: course.format },
    format: completion.format,
    attendedFrom: completion.attendedFrom.toISOString(),
    completedAt: completion.completedAt.toISOString(),
    credits: completion.credits,
    verificationMethod: completion.verificationMethod,
    certificate: certificate
      ? {
          certificateNumber: certificate.number,
          issuedAt: certificate.issuedAt.toISOString(),
          ...certificatePaths(certificate.number),
          revokedAt: certificate.revokedAt?.toISOString() ?? null,
          revokedReason: certificate.revokedAt ? (certificate.revokedReason ?? null) : null,
        }
      : null,
  };
}

/** The public verification page: the certificate's facts, and nothing else about the lawyer than the name on it. */
export function toVerification(
  {
    completion,
    course,
    certificate,
  }: CompletionWithCourse & { certificate: NonNullable<CompletionWithCourse['certificate']> },
  providerName: string,
): CertificateVerification {
  return {
    certificateNumber: certificate.number,
    valid: certificate.revokedAt === null,
    revokedAt: certificate.revokedAt?.toISOString() ?? null,
    attendeeName: completion.attendeeName,
    courseTitle: course.title,
    courseFormat: completion.format,
    completedAt: completion.completedAt.toISOString(),
    issuedAt: certificate.issuedAt.toISOString(),
    credits: completion.credits,
    verificationMethod: completion.verificationMethod,
    providerName,
  };
}
