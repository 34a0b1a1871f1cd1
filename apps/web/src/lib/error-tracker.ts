/**
 * What the app asks of an error tracker once it is loaded: error-reporting.ts loads one, sentry-error-reporting.ts
 * is the one it loads.
 */
export interface ErrorTracker {
  report(error: unknown): void;
  /** The signed-in user's id, or null once they sign out: the only thing reports say about a person. */
  setUserId(userId: string | null): void;
}
