import type { CourseSummary } from '@counsel/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../testing/api-stub';
import {
  applicabilityPath,
  applicabilityRoute,
  caNeedsDetails,
  nyCounts,
} from '../testing/applicability-stub';
import { stubIdentity } from '../testing/identity-stub';
import {
  makeCourseList,
  makeCourseSummary,
  makeJurisdiction,
  makePracticeArea,
} from '../testing/course-fixtures';
import { renderApp } from '../testing/render-app';

const courses = [
  makeCourseSummary({ slug: 'divorce-basics', title: 'Divorce Basics' }),
  makeCourseSummary({
    slug: 'live-ethics-hour',
    title: 'Live Ethics Hour',
    format: 'LIVE',
    liveStartsAt: '2099-03-05T15:00:00.000Z',
  }),
];

function stubBrowse(list = makeCourseList(courses, 30, 2)) {
  return stubApi((url) => {
    if (url.pathname === '/api/courses') return { body: list };
    if (url.pathname === '/api/catalog/jurisdictions')
      return { body: { items: [makeJurisdiction('NY', 'New York')] } };
    if (url.pathname === '/api/catalog/practice-areas')
      return { body: { items: [makePracticeArea('family', 'Family')] } };
    return { status: 404, body: { error: { code: 'NOT_FOUND', message: 'Not found.' } } };
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Browse', { timeout: 20_000 }, () => {
  it('lists the courses with their count and pages, asking the API for the filters in the URL', async () => {
    const api = stubBrowse();
    renderApp('/dashboard/courses?type=CLE&states=NY&states=CA&q=divorce&currentPage=2&bogus=x');

    expect(await screen.findByRole('heading', { level: 2, name: '30 courses' })).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Divorce Basics' });
    expect(link.getAttribute('href')).toBe('/dashboard/courses/divorce-basics');
    expect(screen.getByText('Live Ethics Hour')).toBeTruthy();

    expect(api.calls()).toContain(
      '/api/courses?type=CLE&currentPage=2&states=NY&states=CA&q=divorce&sort=title',
    );
    const pagination = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pagination).getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(within(pagination).getByRole('link', { name: 'Page 1' }).getAttribute('aria-current')).toBeNull();
    expect(within(pagination).getByRole('link', { name: 'Page 3' }).getAttribute('href')).toBe(
      '/dashboard/courses?type=CLE&states=NY&states=CA&q=divorce&currentPage=3',
    );
    expect(screen.getByRole('searchbox', { name: 'Search courses' })).toHaveProperty('value', 'divorce');
  });

  it('loads the first row of thumbnails at once with high priority and the rest lazily', async () => {
    // The first card's thumbnail is Browse's largest paint: lazy loading would hold it until after layout.
    const list = makeCourseList(
      ['a', 'b', 'c', 'd', 'e'].map((letter) =>
        makeCourseSummary({ slug: `course-${letter}`, title: `Course ${letter.toUpperCase()}` }),
      ),
      5,
      1,
    );
    stubBrowse(list);
    renderApp('/dashboard/courses');
    await screen.findByRole('heading', { level: 2, name: '5 courses' });
    const thumbnails = [...document.querySelectorAll('article img')];
    expect(thumbnails.map((img) => [img.getAttribute('loading'), img.getAttribute('fetchpriority')])).toEqual(
      [
        ['eager', 'high'],
        ['eager', 'high'],
        ['eager', 'high'],
        ['lazy', null],
        ['lazy', null],
      ],
    );
  });

  it('searches 300 ms after typing stops and starts again at page 1', async () => {
    const user = userEvent.setup();
    const api = stubBrowse();
    const { router } = renderApp('/dashboard/courses?currentPage=2');
    await screen.findByRole('heading', { level: 2, name: '30 courses' });

    await user.type(screen.getByRole('searchbox', { name: 'Search courses' }), 'tax law');
    await waitFor(() => {
      expect(router.state.location.search).toBe('?q=tax+law');
    });
    await waitFor(() => {
      expect(api.calls()).toContain('/api/courses?currentPage=1&q=tax+law&sort=title');
    });
    // Typing one letter at a time did not search for every prefix.
    expect(api.calls().filter((call) => call.includes('q=t&') || call.includes('q=ta&'))).toEqual([]);
  });

  it('searches at once on Enter', async () => {
    const user = userEvent.setup();
    stubBrowse();
    const { router } = renderApp('/dashboard/courses');
    await screen.findByRole('heading', { level: 2, name: '30 courses' });
    await user.type(screen.getByRole('searchbox', { name: 'Search courses' }), 'ethics{Enter}');
    expect(router.state.location.search).toBe('?q=ethics');
  });

  it('shows an empty state whose button clears the filters', async () => {
    const user = userEvent.setup();
    stubBrowse(makeCourseList([], 0));
    const { router } = renderApp('/dashboard/courses?format=LIVE&sort=newest');
    expect(await screen.findByText('No courses match these filters')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(router.state.location.search).toBe('?sort=newest');
  });

  it('shows an error with Retry when the list cannot load', async () => {
    const user = userEvent.setup();
    let fail = true;
    stubApi((url) => {
      if (url.pathname === '/api/courses' && fail) {
        return {
          status: 503,
          body: { error: { code: 'SERVICE_UNAVAILABLE', message: 'The catalog is resting.' } },
        };
      }
      if (url.pathname === '/api/courses') return { body: makeCourseList(courses) };
      return { body: { items: [] } };
    });
    renderApp('/dashboard/courses');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We could not load the courses.');
    expect(alert.textContent).toContain('The catalog is resting.');

    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 2, name: '2 courses' })).toBeTruthy();
  });

  describe("a signed-in lawyer's jurisdictions", () => {
    function stubSignedInBrowse() {
      const admission = {
        id: '22222222-2222-4222-8222-222222222222',
        jurisdiction: makeJurisdiction('NY', 'New York'),
        barNumber: '1234567',
        admittedOn: null,
        birthDate: '1980-04-02',
        birthMonth: null,
        complianceGroup: null,
        cycleEndsOn: null,
      };
      return stubIdentity({
        role: 'guest',
        routes: {
          '/api/courses': { body: makeCourseList(courses, 30, 2) },
          '/api/jurisdiction': { body: { items: [admission] } },
          '/api/catalog/jurisdictions': { body: { items: [makeJurisdiction('NY', 'New York')] } },
          '/api/catalog/practice-areas': { body: { items: [makePracticeArea('family', 'Family')] } },
        },
      });
    }

    it('become the default jurisdiction filter, which the lawyer can clear for good', async () => {
      const api = stubSignedInBrowse();
      const user = userEvent.setup();
      const { router } = renderApp('/dashboard/courses');
      await waitFor(() => {
        expect(router.state.location.search).toBe('?states=NY');
      });
      await waitFor(() => {
        expect(api.calls()).toContain('/api/courses?currentPage=1&states=NY&sort=title');
      });

      await user.click(await screen.findByRole('button', { name: 'Clear filters' }));
      await waitFor(() => {
        expect(router.state.location.search).toBe('');
      });
      await screen.findByRole('heading', { level: 2, name: '30 courses' });
      expect(router.state.location.search).toBe('');
    });

    it('do not replace filters already in the URL', async () => {
      stubSignedInBrowse();
      const { router } = renderApp('/dashboard/courses?type=CLE');
      await screen.findByRole('heading', { level: 2, name: '30 courses' });
      expect(router.state.location.search).toBe('?type=CLE');
    });
  });

  describe('Will this count for me? on a card', () => {
    const [divorce, live] = courses as [CourseSummary, CourseSummary];

    function stubLawyerBrowse() {
      return stubIdentity({
        role: 'user',
        routes: {
          '/api/courses': { body: makeCourseList(courses, 30, 2) },
          '/api/jurisdiction': { body: { items: [] } },
          '/api/catalog/jurisdictions': { body: { items: [makeJurisdiction('NY', 'New York')] } },
          '/api/catalog/practice-areas': { body: { items: [makePracticeArea('family', 'Family')] } },
          ...applicabilityRoute(divorce.id, [nyCounts, caNeedsDetails]),
          ...applicabilityRoute(live.id, [nyCounts]),
        },
      });
    }

    const applicabilityCalls = (calls: string[]) => calls.filter((call) => call.endsWith('/applicability'));

    it('asks for a course only once its disclosure is opened, and shows one line per admission', async () => {
      const api = stubLawyerBrowse();
      const user = userEvent.setup();
      renderApp('/dashboard/courses?type=CLE');
      const button = await screen.findByRole('button', { name: 'Will this count for me? (Divorce Basics)' });
      expect(screen.getByRole('button', { name: 'Will this count for me? (Live Ethics Hour)' })).toBeTruthy();
      // The button sits beside the card's link, not inside it.
      expect(screen.getByRole('link', { name: 'Divorce Basics' }).contains(button)).toBe(false);
      expect(button.getAttribute('aria-expanded')).toBe('false');
      // A page of cards asks nothing on load.
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(applicabilityCalls(api.calls())).toEqual([]);

      await user.click(button);
      expect(button.getAttribute('aria-expanded')).toBe('true');
      const panel = within(
        document.getElementById(button.getAttribute('aria-controls') ?? '') as HTMLElement,
      );
      expect((await panel.findByText(nyCounts.message)).closest('li')?.textContent).toBe(
        `New York: ${nyCounts.message}`,
      );
      expect(panel.getByText(caNeedsDetails.message).closest('li')?.textContent).toBe(
        `California: ${caNeedsDetails.message}`,
      );
      expect(panel.getByRole('link', { name: 'Add the details in Settings' }).getAttribute('href')).toBe(
        '/dashboard/settings#jurisdictions',
      );
      expect(applicabilityCalls(api.calls())).toEqual([applicabilityPath(divorce.id)]);

      await user.click(button);
      expect(button.getAttribute('aria-expanded')).toBe('false');
      expect(screen.queryByText(caNeedsDetails.message)).toBeNull();
    });

    it('is not offered to a visitor', async () => {
      stubBrowse();
      renderApp('/dashboard/courses');
      await screen.findByRole('heading', { level: 2, name: '30 courses' });
      expect(screen.queryByRole('button', { name: /Will this count for me/ })).toBeNull();
    });
  });
});
