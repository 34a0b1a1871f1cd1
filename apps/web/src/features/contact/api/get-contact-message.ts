import type { ContactMessage } from '@counsel/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { contactKeys } from './contact-query-keys';

const loadSchema = () => import('@counsel/contracts').then((contracts) => contracts.ContactMessageSchema);

/** GET /api/staff/contact-messages/{id}: the message with its replies. */
export function getContactMessage(id: string, signal?: AbortSignal): Promise<ContactMessage> {
  return apiGet(`/api/staff/contact-messages/${encodeURIComponent(id)}`, loadSchema, { signal });
}

export function getContactMessageQueryOptions(id: string) {
  return queryOptions({
    queryKey: contactKeys.message(id),
    queryFn: ({ signal }) => getContactMessage(id, signal),
  });
}

export function useContactMessage(id: string | null) {
  return useQuery({ ...getContactMessageQueryOptions(id ?? ''), enabled: id !== null });
}
