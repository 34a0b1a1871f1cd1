import type { ApprovalStatus } from '@counsel/contracts';

/** How staff read each approval status: PENDING is "Applied" (the provider has applied to the bar). */
export const APPROVAL_LABELS: Record<ApprovalStatus, string> = {
  APPROVED: 'Approved',
  PENDING: 'Applied',
  DENIED: 'Denied',
  EXPIRED: 'Expired',
};
