import type { StaffPeopleHit } from '@counsel/contracts';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { errorReason } from '../../../lib/error-reason';
import { useSearchPeople, type PeopleKind } from '../api/search-people';

function hitLink(hit: StaffPeopleHit): string {
  return hit.kind === 'lawyer' ? paths.staffPerson(hit.userId) : paths.staffFirm(hit.firmId);
}

/** The People search: a name or an e-mail, lawyers or firms; each result opens its record. */
export function PeopleSearch({
  search,
  kind,
  onChange,
}: {
  search: string;
  kind: PeopleKind;
  onChange: (next: { search: string; kind: PeopleKind }) => void;
}) {
  const results = useSearchPeople(search, kind);
  const term = search.trim();
  return (
    <section aria-labelledby="people-heading" className="space-y-4">
      <h1 id="people-heading" className="text-2xl font-bold text-slate-900">
        People
      </h1>
      <form
        role="search"
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => event.preventDefault()}
      >
        <label className="flex flex-col text-sm font-medium text-slate-800">
          Name or e-mail
          <input
            type="search"
            value={search}
            maxLength={120}
            onChange={(event) => onChange({ search: event.target.value, kind })}
            className="mt-1 w-72 rounded-md border border-slate-300 px-3 py-2"
          />
        </label>
        <label className="flex flex-col text-sm font-medium text-slate-800">
          Show
          <select
            value={kind}
            onChange={(event) => onChange({ search, kind: event.target.value as PeopleKind })}
            className="mt-1 rounded-md border border-slate-300 px-3 py-2"
          >
            <option value="">Lawyers and firms</option>
            <option value="lawyer">Lawyers</option>
            <option value="firm">Firms</option>
          </select>
        </label>
      </form>
      {term.length < 2 ? (
        <p className="text-sm text-slate-600">Type at least 2 characters of a name or an e-mail address.</p>
      ) : results.isError ? (
        <p role="alert" className="text-sm text-red-700">
          The search failed: {errorReason(results.error, 'please try again.')}
        </p>
      ) : !results.data ? (
        <p className="text-sm text-slate-600">Searching…</p>
      ) : results.data.results.length === 0 ? (
        <p className="text-sm text-slate-600">Nobody matches “{term}”.</p>
      ) : (
        <>
          <ul
            aria-label="Results"
            className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white"
          >
            {results.data.results.map((hit) => (
              <li key={hit.kind === 'lawyer' ? hit.userId : hit.firmId} className="p-3">
                <Link to={hitLink(hit)} className="font-medium text-blue-800 underline">
                  {hit.name}
                </Link>{' '}
                <span className="text-sm text-slate-600">
                  {hit.kind === 'lawyer'
                    ? `${hit.email} · ${hit.emailVerified ? 'verified' : 'not verified'}`
                    : `Firm · ${hit.ownerEmail} · ${hit.seats} seats`}
                </span>
              </li>
            ))}
          </ul>
          {results.data.truncated ? (
            <p className="text-sm text-slate-600">More match: type more of the name or e-mail.</p>
          ) : null}
        </>
      )}
    </section>
  );
}
