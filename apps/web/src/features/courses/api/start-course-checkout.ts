import type { CheckoutResponse } from '@counsel/contracts';
import { apiPost } from '../../../lib/api-client';

const loadSchema = () => import('@counsel/contracts').then((contracts) => contracts.CheckoutResponseSchema);

/**
 * POST /api/courses/{courseId}/checkout (signed in, without a membership) — `checkout_url`, where the browser goes
 * to buy this one course. Refusals: 409 COURSE_ALREADY_PURCHASED, MEMBERSHIP_COVERS_COURSE, COURSE_NOT_FOR_SALE...
 */
export function startCourseCheckout(courseId: string): Promise<CheckoutResponse> {
  return apiPost(`/api/courses/${encodeURIComponent(courseId)}/checkout`, {}, loadSchema);
}
