import type { CourseDetail } from '@counsel/contracts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../app/testing/api-stub';
import { stubLocationAssign } from '../../../app/testing/location-stub';
import { stubMatchMedia } from '../../../app/testing/match-media-stub';
import { useUserStore, type UserState } from '../../../stores/user-store';
import { BuyCourseButton } from './buy-course-button';
import { EnrollPanel, type EnrollmentView } from './enroll-panel';

const HOUR = 3_600_000;
const COURSE_ID = '00000000-0000-4000-8000-00000000aaaa';

/** A live course that started `hoursAgo` hours ago (negative: in the future), priced $49. */
function liveCourse(hoursAgo: number): Pick<CourseDetail, 'id' | 'format' | 'liveStartsAt' | 'price'> {
  return {
    id: COURSE_ID,
    format: 'LIVE',
    liveStartsAt: new Date(Date.now() - hoursAgo * HOUR).toISOString(),
    price: { amountCents: 4900, currency: 'usd' },
  };
}

function renderPanel(role: UserState['role'], hoursAgo: number, enrollment?: EnrollmentView) {
  useUserStore.setState({ role });
  return render(
    <MemoryRouter>
      <EnrollPanel course={liveCourse(hoursAgo)} {...(enrollment ? { enrollment } : {})} />
    </MemoryRouter>,
  );
}

const closedMessage =
  'Enrollment is closed: a live session that is over can no longer be bought or enrolled in.';
const notAllowed: EnrollmentView = { kind: 'not-allowed', accessOptions: ['MEMBERSHIP', 'PURCHASE'] };

afterEach(() => {
  vi.unstubAllGlobals();
  useUserStore.getState().reset();
});

describe('EnrollPanel for a live course whose session is over', () => {
  it('tells a visitor it has ended and offers no way to enroll', () => {
    renderPanel('VISITOR', 5);
    expect(screen.getByText('This live session has ended.')).toBeTruthy();
    expect(screen.getByText(closedMessage)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Enroll' })).toBeNull();
    expect(screen.queryByText(/Create a free account/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Browse other courses' }).getAttribute('href')).toBe(
      '/dashboard/courses',
    );
  });

  it('offers a guest neither Become a Member nor Buy, and no price', () => {
    renderPanel('GUEST', 3.5, notAllowed);
    expect(screen.getByText(closedMessage)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Buy this course/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Become a Member' })).toBeNull();
    expect(screen.queryByText('$49')).toBeNull();
  });

  it('offers a member no Enroll button', () => {
    renderPanel('USER', 5, { kind: 'can-enroll', enrolling: false, onEnroll: vi.fn() });
    expect(screen.getByText(closedMessage)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Enroll' })).toBeNull();
  });

  it('keeps the way in for a lawyer who enrolled before it ended', () => {
    renderPanel('USER', 5, { kind: 'enrolled', status: 'ENROLLED', accessOptions: [] });
    expect(screen.getByText('You are enrolled in this course.')).toBeTruthy();
    expect(screen.queryByText(closedMessage)).toBeNull();
  });

  it('still offers Buy and Register before the session and while it runs', () => {
    renderPanel('GUEST', -48, notAllowed);
    expect(screen.getByRole('button', { name: 'Buy this course — $49' })).toBeTruthy();
    expect(screen.queryByText(closedMessage)).toBeNull();
    renderPanel('USER', 1, { kind: 'can-enroll', enrolling: false, onEnroll: vi.fn() });
    expect(screen.getByRole('button', { name: 'Join live session' })).toBeTruthy();
  });
});

describe('BuyCourseButton', () => {
  it('explains a 409 LIVE_SESSION_ENDED refusal in a toast, and starts no payment', async () => {
    stubMatchMedia();
    const assign = stubLocationAssign();
    stubApi(() => ({
      status: 409,
      body: {
        error: {
          code: 'LIVE_SESSION_ENDED',
          message: 'This live session has ended, so it can no longer be bought.',
        },
      },
    }));
    const user = userEvent.setup();
    render(
      <>
        <Toaster />
        <BuyCourseButton courseId={COURSE_ID} price={{ amountCents: 4900, currency: 'usd' }} />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Buy this course — $49' }));
    expect(
      await screen.findByText(
        'No payment was started: This live session has ended, so it can no longer be bought.',
      ),
    ).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();
  });
});
