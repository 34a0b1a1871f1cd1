import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useUserStore } from '../../stores/user-store';
import type { StubResponse } from '../testing/api-stub';
import { formatSessionDateTime } from '../../lib/format-date';
import { makeEnrollment } from '../testing/enrollment-fixtures';
import { makeLiveRegistration, makeLiveSession, minutesFromNow } from '../testing/live-fixtures';
import { stubIdentity } from '../testing/identity-stub';
import { renderApp } from '../testing/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
  useUserStore.getState().reset();
});

const LEARNING = '/dashboard/learning';

function stubEnrolled(
  answer: StubResponse | (() => StubResponse | Promise<StubResponse>),
  live: StubResponse = { body: { items: [] } },
) {
  return stubIdentity({
    role: 'user',
    routes: {
      '/api/courses/enrolled': typeof answer === 'function' ? answer : () => answer,
      '/api/live/registrations': live,
    },
  });
}

const section = (name: string) => within(screen.getByRole('region', { name }));

describe('My Learning', { timeout: 20_000 }, () => {
  it('sorts enrollments into In progress, Enrolled and Completed, with progress and the way back in', async () => {
    stubEnrolled({
      body: {
        items: [
          makeEnrollment({
            course: { slug: 'not-started', title: 'Contracts in Practice', durationMinutes: 60 },
          }),
          makeEnrollment({
            course: { slug: 'half-way', title: 'Ethics of Generative AI', format: 'ON_DEMAND' },
            startedAt: '2026-02-02T10:00:00.000Z',
            lastVisitedAt: '2026-02-03T10:00:00.000Z',
            progressPercent: 40,
            resumePositionSeconds: 2160,
          }),
        ],
      },
    });
    renderApp(LEARNING);
    expect(await screen.findByRole('heading', { level: 1, name: 'My Learning' })).toBeTruthy();
    await screen.findByRole('heading', { level: 2, name: 'In progress' });

    // Headings in order: h1, then a h2 per section, a h3 per course or empty state.
    const headings = screen
      .getAllByRole('heading')
      .filter((heading) => heading.closest('main'))
      .map((heading) => `${heading.tagName} ${heading.textContent}`);
    expect(headings).toEqual([
      'H1 My Learning',
      'H2 Upcoming live',
      'H2 In progress',
      'H3 Ethics of Generative AI',
      'H2 Enrolled',
      'H3 Contracts in Practice',
      'H2 Completed',
      'H3 No completed courses yet',
    ]);

    const inProgress = section('In progress');
    expect(inProgress.getByRole('progressbar', { name: '40% watched' }).getAttribute('aria-valuenow')).toBe(
      '40',
    );
    expect(inProgress.getByText('On demand')).toBeTruthy();
    expect(inProgress.getByText('1 h 30 min')).toBeTruthy();
    expect(inProgress.getByText('Enrolled')).toBeTruthy();
    // Resume opens the player at the second the lawyer stopped.
    expect(
      inProgress.getByRole('link', { name: 'Resume: Ethics of Generative AI' }).getAttribute('href'),
    ).toBe('/dashboard/courses/half-way/watch?t=2160');
    expect(inProgress.getByRole('link', { name: 'Ethics of Generative AI' }).getAttribute('href')).toBe(
      '/dashboard/courses/half-way',
    );

    const enrolled = section('Enrolled');
    expect(enrolled.getByRole('progressbar', { name: '0% watched' })).toBeTruthy();
    expect(enrolled.getByText('1 h')).toBeTruthy();
    expect(enrolled.getByRole('link', { name: 'Start: Contracts in Practice' }).getAttribute('href')).toBe(
      '/dashboard/courses/not-started/watch',
    );

    const completed = section('Completed');
    expect(completed.getByRole('link', { name: 'Browse courses' }).getAttribute('href')).toBe(
      '/dashboard/courses',
    );
  });

  it("sends a live course's Resume to its page, which has no player", async () => {
    stubEnrolled({
      body: {
        items: [
          makeEnrollment({
            course: { slug: 'live-one', title: 'Live Ethics Update', format: 'LIVE' },
            startedAt: '2026-02-02T10:00:00.000Z',
            resumePositionSeconds: 0,
          }),
        ],
      },
    });
    renderApp(LEARNING);
    const inProgress = within(await screen.findByRole('region', { name: 'In progress' }));
    expect(inProgress.getByRole('link', { name: 'Resume: Live Ethics Update' }).getAttribute('href')).toBe(
      '/dashboard/courses/live-one',
    );
  });

  it('gives each empty section its own empty state pointing to Browse', async () => {
    stubEnrolled({
      body: {
        items: [
          makeEnrollment({
            course: { slug: 'done', title: 'Finished Course' },
            startedAt: '2026-02-02T10:00:00.000Z',
            progressPercent: 100,
            completedAt: '2026-02-04T10:00:00.000Z',
          }),
        ],
      },
    });
    renderApp(LEARNING);
    await screen.findByRole('heading', { level: 2, name: 'Completed' });
    expect(
      section('In progress').getByRole('heading', { level: 3, name: 'Nothing in progress' }),
    ).toBeTruthy();
    expect(
      section('Enrolled').getByRole('heading', { level: 3, name: 'No courses waiting to start' }),
    ).toBeTruthy();
    for (const name of ['In progress', 'Enrolled']) {
      expect(section(name).getByRole('link', { name: 'Browse courses' }).getAttribute('href')).toBe(
        '/dashboard/courses',
      );
    }
    const completed = section('Completed');
    expect(completed.getByText('Completed', { selector: 'p' })).toBeTruthy();
    expect(completed.getByRole('progressbar', { name: '100% watched' })).toBeTruthy();
    expect(completed.getByRole('link', { name: 'View course: Finished Course' })).toBeTruthy();
  });

  it('says when a membership ended, with a link to renew', async () => {
    stubEnrolled({
      body: {
        items: [
          makeEnrollment({
            course: { slug: 'paused', title: 'Paused Course' },
            status: 'SUBSCRIPTION_EXPIRED',
            startedAt: '2026-02-02T10:00:00.000Z',
            progressPercent: 25,
          }),
        ],
      },
    });
    renderApp(LEARNING);
    const inProgress = within(await screen.findByRole('region', { name: 'In progress' }));
    const badge = inProgress.getByText((_, element) =>
      element?.tagName === 'P' ? element.textContent === 'Membership ended — renew to continue' : false,
    );
    expect(within(badge).getByRole('link', { name: 'renew to continue' }).getAttribute('href')).toBe(
      '/dashboard/choose-your-plan',
    );
    expect(inProgress.getByRole('progressbar', { name: '25% watched' })).toBeTruthy();
  });

  it('shows one empty state, pointing to Browse, when nothing is enrolled', async () => {
    stubEnrolled({ body: { items: [] } });
    renderApp(LEARNING);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'You are not enrolled in any course yet' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse courses' }).getAttribute('href')).toBe(
      '/dashboard/courses',
    );
    expect(screen.queryByRole('region', { name: 'In progress' })).toBeNull();
  });

  it('shows a loading state, then an error with Retry that asks again', async () => {
    let answer: StubResponse = {
      status: 500,
      body: { error: { code: 'INTERNAL', message: 'Something broke.' } },
    };
    let release: () => void = () => undefined;
    const firstAnswer = new Promise<void>((resolve) => {
      release = resolve;
    });
    // The first answer is held back, to see the loading state.
    let firstAsk = true;
    stubEnrolled(async () => {
      if (firstAsk) {
        firstAsk = false;
        await firstAnswer;
      }
      return answer;
    });
    const user = userEvent.setup();
    renderApp(LEARNING);
    expect(await screen.findByText('Loading your courses…')).toBeTruthy();
    release();

    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByRole('heading', { level: 2, name: 'We could not load your courses' }),
    ).toBeTruthy();
    expect(within(alert).getByText('Something broke.')).toBeTruthy();
    answer = { body: { items: [] } };
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'You are not enrolled in any course yet' }),
    ).toBeTruthy();
  });
});

describe('My Learning › Upcoming live', { timeout: 20_000 }, () => {
  it('lists the registrations by start, with the time in the lawyer’s zone, status, Join and Add to calendar', async () => {
    const later = makeLiveRegistration(makeLiveSession({ startsAt: minutesFromNow(3 * 24 * 60 + 30) }), {
      slug: 'later-course',
      title: 'Later Course',
    });
    const live = makeLiveRegistration(makeLiveSession({ startsAt: minutesFromNow(-10) }), {
      slug: 'live-course',
      title: 'Live Course',
    });
    stubEnrolled({ body: { items: [] } }, { body: { items: [later, live] } });
    renderApp(LEARNING);
    const upcoming = within(await screen.findByRole('region', { name: 'Upcoming live' }));
    const rows = await upcoming.findAllByRole('listitem');
    expect(rows.map((row) => within(row).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Live Course',
      'Later Course',
    ]);
    const [first, second] = rows.map((row) => within(row));
    expect(first?.getByRole('link', { name: 'Live Course' }).getAttribute('href')).toBe(
      '/dashboard/courses/live-course',
    );
    expect(first?.getByText('Live now')).toBeTruthy();
    expect(first?.getByRole('button', { name: 'Join live session: Live Course' })).toBeTruthy();
    expect(first?.getByRole('button', { name: 'Add to calendar: Live Course' })).toBeTruthy();
    expect(second?.getByText(formatSessionDateTime(later.session.startsAt))).toBeTruthy();
    expect(second?.getByText('Upcoming')).toBeTruthy();
    expect(second?.getByText('Starts in 3 days')).toBeTruthy();
    // Join only inside the window.
    expect(second?.queryByRole('button', { name: /^Join/ })).toBeNull();
  });

  it('points to live courses on Browse when there is no registration', async () => {
    stubEnrolled({ body: { items: [] } });
    renderApp(LEARNING);
    const upcoming = within(await screen.findByRole('region', { name: 'Upcoming live' }));
    expect(await upcoming.findByText(/You are not registered for any live session/)).toBeTruthy();
    expect(upcoming.getByRole('link', { name: 'Browse live courses' }).getAttribute('href')).toBe(
      '/dashboard/courses?format=LIVE&sort=start-date',
    );
  });
});
