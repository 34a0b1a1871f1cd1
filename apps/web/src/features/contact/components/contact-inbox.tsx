import type { ContactMessageStatus, ContactMessageSummary } from '@counsel/contracts';
import { CONTACT_MESSAGE_STATUSES, CONTACT_TOPIC_LABELS } from '@counsel/contracts/constants';
import { useState, type SubmitEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Pagination } from '../../../components/ui/pagination';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorReason } from '../../../lib/error-reason';
import { formatDateTime } from '../../../lib/format-date';
import { useContactMessages } from '../api/get-contact-messages';
import type { ContactInboxFilters } from '../api/contact-query-keys';
import { STATUS_LABELS, StatusBadge } from './status-badge';

export interface ContactInboxProps {
  filters: ContactInboxFilters;
  /** The open message, highlighted in the list. */
  selectedId: string | null;
  onFilter: (next: { status: ContactMessageStatus | null; search: string }) => void;
  hrefForPage: (page: number) => string;
  hrefForMessage: (id: string) => string;
}

function MessageRow({
  message,
  selected,
  href,
}: {
  message: ContactMessageSummary;
  selected: boolean;
  href: string;
}) {
  return (
    <li>
      <Link
        to={href}
        aria-current={selected ? 'true' : undefined}
        className={`block rounded-md border p-3 hover:bg-brand-50 ${
          selected ? 'border-brand-500 bg-brand-50' : 'border-slate-200 bg-white'
        }`}
      >
        <span className="flex items-center justify-between gap-2">
          <span className="truncate font-semibold text-slate-900">{message.name}</span>
          <StatusBadge status={message.status} />
        </span>
        <span className="mt-0.5 block text-xs text-slate-600">
          {CONTACT_TOPIC_LABELS[message.topic]} · {formatDateTime(message.createdAt)}
          {message.replyCount > 0
            ? ` · ${message.replyCount} ${message.replyCount === 1 ? 'reply' : 'replies'}`
            : ''}
        </span>
        <span className="mt-1 block text-sm text-slate-700">{message.excerpt}</span>
      </Link>
    </li>
  );
}

/** The contact inbox's list: a status filter and a search, the messages newest first, a page at a time. */
export function ContactInbox({
  filters,
  selectedId,
  onFilter,
  hrefForPage,
  hrefForMessage,
}: ContactInboxProps) {
  const inbox = useContactMessages(filters);
  const [search, setSearch] = useState(filters.search ?? '');
  const submitSearch = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    onFilter({ status: filters.status ?? null, search });
  };

  return (
    <section aria-labelledby="contact-inbox-heading" className="space-y-4">
      <h2 id="contact-inbox-heading" className="text-lg font-semibold text-slate-900">
        Messages
      </h2>
      <div className="flex flex-wrap gap-2" role="group" aria-label="Status">
        {[null, ...CONTACT_MESSAGE_STATUSES].map((status) => {
          const active = (filters.status ?? null) === status;
          return (
            <button
              key={status ?? 'ALL'}
              type="button"
              aria-pressed={active}
              onClick={() => onFilter({ status, search: filters.search ?? '' })}
              className={`rounded-full border px-3 py-1 text-sm font-medium ${
                active
                  ? 'border-brand-700 bg-brand-700 text-white'
                  : 'border-slate-300 bg-white text-slate-800'
              }`}
            >
              {status ? STATUS_LABELS[status] : 'All'}
            </button>
          );
        })}
      </div>
      <form role="search" onSubmit={submitSearch} className="flex gap-2">
        <label htmlFor="contact-search" className="sr-only">
          Search messages
        </label>
        <input
          id="contact-search"
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder="Name, e-mail, firm or words"
          className="block w-full rounded-md border border-slate-500 bg-white px-3 py-2 text-sm text-slate-900"
        />
        <Button type="submit" variant="secondary" text="Search" />
      </form>
      {inbox.isPending ? (
        <Skeleton className="h-40 w-full" />
      ) : inbox.isError ? (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
          {errorReason(inbox.error, 'The messages could not be loaded.')}
        </p>
      ) : inbox.data.messages.length === 0 ? (
        <p className="rounded-md border border-dashed border-slate-300 p-4 text-sm text-slate-700">
          No messages{filters.status ? ` marked ${STATUS_LABELS[filters.status].toLowerCase()}` : ''}
          {filters.search ? ` matching “${filters.search}”` : ''}.
        </p>
      ) : (
        <>
          <ul role="list" className="space-y-2">
            {inbox.data.messages.map((message) => (
              <MessageRow
                key={message.id}
                message={message}
                selected={message.id === selectedId}
                href={hrefForMessage(message.id)}
              />
            ))}
          </ul>
          <Pagination
            label="Message pages"
            currentPage={inbox.data.pagination.currentPage}
            totalPages={inbox.data.pagination.totalPages}
            hrefForPage={hrefForPage}
          />
        </>
      )}
    </section>
  );
}
