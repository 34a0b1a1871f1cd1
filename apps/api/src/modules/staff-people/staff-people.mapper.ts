import type { StaffPerson, SubscriptionDetails } from '@counsel/contracts';
import type { CompletionWithCourse } from '../completions/completions.repository.js';
import { certificatePaths } from '../completions/completions.mapper.js';
import type { FirmSubscriptionRow } from './staff-people.repository.js';

/** A completion as staff read it: the certificate with its revocation and reason. */
export function toStaffCompletion({
  completion,
  course,
  certificate,
}: CompletionWithCourse): StaffPerson['completions'][number] {
  return {
    id: completion.id,
    courseId: course.id,
    courseTitle: course.title,
    format: completion.format,
    completedAt: completion.completedAt.toISOString(),
    credits: completion.credits,
    verificationMethod: completion.verificationMethod,
    certificate: certificate
      ? {
          certificateNumber: certificate.number,
          issuedAt: certificate.issuedAt.toISOString(),
          revokedAt: certificate.revokedAt?.toISOString() ?? null,
          revokedReason: certificate.revokedAt ? (certificate.revokedReason ?? null) : null,
          verifyPath: certificatePaths(certificate.number).verifyPath,
        }
      : null,
  };
}

/** The firm's subscription: the newest one (rows come newest first), as the account endpoints show one. */
export function toFirmSubscription(rows: FirmSubscriptionRow[]): SubscriptionDetails | null {
  const row = rows.find((candidate) => candidate.subscription.currentPeriodEnd !== null);
  const periodEnd = row?.subscription.currentPeriodEnd;
  if (!row || !periodEnd) return null;
  const { subscription } = row;
  return {
    id: subscription.id,
    productId: row.productId,
    priceId: subscription.priceId,
    planKind: row.planKind,
    planName: row.planName,
    interval: row.interval,
    status: subscription.status,
    seats: subscription.seats,
    currentPeriodEnd: periodEnd.toISOString(),
    cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
  };
}
