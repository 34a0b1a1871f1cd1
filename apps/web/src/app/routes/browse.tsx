import { useEffect, useMemo, useRef } from 'react';
import { useLocation } from 'react-router';
import { Button } from '../../components/ui/button';
import { pageTitle } from '../../config/app';
import { useScrollRestoration } from '../../hooks/use-scroll-restoration';
import { useJurisdictions } from '../../features/catalog-taxonomy/api/get-jurisdictions';
import { usePracticeAreas } from '../../features/catalog-taxonomy/api/get-practice-areas';
import { useCourses } from '../../features/courses/api/get-courses';
import { CourseFilters } from '../../features/courses/components/course-filters';
import { CourseGrid, CourseGridSkeleton } from '../../features/courses/components/course-grid';
import { Pagination } from '../../components/ui/pagination';
import {
  areCourseFiltersChosen,
  FILTERS_CHOSEN_STATE,
  useCourseFilters,
} from '../../features/courses/hooks/use-course-filters';
import { useUserJurisdictions } from '../../features/lawyer-profile/api/get-user-jurisdictions';
import { courseCountLabel } from '../../features/courses/lib/course-labels';

/**
 * A signed-in lawyer who opens Browse without filters sees the courses of the jurisdictions they are admitted in
 * (onboarding and Settings record them). Once per history entry: clearing the filters then shows everything.
 */
function useDefaultJurisdictionFilter(setFilters: ReturnType<typeof useCourseFilters>['setFilters']) {
  const location = useLocation();
  const { search } = location;
  const state: unknown = location.state;
  const admissions = useUserJurisdictions();
  const codes = admissions.data?.items.map((admission) => admission.jurisdiction.code) ?? [];
  const defaultStates = codes.join(',');
  const applies = search === '' && !areCourseFiltersChosen(state) && defaultStates !== '';
  useEffect(() => {
    if (applies) setFilters({ states: defaultStates.split(',') }, { replace: true });
  }, [applies, defaultStates, setFilters]);
}

function BrowsePage() {
  const { pathname, search } = useLocation();
  const { filters, query, isFiltered, setFilters, clearFilters, searchForPage } = useCourseFilters();
  useDefaultJurisdictionFilter(setFilters);
  const courses = useCourses(query, { keepPrevious: true });
  const jurisdictions = useJurisdictions();
  const practiceAreas = usePracticeAreas();
  const resultsHeadingRef = useRef<HTMLHeadingElement>(null);

  useScrollRestoration(pathname + search, !courses.isPending);

  const jurisdictionOptions = useMemo(
    () =>
      (jurisdictions.data?.items ?? []).map((jurisdiction) => ({
        value: jurisdiction.code,
        label: `${jurisdiction.name} (${jurisdiction.code})`,
      })),
    [jurisdictions.data],
  );
  const practiceAreaOptions = useMemo(
    () => (practiceAreas.data?.items ?? []).map((area) => ({ value: area.slug, label: area.name })),
    [practiceAreas.data],
  );

  const list = courses.data;
  const isEmpty = list !== undefined && list.items.length === 0;
  const pageBeyondEnd = isEmpty && filters.currentPage > 1 && list.pagination.totalPages > 0;

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <title>{pageTitle('Browse courses')}</title>
      <header className="mb-6">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">Browse courses</h1>
        <p className="mt-2 max-w-2xl text-slate-700">
          Accredited on-demand and live courses. Filter by credit type, jurisdiction, credit category and
          practice area to find what your bar requires.
        </p>
      </header>

      <CourseFilters
        filters={filters}
        onChange={setFilters}
        onClear={clearFilters}
        showClear={isFiltered && !isEmpty}
        jurisdictionOptions={jurisdictionOptions}
        practiceAreaOptions={practiceAreaOptions}
        isLoadingJurisdictions={jurisdictions.isPending}
        isLoadingPracticeAreas={practiceAreas.isPending}
      />

      <section aria-labelledby="results-heading" className="mt-8">
        <h2
          id="results-heading"
          ref={resultsHeadingRef}
          tabIndex={-1}
          aria-live="polite"
          className="mb-4 text-lg font-semibold text-slate-900 focus:outline-none"
        >
          {list
            ? courseCountLabel(list.pagination.totalItems)
            : courses.isError
              ? 'Courses'
              : 'Loading courses…'}
        </h2>

        {courses.isPending && <CourseGridSkeleton count={6} />}

        {courses.isError && !list && (
          <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-center">
            <p className="font-semibold text-red-900">We could not load the courses.</p>
            <p className="mt-1 text-sm text-red-900">{courses.error.message}</p>
            <div className="mt-4 flex justify-center">
              <Button
                variant="secondary"
                text="Retry"
                loading={courses.isFetching}
                onClick={() => void courses.refetch()}
              />
            </div>
          </div>
        )}

        {isEmpty && (
          <div className="rounded-xl border border-dashed border-slate-300 bg-white p-10 text-center">
            <p className="text-lg font-semibold text-slate-900">
              {pageBeyondEnd ? 'This page is past the end of the list' : 'No courses match these filters'}
            </p>
            <p className="mt-2 text-slate-700">
              {pageBeyondEnd
                ? 'Go back to the first page of results.'
                : 'Try fewer filters or a different search.'}
            </p>
            <div className="mt-5 flex justify-center">
              {pageBeyondEnd ? (
                <Button variant="secondary" text="First page" href={pathname + searchForPage(1)} />
              ) : (
                <Button variant="secondary" text="Clear filters" onClick={clearFilters} />
              )}
            </div>
          </div>
        )}

        {list && list.items.length > 0 && (
          <div className="space-y-8">
            <CourseGrid
              courses={list.items}
              fromBrowse
              showApplicability
              aboveTheFold
              isUpdating={courses.isPlaceholderData}
            />
            <Pagination
              currentPage={list.pagination.currentPage}
              totalPages={list.pagination.totalPages}
              hrefForPage={(page) => pathname + searchForPage(page)}
              onNavigate={() => resultsHeadingRef.current?.focus()}
              linkState={FILTERS_CHOSEN_STATE}
            />
          </div>
        )}
      </section>
    </div>
  );
}

export { BrowsePage as Component };
