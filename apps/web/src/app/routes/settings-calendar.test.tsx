import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useUserStore } from '../../stores/user-store';
import { urlOf } from '../testing/identity-stub';
import { stubLawyerProfile } from '../testing/lawyer-profile-stub';
import { stubMatchMedia } from '../testing/match-media-stub';
import { renderApp } from '../testing/render-app';

const FEED = '/api/live/calendar-feed';
const FEED_URL = 'https://cle.example/api/live/calendar-feed/abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG.ics';

beforeEach(() => {
  useUserStore.setState(useUserStore.getInitialState());
  stubMatchMedia();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function stubFeed(active: boolean) {
  return stubLawyerProfile({
    answers: {
      [`GET ${FEED}`]: { body: { active, url: null } },
      [`POST ${FEED}`]: { status: 201, body: { active: true, url: FEED_URL } },
      [`DELETE ${FEED}`]: { body: { active: false, url: null } },
    },
  });
}

function methodsTo(fetchMock: ReturnType<typeof stubFeed>['fetchMock'], path: string) {
  return fetchMock.mock.calls
    .filter(([input]) => new URL(urlOf(input), 'http://localhost').pathname === path)
    .map(([, init]) => init?.method ?? 'GET');
}

const calendar = async () => within(await screen.findByRole('region', { name: 'Calendar' }));

describe('Settings › Calendar', { timeout: 30_000 }, () => {
  it('creates the private address, shows it once with Copy, and turns it off after confirming', async () => {
    const api = stubFeed(false);
    const user = userEvent.setup();
    renderApp('/dashboard/settings');
    const section = await calendar();
    expect(await section.findByText('You have no calendar address.')).toBeTruthy();
    await user.click(section.getByRole('button', { name: 'Create calendar address' }));

    const field = await section.findByLabelText<HTMLInputElement>('Your calendar address');
    expect(field.value).toBe(FEED_URL);
    expect(field.readOnly).toBe(true);
    expect(section.getByText(/This address is shown only now/)).toBeTruthy();
    await user.click(section.getByRole('button', { name: 'Copy the calendar address' }));
    // user-event's clipboard stands in for the browser's.
    expect(await navigator.clipboard.readText()).toBe(FEED_URL);
    expect(await screen.findByText('The address is copied.')).toBeTruthy();

    await user.click(section.getByRole('button', { name: 'Turn off' }));
    const dialog = within(
      await screen.findByRole('alertdialog', { name: 'Turn off your calendar address?' }),
    );
    await user.click(dialog.getByRole('button', { name: 'Turn off' }));
    expect(await section.findByText('You have no calendar address.')).toBeTruthy();
    expect(section.queryByLabelText('Your calendar address')).toBeNull();
    expect(methodsTo(api.fetchMock, FEED)).toEqual(['GET', 'POST', 'DELETE']);
  });

  it('replaces an active address after saying the old one stops working', async () => {
    const api = stubFeed(true);
    const user = userEvent.setup();
    renderApp('/dashboard/settings');
    const section = await calendar();
    expect(await section.findByText('Your calendar address is on.')).toBeTruthy();
    // The address is never shown again after it was made.
    expect(section.queryByLabelText('Your calendar address')).toBeNull();
    await user.click(section.getByRole('button', { name: 'Replace address' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Replace your calendar address?' }));
    expect(dialog.getByText(/The current one stops working/)).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Replace address' }));
    expect((await section.findByLabelText<HTMLInputElement>('Your calendar address')).value).toBe(FEED_URL);
    await waitFor(() => expect(methodsTo(api.fetchMock, FEED)).toEqual(['GET', 'POST']));
  });
});
