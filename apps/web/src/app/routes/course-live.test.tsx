import type { EnrollmentState, LiveRegistration, LiveSession } from '@counsel/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatSessionDateTime } from '../../lib/format-date';
import { useUserStore } from '../../stores/user-store';
import { stubApi, type StubResponse } from '../testing/api-stub';
import { makeCourseDetail } from '../testing/course-fixtures';
import { enrollmentStates, makeEnrollment } from '../testing/enrollment-fixtures';
import { lastCallTo, stubIdentity, urlOf } from '../testing/identity-stub';
import {
  liveError,
  makeLiveRegistration,
  makeLiveSession,
  makeZoomSignature,
  minutesFromNow,
} from '../testing/live-fixtures';
import {
  makeLiveAttendance,
  makeLiveRequirements,
  makeLiveStatus,
} from '../../features/completions/testing/completion-fixtures';
import { stubObjectUrls } from '../../features/completions/testing/fetch-routes-stub';
import { stubMatchMedia } from '../testing/match-media-stub';
import { renderApp } from '../testing/render-app';

const COURSE_PAGE = '/dashboard/courses/live-ethics-update';
const sessionsRegion = () => within(screen.getByRole('region', { name: 'Sessions' }));
const findSessions = async () => within(await screen.findByRole('region', { name: 'Sessions' }));

beforeEach(() => {
  stubMatchMedia();
});

afterEach(() => {
  vi.unstubAllGlobals();
  useUserStore.getState().reset();
});

function liveCourse(sessions: LiveSession[], recordingAvailable = false) {
  const course = makeCourseDetail({
    slug: 'live-ethics-update',
    title: 'Live Ethics Update',
    format: 'LIVE',
    liveStartsAt: sessions[0]?.startsAt ?? null,
    recordingAvailable,
  });
  return { course, sessions: sessions.map((session) => ({ ...session, courseId: course.id })) };
}

interface LiveStubOptions {
  sessions: LiveSession[];
  registered?: (sessions: LiveSession[]) => LiveSession | null;
  state?: EnrollmentState;
  role?: string;
  sessionsAnswer?: () => StubResponse;
  /** The answer to POST or DELETE …/registration; default: registered (201), or cancelled with `cancels`. */
  registration?: () => StubResponse;
  /** The registration route cancels (DELETE) rather than registers. */
  cancels?: boolean;
  signature?: () => StubResponse;
  /** GET /api/completed-course/{slug}; default: the registered session's attendance, not over yet. */
  completion?: () => StubResponse;
  /** The course's recording is published (it is on demand too). */
  recordingAvailable?: boolean;
}

/**
 * A signed-in lawyer on a live course's page, with its sessions and (maybe) a registration; GET
 * /api/live/registrations answers what the last POST or DELETE left, GET /api/completed-course/{slug} the credit
 * status of the registered session.
 */
function stubLiveCourse(options: LiveStubOptions) {
  const { course, sessions } = liveCourse(options.sessions, options.recordingAvailable);
  const ref = { id: course.id, slug: course.slug, title: course.title };
  const registeredSession = options.registered?.(sessions) ?? null;
  const registration = registeredSession ? makeLiveRegistration(registeredSession, ref) : null;
  let current: LiveRegistration | null = registration;
  const registrationRoute = (session: LiveSession) => (): StubResponse => {
    if (options.registration) return options.registration();
    if (options.cancels) {
      const canceled = { ...(current ?? makeLiveRegistration(session, ref)), status: 'CANCELED' as const };
      current = null;
      return { body: { ...canceled, canceledAt: new Date().toISOString() } };
    }
    current = makeLiveRegistration(session, ref);
    return { status: 201, body: current };
  };
  const api = stubIdentity({
    role: options.role ?? 'user',
    routes: {
      [`/api/courses/${course.slug}`]: { body: course },
      [`/api/courses/${course.id}/is-enrolled`]: {
        body: options.state ?? (registration ? enrollmentStates.enrolled : enrollmentStates.canEnroll),
      },
      [`/api/courses/${course.id}`]: { body: makeEnrollment({ course: { id: course.id } }) },
      [`/api/live/courses/${course.id}/sessions`]:
        options.sessionsAnswer ?? (() => ({ body: { items: sessions } })),
      '/api/live/registrations': () => ({ body: { items: current ? [current] : [] } }),
      ...Object.fromEntries(
        sessions.map((session) => [
          `/api/live/sessions/${session.id}/registration`,
          registrationRoute(session),
        ]),
      ),
      ...(registration ? { [registration.calendarPath]: { body: 'BEGIN:VCALENDAR' } } : {}),
      '/api/zoom/signature':
        options.signature ?? (() => ({ body: makeZoomSignature(sessions[0] as LiveSession) })),
      [`/api/completed-course/${course.slug}`]:
        options.completion ?? (() => ({ body: upcomingCreditStatus(registeredSession) })),
    },
  });
  return { ...api, course, sessions, registration };
}

/** The credit status while the registered session (if any) has not ended. */
function upcomingCreditStatus(session: LiveSession | null) {
  return makeLiveStatus({
    liveAttendance: session
      ? makeLiveAttendance({
          sessionId: session.id,
          startsAt: session.startsAt,
          endsAt: session.endsAt,
          durationMinutes: session.durationMinutes,
          sessionEnded: false,
          presentMinutes: 0,
          verifiedMinutes: 0,
          codesShown: 0,
          codesEntered: 0,
        })
      : null,
    requirements: makeLiveRequirements([]),
  });
}

function callsTo(api: ReturnType<typeof stubIdentity>, path: string, method: string) {
  return api.fetchMock.mock.calls.filter(
    ([input, init]) =>
      new URL(urlOf(input), 'http://localhost').pathname === path && (init?.method ?? 'GET') === method,
  ).length;
}

describe('Course page › live sessions', { timeout: 30_000 }, () => {
  it('lists the open sessions in the visitor’s time zone, and sends a visitor to sign up to register', async () => {
    const { course, sessions } = liveCourse([
      makeLiveSession({ startsAt: minutesFromNow(3 * 24 * 60 + 30), durationMinutes: 90, seatsLeft: 0 }),
      makeLiveSession({ startsAt: minutesFromNow(10 * 24 * 60), durationMinutes: 60, seatsLeft: 1 }),
    ]);
    stubApi((url) => (url.pathname.endsWith('/sessions') ? { body: { items: sessions } } : { body: course }));
    const user = userEvent.setup();
    const { router } = renderApp(COURSE_PAGE);

    const region = await findSessions();
    expect(await region.findByRole('group', { name: 'Choose a session' })).toBeTruthy();
    const [full, open] = region.getAllByRole<HTMLInputElement>('radio');
    const [first, second] = sessions as [LiveSession, LiveSession];
    expect(region.getByText(formatSessionDateTime(first.startsAt))).toBeTruthy();
    expect(region.getByText('1 h 30 min')).toBeTruthy();
    expect(region.getByText('Full')).toBeTruthy();
    expect(region.getByText('1 seat left')).toBeTruthy();
    expect(region.getByText('Starts in 3 days')).toBeTruthy();
    expect(region.getAllByText('Upcoming')).toHaveLength(2);
    // A full session cannot be picked; the first one with seats is.
    expect(full?.disabled).toBe(true);
    expect(open?.checked).toBe(true);
    expect(second.seatsLeft).toBe(1);

    await user.click(region.getByRole('button', { name: 'Register for this session' }));
    expect(useUserStore.getState().intendedCourseId).toBe(course.id);
    expect(await screen.findByRole('heading', { level: 1, name: 'Create your account' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/auth/sign-up/');
  });

  it('registers a member for the chosen session, then says for when, with Join closed until the window', async () => {
    const api = stubLiveCourse({
      sessions: [makeLiveSession(), makeLiveSession({ startsAt: minutesFromNow(7 * 24 * 60 + 30) })],
    });
    const user = userEvent.setup();
    renderApp(COURSE_PAGE);
    const region = await findSessions();
    const radios = await region.findAllByRole('radio');
    await user.click(radios[1] as HTMLElement);
    await user.click(region.getByRole('button', { name: 'Register for this session' }));

    const second = api.sessions[1] as LiveSession;
    const when = formatSessionDateTime(second.startsAt);
    expect(
      await region.findByText(
        (_, element) =>
          element?.tagName === 'SPAN' && element.textContent === `You're registered for ${when}`,
      ),
    ).toBeTruthy();
    // The toast says it too.
    expect(await screen.findByText(`You're registered for ${when}`)).toBeTruthy();
    expect(callsTo(api, `/api/live/sessions/${second.id}/registration`, 'POST')).toBe(1);
    // Joining is closed until 5 minutes before the start, and says so.
    expect(region.getByRole('button', { name: 'Join' }).hasAttribute('disabled')).toBe(true);
    expect(region.getByText(/^Joining opens .* \(5 minutes before the start\)\.$/)).toBeTruthy();
    expect(region.getByText('Starts in 7 days. Joining opens 5 minutes before the start.')).toBeTruthy();
    // The enroll panel says it too.
    const details = within(screen.getByRole('complementary', { name: 'Course details' }));
    expect(details.getByText(`You're registered for ${when}.`)).toBeTruthy();
  });

  it('says why a registration was refused: a full session, and a membership needed', async () => {
    let answer = liveError(409, 'LIVE_SESSION_FULL', 'Full.', { capacity: 100 });
    const api = stubLiveCourse({ sessions: [makeLiveSession()], role: 'guest', registration: () => answer });
    const user = userEvent.setup();
    renderApp(COURSE_PAGE);
    const region = await findSessions();
    await user.click(await region.findByRole('button', { name: 'Register for this session' }));
    expect(
      await region.findByText('This session is full: every seat is taken. Choose another session.'),
    ).toBeTruthy();
    // The seats are asked again.
    await waitFor(() => expect(callsTo(api, `/api/live/courses/${api.course.id}/sessions`, 'GET')).toBe(2));

    answer = liveError(403, 'MEMBERSHIP_REQUIRED', 'A membership is required.', {
      accessOptions: ['MEMBERSHIP', 'PURCHASE'],
    });
    await user.click(region.getByRole('button', { name: 'Register for this session' }));
    expect(await region.findByRole('link', { name: 'Become a Member' })).toBeTruthy();
    expect(region.getByRole('button', { name: 'Buy this course — $49' })).toBeTruthy();
    expect(region.queryByRole('button', { name: 'Register for this session' })).toBeNull();
  });

  it('cancels a registration after confirming', async () => {
    const api = stubLiveCourse({
      sessions: [makeLiveSession()],
      registered: (sessions) => sessions[0] ?? null,
      cancels: true,
    });
    const user = userEvent.setup();
    renderApp(COURSE_PAGE);
    const region = await findSessions();
    await user.click(await region.findByRole('button', { name: 'Cancel registration' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Cancel your registration?' }));
    await user.click(dialog.getByRole('button', { name: 'Cancel registration' }));
    expect(await screen.findByText('Your registration is cancelled.')).toBeTruthy();
    expect(
      lastCallTo(api.fetchMock, `/api/live/sessions/${(api.sessions[0] as LiveSession).id}/registration`)
        ?.method,
    ).toBe('DELETE');
    expect(await region.findByRole('button', { name: 'Register for this session' })).toBeTruthy();
  });

  it('downloads the calendar file with the bearer token, named after the course', async () => {
    const urls = stubObjectUrls('blob:calendar');
    try {
      const api = stubLiveCourse({
        sessions: [makeLiveSession()],
        registered: (sessions) => sessions[0] ?? null,
      });
      const user = userEvent.setup();
      renderApp(COURSE_PAGE);
      const region = await findSessions();
      await user.click(await region.findByRole('button', { name: 'Add to calendar' }));
      await waitFor(() => expect(urls.click).toHaveBeenCalledTimes(1));
      expect((urls.click.mock.contexts[0] as HTMLAnchorElement).download).toBe('live-ethics-update.ics');
      const registration = api.registration as LiveRegistration;
      const headers = lastCallTo(api.fetchMock, registration.calendarPath)?.headers as Record<string, string>;
      expect(headers.Authorization).toMatch(/^Bearer /);
      expect(headers.Accept).toBe('text/calendar');
    } finally {
      urls.restore();
    }
  });

  it('joins a session in progress: fetches the signature and opens the live room with its parameters', async () => {
    const api = stubLiveCourse({
      sessions: [makeLiveSession({ startsAt: minutesFromNow(-10) })],
      registered: (sessions) => sessions[0] ?? null,
    });
    const user = userEvent.setup();
    const { router } = renderApp(COURSE_PAGE);
    const region = await findSessions();
    expect(await region.findByText('Live now — join.')).toBeTruthy();
    // Started: no more cancelling.
    expect(region.getByRole('button', { name: 'Cancel registration' }).hasAttribute('disabled')).toBe(true);
    expect(
      region.getByText('The session has started: a registration can be cancelled only before the start.'),
    ).toBeTruthy();

    await user.click(region.getByRole('button', { name: 'Join live session' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/zoom-client-view'));
    const params = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(params)).toEqual({
      meetingNumber: '8123456789',
      signature: 'header.payload.sig',
      userName: 'Ada Lovelace',
      userEmail: 'ada@example.com',
      passWord: 'pa ss&1',
      sdkKey: 'sdk-key-1',
      role: '0',
      courseId: api.course.id,
      leaveUrl: '/dashboard/courses/live-ethics-update',
    });
    const signatureCall = api.calls().find((call) => call.startsWith('/api/zoom/signature'));
    const query = new URL(signatureCall ?? '', 'http://localhost').searchParams;
    expect(query.get('courseId')).toBe(api.course.id);
    expect(Number(query.get('t'))).toBeGreaterThan(0);
  });

  it('says when joining opens when the API finds it too early', async () => {
    const startsAt = minutesFromNow(3);
    stubLiveCourse({
      sessions: [makeLiveSession({ startsAt })],
      registered: (sessions) => sessions[0] ?? null,
      signature: () =>
        liveError(403, 'LIVE_JOIN_TOO_EARLY', 'Too early.', { startsAt, joinOpensAt: minutesFromNow(2) }),
    });
    const user = userEvent.setup();
    renderApp(COURSE_PAGE);
    const region = await findSessions();
    expect(await region.findByText(/^Starting soon — starts in 3 minutes; you can join now/)).toBeTruthy();
    await user.click(region.getByRole('button', { name: 'Join' }));
    expect(await screen.findByText(/^It is too early to join: joining opens /)).toBeTruthy();
  });

  it('says the sessions are being checked, then that they could not be loaded, and retries', async () => {
    let answer: StubResponse = liveError(500, 'INTERNAL', 'Something broke.');
    stubLiveCourse({ sessions: [makeLiveSession()], sessionsAnswer: () => answer });
    const user = userEvent.setup();
    renderApp(COURSE_PAGE);
    expect(await screen.findByText('Checking the session time…')).toBeTruthy();
    const alert = within(await sessionsRegionAlert());
    expect(alert.getByText('The sessions could not be loaded: Something broke.')).toBeTruthy();
    answer = { body: { items: [makeLiveSession()] } };
    await user.click(alert.getByRole('button', { name: 'Retry' }));
    expect(await sessionsRegion().findByRole('button', { name: 'Register for this session' })).toBeTruthy();
  });

  it('moves a registration to another session', async () => {
    const api = stubLiveCourse({
      sessions: [makeLiveSession(), makeLiveSession({ startsAt: minutesFromNow(9 * 24 * 60) })],
      registered: (sessions) => sessions[0] ?? null,
    });
    const user = userEvent.setup();
    renderApp(COURSE_PAGE);
    const region = await findSessions();
    const group = within(await region.findByRole('group', { name: 'Switch to another session' }));
    expect(group.getByText('Your session')).toBeTruthy();
    expect(region.getByRole('button', { name: 'Switch to this session' }).hasAttribute('disabled')).toBe(
      true,
    );
    await user.click(group.getAllByRole('radio')[1] as HTMLElement);
    await user.click(region.getByRole('button', { name: 'Switch to this session' }));
    const other = api.sessions[1] as LiveSession;
    await waitFor(() => expect(callsTo(api, `/api/live/sessions/${other.id}/registration`, 'POST')).toBe(1));
    expect(
      await screen.findByText(`You're registered for ${formatSessionDateTime(other.startsAt)}`),
    ).toBeTruthy();
  });
});

async function sessionsRegionAlert() {
  return within(await screen.findByRole('region', { name: 'Sessions' })).findByRole('alert');
}

describe('Course page › credit for a live session', { timeout: 30_000 }, () => {
  const creditRegion = async () => within(await screen.findByRole('region', { name: 'Earn your credit' }));

  it('shows an enrolled lawyer when credit opens, right after the sessions', async () => {
    const api = stubLiveCourse({
      sessions: [makeLiveSession()],
      registered: (sessions) => sessions[0] ?? null,
    });
    renderApp(COURSE_PAGE);
    const credit = await creditRegion();
    const session = api.sessions[0] as LiveSession;
    expect(
      await credit.findByText(
        `Credit opens when the session ends on ${formatSessionDateTime(session.endsAt)}.`,
      ),
    ).toBeTruthy();
    expect(credit.getByText('The course evaluation opens when your session ends.')).toBeTruthy();
    // In the page's order: Sessions, then the way to credit, then About this course.
    const [sessions, earn, about] = ['Sessions', 'Earn your credit', 'About this course'].map((name) =>
      screen.getByRole('region', { name }),
    ) as [HTMLElement, HTMLElement, HTMLElement];
    expect(sessions.compareDocumentPosition(earn) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(earn.compareDocumentPosition(about) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(earn.id).toBe('earn-credit');
  });

  it('opened from the live room at #earn-credit: brings the claim into view once the session is over', async () => {
    const scrollIntoView = vi.fn();
    Object.defineProperty(Element.prototype, 'scrollIntoView', { value: scrollIntoView, configurable: true });
    try {
      stubLiveCourse({
        sessions: [makeLiveSession()],
        registered: (sessions) => sessions[0] ?? null,
        completion: () => ({
          body: makeLiveStatus({
            requirements: makeLiveRequirements(['LIVE_ATTENDANCE', 'EVALUATION']),
            canClaim: true,
          }),
        }),
      });
      renderApp(`${COURSE_PAGE}#earn-credit`);
      const credit = await creditRegion();
      expect(await credit.findByRole('region', { name: 'Claim your credit' })).toBeTruthy();
      expect(
        credit.getByText(
          'You attended 52 of 60 minutes; 48 minutes were verified by the 2 of 3 attendance codes you entered.',
        ),
      ).toBeTruthy();
      await waitFor(() => expect(scrollIntoView).toHaveBeenCalledTimes(1));
      expect((scrollIntoView.mock.contexts[0] as HTMLElement).id).toBe('earn-credit');
    } finally {
      Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
    }
  });

  it('shows no credit panel to a lawyer who is not enrolled, and does not ask for it', async () => {
    const api = stubLiveCourse({ sessions: [makeLiveSession()] });
    renderApp(COURSE_PAGE);
    // The enrollment is known (not enrolled): the page offers a session instead.
    expect(await screen.findByText('Registering for a session enrolls you in the course.')).toBeTruthy();
    expect(await findSessions()).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Earn your credit' })).toBeNull();
    expect(callsTo(api, `/api/completed-course/${api.course.slug}`, 'GET')).toBe(0);
  });

  it('offers an enrolled lawyer the recording once it is published, and not before', async () => {
    stubLiveCourse({
      sessions: [makeLiveSession()],
      registered: (sessions) => sessions[0] ?? null,
      recordingAvailable: true,
    });
    renderApp(COURSE_PAGE);
    const watch = await screen.findByRole('link', { name: 'Watch the recording' });
    expect(watch.getAttribute('href')).toBe('/dashboard/courses/live-ethics-update/watch');
  });

  it('has no recording to offer while none is published', async () => {
    stubLiveCourse({ sessions: [makeLiveSession()], registered: (sessions) => sessions[0] ?? null });
    renderApp(COURSE_PAGE);
    expect(await screen.findByRole('region', { name: 'Earn your credit' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Watch the recording' })).toBeNull();
  });
});
