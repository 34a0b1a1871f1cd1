import type { ContactInboxQuery } from '@counsel/contracts';

/** The contact inbox's query keys: every key starts with 'staff' and 'contact', so one invalidation refreshes it. */
export const contactKeys = {
  all: ['staff', 'contact'] as const,
  inbox: (query: ContactInboxFilters) => ['staff', 'contact', 'inbox', query] as const,
  message: (id: string) => ['staff', 'contact', 'message', id] as const,
};

/** The inbox's filters as the page sends them (the API fills in the defaults). */
export type ContactInboxFilters = Partial<Pick<ContactInboxQuery, 'status' | 'search'>> & {
  currentPage: number;
};
