import { useSearchParams } from 'react-router';
import { pageTitle } from '../../config/app';
import type { PeopleKind } from '../../features/staff-people/api/search-people';
import { PeopleSearch } from '../../features/staff-people/components/people-search';

function kindFrom(value: string | null): PeopleKind {
  return value === 'lawyer' || value === 'firm' ? value : '';
}

/** `/staff/people?search=&kind=`: find a lawyer or a firm by name or e-mail (the search lives in the address). */
function StaffPeoplePage() {
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const kind = kindFrom(params.get('kind'));
  return (
    <>
      <title>{pageTitle('People')}</title>
      <PeopleSearch
        search={search}
        kind={kind}
        onChange={(next) => {
          const copy = new URLSearchParams();
          if (next.search) copy.set('search', next.search);
          if (next.kind) copy.set('kind', next.kind);
          setParams(copy, { replace: true });
        }}
      />
    </>
  );
}

export { StaffPeoplePage as Component };
