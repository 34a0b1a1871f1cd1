import { useSearchParams } from 'react-router';
import { pageTitle } from '../../config/app';
import type { StaffAuditFilters } from '../../features/staff/api/staff-query-keys';
import {
  StaffAuditLog,
  auditFiltersFrom,
  type AuditFilterForm,
} from '../../features/staff/components/staff-audit-log';

const FORM_KEYS = ['action', 'actor', 'subjectType', 'subjectId', 'fromDay', 'toDay'] as const;

/** `/staff/audit-log`: the filters live in the address (`?action=course.&actor=…&page=2`), so a view can be shared. */
function StaffAuditLogPage() {
  const [params, setParams] = useSearchParams();
  const form = Object.fromEntries(
    FORM_KEYS.map((key) => [key, params.get(key) ?? '']),
  ) as unknown as AuditFilterForm;
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const filters: StaffAuditFilters = { ...auditFiltersFrom(form), currentPage: page };
  const hrefForPage = (next: number) => {
    const copy = new URLSearchParams(params);
    copy.set('page', String(next));
    return `?${copy.toString()}`;
  };
  const onFilter = (next: AuditFilterForm) => {
    const copy = new URLSearchParams();
    for (const key of FORM_KEYS) if (next[key].trim()) copy.set(key, next[key].trim());
    setParams(copy);
  };
  return (
    <>
      <title>{pageTitle('Audit log')}</title>
      <StaffAuditLog
        key={params.toString()}
        filters={filters}
        form={form}
        onFilter={onFilter}
        hrefForPage={hrefForPage}
      />
    </>
  );
}

export { StaffAuditLogPage as Component };
