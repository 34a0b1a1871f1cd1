import { lazy, Suspense } from 'react';
import type { DropdownOption } from '../../../components/ui/dropdown';
import type {
  CourseFilterChanges,
  CourseFilters as Filters,
  SetFiltersOptions,
} from '../hooks/use-course-filters';
import { CREDIT_CATEGORY_LABELS, CREDIT_TYPE_LABELS } from '@counsel/domain';
import { COURSE_FORMAT_LABELS, COURSE_SORT_LABELS } from '../lib/course-labels';
import { COURSE_FORMATS, COURSE_SORTS, CREDIT_CATEGORIES, CREDIT_TYPES } from '@counsel/contracts/constants';
import { CourseSearch } from './course-search';

export interface CourseFiltersProps {
  filters: Filters;
  onChange: (changes: CourseFilterChanges, options?: SetFiltersOptions) => void;
  onClear: () => void;
  /** Show the "Clear filters" button (the route hides it while the empty state offers its own). */
  showClear: boolean;
  /** Jurisdiction codes with their names (from /api/catalog/jurisdictions, composed by the route). */
  jurisdictionOptions: DropdownOption[];
  /** Practice-area slugs with their names (from /api/catalog/practice-areas). */
  practiceAreaOptions: DropdownOption[];
  isLoadingJurisdictions?: boolean;
  isLoadingPracticeAreas?: boolean;
}

const CREDIT_TYPE_OPTIONS: DropdownOption[] = CREDIT_TYPES.map((value) => ({
  value,
  label: CREDIT_TYPE_LABELS[value],
}));
const CREDIT_CATEGORY_OPTIONS: DropdownOption[] = CREDIT_CATEGORIES.map((value) => ({
  value,
  label: CREDIT_CATEGORY_LABELS[value],
}));
const FORMAT_OPTIONS: DropdownOption[] = COURSE_FORMATS.map((value) => ({
  value,
  label: COURSE_FORMAT_LABELS[value],
}));
const SORT_OPTIONS: DropdownOption[] = COURSE_SORTS.map((value) => ({
  value,
  label: COURSE_SORT_LABELS[value],
}));

// react-select (~30 KB gzip with emotion) is the heaviest part of Browse. It downloads in parallel with the
// course list instead of delaying the first paint; until it arrives, each filter shows a same-sized placeholder.
const Dropdown = lazy(() =>
  import('../../../components/ui/dropdown').then((module) => ({ default: module.Dropdown })),
);

// On phones Format and Sort share a row; the wider filters take the full width.
const WIDE = 'col-span-2 sm:col-span-1';
const FILTER_PLACEHOLDERS = [
  { label: 'Credit type', className: WIDE },
  { label: 'Jurisdictions', className: WIDE },
  { label: 'Credit category', className: WIDE },
  { label: 'Practice areas', className: WIDE },
  { label: 'Format', className: '' },
  { label: 'Sort', className: '' },
];

function DropdownPlaceholders() {
  return FILTER_PLACEHOLDERS.map(({ label, className }) => (
    <div key={label} className={className}>
      <span className="mb-1 block text-sm font-medium text-slate-800">{label}</span>
      <div aria-hidden="true" className="h-10 rounded border border-slate-500 bg-white" />
    </div>
  ));
}

function oneOf<T extends string>(allowed: readonly T[], value: string | null): T | null {
  return allowed.find((entry) => entry === value) ?? null;
}

function allOf<T extends string>(allowed: readonly T[], values: string[]): T[] {
  return values.flatMap((value) => allowed.filter((entry) => entry === value));
}

/** Search plus the six catalog filters; every change goes to the URL through `onChange`. */
export function CourseFilters({
  filters,
  onChange,
  onClear,
  showClear,
  jurisdictionOptions,
  practiceAreaOptions,
  isLoadingJurisdictions = false,
  isLoadingPracticeAreas = false,
}: CourseFiltersProps) {
  return (
    <section
      aria-labelledby="course-filters-heading"
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 id="course-filters-heading" className="sr-only">
        Search and filters
      </h2>
      <CourseSearch
        value={filters.q}
        onSearch={(q, immediate) => {
          onChange({ q }, { replace: !immediate });
        }}
      />

      <div className="grid grid-cols-2 gap-4 lg:grid-cols-3 xl:grid-cols-6">
        <Suspense fallback={<DropdownPlaceholders />}>
          <Dropdown
            id="filter-credit-type"
            className={WIDE}
            label="Credit type"
            options={CREDIT_TYPE_OPTIONS}
            value={filters.type}
            onChange={(value: string | null) => {
              onChange({ type: oneOf(CREDIT_TYPES, value) });
            }}
            placeholder="All credit types"
          />
          <Dropdown
            isMulti
            id="filter-jurisdictions"
            className={WIDE}
            label="Jurisdictions"
            options={jurisdictionOptions}
            value={filters.states}
            onChange={(value: string[]) => {
              onChange({ states: value });
            }}
            isLoading={isLoadingJurisdictions}
            placeholder="All jurisdictions"
          />
          <Dropdown
            isMulti
            id="filter-credit-category"
            className={WIDE}
            label="Credit category"
            options={CREDIT_CATEGORY_OPTIONS}
            value={filters.category}
            onChange={(value: string[]) => {
              onChange({ category: allOf(CREDIT_CATEGORIES, value) });
            }}
            placeholder="All categories"
          />
          <Dropdown
            isMulti
            id="filter-practice-areas"
            className={WIDE}
            label="Practice areas"
            options={practiceAreaOptions}
            value={filters.practiceAreas}
            onChange={(value: string[]) => {
              onChange({ practiceAreas: value });
            }}
            isLoading={isLoadingPracticeAreas}
            placeholder="All practice areas"
          />
          <Dropdown
            id="filter-format"
            label="Format"
            options={FORMAT_OPTIONS}
            value={filters.format}
            onChange={(value: string | null) => {
              onChange({ format: oneOf(COURSE_FORMATS, value) });
            }}
            placeholder="Any format"
          />
          <Dropdown
            id="filter-sort"
            label="Sort"
            options={SORT_OPTIONS}
            value={filters.sort}
            isClearable={false}
            onChange={(value: string | null) => {
              const sort = oneOf(COURSE_SORTS, value);
              if (sort) onChange({ sort });
            }}
          />
        </Suspense>
      </div>

      {showClear && (
        <div className="flex justify-end">
          <button
            type="button"
            onClick={onClear}
            className="rounded-md px-2 py-1 text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
          >
            Clear filters
          </button>
        </div>
      )}
    </section>
  );
}
