import type { ContactMessageStatus } from '@counsel/contracts';
import { CONTACT_MESSAGE_STATUSES } from '@counsel/contracts/constants';
import { useSearchParams } from 'react-router';
import { pageTitle } from '../../config/app';
import type { ContactInboxFilters } from '../../features/contact/api/contact-query-keys';
import { ContactInbox } from '../../features/contact/components/contact-inbox';
import { ContactMessageDetail } from '../../features/contact/components/contact-message-detail';

const statusFrom = (value: string | null): ContactMessageStatus | undefined =>
  CONTACT_MESSAGE_STATUSES.find((status) => status === value);

/**
 * `/staff/inbox`: the contact form's messages. The filters and the open message live in the address
 * (`?status=NEW&search=…&page=2&message=<id>`; the forward e-mail links `?message=<id>`), so a view can be shared.
 */
function StaffInboxPage() {
  const [params, setParams] = useSearchParams();
  const status = statusFrom(params.get('status'));
  const search = params.get('search')?.trim() ?? '';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const selectedId = params.get('message');
  const filters: ContactInboxFilters = {
    currentPage: page,
    ...(status ? { status } : {}),
    ...(search ? { search } : {}),
  };
  const withParam = (key: string, value: string) => {
    const copy = new URLSearchParams(params);
    copy.set(key, value);
    return `?${copy.toString()}`;
  };
  return (
    <>
      <title>{pageTitle('Contact inbox')}</title>
      <h1 className="text-2xl font-bold text-slate-900">Contact inbox</h1>
      <p className="mt-1 text-slate-700">
        Messages from the contact form; a reply goes to the sender by e-mail.
      </p>
      <div className="mt-6 grid gap-8 xl:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <ContactInbox
          key={`${status ?? ''}:${search}`}
          filters={filters}
          selectedId={selectedId}
          onFilter={(next) => {
            const copy = new URLSearchParams();
            if (next.status) copy.set('status', next.status);
            if (next.search.trim()) copy.set('search', next.search.trim());
            if (selectedId) copy.set('message', selectedId);
            setParams(copy);
          }}
          hrefForPage={(next) => withParam('page', String(next))}
          hrefForMessage={(id) => withParam('message', id)}
        />
        <div>
          {selectedId ? (
            <ContactMessageDetail key={selectedId} id={selectedId} />
          ) : (
            <p className="rounded-md border border-dashed border-slate-300 p-6 text-slate-700">
              Choose a message to read it and reply.
            </p>
          )}
        </div>
      </div>
    </>
  );
}

export { StaffInboxPage as Component };
