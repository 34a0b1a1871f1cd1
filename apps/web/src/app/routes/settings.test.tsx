import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useUserStore } from '../../stores/user-store';
import { testUser, urlOf } from '../testing/identity-stub';
import { admissionIn, stubLawyerProfile } from '../testing/lawyer-profile-stub';
import { stubMatchMedia } from '../testing/match-media-stub';
import { renderApp } from '../testing/render-app';

beforeEach(() => {
  useUserStore.setState(useUserStore.getInitialState());
  stubMatchMedia();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

type FetchMock = ReturnType<typeof stubLawyerProfile>['fetchMock'];

/** The JSON body of the last `method` call to exactly `path`. */
function bodyOf(fetchMock: FetchMock, method: string, path: string): unknown {
  const call = fetchMock.mock.calls
    .filter(([input]) => new URL(urlOf(input), 'http://localhost').pathname === path)
    .filter(([, init]) => (init?.method ?? 'GET') === method)
    .at(-1);
  const body = call?.[1]?.body;
  return typeof body === 'string' ? (JSON.parse(body) as unknown) : undefined;
}

describe('Settings', { timeout: 30_000 }, () => {
  it('saves the trimmed full name, shows it in the account menu at once and says so', async () => {
    let name = testUser.name;
    const api = stubLawyerProfile({
      routes: {
        '/api/identity/get-session': () => ({
          body: { session: { id: 's1', userId: testUser.id }, user: { ...testUser, name } },
        }),
        '/api/user/change-name': () => {
          name = 'Ada King';
          return { body: { ...testUser, name } };
        },
      },
    });
    const user = userEvent.setup();
    renderApp('/dashboard/settings');
    const field = await screen.findByLabelText('Full name');
    expect((field as HTMLInputElement).value).toBe('Ada Lovelace');
    await user.clear(field);
    await user.type(field, '  Ada King  ');
    await user.click(screen.getByRole('button', { name: 'Save name' }));

    expect(await screen.findByText('Your name is saved.')).toBeTruthy();
    expect(bodyOf(api.fetchMock, 'POST', '/api/user/change-name')).toEqual({ fullName: 'Ada King' });
    expect(await screen.findByRole('button', { name: 'Ada King' })).toBeTruthy();
  });

  it('says what is wrong with a name that is too short, without calling the API', async () => {
    const api = stubLawyerProfile();
    const user = userEvent.setup();
    renderApp('/dashboard/settings');
    const field = await screen.findByLabelText('Full name');
    await user.clear(field);
    await user.type(field, ' A ');
    await user.click(screen.getByRole('button', { name: 'Save name' }));

    expect(await screen.findByText('Enter your full name')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toBe('settings-full-name-error');
    expect(api.calls()).not.toContain('POST /api/user/change-name');
  });

  it('blocks a password change while the new passwords differ', async () => {
    const api = stubLawyerProfile();
    const user = userEvent.setup();
    renderApp('/dashboard/settings');
    await user.type(await screen.findByLabelText('Current password'), 'old-secret-words');
    await user.type(screen.getByLabelText('New password'), 'new-secret-words');
    await user.type(screen.getByLabelText('Repeat the new password'), 'new-secret-wordz');
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    const repeat = screen.getByLabelText('Repeat the new password');
    expect(await screen.findByText('The new passwords do not match.')).toBeTruthy();
    expect(repeat.getAttribute('aria-describedby')).toBe('settings-repeat-password-error');
    expect(api.calls()).not.toContain('POST /api/identity/change-password');
  });

  it('changes the password, and says clearly when the current one is wrong', async () => {
    let wrong = true;
    const api = stubLawyerProfile({
      routes: {
        '/api/identity/change-password': () =>
          wrong
            ? { status: 400, body: { error: { code: 'INVALID_PASSWORD', message: 'Invalid password' } } }
            : { body: { token: null, user: testUser } },
      },
    });
    const user = userEvent.setup();
    renderApp('/dashboard/settings');
    const current = await screen.findByLabelText('Current password');
    await user.type(current, 'not-my-password');
    await user.type(screen.getByLabelText('New password'), 'new-secret-words');
    await user.type(screen.getByLabelText('Repeat the new password'), 'new-secret-words');
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    expect(await screen.findByText('Your current password is not right.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(current));

    wrong = false;
    await user.clear(current);
    await user.type(current, 'old-secret-words');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your password is changed.')).toBeTruthy();
    expect(bodyOf(api.fetchMock, 'POST', '/api/identity/change-password')).toEqual({
      currentPassword: 'old-secret-words',
      newPassword: 'new-secret-words',
      revokeOtherSessions: true,
    });
  });

  it('adds a jurisdiction, asking New York for the birth date', async () => {
    const api = stubLawyerProfile();
    const user = userEvent.setup();
    renderApp('/dashboard/settings');
    expect(await screen.findByText('You have not added a jurisdiction yet.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add a jurisdiction' }));
    const combobox = await screen.findByRole('combobox', { name: 'Jurisdiction' });
    await waitFor(() => expect(document.activeElement).toBe(combobox));

    // The bar number is required.
    await user.click(screen.getByRole('button', { name: 'Add jurisdiction' }));
    expect(await screen.findByText('Choose a jurisdiction.')).toBeTruthy();
    expect(screen.getByText('Enter your bar or registration number')).toBeTruthy();

    await user.type(combobox, 'new y');
    await user.click(await screen.findByRole('option', { name: 'New York' }));
    await user.type(screen.getByLabelText('Bar or registration number'), ' 4455667 ');
    fireEvent.change(screen.getByLabelText('Date of admission (optional)'), {
      target: { value: '2012-05-01' },
    });
    fireEvent.change(screen.getByLabelText('Date of birth (optional)'), { target: { value: '1980-03-05' } });
    expect(screen.queryByLabelText('Compliance group (optional)')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add jurisdiction' }));

    const list = await screen.findByRole('list', { name: 'Your jurisdictions' });
    expect(within(list).getByText('New York')).toBeTruthy();
    expect(within(list).getByText('4455667')).toBeTruthy();
    expect(within(list).getByText('May 1, 2012')).toBeTruthy();
    expect(await screen.findByText('New York added.')).toBeTruthy();
    expect(bodyOf(api.fetchMock, 'POST', '/api/jurisdiction')).toEqual({
      jurisdictionCode: 'NY',
      barNumber: '4455667',
      admittedOn: '2012-05-01',
      birthDate: '1980-03-05',
      birthMonth: null,
      complianceGroup: null,
      cycleEndsOn: null,
    });
  });

  it('asks California for the compliance group and shows a duplicate clearly', async () => {
    stubLawyerProfile({
      answers: {
        'POST /api/jurisdiction': {
          status: 409,
          body: { error: { code: 'ADMISSION_EXISTS', message: 'You already have this jurisdiction.' } },
        },
      },
    });
    const user = userEvent.setup();
    renderApp('/dashboard/settings');
    await user.click(await screen.findByRole('button', { name: 'Add a jurisdiction' }));
    await user.type(await screen.findByRole('combobox', { name: 'Jurisdiction' }), 'calif');
    await user.click(await screen.findByRole('option', { name: 'California' }));
    await user.selectOptions(screen.getByLabelText('Compliance group (optional)'), 'Group 2 (H–M)');
    await user.type(screen.getByLabelText('Bar or registration number'), '998877');
    await user.click(screen.getByRole('button', { name: 'Add jurisdiction' }));

    expect(
      await screen.findByText('You have already added California. Edit it in your list instead.'),
    ).toBeTruthy();
  });

  it('asks Texas for the birth month only, saying why', async () => {
    const api = stubLawyerProfile();
    const user = userEvent.setup();
    renderApp('/dashboard/settings');
    await user.click(await screen.findByRole('button', { name: 'Add a jurisdiction' }));
    await user.type(await screen.findByRole('combobox', { name: 'Jurisdiction' }), 'texas');
    await user.click(await screen.findByRole('option', { name: 'Texas' }));
    const month = await screen.findByLabelText('Birth month (optional)');
    expect(
      screen.getByText('Texas sets your reporting year by your birth month; only the month is kept.'),
    ).toBeTruthy();
    expect(screen.queryByLabelText('Date of birth (optional)')).toBeNull();
    await user.selectOptions(month, 'July');
    await user.type(screen.getByLabelText('Bar or registration number'), '24001234');
    await user.click(screen.getByRole('button', { name: 'Add jurisdiction' }));

    const list = await screen.findByRole('list', { name: 'Your jurisdictions' });
    expect(within(list).getByText('July')).toBeTruthy();
    expect(bodyOf(api.fetchMock, 'POST', '/api/jurisdiction')).toMatchObject({
      jurisdictionCode: 'TX',
      birthMonth: 7,
      birthDate: null,
      complianceGroup: null,
    });
  });

  it('edits and removes a jurisdiction, removing only after confirmation', async () => {
    const california = admissionIn('CA', { complianceGroup: 'G1' });
    const api = stubLawyerProfile({ admissions: [california, admissionIn('TX')] });
    const user = userEvent.setup();
    renderApp('/dashboard/settings');

    await user.click(await screen.findByRole('button', { name: 'Edit California' }));
    const barNumber = screen.getByLabelText('Bar or registration number');
    expect(document.activeElement).toBe(barNumber);
    await user.clear(barNumber);
    await user.type(barNumber, '555');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('California updated.')).toBeTruthy();
    expect(bodyOf(api.fetchMock, 'PUT', `/api/jurisdiction/${california.id}`)).toEqual({
      barNumber: '555',
      admittedOn: null,
      birthDate: null,
      birthMonth: null,
      complianceGroup: 'G1',
      cycleEndsOn: null,
    });

    await user.click(await screen.findByRole('button', { name: 'Remove California' }));
    const question = screen.getByText('Remove your California admission?');
    expect(document.activeElement).toBe(question);
    expect(api.calls()).not.toContain(`DELETE /api/jurisdiction/${california.id}`);
    await user.click(screen.getByRole('button', { name: 'Yes, remove' }));

    expect(await screen.findByText('California removed.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add a jurisdiction' }));
    expect(api.calls()).toContain(`DELETE /api/jurisdiction/${california.id}`);
    const list = screen.getByRole('list', { name: 'Your jurisdictions' });
    await waitFor(() => expect(within(list).queryByText('California')).toBeNull());
    expect(within(list).getByText('Texas')).toBeTruthy();
  });

  it('opened at #jurisdictions (the Compliance page’s link), brings the admissions into view', async () => {
    stubLawyerProfile({ admissions: [admissionIn('NY')] });
    const scrollIntoView = vi.fn();
    Object.defineProperty(Element.prototype, 'scrollIntoView', { value: scrollIntoView, configurable: true });
    try {
      renderApp('/dashboard/settings#jurisdictions');
      await waitFor(() => expect(scrollIntoView).toHaveBeenCalledTimes(1));
      expect((scrollIntoView.mock.contexts[0] as HTMLElement).id).toBe('jurisdictions');
    } finally {
      Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
    }
  });

  it('saves the chosen practice areas', async () => {
    const api = stubLawyerProfile({ selectedPracticeAreas: ['tax'] });
    const user = userEvent.setup();
    renderApp('/dashboard/settings');
    const tax = await screen.findByLabelText('Tax');
    expect((tax as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByLabelText('Trusts & Estates'));
    await user.click(tax);
    await user.click(screen.getByRole('button', { name: 'Save practice areas' }));

    expect(await screen.findByText('Your practice areas are saved.')).toBeTruthy();
    expect(bodyOf(api.fetchMock, 'POST', '/api/practice-area')).toEqual({
      selectedPracticeAreas: ['trusts-estates'],
    });
  });

  it('signs out everywhere, then goes to the login page', async () => {
    const api = stubLawyerProfile({
      routes: {
        '/api/identity/revoke-sessions': { body: { status: true } },
        '/api/identity/sign-out': { body: { success: true } },
      },
    });
    const user = userEvent.setup();
    const { router } = renderApp('/dashboard/settings');
    await user.click(await screen.findByRole('button', { name: 'Sign out everywhere' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/sign-in'));
    const calls = api.calls();
    expect(calls.indexOf('POST /api/identity/revoke-sessions')).toBeGreaterThanOrEqual(0);
    expect(calls.indexOf('POST /api/identity/sign-out')).toBeGreaterThan(
      calls.indexOf('POST /api/identity/revoke-sessions'),
    );
    expect(useUserStore.getState().userId).toBeNull();
  });

  it('sends a signed-out visitor to log in', async () => {
    stubLawyerProfile({ user: null });
    const { router } = renderApp('/dashboard/settings');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/sign-in'));
    expect(screen.queryByLabelText('Full name')).toBeNull();
  });
});
