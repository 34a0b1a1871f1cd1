import { ERROR_REPORTING_META_NAME } from '@counsel/contracts/constants';
import type { ErrorTracker } from './error-tracker';

export type LoadErrorTracker = (dsn: string) => Promise<ErrorTracker>;

/** Who is signed in: the user store (stores/user-store.ts), or anything with its shape. */
export interface UserIdSource {
  getState(): { userId: string | null };
  subscribe(listener: (state: { userId: string | null }) => void): () => void;
}

/** The SDK and its settings are a chunk of their own, fetched only when the server asks for error reporting. */
const loadSentry: LoadErrorTracker = async (dsn) =>
  (await import('./sentry-error-reporting')).createSentryErrorTracker(dsn);

let tracker: Promise<ErrorTracker | null> = Promise.resolve(null);

/**
 * The DSN the server put in the page (SENTRY_BROWSER_DSN, apps/api/src/plugins/static-web.ts): decided at runtime,
 * never built into the bundle. Null when the page has none.
 */
export function errorReportingDsn(doc: Document): string | null {
  const content = doc.querySelector(`meta[name="${ERROR_REPORTING_META_NAME}"]`)?.getAttribute('content');
  return content && /^https?:\/\//.test(content) ? content : null;
}

/**
 * Starts error reporting when the page names a DSN: loads the tracker (its global handlers report uncaught errors
 * and unhandled rejections) and keeps it told of the signed-in user's id. Without a DSN nothing is loaded and
 * nothing is reported. Resolves to the tracker, or null.
 */
export function startErrorReporting(
  doc: Document,
  users: UserIdSource,
  load: LoadErrorTracker = loadSentry,
): Promise<ErrorTracker | null> {
  const dsn = errorReportingDsn(doc);
  if (!dsn) return tracker;
  tracker = load(dsn).then(
    (loaded) => {
      let userId = users.getState().userId;
      loaded.setUserId(userId);
      users.subscribe((state) => {
        if (state.userId === userId) return;
        userId = state.userId;
        loaded.setUserId(userId);
      });
      return loaded;
    },
    // A tracker that does not load (blocked, offline) leaves the app as it is.
    () => null,
  );
  return tracker;
}

/** Reports an error the app caught itself (the route error boundary); nothing happens while reporting is off. */
export function reportError(error: unknown): void {
  void tracker.then((loaded) => loaded?.report(error));
}
