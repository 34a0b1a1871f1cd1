import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useUserStore } from '../../stores/user-store';
import type { StubResponse } from '../testing/api-stub';
import { stubIdentity } from '../testing/identity-stub';
import { makePlayback, stubPlayerApi } from '../testing/player-fixtures';
import { renderApp } from '../testing/render-app';

const WATCH = '/dashboard/courses/ethics-of-generative-ai/watch';

afterEach(() => {
  vi.unstubAllGlobals();
  useUserStore.getState().reset();
});

const refused = (code: string, message: string, status = 403): StubResponse => ({
  status,
  body: { error: { code, message } },
});

const main = () => within(screen.getByRole('main'));

describe('Watch course page', { timeout: 20_000 }, () => {
  it("shows the course's video with its title, progress and chapters, and records the visit once", async () => {
    const api = stubPlayerApi();
    renderApp(WATCH);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ethics of Generative AI' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Watch: Ethics of Generative AI · Counsel CLE'));
    expect(screen.getByRole('region', { name: 'Video player' })).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: '33% watched' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Chapters' })).toBeTruthy();
    expect(main().getByRole('link', { name: 'Course details' }).getAttribute('href')).toBe(
      '/dashboard/courses/ethics-of-generative-ai',
    );
    // Chapter thumbnails come signed from POST /api/mux/thumbnails.
    await waitFor(() => expect(document.querySelectorAll('nav img')).toHaveLength(3));
    expect(api.postedTo('/api/mux/thumbnails')).toEqual([
      {
        playbackId: 'demo-asset',
        chapters: [
          { startTime: 0, title: 'Introduction' },
          { startTime: 120, title: 'The duty of competence' },
          { startTime: 400, title: 'Remedies' },
        ],
      },
    ]);
    await waitFor(() => expect(api.postedTo(`/api/courses/${api.key}`)).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.postedTo(`/api/courses/${api.key}`)).toHaveLength(1);
  });

  it('tells a lawyer who is not enrolled, with a link back to the course page', async () => {
    stubPlayerApi({
      playback: refused('NOT_ENROLLED', 'Enroll in this course first.'),
      progress: refused('NOT_ENROLLED', 'Enroll in this course first.'),
    });
    renderApp(WATCH);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'You are not enrolled in this course' }),
    ).toBeTruthy();
    expect(main().getByRole('link', { name: 'Go to the course page' }).getAttribute('href')).toBe(
      '/dashboard/courses/ethics-of-generative-ai',
    );
    expect(screen.queryByRole('region', { name: 'Video player' })).toBeNull();
  });

  it('tells a lawyer whose membership ended that progress is kept, with Become a Member', async () => {
    stubPlayerApi({ role: 'guest', playback: refused('ENROLLMENT_INACTIVE', 'Your membership has ended.') });
    renderApp(WATCH);
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Your membership has ended. Your progress is kept.',
      }),
    ).toBeTruthy();
    expect(main().getByRole('link', { name: 'Become a Member' }).getAttribute('href')).toBe(
      '/dashboard/choose-your-plan',
    );
    // The page hides the promo box, which a guest would otherwise see.
    expect(screen.queryByRole('complementary', { name: 'Premium access to all courses' })).toBeNull();
  });

  it('explains that a live course has no video here, with a link back', async () => {
    stubPlayerApi({
      course: { format: 'LIVE' },
      playback: refused('VIDEO_NOT_AVAILABLE', 'This course has no recording to play here.', 404),
    });
    renderApp(WATCH);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This course has no video to watch here' }),
    ).toBeTruthy();
    expect(main().getByText(/It is a live course/)).toBeTruthy();
    expect(main().getByRole('link', { name: 'Back to the course page' }).getAttribute('href')).toBe(
      '/dashboard/courses/ethics-of-generative-ai',
    );
  });

  it('says when the video could not load, and retries', async () => {
    let answer = refused('INTERNAL', 'Something broke.', 500);
    const failing = stubPlayerApi();
    const byPath = failing.fetchMock.getMockImplementation();
    failing.fetchMock.mockImplementation(async (input, init) => {
      if (input === `/api/mux/${failing.key}`) {
        return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200 });
      }
      if (!byPath) throw new Error('no stub');
      return byPath(input, init);
    });
    const user = userEvent.setup();
    renderApp(WATCH);
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByRole('heading', { level: 1, name: 'We could not load the video' }),
    ).toBeTruthy();
    expect(within(alert).getByText('Something broke.')).toBeTruthy();
    answer = { body: makePlayback() };
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Video player' })).toBeTruthy();
  });

  it('sends a visitor to log in first', async () => {
    stubIdentity({ user: null });
    const { router } = renderApp(WATCH);
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/auth/sign-in');
    expect(router.state.location.state).toEqual({ from: WATCH });
  });
});
