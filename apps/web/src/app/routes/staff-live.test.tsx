import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StaffLiveSession, StaffLiveSessionDetail } from '@counsel/contracts';
import { useUserStore } from '../../stores/user-store';
import { stubIdentity, urlOf } from '../testing/identity-stub';
import { stubMatchMedia } from '../testing/match-media-stub';
import { renderApp } from '../testing/render-app';

const SESSION_ID = '77777777-7777-4777-8777-777777777777';
const COURSE_ID = '88888888-8888-4888-8888-888888888888';
const QUESTION_ID = '99999999-9999-4999-8999-999999999999';

beforeEach(() => {
  useUserStore.setState(useUserStore.getInitialState());
  stubMatchMedia();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function session(overrides: Partial<StaffLiveSession> = {}): StaffLiveSession {
  return {
    id: SESSION_ID,
    courseId: COURSE_ID,
    courseTitle: 'Cross-Border CPD Roundtable',
    startsAt: '2099-03-05T15:00:00.000Z',
    endsAt: '2099-03-05T16:00:00.000Z',
    timeZone: 'America/New_York',
    durationMinutes: 60,
    capacity: 50,
    room: 'ZOOM_WEBINAR',
    zoomNumber: '98765432101',
    registered: 2,
    canceledAt: null,
    cancelReason: null,
    ...overrides,
  };
}
function detail(overrides: Partial<StaffLiveSession> = {}): StaffLiveSessionDetail {
  return {
    session: session(overrides),
    registrants: [
      {
        registrationId: '11111111-1111-4111-8111-111111111111',
        userId: '22222222-2222-4222-8222-222222222222',
        name: 'Ada Counsel',
        email: 'ada@example.com',
        status: overrides.canceledAt ? 'CANCELED' : 'REGISTERED',
        registeredAt: '2099-03-01T15:00:00.000Z',
        attendance: {
          presentMinutes: 42,
          verifiedMinutes: 30,
          minimumMinutes: 30,
          minimumMet: true,
          codesShown: 2,
          codesEntered: 1,
          firstSeenAt: null,
        },
      },
    ],
  };
}

describe('the staff console’s Live sessions area', { timeout: 30_000 }, () => {
  it('lists upcoming sessions with a link to each, and the nav has the area', async () => {
    stubIdentity({
      role: 'staff',
      routes: {
        '/api/staff/live-sessions': (url) => ({
          body: { sessions: url.searchParams.has('to') ? [] : [session()] },
        }),
        '/api/staff/courses': {
          body: { items: [], pagination: { currentPage: 1, totalPages: 1, totalItems: 0, pageSize: 20 } },
        },
      },
    });
    renderApp('/staff/live');
    expect(await screen.findByRole('heading', { name: 'Live sessions', level: 1 })).toBeTruthy();
    const upcoming = await screen.findByRole('table', { name: 'Upcoming sessions' });
    const link = await within(upcoming).findByRole('link', { name: 'Cross-Border CPD Roundtable' });
    expect(link.getAttribute('href')).toBe(`/staff/live/${SESSION_ID}`);
    expect(within(upcoming).getByText('2 / 50')).toBeTruthy();
    expect(within(upcoming).getByText('Zoom webinar')).toBeTruthy();
    const past = await screen.findByRole('table', { name: 'Past sessions' });
    expect(await within(past).findByText('No session in the last 90 days.')).toBeTruthy();
    const nav = screen.getAllByRole('link', { name: 'Live sessions' });
    expect(nav.some((entry) => entry.getAttribute('href') === '/staff/live')).toBe(true);
  });

  it('cancels a session with a reason behind a confirmation, and answers a question', async () => {
    let canceled = false;
    let answered: string | null = null;
    const { fetchMock } = stubIdentity({
      role: 'staff',
      routes: {
        [`/api/staff/live-sessions/${SESSION_ID}`]: () => ({
          body: detail(
            canceled
              ? { canceledAt: '2099-03-02T10:00:00.000Z', cancelReason: 'The speaker is ill.', registered: 0 }
              : {},
          ),
        }),
        [`/api/staff/live-sessions/${SESSION_ID}/cancel`]: () => {
          canceled = true;
          return {
            body: detail({ canceledAt: '2099-03-02T10:00:00.000Z', cancelReason: 'The speaker is ill.' }),
          };
        },
        [`/api/staff/live-sessions/${SESSION_ID}/questions`]: () => ({
          body: {
            questions: [
              {
                id: QUESTION_ID,
                askerName: 'Ada Counsel',
                askerEmail: 'ada@example.com',
                text: 'Does this count in New York?',
                askedAt: '2099-03-05T15:10:00.000Z',
                answer: answered,
                answeredAt: answered ? '2099-03-05T15:20:00.000Z' : null,
              },
            ],
          },
        }),
        [`/api/staff/live-sessions/${SESSION_ID}/questions/${QUESTION_ID}/answer`]: () => {
          answered = 'Yes, as live credit.';
          return {
            body: {
              id: QUESTION_ID,
              askerName: 'Ada Counsel',
              askerEmail: 'ada@example.com',
              text: 'Does this count in New York?',
              askedAt: '2099-03-05T15:10:00.000Z',
              answer: answered,
              answeredAt: '2099-03-05T15:20:00.000Z',
            },
          };
        },
      },
    });
    renderApp(`/staff/live/${SESSION_ID}`);
    expect(
      await screen.findByRole('heading', { name: 'Cross-Border CPD Roundtable', level: 1 }),
    ).toBeTruthy();
    const registrants = screen.getByRole('table', { name: 'Registrants and their verified attendance' });
    expect(within(registrants).getByText('ada@example.com')).toBeTruthy();
    expect(within(registrants).getByText('30 min (minimum met)')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Cancel the session' }));
    const dialog = await screen.findByRole('alertdialog');
    const confirm = within(dialog).getByRole('button', { name: 'Cancel the session' });
    expect(confirm.hasAttribute('disabled')).toBe(true);
    await userEvent.type(within(dialog).getByLabelText('Reason (in the e-mail)'), 'The speaker is ill.');
    await userEvent.click(confirm);
    expect((await screen.findByText(/Canceled: The speaker is ill\./)).textContent).toContain(
      'The speaker is ill.',
    );
    const sent = fetchMock.mock.calls.find(([input]) => urlOf(input).endsWith('/cancel'))?.[1]?.body;
    expect(JSON.parse(typeof sent === 'string' ? sent : '{}')).toEqual({ reason: 'The speaker is ill.' });
    expect(screen.queryByRole('button', { name: 'Cancel the session' })).toBeNull();

    const box = await screen.findByRole('form', { name: 'Answer to Ada Counsel' });
    await userEvent.type(within(box).getByLabelText('Answer'), 'Yes, as live credit.');
    await userEvent.click(within(box).getByRole('button', { name: 'Answer' }));
    expect(await screen.findByRole('button', { name: 'Update the answer' })).toBeTruthy();
    const answer = fetchMock.mock.calls.find(([input]) => urlOf(input).endsWith('/answer'))?.[1]?.body;
    expect(JSON.parse(typeof answer === 'string' ? answer : '{}')).toEqual({
      answer: 'Yes, as live credit.',
    });
  });
});
