import type { HeartbeatResult } from '@counsel/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubMatchMedia } from '../../../app/testing/match-media-stub';
import {
  makePlayback,
  makeWatchProgress,
  media,
  stubMediaPlayback,
  stubPlayerApi,
} from '../../../app/testing/player-fixtures';
import { renderApp } from '../../../app/testing/render-app';
import { useUserStore } from '../../../stores/user-store';

const WATCH = '/dashboard/courses/ethics-of-generative-ai/watch';
const REFUSED = 'You can move freely through what you have watched. Keep watching to go further.';

let playback: ReturnType<typeof stubMediaPlayback>;

beforeEach(() => {
  playback = stubMediaPlayback();
});

afterEach(() => {
  playback.restore();
  vi.unstubAllGlobals();
  useUserStore.getState().reset();
});

/** Opens the player and loads the video's metadata (which puts the playhead at the start position). */
async function openPlayer(path = WATCH) {
  const view = renderApp(path);
  const player = await screen.findByRole('region', { name: 'Video player' });
  const video = player.querySelector('video');
  if (!video) throw new Error('no <video>');
  act(() => media.fire(video, 'loadedmetadata'));
  return { ...view, player, video };
}

const chapter = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}`) });

describe('Course player', { timeout: 20_000 }, () => {
  it('plays the signed source with captions and poster, from the resume point or ?t=', async () => {
    stubPlayerApi();
    const { video, unmount } = await openPlayer();
    expect(video.getAttribute('src')).toBe('/api/media/demo.mp4?token=signed');
    expect(video.getAttribute('poster')).toBe('/api/media/demo.jpg?token=signed');
    const track = video.querySelector('track');
    expect(track?.getAttribute('kind')).toBe('captions');
    expect(track?.getAttribute('srclang')).toBe('en');
    expect(track?.getAttribute('label')).toBe('English');
    expect(track?.hasAttribute('default')).toBe(true);
    // The server's resume point.
    expect(video.currentTime).toBe(150);
    expect(screen.getByRole('slider', { name: 'Seek' }).getAttribute('aria-valuetext')).toBe(
      '2 minutes 30 seconds of 10 minutes',
    );
    expect(screen.getByRole('progressbar', { name: '33% watched' })).toBeTruthy();
    expect(screen.getByText(/Watch requirement not met yet/)).toBeTruthy();
    unmount();

    stubPlayerApi();
    const again = await openPlayer(`${WATCH}?t=100`);
    expect(again.video.currentTime).toBe(100);
  });

  it('seeks inside watched ranges and refuses beyond them, with a polite message', async () => {
    const api = stubPlayerApi();
    const user = userEvent.setup();
    const { video } = await openPlayer();
    const status = within(screen.getByRole('region', { name: 'Video player' }))
      .getAllByRole('status')
      .find((element) => element.tagName === 'P');
    expect(status?.textContent).toBe('');

    // A chapter not reached yet: refused, the playhead stays.
    await user.click(chapter('Remedies'));
    expect(video.currentTime).toBe(150);
    expect(status?.textContent).toBe(REFUSED);

    // A chapter inside what was watched: allowed, and it becomes the current chapter.
    await user.click(chapter('The duty of competence'));
    expect(video.currentTime).toBe(120);
    expect(chapter('The duty of competence').getAttribute('aria-current')).toBe('true');
    expect(chapter('Introduction').getAttribute('aria-current')).toBeNull();
    expect(status?.textContent).toBe('');

    // A seek from elsewhere (the browser's own UI) beyond the watched ranges: put back where it was.
    act(() => media.seek(video, 120));
    act(() => media.seek(video, 500));
    expect(video.currentTime).toBe(120);
    expect(status?.textContent).toBe(REFUSED);
    // Nothing was played yet in this view, so no heartbeat was sent.
    expect(api.heartbeats()).toEqual([]);
  });

  it('is keyboard operable: space and k play and pause, arrows move ±5 s within the allowed area', async () => {
    stubPlayerApi({
      progress: { body: makeWatchProgress({ watchedRanges: [[0, 160]], resumePositionSeconds: 150 }) },
    });
    const user = userEvent.setup();
    const { video } = await openPlayer();
    video.focus();
    await user.keyboard(' ');
    expect(await screen.findByRole('button', { name: 'Pause' })).toBeTruthy();
    await user.keyboard('k');
    expect(await screen.findByRole('button', { name: 'Play' })).toBeTruthy();

    await user.keyboard('{ArrowLeft}');
    expect(video.currentTime).toBe(145);
    act(() => media.seek(video, 145));
    await user.keyboard('{ArrowRight}{ArrowRight}');
    act(() => media.seek(video, video.currentTime));
    expect(video.currentTime).toBe(155);
    await user.keyboard('{ArrowRight}');
    // As far as the watched range goes (160 s), then no further.
    expect(video.currentTime).toBe(160);
    act(() => media.seek(video, 160));
    await user.keyboard('{ArrowRight}');
    expect(video.currentTime).toBe(160);
    expect(screen.getByText(REFUSED)).toBeTruthy();

    // The seek bar is a slider with the same keys, plus Home.
    const slider = screen.getByRole('slider', { name: 'Seek' });
    slider.focus();
    await user.keyboard('{Home}');
    expect(video.currentTime).toBe(0);
    expect(slider.getAttribute('aria-valuenow')).toBe('0');
  });

  it('sends heartbeats while playing and shows a revealed attendance code until dismissed', async () => {
    const progress = makeWatchProgress();
    const revealed: HeartbeatResult = {
      credited: [150, 160],
      progress: { ...progress, watchedRanges: [[0, 200]], progressPercent: 42 },
      revealedCodes: [{ code: '4821', momentSeconds: 158 }],
    };
    const api = stubPlayerApi({
      heartbeat: (body) =>
        (body as { event: string }).event === 'pause'
          ? { body: revealed }
          : { body: { credited: null, progress, revealedCodes: [] } },
    });
    const user = userEvent.setup();
    const { video } = await openPlayer();
    await user.click(screen.getByRole('button', { name: 'Play' }));
    await waitFor(() => expect(api.heartbeats()).toHaveLength(1));
    expect(api.heartbeats()[0]).toMatchObject({
      event: 'start',
      position: 150,
      playbackRate: 1,
      sequence: 0,
      // The playback session GET /api/mux/{courseId} granted.
      playbackToken: 'ps1.test.token',
    });

    act(() => media.timeupdate(video, 160));
    await user.click(screen.getByRole('button', { name: 'Pause' }));
    const alert = await waitFor(() => {
      const found = screen.getAllByRole('alert').find((element) => element.textContent.includes('4821'));
      if (!found) throw new Error('no attendance code alert yet');
      return found;
    });
    expect(alert.textContent).toBe(
      'Attendance code: 4821 — note it down. You will enter it before claiming credit.',
    );
    // The progress the server answered is shown at once.
    expect(await screen.findByRole('progressbar', { name: '42% watched' })).toBeTruthy();

    await user.click(within(alert).getByRole('button', { name: 'Dismiss attendance code 4821' }));
    expect(screen.queryByText(/Attendance code: 4821/)).toBeNull();
  });

  it("enters attendance codes: the server's refusal inline, the count, then all entered", async () => {
    stubMatchMedia();
    const progress = makeWatchProgress();
    let answer = 0;
    const api = stubPlayerApi({
      attendanceCode: () => {
        answer += 1;
        if (answer === 1) {
          return {
            status: 400,
            body: {
              error: {
                code: 'ATTENDANCE_CODE_INVALID',
                message: 'That code does not match a code shown to you. Check it and try again.',
              },
            },
          };
        }
        const complete = answer === 3;
        return {
          body: {
            ...progress,
            verification: { method: 'ATTENDANCE_CODES', codesEntered: answer - 1, complete },
          },
        };
      },
    });
    const user = userEvent.setup();
    await openPlayer();
    const field = screen.getByLabelText('Enter an attendance code');
    expect(field.getAttribute('inputmode')).toBe('numeric');

    // Not four digits: said before asking the server.
    await user.type(field, '12');
    await user.click(screen.getByRole('button', { name: 'Submit code' }));
    expect(await screen.findByText('An attendance code is four digits.')).toBeTruthy();
    expect(api.postedTo(`/api/mux/attendance-code/${api.key}`)).toEqual([]);

    await user.clear(field);
    await user.type(field, '1234');
    await user.click(screen.getByRole('button', { name: 'Submit code' }));
    const section = within(screen.getByRole('region', { name: 'Attendance codes' }));
    expect(
      await section.findByText('That code does not match a code shown to you. Check it and try again.'),
    ).toBeTruthy();
    expect(api.postedTo(`/api/mux/attendance-code/${api.key}`)).toEqual([{ code: '1234' }]);

    await user.clear(field);
    await user.type(field, '4821');
    await user.click(screen.getByRole('button', { name: 'Submit code' }));
    expect(await section.findByText('You have entered 1 attendance code.')).toBeTruthy();
    expect(await screen.findByText('Attendance code accepted')).toBeTruthy();
    expect(section.queryByText(/does not match/)).toBeNull();

    await user.type(screen.getByLabelText('Enter an attendance code'), '0007');
    await user.click(screen.getByRole('button', { name: 'Submit code' }));
    expect(await section.findByText('All attendance codes entered')).toBeTruthy();
    expect(section.queryByLabelText('Enter an attendance code')).toBeNull();
  });

  it('offers no speed faster than the fastest creditable rate', async () => {
    stubPlayerApi();
    const user = userEvent.setup();
    const { video } = await openPlayer();
    await user.click(screen.getByRole('button', { name: 'Playback speed 1× (normal)' }));
    const menu = screen.getByRole('menu', { name: 'Playback speed' });
    const names = within(menu)
      .getAllByRole('menuitemradio')
      .map((item) => item.textContent);
    expect(names).toEqual(['0.5×', '0.75×', '✓1× (normal)']);
    await user.click(within(menu).getByRole('menuitemradio', { name: '0.75×' }));
    expect(video.playbackRate).toBe(0.75);
    expect(screen.queryByRole('menu')).toBeNull();
    expect(screen.getByRole('button', { name: 'Playback speed 0.75×' })).toBeTruthy();
    // Faster from anywhere else is brought back down.
    act(() => {
      video.playbackRate = 2;
    });
    expect(video.playbackRate).toBe(1);
  });

  it('offers the maximum itself when it is faster than the usual speeds (test servers)', async () => {
    stubPlayerApi({ playback: { body: makePlayback({ maxPlaybackRate: 16 }) } });
    const user = userEvent.setup();
    await openPlayer();
    await user.click(screen.getByRole('button', { name: /^Playback speed/ }));
    const items = within(screen.getByRole('menu', { name: 'Playback speed' })).getAllByRole('menuitemradio');
    expect(items.map((item) => item.textContent.replace('✓', ''))).toEqual([
      '0.5×',
      '0.75×',
      '1× (normal)',
      '1.25×',
      '1.5×',
      '1.75×',
      '2×',
      '16×',
    ]);
    // Arrow keys move through the menu; Escape closes it and returns to the button.
    await user.keyboard('{ArrowDown}{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /^Playback speed/ }));
  });

  it('labels every control and turns captions, sound and volume on and off', async () => {
    stubPlayerApi();
    const user = userEvent.setup();
    const { video } = await openPlayer();
    const captions = screen.getByRole('button', { name: 'Captions' });
    expect(captions.getAttribute('aria-pressed')).toBe('true');
    await user.click(captions);
    expect(captions.getAttribute('aria-pressed')).toBe('false');

    await user.click(screen.getByRole('button', { name: 'Mute' }));
    expect(video.muted).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Unmute' }));
    expect(video.muted).toBe(false);
    fireEvent.change(screen.getByRole('slider', { name: 'Volume' }), { target: { value: '0.5' } });
    expect(video.volume).toBe(0.5);

    for (const button of screen.getAllByRole('button')) {
      expect(button.getAttribute('aria-label') ?? button.textContent.trim()).toBeTruthy();
    }
  });
});
