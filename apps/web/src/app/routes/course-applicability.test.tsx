import type { AdmissionApplicability } from '@counsel/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useUserStore } from '../../stores/user-store';
import { stubApi, type StubResponse } from '../testing/api-stub';
import {
  applicabilityPath,
  applicabilityRoute,
  coNotCovered,
  nyCounts,
  txCapReached,
} from '../testing/applicability-stub';
import { makeCourseDetail } from '../testing/course-fixtures';
import { enrollmentStates } from '../testing/enrollment-fixtures';
import { lastCallTo, stubIdentity } from '../testing/identity-stub';
import { renderApp } from '../testing/render-app';

const COURSE_PAGE = '/dashboard/courses/ethics-of-generative-ai';
const SECTION = 'Will this count for me?';

const findSection = async () => within(await screen.findByRole('region', { name: SECTION }));

/** A signed-in lawyer on the course page; `applicability` answers GET …/applicability (the admissions by default). */
function stubLawyer(applicability?: AdmissionApplicability[] | (() => StubResponse)) {
  const course = makeCourseDetail();
  const api = stubIdentity({
    role: 'user',
    routes: {
      [`/api/courses/${course.slug}`]: { body: course },
      [`/api/courses/${course.id}/is-enrolled`]: { body: enrollmentStates.canEnroll },
      ...(typeof applicability === 'function'
        ? { [applicabilityPath(course.id)]: applicability }
        : applicabilityRoute(course.id, applicability)),
    },
  });
  return { ...api, course };
}

afterEach(() => {
  vi.unstubAllGlobals();
  useUserStore.getState().reset();
});

describe('Course page › Will this count for me?', { timeout: 20_000 }, () => {
  it('says per admission whether the course counts, with each credit line, and where to add missing details', async () => {
    const api = stubLawyer();
    renderApp(COURSE_PAGE);
    const section = await findSection();

    const ny = within(
      (await section.findByRole('heading', { level: 3, name: 'New York (NY)' })).closest('li') as HTMLElement,
    );
    expect(ny.getByText('Counts')).toBeTruthy();
    expect(ny.getByText('Counts for 1.8 hours in New York this reporting period.')).toBeTruthy();
    expect(ny.getByText('Counts as 1.8 hours toward your total in New York.')).toBeTruthy();
    expect(ny.getByText(/General · 1\.8 hours/).textContent).toBe('General · 1.8 hours →, 1.8 counted');
    expect(ny.queryByRole('link', { name: /Settings/ })).toBeNull();

    const ca = within(
      section.getByRole('heading', { level: 3, name: 'California (CA)' }).closest('li') as HTMLElement,
    );
    expect(ca.getByText('Needs details')).toBeTruthy();
    expect(
      ca.getByText('Add your admission date to your California admission to see how this course counts.'),
    ).toBeTruthy();
    expect(
      ca.getByRole('link', { name: 'Add the details in Settings: California' }).getAttribute('href'),
    ).toBe('/dashboard/settings#jurisdictions');

    const co = within(
      section.getByRole('heading', { level: 3, name: 'Colorado (CO)' }).closest('li') as HTMLElement,
    );
    expect(co.getByText('Not tracked')).toBeTruthy();
    expect(co.getByText(coNotCovered.message)).toBeTruthy();

    expect(
      section.getByRole('link', { name: 'See where you stand on the Compliance page' }).getAttribute('href'),
    ).toBe('/dashboard/compliance');
    // Asked with the lawyer's bearer token, by the course's id.
    const headers = lastCallTo(api.fetchMock, applicabilityPath(api.course.id))?.headers as
      Record<string, string> | undefined;
    expect(headers?.Authorization).toMatch(/^Bearer /);
  });

  it('says when nothing counts, with the rule’s reason', async () => {
    stubLawyer([txCapReached]);
    renderApp(COURSE_PAGE);
    const section = await findSection();
    const tx = within(
      (await section.findByRole('heading', { level: 3, name: 'Texas (TX)' })).closest('li') as HTMLElement,
    );
    expect(tx.getByText('Does not count')).toBeTruthy();
    expect(tx.getAllByText(txCapReached.message)).toHaveLength(2);
    expect(tx.getByText(/Ethics · 1\.5 hours/).textContent).toBe('Ethics · 1.5 hours →, 0.0 counted');
  });

  it('prompts a lawyer without admissions to add one in Settings', async () => {
    stubLawyer([]);
    renderApp(COURSE_PAGE);
    const section = await findSection();
    expect(
      await section.findByText(/Add the jurisdictions you are admitted in to see how this course counts/),
    ).toBeTruthy();
    expect(section.getByRole('link', { name: 'Add an admission in Settings' }).getAttribute('href')).toBe(
      '/dashboard/settings#jurisdictions',
    );
    expect(section.queryByRole('link', { name: /Compliance page/ })).toBeNull();
  });

  it('says when the answer could not be loaded, and retries', async () => {
    let answer: StubResponse = {
      status: 503,
      body: { error: { code: 'SERVICE_UNAVAILABLE', message: 'The tracker is resting.' } },
    };
    const api = stubLawyer(() => answer);
    const user = userEvent.setup();
    renderApp(COURSE_PAGE);
    const section = await findSection();
    expect(
      await section.findByText('We could not check how this course counts for you: The tracker is resting.'),
    ).toBeTruthy();
    answer = { body: { courseId: api.course.id, items: [nyCounts] } };
    await user.click(section.getByRole('button', { name: 'Retry: Will this count for me?' }));
    expect(await section.findByText(nyCounts.message)).toBeTruthy();
  });

  it('shows a visitor nothing of it, and asks nothing', async () => {
    const api = stubApi(() => ({ body: makeCourseDetail() }));
    renderApp(COURSE_PAGE);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ethics of Generative AI' })).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Credit by jurisdiction' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: SECTION })).toBeNull();
    expect(screen.queryByText(SECTION)).toBeNull();
    expect(api.calls().some((call) => call.endsWith('/applicability'))).toBe(false);
  });
});
