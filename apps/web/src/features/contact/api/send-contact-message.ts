import type { ContactReceipt, ContactRequest } from '@counsel/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

const loadSchema = () => import('@counsel/contracts').then((contracts) => contracts.ContactReceiptSchema);

/**
 * POST /api/contact-us (public): 202 with a receipt; 400 VALIDATION_FAILED (details per field) and 429
 * RATE_LIMITED arrive as ApiErrors.
 */
export function sendContactMessage(message: ContactRequest): Promise<ContactReceipt> {
  return apiPost('/api/contact-us', message, loadSchema);
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
