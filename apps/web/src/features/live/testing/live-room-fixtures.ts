import type { LivePresence, LiveQuestion, LiveRoom } from '@counsel/contracts';
import { act } from '@testing-library/react';
import { vi } from 'vitest';

export const SESSION_ID = '00000000-0000-4000-9000-0000000000aa';
export const COURSE_ID = '00000000-0000-4000-9000-0000000000bb';
const MINUTE_MS = 60_000;

/** A presence answer: 10 minutes into the session, 9 minutes verified, 1 code of 1 entered. */
export function makePresence(overrides: Partial<LivePresence> = {}): LivePresence {
  return {
    serverTime: new Date().toISOString(),
    liveOffsetSeconds: 600,
    verifiedSeconds: 540,
    codesShown: 1,
    codesEntered: 1,
    currentCode: null,
    ended: false,
    ...overrides,
  };
}

let questionCounter = 0;
export function makeLiveQuestion(overrides: Partial<LiveQuestion> = {}): LiveQuestion {
  questionCounter += 1;
  return {
    id: `00000000-0000-4000-a000-${String(questionCounter).padStart(12, '0')}`,
    text: 'Does the rule apply to in-house counsel?',
    askedBy: 'Grace',
    mine: false,
    askedAt: new Date(Date.now() - 5 * MINUTE_MS).toISOString(),
    answer: null,
    answeredAt: null,
    ...overrides,
  };
}

/** GET …/room for a 60-minute session that started `presence.liveOffsetSeconds` ago, with a 50-minute stream. */
export function makeLiveRoom(overrides: Partial<LiveRoom> = {}): LiveRoom {
  const presence = overrides.presence ?? makePresence();
  const startsAt = new Date(Date.now() - presence.liveOffsetSeconds * 1000);
  return {
    sessionId: SESSION_ID,
    course: { id: COURSE_ID, slug: 'live-ethics-update', title: 'Live Ethics Update', thumbnailUrl: null },
    startsAt: startsAt.toISOString(),
    endsAt: new Date(startsAt.getTime() + 60 * MINUTE_MS).toISOString(),
    timeZone: 'America/New_York',
    durationMinutes: 60,
    stream: {
      src: '/api/media/live.mp4?token=signed',
      mimeType: 'video/mp4',
      poster: '/api/media/live.jpg?token=signed',
      captions: [{ language: 'en', label: 'English', url: '/api/media/live.en.vtt?token=signed' }],
      durationSeconds: 3000,
    },
    heartbeatIntervalSeconds: 20,
    presence,
    questions: [],
    ...overrides,
  };
}

export interface RoomAnswer {
  status?: number;
  body: unknown;
}

type Handler = (body: Record<string, unknown>) => RoomAnswer | Promise<RoomAnswer>;

export const refusal = (status: number, code: string, message: string, details?: unknown): RoomAnswer => ({
  status,
  body: { error: { code, message, ...(details === undefined ? {} : { details }) } },
});

/**
 * Stubs fetch for the room's calls, by "METHOD /path" (the session's own paths shortened: `GET room`,
 * `POST presence`, `POST attendance-code`, `GET questions`, `POST questions`); other paths answer 404.
 * Records each call's method, path and JSON body.
 */
export function stubRoomApi(handlers: Record<string, Handler>) {
  const calls: { method: string; path: string; body: Record<string, unknown> }[] = [];
  const prefix = `/api/live/sessions/${SESSION_ID}/`;
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const raw = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(raw, 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};
    const path = url.pathname.startsWith(prefix) ? url.pathname.slice(prefix.length) : url.pathname;
    calls.push({ method, path, body });
    const handler = handlers[`${method} ${path}`];
    const answer = handler ? await handler(body) : refusal(404, 'NOT_FOUND', 'Not found.');
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  const callsTo = (method: string, path: string) =>
    calls.filter((call) => call.method === method && call.path === path);
  return { fetchMock, calls, callsTo };
}

/** Lets answers already on their way arrive (real time: only setInterval and Date are faked in these tests). */
export const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 20)));

/** Waits (real time) for `assertion` to hold: Testing Library's waitFor polls with setInterval, faked here. */
export async function until(assertion: () => void) {
  for (let attempt = 0; ; attempt += 1) {
    try {
      assertion();
      return;
    } catch (error) {
      if (attempt > 250) throw error;
    }
    await settle();
  }
}
