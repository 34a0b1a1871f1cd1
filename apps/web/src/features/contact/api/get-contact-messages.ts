import type { ContactInboxPage } from '@counsel/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { contactKeys, type ContactInboxFilters } from './contact-query-keys';

const loadSchema = () => import('@counsel/contracts').then((contracts) => contracts.ContactInboxPageSchema);

export const CONTACT_INBOX_PAGE_SIZE = 20;

/** GET /api/staff/contact-messages: newest first, by status and search. */
export function getContactMessages(
  filters: ContactInboxFilters,
  signal?: AbortSignal,
): Promise<ContactInboxPage> {
  return apiGet('/api/staff/contact-messages', loadSchema, {
    query: { ...filters, pageSize: CONTACT_INBOX_PAGE_SIZE },
    signal,
  });
}

export function getContactMessagesQueryOptions(filters: ContactInboxFilters) {
  return queryOptions({
    queryKey: contactKeys.inbox(filters),
    queryFn: ({ signal }) => getContactMessages(filters, signal),
  });
}

export function useContactMessages(filters: ContactInboxFilters) {
  return useQuery({ ...getContactMessagesQueryOptions(filters), placeholderData: keepPreviousData });
}
