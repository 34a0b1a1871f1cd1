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
