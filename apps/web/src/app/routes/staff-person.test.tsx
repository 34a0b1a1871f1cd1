import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StaffPerson } from '@counsel/contracts';
import { useUserStore } from '../../stores/user-store';
import { stubIdentity } from '../testing/identity-stub';
import { stubMatchMedia } from '../testing/match-media-stub';
import { renderApp } from '../testing/render-app';

beforeEach(() => {
  useUserStore.setState(useUserStore.getInitialState());
  stubMatchMedia();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const USER_ID = '44444444-4444-4444-8444-444444444444';
const NUMBER = 'CCLE-2026-7KQ2M9XD';
const person = (revoked: boolean): StaffPerson => ({
  account: {
    userId: USER_ID,
    name: 'Nora Lindqvist',
    email: 'nora@example.com',
    emailVerified: false,
    createdAt: '2026-01-05T10:00:00.000Z',
    isStaff: false,
  },
  admissions: [
    { jurisdictionCode: 'NY', jurisdictionName: 'New York', barNumber: '5550101', admittedOn: null },
  ],
  enrollments: [],
  completions: [
    {
      id: '55555555-5555-4555-8555-555555555555',
      courseId: '66666666-6666-4666-8666-666666666666',
      courseTitle: 'Ethics of Generative AI',
      format: 'ON_DEMAND',
      completedAt: '2026-03-05T15:00:00.000Z',
      credits: [
        {
          jurisdictionCode: 'NY',
          jurisdictionName: 'New York',
          creditType: 'CLE',
          category: 'ETHICS',
          hours: 1,
          accreditationNumber: null,
        },
      ],
      verificationMethod: 'Codes',
      certificate: {
        certificateNumber: NUMBER,
        issuedAt: '2026-03-05T15:01:00.000Z',
        revokedAt: revoked ? '2026-04-02T16:00:00.000Z' : null,
        revokedReason: revoked ? 'Issued in error' : null,
        verifyPath: `/verify/${NUMBER}`,
      },
    },
  ],
  billing: { membershipReason: null, subscription: null },
  firmSeat: null,
});

describe('a person in the staff console', { timeout: 30_000 }, () => {
  it('shows the record, resends the verification e-mail and revokes a certificate with a reason after confirming', async () => {
    let revoked = false;
    const { fetchMock, calls } = stubIdentity({
      role: 'staff',
      routes: {
        [`/api/staff/people/${USER_ID}`]: () => ({ body: person(revoked) }),
        [`/api/staff/people/${USER_ID}/resend-verification`]: {
          body: { email: 'nora@example.com', verificationEmailSent: true },
        },
        [`/api/staff/certificates/${NUMBER}/revoke`]: () => {
          revoked = true;
          return {
            body: {
              certificateNumber: NUMBER,
              revokedAt: '2026-04-02T16:00:00.000Z',
              revokedReason: 'Issued in error',
              revokedByEmail: 'ada@counsel.example',
            },
          };
        },
      },
    });
    renderApp(`/staff/people/${USER_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Nora Lindqvist' })).toBeTruthy();
    expect(screen.getByText('5550101')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Resend verification e-mail' }));
    await waitFor(() => expect(calls()).toContain(`/api/staff/people/${USER_ID}/resend-verification`));

    await userEvent.click(screen.getByRole('button', { name: 'Revoke' }));
    const dialog = await screen.findByRole('alertdialog');
    const confirm = within(dialog).getByRole('button', { name: 'Revoke certificate' });
    expect(confirm.hasAttribute('disabled')).toBe(true);
    await userEvent.type(within(dialog).getByLabelText(/Reason/), '  Issued in error ');
    await userEvent.click(confirm);
    expect(await screen.findByText(/Revoked on April 2, 2026: Issued in error/)).toBeTruthy();
    const posted = fetchMock.mock.calls
      .filter(([url]) => typeof url === 'string' && url.includes('/revoke'))
      .map(([, init]) => init?.body);
    expect(posted).toEqual([JSON.stringify({ reason: 'Issued in error' })]);
    expect(screen.queryByRole('button', { name: 'Revoke' })).toBeNull();
  });
});
