import type { WatchProgress } from '@counsel/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { makeWatchProgress } from '../../../app/testing/player-fixtures';
import { CompletionPanel } from '../components/completion-panel';
import { LiveCreditPanel } from '../components/live-credit-panel';
import { COURSE_ID, COURSE_SLUG } from './completion-fixtures';

configure({ asyncUtilTimeout: 10_000 });

/** Progress with the whole program watched (the questionnaires open). */
export const watchedProgress = (overrides: Partial<WatchProgress> = {}) =>
  makeWatchProgress({
    courseId: COURSE_ID,
    watchedRanges: [[0, 600]],
    watchedSeconds: 600,
    progressPercent: 100,
    watchRequirementMet: true,
    verification: { method: 'ATTENDANCE_CODES', codesEntered: 2, complete: true },
    ...overrides,
  });

/**
 * Renders the panel as the watch page does (its own query client, a router for its links). `setProgress`
 * re-renders it with the progress a heartbeat would bring; `onClaimed` is the page's callback.
 */
export function renderPanel({
  progress = makeWatchProgress({ courseId: COURSE_ID }),
  onClaimed = () => undefined,
}: { progress?: WatchProgress; onClaimed?: () => void } = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: 30_000, retry: false }, mutations: { retry: false } },
  });
  const tree = (current: WatchProgress) => (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/watch']}>
        <Routes>
          <Route
            path="/watch"
            element={
              <CompletionPanel
                courseId={COURSE_ID}
                courseKey={COURSE_SLUG}
                progress={current}
                onClaimed={onClaimed}
              />
            }
          />
          <Route path="*" element={<p>Elsewhere</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>
  );
  const view = render(tree(progress));
  return { ...view, queryClient, setProgress: (next: WatchProgress) => view.rerender(tree(next)) };
}

/**
 * Renders the live credit panel as a live course's page does (its own query client, a router at the course page,
 * `initialEntry` e.g. with `#earn-credit`); `onClaimed` is the page's callback.
 */
export function renderLivePanel({
  initialEntry = `/dashboard/courses/${COURSE_SLUG}`,
  onClaimed = () => undefined,
}: { initialEntry?: string; onClaimed?: () => void } = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: 30_000, retry: false }, mutations: { retry: false } },
  });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[initialEntry]}>
        <Routes>
          <Route
            path="/dashboard/courses/:courseId"
            element={<LiveCreditPanel courseKey={COURSE_SLUG} onClaimed={onClaimed} />}
          />
          <Route path="*" element={<p>Elsewhere</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...view, queryClient };
}
