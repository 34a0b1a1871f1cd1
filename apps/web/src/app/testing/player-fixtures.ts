import type { CourseDetail, HeartbeatResult, Playback, WatchProgress } from '@counsel/contracts';
import { vi } from 'vitest';
import type { StubResponse } from './api-stub';
import { makeCourseDetail } from './course-fixtures';
import { enrollmentStates, makeEnrollment } from './enrollment-fixtures';
import { stubIdentity, urlOf } from './identity-stub';

const COURSE_ID = '00000000-0000-4000-8000-0000000c0a5e';

/** GET /api/mux/{courseId}: a 10-minute local recording with English captions and three chapters. */
export function makePlayback(overrides: Partial<Playback> = {}): Playback {
  return {
    courseId: COURSE_ID,
    provider: 'LOCAL',
    src: '/api/media/demo.mp4?token=signed',
    mimeType: 'video/mp4',
    playbackId: 'demo-asset',
    tokens: null,
    poster: '/api/media/demo.jpg?token=signed',
    durationSeconds: 600,
    captions: [{ language: 'en', label: 'English', url: '/api/media/demo.en.vtt?token=signed' }],
    chapters: [
      { startTime: 0, title: 'Introduction' },
      { startTime: 120, title: 'The duty of competence' },
      { startTime: 400, title: 'Remedies' },
    ],
    maxPlaybackRate: 1,
    heartbeatIntervalSeconds: 10,
    expiresAt: '2099-01-01T00:00:00.000Z',
    playbackToken: 'ps1.test.token',
    ...overrides,
  };
}

/** GET /api/mux/progress/{courseId}: the first 200 seconds watched, stopped at 150. */
export function makeWatchProgress(overrides: Partial<WatchProgress> = {}): WatchProgress {
  return {
    courseId: COURSE_ID,
    durationSeconds: 600,
    watchedRanges: [[0, 200]],
    watchedSeconds: 200,
    progressPercent: 33,
    resumePositionSeconds: 150,
    watchRequirementMet: false,
    verification: { method: 'ATTENDANCE_CODES', codesEntered: 0, complete: false },
    completed: false,
    completedAt: null,
    ...overrides,
  };
}

type Responder = StubResponse | ((body: unknown) => StubResponse | Promise<StubResponse>);

export interface PlayerApiOptions {
  course?: Partial<CourseDetail>;
  role?: string;
  playback?: StubResponse;
  progress?: StubResponse;
  /** POST /api/mux/progress/{key}: the heartbeat's answer (default: nothing credited, the same progress). */
  heartbeat?: Responder;
  /** POST /api/mux/attendance-code/{key}. */
  attendanceCode?: Responder;
}

function jsonResponse({ status = 200, body }: StubResponse): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/**
 * Stubs the API as the watch page calls it for `/dashboard/courses/ethics-of-generative-ai/watch`: identity, the
 * course, the enrollment (enrolled) and its visit, playback, progress, thumbnails, heartbeats and attendance
 * codes — GET and POST on the same path told apart. `heartbeats()` gives the bodies of the heartbeats sent.
 */
export function stubPlayerApi(options: PlayerApiOptions = {}) {
  const course = makeCourseDetail({ id: COURSE_ID, ...options.course });
  const key = course.slug;
  // Heartbeats and codes answer the progress the page opened with, unless told otherwise.
  const givenProgress = options.progress?.status === undefined ? options.progress?.body : undefined;
  const progress = (givenProgress as WatchProgress | undefined) ?? makeWatchProgress();
  const api = stubIdentity({
    role: options.role ?? 'user',
    routes: {
      [`/api/courses/${key}`]: { body: course },
      [`/api/courses/${key}/is-enrolled`]: { body: enrollmentStates.enrolled },
      [`/api/mux/${key}`]: options.playback ?? { body: makePlayback() },
      [`/api/mux/progress/${key}`]: options.progress ?? { body: progress },
      // The completion panel under the player (features/completions): nothing met yet, nothing to claim.
      [`/api/completed-course/${key}`]: {
        body: {
          courseId: course.id,
          requirements: [
            { requirement: 'WATCHED', met: false },
            { requirement: 'ATTENDANCE_CODES', met: false },
            { requirement: 'EVALUATION', met: false },
          ],
          canClaim: false,
          claimableJurisdictions: [],
          completion: null,
        },
      },
      [`/api/questionnaire/course/${key}`]: { body: { items: [] } },
      '/api/mux/thumbnails': {
        body: {
          items: makePlayback().chapters.map((chapter) => ({
            ...chapter,
            url: `/api/media/thumb-${chapter.startTime}.jpg`,
          })),
        },
      },
    },
  });
  const defaultHeartbeat: HeartbeatResult = { credited: null, progress, revealedCodes: [] };
  const posts: Record<string, Responder> = {
    [`/api/courses/${key}`]: { body: makeEnrollment({ course: { id: course.id, slug: key } }) },
    [`/api/mux/progress/${key}`]: options.heartbeat ?? { body: defaultHeartbeat },
    [`/api/mux/attendance-code/${key}`]: options.attendanceCode ?? { body: progress },
  };
  const byPath = api.fetchMock.getMockImplementation();
  api.fetchMock.mockImplementation(async (input, init) => {
    const path = new URL(urlOf(input), 'http://localhost').pathname;
    const responder = init?.method === 'POST' ? posts[path] : undefined;
    if (responder) {
      const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      return jsonResponse(typeof responder === 'function' ? await responder(body) : responder);
    }
    if (!byPath) throw new Error('stubIdentity has no implementation');
    return byPath(input, init);
  });

  /** The JSON bodies POSTed to `path`, in order. */
  const postedTo = (postedPath: string): unknown[] =>
    api.fetchMock.mock.calls
      .filter(
        ([input, init]) =>
          init?.method === 'POST' && new URL(urlOf(input), 'http://localhost').pathname === postedPath,
      )
      .map(([, init]) => (typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined));

  return {
    ...api,
    course,
    key,
    heartbeats: () => postedTo(`/api/mux/progress/${key}`) as Record<string, unknown>[],
    postedTo,
  };
}

/**
 * jsdom has no media playback: play() and pause() only fire the `play` and `pause` events a browser would.
 * Returns the spies; call `restore()` after the test.
 */
export function stubMediaPlayback() {
  const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  });
  const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    this.dispatchEvent(new Event('pause'));
  });
  return {
    play,
    pause,
    restore: () => {
      play.mockRestore();
      pause.mockRestore();
    },
  };
}

/** Moves a media element as playback or a seek would: sets `currentTime` and fires the events, in order. */
export const media = {
  timeupdate(video: HTMLMediaElement, seconds: number) {
    video.currentTime = seconds;
    video.dispatchEvent(new Event('timeupdate'));
  },
  seek(video: HTMLMediaElement, seconds: number) {
    video.currentTime = seconds;
    video.dispatchEvent(new Event('seeking'));
    video.dispatchEvent(new Event('timeupdate'));
    video.dispatchEvent(new Event('seeked'));
  },
  fire(video: HTMLMediaElement, type: string) {
    video.dispatchEvent(new Event(type));
  },
};
