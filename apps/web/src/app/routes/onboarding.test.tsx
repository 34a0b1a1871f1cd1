import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useUserStore } from '../../stores/user-store';
import { lastBodyTo } from '../testing/identity-stub';
import { admissionIn, stubLawyerProfile } from '../testing/lawyer-profile-stub';
import { stubMatchMedia } from '../testing/match-media-stub';
import { renderApp } from '../testing/render-app';

beforeEach(() => {
  useUserStore.setState({ ...useUserStore.getInitialState(), isFirstTimeUser: true });
  stubMatchMedia();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('First-time set-up', { timeout: 30_000 }, () => {
  it('starts with the jurisdictions step and its add form', async () => {
    stubLawyerProfile();
    renderApp('/dashboard/onboarding');
    expect(await screen.findByRole('heading', { level: 2, name: 'Where are you admitted?' })).toBeTruthy();
    expect(screen.getByText('Step 1 of 2')).toBeTruthy();
    expect(screen.getByRole('listitem', { current: 'step' }).textContent).toBe('Jurisdictions');
    expect(await screen.findByRole('combobox', { name: 'Jurisdiction' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeTruthy();
  });

  it('asks for a jurisdiction before going on, or to skip', async () => {
    const api = stubLawyerProfile();
    const user = userEvent.setup();
    renderApp('/dashboard/onboarding');
    await screen.findByRole('combobox', { name: 'Jurisdiction' });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Add at least one jurisdiction, or choose “Skip for now”.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Where are you admitted?' })).toBeTruthy();
    expect(api.calls()).not.toContain('POST /api/jurisdiction');
  });

  it('"Skip for now" clears the first-time flag and goes to Browse', async () => {
    stubLawyerProfile();
    const user = userEvent.setup();
    const { router } = renderApp('/dashboard/onboarding');
    await user.click(await screen.findByRole('button', { name: 'Skip for now' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/courses'));
    expect(useUserStore.getState().isFirstTimeUser).toBe(false);
  });

  it('"Skip for now" goes on to the course chosen before, and forgets it', async () => {
    useUserStore.setState({ intendedCourseId: 'course-42' });
    stubLawyerProfile();
    const user = userEvent.setup();
    const { router } = renderApp('/dashboard/onboarding');
    await user.click(await screen.findByRole('button', { name: 'Skip for now' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/courses/course-42'));
    expect(useUserStore.getState()).toMatchObject({ isFirstTimeUser: false, intendedCourseId: null });
  });

  it('"Skip for now" goes on to the plan chosen before signing up, keeping it for checkout', async () => {
    useUserStore.setState({ intendedCourseId: 'course-42' });
    useUserStore
      .getState()
      .setIntendedPlan({ priceId: 'individual-annual', productId: 'individual', seats: 1 });
    stubLawyerProfile();
    const user = userEvent.setup();
    const { router } = renderApp('/dashboard/onboarding');
    await user.click(await screen.findByRole('button', { name: 'Skip for now' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/choose-your-plan'));
    expect(useUserStore.getState()).toMatchObject({
      isFirstTimeUser: false,
      intendedPriceId: 'individual-annual',
      intendedProductId: 'individual',
      intendedSeats: 1,
      // The course waits for later: the plan comes first.
      intendedCourseId: 'course-42',
    });
  });

  it('"Finish" saves the practice areas, then leaves with the flag cleared', async () => {
    const api = stubLawyerProfile({ admissions: [admissionIn('NY')], selectedPracticeAreas: ['tax'] });
    const user = userEvent.setup();
    const { router } = renderApp('/dashboard/onboarding');
    expect(await screen.findByText('New York')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    const heading = await screen.findByRole('heading', {
      level: 2,
      name: 'Which practice areas interest you?',
    });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByText('Step 2 of 2')).toBeTruthy();
    await user.click(await screen.findByLabelText('Family Law'));
    await user.click(screen.getByRole('button', { name: 'Finish' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/courses'));
    expect(lastBodyTo(api.fetchMock, '/api/practice-area')).toEqual({
      selectedPracticeAreas: ['tax', 'family-law'],
    });
    expect(useUserStore.getState().isFirstTimeUser).toBe(false);
  });

  it('goes back from practice areas to jurisdictions', async () => {
    stubLawyerProfile({ admissions: [admissionIn('TX')] });
    const user = userEvent.setup();
    renderApp('/dashboard/onboarding');
    await screen.findByText('Texas');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    const heading = await screen.findByRole('heading', { level: 2, name: 'Where are you admitted?' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });
});
