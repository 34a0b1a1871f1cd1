import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_COURSE_FILTERS,
  parseCourseFilters,
  serializeCourseFilters,
  toCourseListQuery,
  useCourseFilters,
} from './use-course-filters';

const parse = (search: string) => parseCourseFilters(new URLSearchParams(search));

describe('parseCourseFilters', () => {
  it('reads every filter, with repeated and comma-separated lists', () => {
    expect(
      parse(
        'type=CLE&states=NY&states=CA,TX&category=ETHICS&category=ELIMINATION_OF_BIAS,WELLNESS&practiceAreas=family-law&q=%20divorce%20&format=LIVE&sort=newest&currentPage=3',
      ),
    ).toEqual({
      type: 'CLE',
      states: ['NY', 'CA', 'TX'],
      category: ['ETHICS', 'ELIMINATION_OF_BIAS', 'WELLNESS'],
      practiceAreas: ['family-law'],
      q: 'divorce',
      format: 'LIVE',
      sort: 'newest',
      currentPage: 3,
    });
  });

  it('falls back to the defaults for an empty URL', () => {
    expect(parse('')).toEqual(DEFAULT_COURSE_FILTERS);
  });

  it('drops invalid values instead of failing', () => {
    expect(
      parse(
        'type=BOGUS&states=ny&states=NY&states=NY&states=%3Cscript%3E&category=ethics&category=ETHICS,ETHICS,BIAS&practiceAreas=Family%20Law&practiceAreas=tax&format=VHS&sort=random&currentPage=-2',
      ),
    ).toEqual({ ...DEFAULT_COURSE_FILTERS, states: ['NY'], category: ['ETHICS'], practiceAreas: ['tax'] });
    expect(parse('category=GENERAL_ETHICS').category).toEqual([]);
    expect(parse('currentPage=abc').currentPage).toBe(1);
    expect(parse('currentPage=0').currentPage).toBe(1);
    expect(parse('currentPage=2.5').currentPage).toBe(1);
    expect(parse('currentPage=9999999999').currentPage).toBe(1);
    expect(parse(`q=${'a'.repeat(201)}`).q).toBe('');
    expect(() => parse('q=%E0%A4%A&states=%ZZ')).not.toThrow();
  });
});

describe('serializeCourseFilters', () => {
  it('writes lists as repeated keys and leaves defaults out', () => {
    const params = serializeCourseFilters({
      ...DEFAULT_COURSE_FILTERS,
      type: 'PARALEGAL_CLE',
      states: ['NY', 'CA'],
      category: ['ETHICS', 'SKILLS'],
      q: '  ethics ',
    });
    expect(params.toString()).toBe(
      'type=PARALEGAL_CLE&states=NY&states=CA&category=ETHICS&category=SKILLS&q=ethics',
    );
    expect(serializeCourseFilters(DEFAULT_COURSE_FILTERS).toString()).toBe('');
  });

  it('round-trips through parse', () => {
    const filters = {
      type: 'CPD' as const,
      states: ['GB-EAW', 'DC'],
      category: ['LAW_PRACTICE_MANAGEMENT' as const, 'TECHNOLOGY' as const],
      practiceAreas: ['banking', 'aviation'],
      q: 'risk',
      format: 'ON_DEMAND' as const,
      sort: 'start-date' as const,
      currentPage: 4,
    };
    expect(parseCourseFilters(serializeCourseFilters(filters))).toEqual(filters);
  });
});

describe('toCourseListQuery', () => {
  it('leaves empty filters out of the API query', () => {
    expect(toCourseListQuery(DEFAULT_COURSE_FILTERS)).toEqual({
      type: undefined,
      states: undefined,
      category: undefined,
      practiceAreas: undefined,
      q: undefined,
      format: undefined,
      sort: 'title',
      currentPage: 1,
      pageSize: undefined,
    });
  });
});

describe('toCourseListQuery', () => {
  it('asks the API for the categories with the jurisdictions', () => {
    expect(
      toCourseListQuery({ ...DEFAULT_COURSE_FILTERS, states: ['NY'], category: ['ETHICS'] }),
    ).toMatchObject({ states: ['NY'], category: ['ETHICS'] });
  });
});

describe('useCourseFilters', () => {
  function renderFilters(initialUrl: string) {
    let search = '';
    const router = createMemoryRouter(
      [
        {
          path: '/dashboard/courses',
          Component: function Host() {
            search = useLocation().search;
            return <HookHost />;
          },
        },
      ],
      { initialEntries: [initialUrl] },
    );
    let current: ReturnType<typeof useCourseFilters> | null = null;
    function HookHost() {
      current = useCourseFilters();
      return null;
    }
    render(<RouterProvider router={router} />);
    return {
      get result() {
        if (!current) throw new Error('hook did not render');
        return current;
      },
      get search() {
        return search;
      },
    };
  }

  it('parses the URL and resets the page when a filter changes', () => {
    const probe = renderFilters('/dashboard/courses?type=CLE&currentPage=3&bogus=1');
    expect(probe.result.filters.type).toBe('CLE');
    expect(probe.result.filters.currentPage).toBe(3);
    expect(probe.result.isFiltered).toBe(true);

    act(() => {
      probe.result.setFilters({ states: ['NY', 'CA'] });
    });
    expect(probe.search).toBe('?type=CLE&states=NY&states=CA');
    expect(probe.result.filters.currentPage).toBe(1);
  });

  it("reads the compliance tracker's link (jurisdiction and category) and clears the category with the rest", () => {
    const probe = renderFilters('/dashboard/courses?states=NY&category=ETHICS');
    expect(probe.result.filters).toMatchObject({ states: ['NY'], category: ['ETHICS'] });
    expect(probe.result.query).toMatchObject({ states: ['NY'], category: ['ETHICS'] });
    expect(probe.result.isFiltered).toBe(true);

    act(() => {
      probe.result.setFilters({ category: ['ETHICS', 'ELIMINATION_OF_BIAS'] });
    });
    expect(probe.search).toBe('?states=NY&category=ETHICS&category=ELIMINATION_OF_BIAS');

    act(() => {
      probe.result.setFilters({ states: [] });
    });
    expect(probe.search).toBe('?category=ETHICS&category=ELIMINATION_OF_BIAS');
    expect(probe.result.isFiltered).toBe(true);

    act(() => {
      probe.result.clearFilters();
    });
    expect(probe.search).toBe('');
    expect(probe.result.filters.category).toEqual([]);
    expect(probe.result.isFiltered).toBe(false);
  });

  it('changes pages without touching the filters, and clears filters but keeps the sort', () => {
    const probe = renderFilters('/dashboard/courses?q=tax&sort=newest');
    act(() => {
      probe.result.setPage(2);
    });
    expect(probe.search).toBe('?q=tax&sort=newest&currentPage=2');
    expect(probe.result.searchForPage(5)).toBe('?q=tax&sort=newest&currentPage=5');

    act(() => {
      probe.result.clearFilters();
    });
    expect(probe.search).toBe('?sort=newest');
    expect(probe.result.isFiltered).toBe(false);
  });
});
