/**
 * What is known about where an unexpected error happened. Nothing else is ever sent: no e-mail address, no name, no
 * URL with its query string, no header, no body (docs/engineering-rules.md#ports-and-adapters).
 */
export interface ErrorContext {
  /** The signed-in user's id (the identity token's subject), when the request had one. */
  userId?: string;
  requestId?: string;
  /** The route template (`/api/courses/:courseId`), never the URL that was asked for. */
  route?: string;
  method?: string;
  /** The queue of a background job that failed. */
  job?: string;
}

/**
 * The operator's error-reporting port: unexpected errors (those that become a 500, failed job attempts) go to an
 * error tracker. `noErrorReporter` (the default, SENTRY_DSN unset) sends nothing; sentry-error-reporter.ts sends to
 * Sentry. Reporting never throws and never waits: `flush` waits for what is still on its way.
 */
export interface ErrorReporter {
  report(error: unknown, context: ErrorContext): void;
  /** Resolves once the reports sent so far are delivered, or after `timeoutMs`. */
  flush(timeoutMs?: number): Promise<void>;
}

export const noErrorReporter: ErrorReporter = {
  report: () => undefined,
  flush: async () => undefined,
};
