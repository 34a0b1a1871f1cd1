import { QueryClient } from '@tanstack/react-query';
import { configure, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProvider, QUERY_STALE_TIME_MS } from '../provider';
import { routes } from '../router';

// Lazy routes and the schema chunk load on first use; a cold test file on a busy machine needs more than the default 1 s.
configure({ asyncUtilTimeout: 10_000 });

/** Renders the whole app (frame, providers, lazy routes) at `path`, as the browser would. */
export function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  // No retries in tests: an error state shows at once.
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: QUERY_STALE_TIME_MS, retry: false } },
  });
  const view = render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { router, queryClient, ...view };
}
