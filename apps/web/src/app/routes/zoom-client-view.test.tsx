import type { LiveSession } from '@counsel/contracts';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatSessionDateTime } from '../../lib/format-date';
import { useUserStore } from '../../stores/user-store';
import {
  COURSE_ID,
  makeLiveRoom,
  makePresence,
  refusal,
  SESSION_ID,
} from '../../features/live/testing/live-room-fixtures';
import type { StubResponse } from '../testing/api-stub';
import { stubIdentity, urlOf } from '../testing/identity-stub';
import { makeLiveSession, makeZoomSignature, minutesFromNow } from '../testing/live-fixtures';
import { stubMatchMedia } from '../testing/match-media-stub';
import { stubMediaPlayback } from '../testing/player-fixtures';
import { renderApp } from '../testing/render-app';

const LEAVE = '/dashboard/courses/live-ethics-update';
const ROOM_PAGE = `/zoom-client-view?${new URLSearchParams({
  meetingNumber: '8123456789',
  signature: 'header.payload.sig',
  userName: 'Ada Lovelace',
  userEmail: 'ada@example.com',
  passWord: 'pw',
  sdkKey: 'sdk-key-1',
  role: '0',
  courseId: COURSE_ID,
  leaveUrl: LEAVE,
}).toString()}`;

let playback: ReturnType<typeof stubMediaPlayback>;

beforeEach(() => {
  stubMatchMedia();
  playback = stubMediaPlayback();
});

afterEach(() => {
  playback.restore();
  vi.unstubAllGlobals();
  useUserStore.getState().reset();
});

function signatureOf(room: 'ZOOM' | 'BUILT_IN') {
  const session: LiveSession = makeLiveSession({
    id: SESSION_ID,
    courseId: COURSE_ID,
    startsAt: minutesFromNow(-10),
  });
  return { body: { ...makeZoomSignature(session), room } };
}

function stubRoom(answers: { signature?: StubResponse; room?: StubResponse }) {
  return stubIdentity({
    routes: {
      '/api/zoom/signature': answers.signature ?? signatureOf('BUILT_IN'),
      [`/api/live/sessions/${SESSION_ID}/room`]: answers.room ?? { body: makeLiveRoom() },
      [`/api/live/sessions/${SESSION_ID}/presence`]: { body: makePresence() },
    },
  });
}

describe('/zoom-client-view', { timeout: 20_000 }, () => {
  it('opens the built-in room for the signature’s session', async () => {
    const api = stubRoom({});
    renderApp(ROOM_PAGE);
    expect(await screen.findByRole('heading', { level: 1, name: 'Live Ethics Update' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Attendance' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Questions' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Leave' }).getAttribute('href')).toBe(LEAVE);
    const calls = api.fetchMock.mock.calls.map(
      ([input]) => new URL(urlOf(input), 'http://localhost').pathname,
    );
    expect(calls).toContain('/api/zoom/signature');
    expect(calls).toContain(`/api/live/sessions/${SESSION_ID}/room`);
    expect(calls).toContain(`/api/live/sessions/${SESSION_ID}/presence`);
  });

  it('frames the Zoom meeting page for a session held on Zoom, beside the codes and questions', async () => {
    const { body } = signatureOf('ZOOM');
    stubRoom({ signature: { body } });
    renderApp(ROOM_PAGE);
    const frame = await screen.findByTitle('Zoom meeting: Live Ethics Update');
    const src = new URL(frame.getAttribute('src') ?? '', 'https://cle.example');
    expect(src.pathname).toBe('/zoom-meeting.html');
    expect(Object.fromEntries(src.searchParams)).toEqual({
      meetingNumber: body.meetingNumber,
      signature: body.signature,
      userName: body.userName,
      userEmail: body.userEmail,
      passWord: body.password,
      customerKey: body.customerKey,
      leaveUrl: LEAVE,
    });
    expect(frame.getAttribute('allow')).toContain('microphone');
    expect(screen.getByRole('region', { name: 'Attendance' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Questions' })).toBeTruthy();

    // Zoom refused the join: the room says so.
    window.dispatchEvent(
      new MessageEvent('message', {
        origin: window.location.origin,
        data: { type: 'counsel-zoom', event: 'error', message: 'The meeting has not started.' },
      }),
    );
    expect(await screen.findByText(/Zoom did not let you in: The meeting has not started\./)).toBeTruthy();
    // A message from another origin is ignored; leaving the meeting goes to the course page.
    window.dispatchEvent(
      new MessageEvent('message', {
        origin: 'https://evil.example',
        data: { type: 'counsel-zoom', event: 'left', leaveUrl: '/dashboard/settings' },
      }),
    );
    expect(screen.getByTitle('Zoom meeting: Live Ethics Update')).toBeTruthy();
    window.dispatchEvent(
      new MessageEvent('message', {
        origin: window.location.origin,
        data: { type: 'counsel-zoom', event: 'left', leaveUrl: LEAVE },
      }),
    );
    await vi.waitFor(() => {
      expect(screen.queryByTitle('Zoom meeting: Live Ethics Update')).toBeNull();
    });
  });

  it('explains a room opened too early: the start and when joining opens', async () => {
    const startsAt = '2027-03-05T15:00:00.000Z';
    const joinOpensAt = '2027-03-05T14:55:00.000Z';
    stubRoom({ room: refusal(403, 'LIVE_JOIN_TOO_EARLY', 'Too early.', { startsAt, joinOpensAt }) });
    renderApp(ROOM_PAGE);
    expect(await screen.findByRole('heading', { level: 1, name: 'It is too early to join' })).toBeTruthy();
    expect(screen.getByText(formatSessionDateTime(startsAt))).toBeTruthy();
    expect(screen.getByText(formatSessionDateTime(joinOpensAt))).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the course' }).getAttribute('href')).toBe(
      `/dashboard/courses/${COURSE_ID}`,
    );
  });

  it.each([
    ['LIVE_JOIN_CLOSED', 'This session is over'],
    ['LIVE_NOT_REGISTERED', 'You are not registered for this session'],
    ['LIVE_SESSION_NOT_FOUND', 'This session is no longer offered'],
  ])('shows the %s refusal as a page with the way back to the course', async (code, heading) => {
    stubRoom({ room: refusal(code === 'LIVE_SESSION_NOT_FOUND' ? 404 : 403, code, 'Refused.') });
    renderApp(ROOM_PAGE);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the course' })).toBeTruthy();
  });

  it('shows the signature’s refusal the same way', async () => {
    stubRoom({ signature: refusal(403, 'LIVE_NOT_REGISTERED', 'Not registered.') });
    renderApp(ROOM_PAGE);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'You are not registered for this session' }),
    ).toBeTruthy();
  });
});
