import type { CourseFormat, CourseSort, CreditCategory, CreditType } from '@counsel/contracts';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { CourseListParams } from '../api/get-courses';
import {
  COURSE_FORMATS,
  COURSE_SORTS,
  CREDIT_CATEGORIES,
  CREDIT_TYPES,
  COURSE_SEARCH_MAX_LENGTH,
  isJurisdictionCode,
  isSlug,
} from '@counsel/contracts/constants';

/** The Browse filters, as kept in the URL so a filtered list can be shared and survives a reload. */
export interface CourseFilters {
  type: CreditType | null;
  states: string[];
  /** Credit categories (`?category=ETHICS`); with `type` and `states`, they must hold on the same credit line. */
  category: CreditCategory[];
  practiceAreas: string[];
  q: string;
  format: CourseFormat | null;
  sort: CourseSort;
  currentPage: number;
}

/** Everything a user changes directly; changing any of them starts again at page 1. */
export type CourseFilterChanges = Partial<Omit<CourseFilters, 'currentPage'>>;

export const DEFAULT_COURSE_SORT: CourseSort = 'title';
const MAX_PAGE = 100_000;
const MAX_LIST_ITEMS = 60;

export const DEFAULT_COURSE_FILTERS: CourseFilters = {
  type: null,
  states: [],
  category: [],
  practiceAreas: [],
  q: '',
  format: null,
  sort: DEFAULT_COURSE_SORT,
  currentPage: 1,
};

function oneOf<T extends string>(allowed: readonly T[], value: string | null): T | null {
  return allowed.find((entry) => entry === value) ?? null;
}

/** Repeated keys and comma lists both count; invalid and duplicate entries are dropped. */
function listParam(params: URLSearchParams, key: string, isValid: (value: string) => boolean): string[] {
  const entries = params
    .getAll(key)
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter((value) => value.length > 0 && isValid(value));
  return [...new Set(entries)].slice(0, MAX_LIST_ITEMS);
}

function isCreditCategory(value: string): value is CreditCategory {
  return CREDIT_CATEGORIES.some((category) => category === value);
}

function pageParam(value: string | null): number {
  if (value === null || !/^\d{1,6}$/.test(value)) return 1;
  const page = Number(value);
  return page >= 1 && page <= MAX_PAGE ? page : 1;
}

function searchParam(value: string | null): string {
  const text = (value ?? '').trim();
  return text.length <= COURSE_SEARCH_MAX_LENGTH ? text : '';
}

/** Reads the filters from a URL; anything unreadable falls back to its default and never throws. */
export function parseCourseFilters(params: URLSearchParams): CourseFilters {
  return {
    type: oneOf(CREDIT_TYPES, params.get('type')),
    states: listParam(params, 'states', isJurisdictionCode),
    // listParam keeps only valid categories; the filter tells the type so.
    category: listParam(params, 'category', isCreditCategory).filter(isCreditCategory),
    practiceAreas: listParam(params, 'practiceAreas', isSlug),
    q: searchParam(params.get('q')),
    format: oneOf(COURSE_FORMATS, params.get('format')),
    sort: oneOf(COURSE_SORTS, params.get('sort')) ?? DEFAULT_COURSE_SORT,
    currentPage: pageParam(params.get('currentPage')),
  };
}

/** Writes the filters as URL search params, leaving defaults out so URLs stay short. */
export function serializeCourseFilters(filters: CourseFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.type) params.set('type', filters.type);
  for (const state of filters.states) params.append('states', state);
  for (const category of filters.category) params.append('category', category);
  for (const area of filters.practiceAreas) params.append('practiceAreas', area);
  const q = filters.q.trim();
  if (q) params.set('q', q);
  if (filters.format) params.set('format', filters.format);
  if (filters.sort !== DEFAULT_COURSE_SORT) params.set('sort', filters.sort);
  if (filters.currentPage > 1) params.set('currentPage', String(filters.currentPage));
  return params;
}

/** The API query for a set of filters (the API's default page size applies unless `pageSize` is given). */
export function toCourseListQuery(filters: CourseFilters, pageSize?: number): CourseListParams {
  return {
    type: filters.type ?? undefined,
    states: filters.states.length > 0 ? filters.states : undefined,
    category: filters.category.length > 0 ? filters.category : undefined,
    practiceAreas: filters.practiceAreas.length > 0 ? filters.practiceAreas : undefined,
    q: filters.q || undefined,
    format: filters.format ?? undefined,
    sort: filters.sort,
    currentPage: filters.currentPage,
    pageSize,
  };
}

/** True when any filter narrows the list (sort and page do not). */
export function hasActiveCourseFilters(filters: CourseFilters): boolean {
  return (
    filters.type !== null ||
    filters.states.length > 0 ||
    filters.category.length > 0 ||
    filters.practiceAreas.length > 0 ||
    filters.q !== '' ||
    filters.format !== null
  );
}

/**
 * History state of a Browse entry whose filters the user set (or the app set for them once): such an entry never
 * gets the default jurisdiction filter again, so clearing the filters really shows every course.
 */
export const FILTERS_CHOSEN_STATE = { courseFiltersChosen: true } as const;

/** True when this Browse entry's filters came from the user (see FILTERS_CHOSEN_STATE). */
export function areCourseFiltersChosen(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'courseFiltersChosen' in state;
}

export interface SetFiltersOptions {
  /** Replace the history entry instead of adding one (search-as-you-type). */
  replace?: boolean;
}

export function useCourseFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => parseCourseFilters(searchParams), [searchParams]);
  const query = useMemo(() => toCourseListQuery(filters), [filters]);

  const setFilters = useCallback(
    (changes: CourseFilterChanges, options: SetFiltersOptions = {}) => {
      setSearchParams(
        (current) => serializeCourseFilters({ ...parseCourseFilters(current), ...changes, currentPage: 1 }),
        { replace: options.replace ?? false, state: FILTERS_CHOSEN_STATE },
      );
    },
    [setSearchParams],
  );

  const setPage = useCallback(
    (currentPage: number) => {
      setSearchParams((current) => serializeCourseFilters({ ...parseCourseFilters(current), currentPage }), {
        state: FILTERS_CHOSEN_STATE,
      });
    },
    [setSearchParams],
  );

  /** Clears every filter and the search; the chosen sort order stays. */
  const clearFilters = useCallback(() => {
    setSearchParams(
      (current) =>
        serializeCourseFilters({ ...DEFAULT_COURSE_FILTERS, sort: parseCourseFilters(current).sort }),
      { state: FILTERS_CHOSEN_STATE },
    );
  }, [setSearchParams]);

  /** The `?search` of another page of the same list, for pagination links. */
  const searchForPage = useCallback(
    (currentPage: number) => {
      const text = serializeCourseFilters({ ...filters, currentPage }).toString();
      return text ? `?${text}` : '';
    },
    [filters],
  );

  return {
    filters,
    query,
    isFiltered: hasActiveCourseFilters(filters),
    setFilters,
    setPage,
    clearFilters,
    searchForPage,
  };
}
