import type { LiveRoom } from '@counsel/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { media, stubMediaPlayback } from '../../../app/testing/player-fixtures';
import { formatTime } from '../../../lib/format-date';
import {
  makeLiveQuestion,
  makeLiveRoom,
  makePresence,
  refusal,
  settle,
  stubRoomApi,
  until,
} from '../testing/live-room-fixtures';
import { LiveRoomView } from './live-room';

let playback: ReturnType<typeof stubMediaPlayback>;

beforeEach(() => {
  // Intervals (heartbeats, questions, clocks) and Date are fake; answers and user events run in real time.
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
  vi.setSystemTime(new Date('2027-03-05T15:10:00.000Z'));
  playback = stubMediaPlayback();
});

afterEach(() => {
  playback.restore();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderRoom(room: LiveRoom) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <LiveRoomView room={room} leaveHref="/dashboard/courses/live-ethics-update" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const video = view.container.querySelector('video');
  return { ...view, video };
}

const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

const attendance = () => within(screen.getByRole('region', { name: 'Attendance' }));
const questionsRegion = () => within(screen.getByRole('region', { name: 'Questions' }));

describe('LiveRoomView', { timeout: 20_000 }, () => {
  it('shows the header: title, time in the viewer zone, live badge and Leave', async () => {
    const room = makeLiveRoom();
    stubRoomApi({ 'POST presence': () => ({ body: makePresence() }) });
    renderRoom(room);
    expect(screen.getByRole('heading', { level: 1, name: 'Live Ethics Update' })).toBeTruthy();
    expect(screen.getByText('Live now')).toBeTruthy();
    expect(screen.getByText(formatTime(room.endsAt))).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Leave' }).getAttribute('href')).toBe(
      '/dashboard/courses/live-ethics-update',
    );
    await settle();
  });

  it('shows the code on screen politely, accepts the right code and refuses a wrong one', async () => {
    const code = { ordinal: 2, code: '4821', shownUntil: '2027-03-05T15:15:00.000Z' };
    const presence = makePresence({ codesShown: 2, codesEntered: 1, currentCode: code });
    const api = stubRoomApi({
      'POST presence': () => ({ body: presence }),
      'POST attendance-code': (body) =>
        body.code === '4821'
          ? { body: { ...presence, codesEntered: 2 } }
          : refusal(400, 'ATTENDANCE_CODE_INVALID', 'Invalid code.'),
    });
    const user = userEvent.setup();
    renderRoom(makeLiveRoom({ presence }));
    const panel = attendance();
    expect(panel.getByText('9 min of 60')).toBeTruthy();
    expect(panel.getByText('1 of 2 shown')).toBeTruthy();
    const shown = panel.getByText(/^Attendance code 2:/);
    expect(shown.textContent).toBe('Attendance code 2: 4821 — note it and enter it below');
    expect(shown.closest('[aria-live="polite"]')).toBeTruthy();
    expect(panel.getByText(/Credit is earned for the time you are verified present/)).toBeTruthy();

    const input = panel.getByLabelText('Attendance code');
    await user.type(input, '1111');
    await user.click(panel.getByRole('button', { name: 'Submit code' }));
    await until(() =>
      expect(panel.getByRole('alert').textContent).toBe(
        'That code is not right. Check the code shown in the room and try again.',
      ),
    );

    await user.clear(input);
    await user.type(input, '4821');
    await user.click(panel.getByRole('button', { name: 'Submit code' }));
    await until(() => expect(panel.getByText('Code accepted — your attendance is confirmed.')).toBeTruthy());
    expect(panel.getByText('2 of 2 shown')).toBeTruthy();
    expect(panel.getByRole('alert').textContent).toBe('');
    expect((input as HTMLInputElement).value).toBe('');
    expect(api.callsTo('POST', 'attendance-code').map((call) => call.body)).toEqual([
      { code: '1111' },
      { code: '4821' },
    ]);
  });

  it('lists the questions (newest last, "You", answers), asks, refreshes every 15 s and shows the limit', async () => {
    const older = makeLiveQuestion({
      text: 'Is a screenshot a record?',
      askedBy: 'Grace',
      askedAt: '2027-03-05T15:02:00.000Z',
      answer: 'Yes, when it is kept.',
      answeredAt: '2027-03-05T15:04:00.000Z',
    });
    const mine = makeLiveQuestion({
      text: 'What about chat logs?',
      mine: true,
      askedAt: '2027-03-05T15:05:00.000Z',
    });
    let items = [mine, older];
    let limit = false;
    const api = stubRoomApi({
      'POST presence': () => ({ body: makePresence() }),
      'GET questions': () => ({ body: { items } }),
      'POST questions': (body) => {
        if (limit) return refusal(409, 'LIVE_QUESTION_LIMIT', 'Too many questions.');
        const asked = makeLiveQuestion({
          text: String(body.text),
          mine: true,
          askedAt: '2027-03-05T15:09:00.000Z',
        });
        items = [...items, asked];
        return { status: 201, body: asked };
      },
    });
    const user = userEvent.setup();
    renderRoom(makeLiveRoom({ questions: [mine, older] }));
    const panel = questionsRegion();
    const listed = () => panel.getAllByRole('listitem').map((item) => item.textContent);
    expect(listed()).toEqual([
      expect.stringMatching(/^Grace · .*Is a screenshot a record\?AnswerYes, when it is kept\.$/),
      expect.stringMatching(/^You · .*What about chat logs\?$/),
    ]);

    const field = panel.getByLabelText('Your question');
    await user.type(field, 'Does this cover texts?');
    expect(panel.getByText('22 / 500 characters')).toBeTruthy();
    await user.click(panel.getByRole('button', { name: 'Ask' }));
    await until(() => expect(panel.getByText('Question sent to the presenter.')).toBeTruthy());
    expect(api.callsTo('POST', 'questions').map((call) => call.body)).toEqual([
      { text: 'Does this cover texts?' },
    ]);
    expect(listed()[2]).toMatch(/Does this cover texts\?$/);
    expect((field as HTMLTextAreaElement).value).toBe('');
    await until(() => expect(api.callsTo('GET', 'questions')).toHaveLength(1));

    // Others' questions and answers arrive every 15 s.
    items = [
      ...items,
      makeLiveQuestion({
        text: 'Will slides be shared?',
        askedBy: 'Alan',
        askedAt: '2027-03-05T15:09:30.000Z',
      }),
    ];
    advance(15_000);
    await until(() => expect(panel.getByText('Will slides be shared?')).toBeTruthy());

    limit = true;
    await user.type(field, 'One more question');
    await user.click(panel.getByRole('button', { name: 'Ask' }));
    await until(() =>
      expect(panel.getByRole('alert').textContent).toMatch(
        /^You have asked 20 questions, the most one lawyer can ask in a session/,
      ),
    );
  });

  it('refuses a question shorter than 3 characters without sending it', async () => {
    const api = stubRoomApi({ 'POST presence': () => ({ body: makePresence() }) });
    const user = userEvent.setup();
    renderRoom(makeLiveRoom());
    await user.type(questionsRegion().getByLabelText('Your question'), 'Hi');
    await user.click(questionsRegion().getByRole('button', { name: 'Ask' }));
    expect(questionsRegion().getByText('Write at least 3 characters.')).toBeTruthy();
    expect(api.callsTo('POST', 'questions')).toHaveLength(0);
  });

  it('warns while heartbeats fail, without blocking the room, and clears when one gets through', async () => {
    let online = false;
    stubRoomApi({
      'POST presence': () => {
        if (!online) throw new TypeError('Failed to fetch');
        return { body: makePresence() };
      },
    });
    renderRoom(makeLiveRoom());
    const warning = 'Reconnecting… your verified time resumes when the connection returns.';
    await until(() => expect(screen.getByText(warning)).toBeTruthy());
    expect(screen.getByRole('region', { name: 'Questions' })).toBeTruthy();
    online = true;
    advance(20_000);
    await until(() => expect(screen.queryByText(warning)).toBeNull());
  });

  it('links to the course page’s credit panel once a heartbeat says the session has ended', async () => {
    let ended = false;
    stubRoomApi({
      'POST presence': () => ({ body: makePresence({ liveOffsetSeconds: ended ? 3605 : 3590, ended }) }),
    });
    renderRoom(makeLiveRoom({ presence: makePresence({ liveOffsetSeconds: 3590 }) }));
    await settle();
    expect(screen.queryByRole('link', { name: 'Claim your credit' })).toBeNull();

    ended = true;
    advance(20_000);
    await until(() => expect(screen.getByRole('link', { name: 'Claim your credit' })).toBeTruthy());
    const claim = screen.getByRole('link', { name: 'Claim your credit' });
    expect(claim.getAttribute('href')).toBe('/dashboard/courses/live-ethics-update#earn-credit');
    expect(claim.closest('p')?.textContent).toBe(
      'The session has ended: your verified time is recorded.Claim your credit',
    );
  });

  it('replaces the room with the refusal when a heartbeat is refused', async () => {
    stubRoomApi({ 'POST presence': () => refusal(403, 'LIVE_JOIN_CLOSED', 'Closed.') });
    renderRoom(makeLiveRoom());
    expect(await screen.findByRole('heading', { level: 1, name: 'This session is over' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the course' }).getAttribute('href')).toBe(
      '/dashboard/courses/live-ethics-update',
    );
  });
});

describe('LiveRoomView stream', { timeout: 20_000 }, () => {
  it('plays at the live moment with captions, and snaps a seek ahead or behind back to live', async () => {
    stubRoomApi({ 'POST presence': () => ({ body: makePresence({ liveOffsetSeconds: 600 }) }) });
    const { video } = renderRoom(makeLiveRoom());
    if (!video) throw new Error('no <video>');
    expect(video.getAttribute('src')).toBe('/api/media/live.mp4?token=signed');
    expect(video.getAttribute('poster')).toBe('/api/media/live.jpg?token=signed');
    const track = video.querySelector('track');
    expect(track?.getAttribute('kind')).toBe('captions');
    expect(track?.getAttribute('srclang')).toBe('en');
    expect(playback.play).toHaveBeenCalled();
    expect(video.currentTime).toBe(600);

    act(() => media.seek(video, 900));
    expect(video.currentTime).toBe(600);
    act(() => media.seek(video, 100));
    expect(video.currentTime).toBe(600);
    // Within 2 s of live: left alone.
    act(() => media.timeupdate(video, 601.5));
    expect(video.currentTime).toBe(601.5);

    // Ten seconds on, live is at 610: a playhead left at 601.5 is brought there.
    vi.setSystemTime(Date.now() + 10_000);
    act(() => media.timeupdate(video, 601.5));
    expect(video.currentTime).toBe(610);
    await settle();
  });

  it('counts down before the start, then starts the stream by itself', async () => {
    stubRoomApi({ 'POST presence': () => ({ body: makePresence({ liveOffsetSeconds: -300 + 1 }) }) });
    const { video } = renderRoom(makeLiveRoom({ presence: makePresence({ liveOffsetSeconds: -300 }) }));
    expect(screen.getByText('Starts in 5 minutes')).toBeTruthy();
    expect(video?.getAttribute('poster')).toBe('/api/media/live.jpg?token=signed');
    expect(playback.play).not.toHaveBeenCalled();
    await settle();
    vi.setSystemTime(Date.now() + 301_000);
    advance(1_000);
    expect(screen.queryByText(/^Starts in/)).toBeNull();
    expect(playback.play).toHaveBeenCalled();
    await settle();
  });

  it('after the recording, asks to stay for the Q&A until the end; after the end, links to the course', async () => {
    const presence = makePresence({ liveOffsetSeconds: 3100 });
    stubRoomApi({ 'POST presence': () => ({ body: presence }) });
    const room = makeLiveRoom({ presence });
    const first = renderRoom(room);
    expect(
      screen.getByText(`The presentation has ended — stay for the Q&A until ${formatTime(room.endsAt)}`),
    ).toBeTruthy();
    await settle();
    first.unmount();

    const ended = makePresence({ liveOffsetSeconds: 3700, ended: true });
    stubRoomApi({ 'POST presence': () => ({ body: ended }) });
    renderRoom(makeLiveRoom({ presence: ended }));
    expect(screen.getByText('The session has ended')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the course page' }).getAttribute('href')).toBe(
      '/dashboard/courses/live-ethics-update',
    );
    expect(screen.getByRole('link', { name: 'Claim your credit' }).getAttribute('href')).toBe(
      '/dashboard/courses/live-ethics-update#earn-credit',
    );
  });

  it('asks for a click when the browser blocks autoplay, and plays with sound', async () => {
    playback.play.mockImplementation(() => Promise.reject(new DOMException('Blocked', 'NotAllowedError')));
    stubRoomApi({ 'POST presence': () => ({ body: makePresence() }) });
    const { video } = renderRoom(makeLiveRoom());
    if (!video) throw new Error('no <video>');
    video.muted = true;
    const join = await screen.findByRole('button', { name: 'Join the live stream' });
    playback.play.mockImplementation(() => Promise.resolve());
    fireEvent.click(join);
    await until(() => expect(screen.queryByRole('button', { name: 'Join the live stream' })).toBeNull());
    expect(video.muted).toBe(false);
    expect(video.currentTime).toBe(600);
  });
});
