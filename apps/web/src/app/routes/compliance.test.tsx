import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseCourseFilters } from '../../features/courses/hooks/use-course-filters';
import { useUserStore } from '../../stores/user-store';
import {
  ADMISSION_IDS,
  californiaNeedsDetails,
  coloradoNotCovered,
  englandNoHours,
  newYorkPreviousPeriod,
  stubCompliance,
  trackedNewYork,
} from '../testing/compliance-stub';
import { renderApp } from '../testing/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
  useUserStore.getState().reset();
});

const COMPLIANCE = '/dashboard/compliance';

const card = async (name: string) => within(await screen.findByRole('article', { name }));

describe('Compliance page', { timeout: 20_000 }, () => {
  it('shows a tracked admission: period, deadline, status, ring, bars, gaps, warnings, credits, the rule', async () => {
    stubCompliance({ overview: [trackedNewYork()] });
    renderApp(COMPLIANCE);
    expect(await screen.findByRole('heading', { level: 1, name: 'Compliance' })).toBeTruthy();
    await waitFor(() => {
      expect(document.title).toBe('Compliance · Counsel CLE');
    });
    const ny = await card('New York');
    expect(ny.getByText('Bar number 5550101')).toBeTruthy();
    expect(ny.getByText('Current reporting period')).toBeTruthy();
    expect(ny.getByText('August 2, 2024 – August 1, 2026')).toBeTruthy();
    expect(ny.getByText('Deadline September 1, 2026 · 60 days left')).toBeTruthy();
    expect(ny.getByText('In progress')).toBeTruthy();

    // The total as a ring with its words, and what is still needed.
    expect(ny.getByRole('img', { name: '6 of 24 hours' })).toBeTruthy();
    expect(ny.getByText('18 hours still needed')).toBeTruthy();

    // One bar per requirement, with its numbers for assistive technology and on screen.
    const ethics = ny.getByRole('progressbar', { name: 'Ethics and Professionalism' });
    expect(ethics.getAttribute('aria-valuenow')).toBe('2');
    expect(ethics.getAttribute('aria-valuemax')).toBe('4');
    expect(ethics.getAttribute('aria-valuetext')).toBe('2 of 4 hours');
    expect(ny.getByText('2 of 4 h')).toBeTruthy();
    expect(
      ny
        .getByRole('progressbar', { name: 'Diversity, Inclusion and Elimination of Bias' })
        .getAttribute('aria-valuenow'),
    ).toBe('1');

    // Gaps lead to Browse, by category where one matches, by jurisdiction alone where none does.
    const ethicsGap = ny
      .getByRole('link', { name: 'Find courses that fill this gap: Ethics and Professionalism, New York' })
      .getAttribute('href');
    expect(ethicsGap).toBe('/dashboard/courses?type=CLE&states=NY&category=ETHICS');
    expect(parseCourseFilters(new URL(ethicsGap ?? '', 'http://localhost').searchParams)).toMatchObject({
      type: 'CLE',
      states: ['NY'],
      category: ['ETHICS'],
    });
    expect(
      ny
        .getByRole('link', {
          name: 'Find courses that fill this gap: Cybersecurity, Privacy and Data Protection, New York',
        })
        .getAttribute('href'),
    ).toBe('/dashboard/courses?type=CLE&states=NY');
    // A requirement already met has no gap link.
    expect(ny.queryByRole('link', { name: /Diversity, Inclusion/ })).toBeNull();

    // Warnings, the near deadline marked urgent in words.
    const warnings = within(ny.getByRole('list', { name: 'Warnings' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(warnings).toEqual([
      'Urgent: 60 days to the deadline and 18 hours still to earn.',
      'Ethics and Professionalism: 2 hours more needed.',
      'Some points of this rule could not be confirmed from a source: check with your bar.',
    ]);

    expect(ny.getByText('Carried in from the previous period: 1 hour')).toBeTruthy();

    // The credits counted, self-reported and carried-over ones marked.
    const rows = within(ny.getByRole('table', { name: /Credits counted in New York/ }))
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent).join(' | '));
    expect(rows).toEqual([
      'May 20, 2025 | Divorce Mediation Essentials | Ethics | On demand | 2 | 2 | CCLE-2025-AAAA1111',
      'September 14, 2025 | Credit from another providerSelf-reported | Elimination of Bias | Live | 3 | 2 | None',
      'August 2, 2024 | Carried over from the previous periodCarried over | General | On demand | 1 | 1 | None',
    ]);
    expect(ny.getByRole('link', { name: 'Divorce Mediation Essentials' }).getAttribute('href')).toBe(
      '/dashboard/courses/eeeeeeee-0000-4000-8000-000000000001',
    );

    // The rule, its sources, and the points to check with the bar.
    expect(ny.getByText('New York CLE, experienced attorneys')).toBeTruthy();
    expect(ny.getByRole('link', { name: /NY1 · law\.cornell\.edu/ }).getAttribute('href')).toBe(
      'https://www.law.cornell.edu/regulations/new-york/22-NYCRR-1500.22',
    );
    expect(ny.getByText(/Check with your bar: 1 point not confirmed/)).toBeTruthy();
    expect(
      ny.getByText('Cybersecurity, Privacy and Data Protection: whether ethics hours may count twice'),
    ).toBeTruthy();

    // Headings in order.
    const headings = screen
      .getAllByRole('heading')
      .filter((heading) => heading.closest('main'))
      .map((heading) => `${heading.tagName} ${heading.textContent}`);
    expect(headings).toEqual([
      'H1 Compliance',
      'H2 New York',
      'H3 Requirements',
      'H3 Warnings',
      'H3 Credits counted',
      'H2 Credits from other providers',
    ]);
  });

  it('names the details a rule still needs and links to Settings; says what it does not track', async () => {
    stubCompliance({ overview: [californiaNeedsDetails(), coloradoNotCovered()] });
    renderApp(COMPLIANCE);
    const ca = await card('California');
    expect(
      ca.getByText('To track California, we need your admission date and your compliance group.'),
    ).toBeTruthy();
    expect(ca.getByText('Compliance groups: Group 1 (A–G); Group 2 (H–M); Group 3 (N–Z).')).toBeTruthy();
    expect(
      ca.getByRole('link', { name: 'Add the details in Settings: California' }).getAttribute('href'),
    ).toBe('/dashboard/settings#jurisdictions');
    // No periods to move between before the period can be placed.
    expect(ca.queryByRole('button', { name: 'Previous period' })).toBeNull();

    const co = await card('Colorado');
    expect(co.getByText("We do not track Colorado's requirements yet.")).toBeTruthy();
  });

  it('explains a rule with no hours target', async () => {
    stubCompliance({ overview: [englandNoHours()] });
    renderApp(COMPLIANCE);
    const gb = await card('England and Wales');
    expect(gb.getByText('No hours required')).toBeTruthy();
    expect(
      gb.getByText('No hours required: keep a record of your learning and reflect on it each year.'),
    ).toBeTruthy();
    expect(gb.queryByRole('img')).toBeNull();
  });

  it('moves to the previous period (?period=) and back to the current one', async () => {
    const user = userEvent.setup();
    const { calls } = stubCompliance({
      overview: [trackedNewYork()],
      periods: { [ADMISSION_IDS.NY]: { '2022-08-02': newYorkPreviousPeriod() } },
    });
    renderApp(COMPLIANCE);
    const ny = await card('New York');
    expect(ny.getByRole('button', { name: 'Current period' }).getAttribute('aria-disabled')).toBe('true');

    await user.click(ny.getByRole('button', { name: 'Previous period' }));
    expect(await ny.findByText('August 2, 2022 – August 1, 2024')).toBeTruthy();
    expect(calls()).toContain(`/api/compliance/${ADMISSION_IDS.NY}?period=2022-08-02`);
    expect(ny.getByText('Earlier reporting period')).toBeTruthy();
    expect(ny.getByText('Compliant')).toBeTruthy();
    expect(ny.getByRole('img', { name: '25 of 24 hours' })).toBeTruthy();
    expect(ny.getByText('Deadline September 1, 2024 · passed 670 days ago')).toBeTruthy();
    expect(ny.getByText('Carrying over to the next period: 1 hour')).toBeTruthy();
    expect(ny.getByRole('status').textContent).toBe(
      'Earlier reporting period: August 2, 2022 – August 1, 2024',
    );
    // The first period the rule covers: nothing before it, and the button stays where focus is.
    const previous = ny.getByRole('button', { name: 'Previous period' });
    expect(previous.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(previous);

    await user.click(ny.getByRole('button', { name: 'Current period' }));
    expect(await ny.findByText('August 2, 2024 – August 1, 2026')).toBeTruthy();
    expect(ny.getByText('Current reporting period')).toBeTruthy();
    expect(ny.getByRole('img', { name: '6 of 24 hours' })).toBeTruthy();
  });

  it('says when a period cannot be loaded, and goes back to the current one', async () => {
    const user = userEvent.setup();
    stubCompliance({ overview: [trackedNewYork()], periods: { [ADMISSION_IDS.NY]: {} } });
    renderApp(COMPLIANCE);
    const ny = await card('New York');
    await user.click(ny.getByRole('button', { name: 'Next period' }));
    const alert = await ny.findByRole('alert');
    expect(alert.textContent).toContain('We could not load this reporting period.');
    expect(alert.textContent).toContain('You have no admission with this id.');
    await user.click(ny.getByRole('button', { name: 'Current period' }));
    expect(await ny.findByRole('img', { name: '6 of 24 hours' })).toBeTruthy();
    expect(ny.queryByRole('alert')).toBeNull();
  });

  it('invites a lawyer without admissions to add one in Settings', async () => {
    stubCompliance({ overview: [] });
    renderApp(COMPLIANCE);
    expect(await screen.findByRole('heading', { level: 2, name: 'No admissions yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add an admission in Settings' }).getAttribute('href')).toBe(
      '/dashboard/settings#jurisdictions',
    );
  });

  it('says when the overview cannot be loaded, and retries', async () => {
    const user = userEvent.setup();
    let fail = true;
    stubCompliance({
      routes: {
        '/api/compliance': () =>
          fail
            ? { status: 500, body: { error: { code: 'INTERNAL', message: 'Something went wrong' } } }
            : { body: { asOf: '2026-07-03', items: [] } },
      },
    });
    renderApp(COMPLIANCE);
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByRole('heading', { level: 2, name: 'We could not load your compliance' }),
    ).toBeTruthy();
    expect(alert.textContent).toContain('Something went wrong.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'No admissions yet' })).toBeTruthy();
  });

  it('shows a loading state until the overview arrives', async () => {
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    stubCompliance({
      routes: {
        '/api/compliance': async () => {
          await answered;
          return { body: { asOf: '2026-07-03', items: [trackedNewYork()] } };
        },
      },
    });
    renderApp(COMPLIANCE);
    expect(await screen.findByText('Loading your compliance…')).toBeTruthy();
    release();
    expect(await screen.findByRole('article', { name: 'New York' })).toBeTruthy();
    expect(screen.queryByText('Loading your compliance…')).toBeNull();
  });
});
