import type { CourseDetail, EnrollmentState } from '@counsel/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useUserStore } from '../../stores/user-store';
import { stubApi, type StubResponse } from '../testing/api-stub';
import { makeCourseDetail } from '../testing/course-fixtures';
import { enrollmentStates, makeEnrollment } from '../testing/enrollment-fixtures';
import { lastCallTo, stubIdentity, urlOf } from '../testing/identity-stub';
import { stubLocationAssign } from '../testing/location-stub';
import { stubMatchMedia } from '../testing/match-media-stub';
import { renderApp } from '../testing/render-app';

/** The course page's side panel (price, enrollment); the frame has its own "Become a Member" links. */
const details = () => within(screen.getByRole('complementary', { name: 'Course details' }));
const findDetails = async () => within(await screen.findByRole('complementary', { name: 'Course details' }));

afterEach(() => {
  vi.unstubAllGlobals();
  useUserStore.getState().reset();
});

describe('Course page', { timeout: 20_000 }, () => {
  it('shows the course, its speakers and credit, with plain-text paragraphs', async () => {
    const course = makeCourseDetail();
    stubApi(() => ({ body: course }));
    renderApp('/dashboard/courses/ethics-of-generative-ai');

    expect(await screen.findByRole('heading', { level: 1, name: 'Ethics of Generative AI' })).toBeTruthy();
    // Markup in the description stays text.
    expect(screen.getByText('First paragraph about <b>duties</b>.')).toBeTruthy();
    expect(screen.getByText('Second paragraph with objectives.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Marguerite Ashdown' })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Credit by jurisdiction' });
    expect(within(table).getByText('Pending approval')).toBeTruthy();
    expect(within(table).getByText('Elimination of Bias')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Browse' }).getAttribute('href')).toBe(
      '/dashboard/courses',
    );
  });

  it('sends a visitor to Register, remembering the course', async () => {
    const user = userEvent.setup();
    const course = makeCourseDetail();
    stubApi(() => ({ body: course }));
    const { router } = renderApp('/dashboard/courses/ethics-of-generative-ai');

    await user.click(await screen.findByRole('button', { name: 'Enroll' }));
    expect(screen.queryByRole('button', { name: /^Buy this course/ })).toBeNull();
    expect(useUserStore.getState().intendedCourseId).toBe(course.id);
    // Register is a lazy route: the location changes once its module has loaded.
    expect(await screen.findByRole('heading', { level: 1, name: 'Create your account' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/auth/sign-up/');
  });

  it('offers to register for an upcoming live course', async () => {
    stubApi(() => ({ body: makeCourseDetail({ format: 'LIVE', liveStartsAt: '2099-03-05T15:00:00.000Z' }) }));
    renderApp('/dashboard/courses/ethics-of-generative-ai');
    expect(await screen.findByRole('button', { name: 'Register for this live course' })).toBeTruthy();
    expect(screen.getAllByText('Upcoming').length).toBeGreaterThan(0);
  });

  it('says when a course does not exist', async () => {
    stubApi(() => ({
      status: 404,
      body: { error: { code: 'COURSE_NOT_FOUND', message: 'No such course.' } },
    }));
    renderApp('/dashboard/courses/nope');
    expect(await screen.findByRole('heading', { level: 1, name: 'Course not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse courses' }).getAttribute('href')).toBe(
      '/dashboard/courses',
    );
  });
});

describe('Course page › buying the course', { timeout: 20_000 }, () => {
  const COURSE_PAGE = '/dashboard/courses/ethics-of-generative-ai';
  const CHECKOUT_URL = 'https://checkout.example/session/cs_course_1';

  function stubSignedIn(
    role: string | undefined,
    {
      checkout,
      state = enrollmentStates.membershipOrPurchase,
      course = makeCourseDetail(),
    }: { checkout?: StubResponse; state?: EnrollmentState; course?: CourseDetail } = {},
  ) {
    const api = stubIdentity({
      role,
      routes: {
        [`/api/courses/${course.slug}`]: { body: course },
        [`/api/courses/${course.id}/is-enrolled`]: { body: state },
        [`/api/courses/${course.id}/checkout`]: checkout ?? { body: { checkout_url: CHECKOUT_URL } },
      },
    });
    return { ...api, course };
  }

  it('shows a visitor the price, and keeps the Enroll sign-up flow', async () => {
    stubApi(() => ({ body: makeCourseDetail() }));
    renderApp(COURSE_PAGE);
    expect(await screen.findByRole('button', { name: 'Enroll' })).toBeTruthy();
    expect(screen.getByText('$49')).toBeTruthy();
    expect(screen.getByText('for this course, or included with a membership.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Buy this course/ })).toBeNull();
    expect(details().queryByRole('link', { name: 'Become a Member' })).toBeNull();
  });

  it('lets a signed-in guest buy the course: checkout, then off to the payment page', async () => {
    const assign = stubLocationAssign();
    const api = stubSignedIn('guest');
    const user = userEvent.setup();
    renderApp(COURSE_PAGE);
    const buy = await screen.findByRole('button', { name: 'Buy this course — $49' });
    expect(details().getByRole('link', { name: 'Become a Member' }).getAttribute('href')).toBe(
      '/dashboard/choose-your-plan',
    );
    await user.click(buy);
    await waitFor(() => expect(assign).toHaveBeenCalledWith(CHECKOUT_URL));
    expect(lastCallTo(api.fetchMock, `/api/courses/${api.course.id}/checkout`)?.method).toBe('POST');
  });

  it('says why no payment started when the API refuses the checkout', async () => {
    stubMatchMedia();
    const assign = stubLocationAssign();
    stubSignedIn('guest', {
      checkout: {
        status: 409,
        body: { error: { code: 'COURSE_ALREADY_PURCHASED', message: 'You already own this course.' } },
      },
    });
    const user = userEvent.setup();
    renderApp(COURSE_PAGE);
    await user.click(await screen.findByRole('button', { name: 'Buy this course — $49' }));
    expect(await screen.findByText('No payment was started: You already own this course.')).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Buy this course — $49' }).hasAttribute('disabled')).toBe(
      false,
    );
  });

  it.each([
    ['user', 'USER'],
    ['enterprise', 'ENTERPRISE'],
  ])('offers no buy button to a member (%s): the course is in their membership', async (claim, role) => {
    const api = stubSignedIn(claim, { state: enrollmentStates.canEnroll });
    renderApp(COURSE_PAGE);
    await waitFor(() => expect(useUserStore.getState().role).toBe(role));
    expect(await screen.findByText('Included in your membership.')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Enroll' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Buy this course/ })).toBeNull();
    expect(api.calls().some((call) => call.endsWith('/checkout'))).toBe(false);
  });

  it('offers no buy button when only a membership gives access', async () => {
    stubSignedIn(undefined, {
      course: makeCourseDetail({ price: null }),
      state: enrollmentStates.membershipOnly,
    });
    renderApp(COURSE_PAGE);
    expect(await screen.findByText('Included with a membership.')).toBeTruthy();
    await waitFor(() => expect(useUserStore.getState().role).toBe('GUEST'));
    expect(await (await findDetails()).findByRole('link', { name: 'Become a Member' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Buy this course/ })).toBeNull();
  });

  it('offers no buy button when the API does not offer a purchase, even for a priced course', async () => {
    stubSignedIn('guest', { state: enrollmentStates.membershipOnly });
    renderApp(COURSE_PAGE);
    expect(await (await findDetails()).findByRole('link', { name: 'Become a Member' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Buy this course/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Enroll' })).toBeNull();
  });
});

describe('Course page › enrollment', { timeout: 20_000 }, () => {
  const COURSE_PAGE = '/dashboard/courses/ethics-of-generative-ai';

  function postsTo(fetchMock: ReturnType<typeof stubIdentity>['fetchMock'], path: string) {
    return fetchMock.mock.calls.filter(
      ([input, init]) =>
        new URL(urlOf(input), 'http://localhost').pathname === path && init?.method === 'POST',
    ).length;
  }

  function stubEnrollment(
    state: EnrollmentState,
    {
      enroll,
      role = 'user',
      course: courseOverrides,
    }: { enroll?: StubResponse; role?: string; course?: Partial<CourseDetail> } = {},
  ) {
    const course = makeCourseDetail(courseOverrides);
    const enrollment = makeEnrollment({ course: { id: course.id, slug: course.slug } });
    const api = stubIdentity({
      role,
      routes: {
        [`/api/courses/${course.slug}`]: { body: course },
        [`/api/courses/${course.id}/is-enrolled`]: { body: state },
        [`/api/courses/${course.id}/enroll`]: enroll ?? { status: 201, body: enrollment },
        [`/api/courses/${course.id}`]: {
          body: {
            ...enrollment,
            startedAt: '2026-02-02T10:00:00.000Z',
            lastVisitedAt: '2026-02-02T10:00:00.000Z',
          },
        },
      },
    });
    return { ...api, course };
  }

  it('lets a member enroll: POST enroll, then the enrolled state and a toast', async () => {
    stubMatchMedia();
    const api = stubEnrollment(enrollmentStates.canEnroll);
    const user = userEvent.setup();
    renderApp(COURSE_PAGE);
    await user.click(await screen.findByRole('button', { name: 'Enroll' }));

    expect(await screen.findByText('You are enrolled in this course.')).toBeTruthy();
    expect(await screen.findByText('You are enrolled')).toBeTruthy();
    // An on-demand course is watched in the player.
    expect(screen.getByRole('link', { name: 'Go to course' }).getAttribute('href')).toBe(
      '/dashboard/courses/ethics-of-generative-ai/watch',
    );
    expect(screen.queryByRole('button', { name: 'Enroll' })).toBeNull();
    expect(postsTo(api.fetchMock, `/api/courses/${api.course.id}/enroll`)).toBe(1);
    // Enrolling is not opening the course: no visit is recorded in the same page view.
    expect(postsTo(api.fetchMock, `/api/courses/${api.course.id}`)).toBe(0);
  });

  it('turns a refused enrollment into Become a Member (and Buy when a purchase is offered)', async () => {
    stubMatchMedia();
    stubEnrollment(enrollmentStates.canEnroll, {
      role: 'guest',
      enroll: {
        status: 403,
        body: {
          error: {
            code: 'MEMBERSHIP_REQUIRED',
            message: 'A membership is required.',
            details: { accessOptions: ['MEMBERSHIP', 'PURCHASE'] },
          },
        },
      },
    });
    const user = userEvent.setup();
    renderApp(COURSE_PAGE);
    await user.click(await screen.findByRole('button', { name: 'Enroll' }));
    expect(await (await findDetails()).findByRole('link', { name: 'Become a Member' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Buy this course — $49' })).toBeTruthy();
    expect(await screen.findByText('This course needs a membership or a purchase to enroll.')).toBeTruthy();
  });

  it("records an enrolled lawyer's visit once per page view", async () => {
    const api = stubEnrollment(enrollmentStates.enrolled);
    renderApp(COURSE_PAGE);
    expect(await screen.findByText('You are enrolled in this course.')).toBeTruthy();
    await waitFor(() => expect(postsTo(api.fetchMock, `/api/courses/${api.course.id}`)).toBe(1));
    // Give any second effect a chance to fire: the count stays at one.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(postsTo(api.fetchMock, `/api/courses/${api.course.id}`)).toBe(1);
    expect(postsTo(api.fetchMock, `/api/courses/${api.course.id}/enroll`)).toBe(0);
  });

  it('sends an enrolled lawyer of an on-demand course to the player', async () => {
    stubEnrollment(enrollmentStates.enrolled);
    renderApp(COURSE_PAGE);
    expect(await screen.findByText('You are enrolled in this course.')).toBeTruthy();
    expect(details().getByRole('link', { name: 'Go to course' }).getAttribute('href')).toBe(
      '/dashboard/courses/ethics-of-generative-ai/watch',
    );
    expect(details().queryByRole('link', { name: 'Go to My Learning' })).toBeNull();
  });

  it('leads an enrolled lawyer of a live course to its sessions: registering is the way in', async () => {
    stubEnrollment(enrollmentStates.enrolled, {
      course: { format: 'LIVE', liveStartsAt: '2099-03-05T15:00:00.000Z' },
    });
    renderApp(COURSE_PAGE);
    const panel = await findDetails();
    expect((await panel.findByRole('link', { name: 'Choose a session' })).getAttribute('href')).toBe(
      '#live-sessions',
    );
    expect(panel.queryByRole('link', { name: 'Go to course' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Sessions' })).toBeTruthy();
  });

  it('tells a lawyer whose membership ended to renew, keeps Buy, and records no visit', async () => {
    const api = stubEnrollment(enrollmentStates.expired, { role: 'guest' });
    renderApp(COURSE_PAGE);
    expect(
      await screen.findByText('Membership ended — renew to continue. Your progress is kept.'),
    ).toBeTruthy();
    expect(details().getByRole('link', { name: 'Become a Member' }).getAttribute('href')).toBe(
      '/dashboard/choose-your-plan',
    );
    expect(screen.getByRole('button', { name: 'Buy this course — $49' })).toBeTruthy();
    expect(postsTo(api.fetchMock, `/api/courses/${api.course.id}`)).toBe(0);
  });

  it('says when the enrollment could not be checked, and retries', async () => {
    const course = makeCourseDetail();
    let answer: StubResponse = {
      status: 500,
      body: { error: { code: 'INTERNAL', message: 'Something broke.' } },
    };
    stubIdentity({
      role: 'user',
      routes: {
        [`/api/courses/${course.slug}`]: { body: course },
        [`/api/courses/${course.id}/is-enrolled`]: () => answer,
      },
    });
    const user = userEvent.setup();
    renderApp(COURSE_PAGE);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('We could not check your enrollment: Something broke.')).toBeTruthy();
    answer = { body: enrollmentStates.canEnroll };
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Enroll' })).toBeTruthy();
  });
});
