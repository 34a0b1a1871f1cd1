import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeCredit, makeVerification } from '../../features/completions/testing/completion-fixtures';
import { useUserStore } from '../../stores/user-store';
import { stubIdentity, testUser, urlOf } from '../testing/identity-stub';
import { renderApp } from '../testing/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
  useUserStore.getState().reset();
});

const NUMBER = 'CCLE-2026-7KQ2M9XD';
const VERIFY_API = `/api/certificates/verify/${NUMBER}`;

const notFound = {
  status: 404,
  body: {
    error: { code: 'CERTIFICATE_NOT_FOUND', message: 'No certificate has the number CCLE-2026-ZZZZZZZZ.' },
  },
};

function verifyCalls(fetchMock: ReturnType<typeof stubIdentity>['fetchMock']) {
  return fetchMock.mock.calls.filter(([input]) => urlOf(input).startsWith('/api/certificates/verify/'));
}

/** The facts list as "term: value" lines. */
const facts = () =>
  [...document.querySelectorAll('dl > div')].map(
    (row) => `${row.querySelector('dt')?.textContent}: ${row.querySelector('dd')?.textContent}`,
  );

describe('Certificate verification page', { timeout: 20_000 }, () => {
  it('confirms a valid certificate to a visitor, with the facts printed on it and nothing else', async () => {
    const api = stubIdentity({
      user: null,
      routes: {
        [VERIFY_API]: {
          body: makeVerification({
            credits: [
              makeCredit('NY', { category: 'ETHICS', hours: 1, accreditationNumber: 'NY-2026-0108' }),
              makeCredit('CA', { category: 'GENERAL', hours: 1.5, accreditationNumber: null }),
            ],
          }),
        },
      },
    });
    renderApp(`/verify/${NUMBER}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Certificate verification' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'Valid certificate' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Verify a certificate · Counsel CLE'));
    expect(facts()).toEqual([
      `Certificate number: ${NUMBER}`,
      'Attendee: Ada Lovelace',
      'Course: Ethics of Generative AI',
      'Format: On demand',
      'Completed on: March 5, 2026',
      'Issued on: March 5, 2026',
      'Verification of attendance: Provider-verified attendance: 2 attendance codes entered; course evaluation submitted.',
      'Provider: Counsel CLE',
    ]);
    const table = within(screen.getByRole('table', { name: 'Credit awarded' }));
    const rows = table
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent).join(' | '));
    expect(rows).toEqual([
      'New York (NY) | CLE | Ethics | 1.0 | NY-2026-0108',
      'California (CA) | CLE | General | 1.5 | —None',
    ]);
    // A visitor's page: no token asked for or sent.
    const calls = verifyCalls(api.fetchMock);
    expect(calls).toHaveLength(1);
    expect((calls[0]?.[1]?.headers as Record<string, string>).Authorization).toBeUndefined();
    expect(api.calls()).not.toContain('/api/identity/token');
  });

  it('sends no token for a signed-in user either', async () => {
    const api = stubIdentity({
      user: testUser,
      role: 'user',
      routes: { [VERIFY_API]: { body: makeVerification() } },
    });
    renderApp(`/verify/${NUMBER}`);
    expect(await screen.findByRole('heading', { level: 2, name: 'Valid certificate' })).toBeTruthy();
    const calls = verifyCalls(api.fetchMock);
    expect((calls[0]?.[1]?.headers as Record<string, string>).Authorization).toBeUndefined();
  });

  it('says when a certificate has been revoked, and on which date', async () => {
    stubIdentity({
      user: null,
      routes: {
        [VERIFY_API]: { body: makeVerification({ valid: false, revokedAt: '2026-04-02T16:00:00.000Z' }) },
      },
    });
    renderApp(`/verify/${NUMBER}`);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'This certificate has been revoked' }),
    ).toBeTruthy();
    expect(screen.getByText('Revoked on April 2, 2026')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Valid certificate' })).toBeNull();
    expect(facts()).toContain('Attendee: Ada Lovelace');
  });

  it('shows only the outline of an answer while it loads, and the form with the answer', async () => {
    // The outline has a valid certificate's size and nothing follows it, so when an answer of another height
    // comes in, nothing that was on screen moves (layout shift of the server-rendered page).
    // Held until answered, however late the request goes out (it waits for the session's answer).
    let answer: (response: { status: number; body: unknown }) => void = () => undefined;
    const held = new Promise<{ status: number; body: unknown }>((resolve) => (answer = resolve));
    stubIdentity({
      user: null,
      routes: { [VERIFY_API]: () => held },
    });
    renderApp(`/verify/${NUMBER}`);
    expect((await screen.findByText('Checking the certificate…')).getAttribute('role')).toBe('status');
    expect(screen.queryByRole('region', { name: 'Check another certificate' })).toBeNull();

    answer(notFound);
    expect(await screen.findByRole('region', { name: 'Check another certificate' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: /No certificate has the number/ })).toBeTruthy();
    expect(screen.queryByText('Checking the certificate…')).toBeNull();
  });

  it('says no certificate has an unknown number, and checks another one from the form', async () => {
    stubIdentity({
      user: null,
      routes: {
        '/api/certificates/verify/CCLE-2026-ZZZZZZZZ': notFound,
        [VERIFY_API]: { body: makeVerification() },
      },
    });
    const user = userEvent.setup();
    const { router } = renderApp('/verify/CCLE-2026-ZZZZZZZZ');
    expect(
      await screen.findByRole('heading', {
        level: 2,
        name: 'No certificate has the number CCLE-2026-ZZZZZZZZ.',
      }),
    ).toBeTruthy();
    expect(screen.getByText(/Check the number against the certificate/)).toBeTruthy();

    const form = within(screen.getByRole('region', { name: 'Check another certificate' }));
    await user.click(form.getByRole('button', { name: 'Verify' }));
    expect(form.getByText('Enter a certificate number.')).toBeTruthy();
    await user.type(form.getByRole('textbox', { name: 'Certificate number' }), ` ${NUMBER.toLowerCase()} `);
    await user.click(form.getByRole('button', { name: 'Verify' }));
    expect(router.state.location.pathname).toBe(`/verify/${NUMBER}`);
    expect(await screen.findByRole('heading', { level: 2, name: 'Valid certificate' })).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Certificate number' }).value).toBe('');
  });
});
