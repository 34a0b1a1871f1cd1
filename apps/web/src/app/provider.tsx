import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { AuthProvider } from '../features/identity/components/auth-provider';
import { isApiError } from '../lib/api-client';

// Toasts only follow user actions, so react-hot-toast loads after the first paint, outside every page's
// initial JavaScript. A toast raised before it arrives is kept by react-hot-toast's store and shown on mount.
const AppToaster = lazy(() =>
  import('../components/ui/app-toaster').then((module) => ({ default: module.AppToaster })),
);

/** Server data counts as fresh for 30 s, so moving between pages does not refetch everything. */
export const QUERY_STALE_TIME_MS = 30_000;

/** Retry a failed query once — but never a 4xx: not found or forbidden will not change on a second try. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.isClientError) return false;
  return failureCount < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: QUERY_STALE_TIME_MS, retry: shouldRetryQuery },
      mutations: { retry: false },
    },
  });
}

/** The block where the server writes a public page's data (apps/api/src/modules/public-pages). */
export const QUERY_DATA_ELEMENT_ID = 'counsel-query-data';

/**
 * Puts the data the server wrote into a public page's HTML into the query cache, under the keys the page's hooks
 * use, so the first render shows the page without asking the API again. The block is removed once read; a missing
 * or unreadable block only means the page loads its data itself.
 */
export function seedQueriesFromPage(queryClient: QueryClient, doc: Document): number {
  const element = doc.getElementById(QUERY_DATA_ELEMENT_ID);
  if (!element) return 0;
  element.remove();
  let entries: unknown;
  try {
    entries = JSON.parse(element.textContent);
  } catch {
    return 0;
  }
  if (!Array.isArray(entries)) return 0;
  let seeded = 0;
  for (const entry of entries as unknown[]) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { queryKey, data } = entry as { queryKey?: unknown; data?: unknown };
    if (!Array.isArray(queryKey) || data === undefined) continue;
    queryClient.setQueryData(queryKey, data);
    seeded += 1;
  }
  return seeded;
}

export interface AppProviderProps {
  children: ReactNode;
  /** Tests pass their own client; the app creates one. */
  queryClient?: QueryClient;
}

export function AppProvider({ children, queryClient: givenClient }: AppProviderProps) {
  const [queryClient] = useState(() => givenClient ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>{children}</AuthProvider>
      <Suspense fallback={null}>
        <AppToaster />
      </Suspense>
    </QueryClientProvider>
  );
}
