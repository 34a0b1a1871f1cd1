import type { EnterpriseMemberStatus } from '@counsel/contracts';
import { ENTERPRISE_MEMBER_SORTS } from '@counsel/contracts/constants';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { EnterpriseMembersQuery } from '../api/enterprise-query-keys';
import { MEMBER_STATUSES } from '../lib/member-labels';

export type MemberSort = (typeof ENTERPRISE_MEMBER_SORTS)[number];
export type MemberView = 'access' | 'progress';

export interface MemberFilters {
  search: string;
  status: EnterpriseMemberStatus | null;
  sort: MemberSort;
  order: 'asc' | 'desc';
  page: number;
  view: MemberView;
  /** The audit log's page. */
  logPage: number;
}

function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1;
}

/** Reads the members list's state from the URL (`?q=&status=&sort=&order=&page=&view=&logPage=`); bad values fall back. */
export function parseMemberFilters(params: URLSearchParams): MemberFilters {
  const status = params.get('status');
  const sort = params.get('sort');
  return {
    search: (params.get('q') ?? '').slice(0, 200),
    status: MEMBER_STATUSES.find((candidate) => candidate === status) ?? null,
    sort: ENTERPRISE_MEMBER_SORTS.find((candidate) => candidate === sort) ?? 'name',
    order: params.get('order') === 'desc' ? 'desc' : 'asc',
    page: pageOf(params.get('page')),
    view: params.get('view') === 'progress' ? 'progress' : 'access',
    logPage: pageOf(params.get('logPage')),
  };
}

/** The URL parameters of some filters, defaults left out so the address stays short. */
export function memberFilterParams(filters: MemberFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search.trim() !== '') params.set('q', filters.search);
  if (filters.status) params.set('status', filters.status);
  if (filters.sort !== 'name') params.set('sort', filters.sort);
  if (filters.order !== 'asc') params.set('order', filters.order);
  if (filters.page > 1) params.set('page', String(filters.page));
  if (filters.view !== 'access') params.set('view', filters.view);
  if (filters.logPage > 1) params.set('logPage', String(filters.logPage));
  return params;
}

/** GET /api/enterprise's query for these filters. */
export function membersQuery(filters: MemberFilters): EnterpriseMembersQuery {
  const search = filters.search.trim();
  return {
    currentPage: filters.page,
    sort: filters.sort,
    order: filters.order,
    ...(search !== '' ? { search } : {}),
    ...(filters.status ? { status: filters.status } : {}),
  };
}

/**
 * Manage Firm's list state, kept in the URL so a reload or a shared link shows the same page. Changing the search,
 * status or sort goes back to page 1.
 */
export function useMemberFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => parseMemberFilters(searchParams), [searchParams]);

  const update = useCallback(
    (change: Partial<MemberFilters>) => {
      setSearchParams(
        (current) => {
          const previous = parseMemberFilters(current);
          const resetsPage = ['search', 'status', 'sort', 'order'].some((key) => key in change);
          const next = { ...previous, ...(resetsPage ? { page: 1 } : {}), ...change };
          return memberFilterParams(next);
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [setSearchParams],
  );

  /** The address of the page showing these filters with a change (pagination links). */
  const hrefWith = useCallback(
    (change: Partial<MemberFilters>) => {
      const text = memberFilterParams({ ...filters, ...change }).toString();
      return text ? `?${text}` : '?';
    },
    [filters],
  );

  return { filters, update, hrefWith };
}
