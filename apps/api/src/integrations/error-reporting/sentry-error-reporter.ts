import {
  captureException,
  contextLinesIntegration,
  flush,
  initWithoutDefaultIntegrations,
  linkedErrorsIntegration,
  onUncaughtExceptionIntegration,
  onUnhandledRejectionIntegration,
  type ErrorEvent,
} from '@sentry/node';
import type { ErrorContext, ErrorReporter } from './error-reporter.js';
import { scrubException, scrubText } from '@counsel/domain';

/** The only tags an event keeps (event-scrubbing in `scrubEvent`), from the report's context. */
const TAGS = { requestId: 'request_id', route: 'route', method: 'method', job: 'job' } as const;

/**
 * The privacy rule, applied to every event whatever the SDK or an integration put in it: an allow-list of what is
 * sent. The user is reduced to `{ id }`; the request to its method and route template (no URL, query string,
 * headers, cookies or body); no server name, IP address, breadcrumbs, extra data or modules; error messages lose
 * e-mail addresses and query strings.
 */
export function scrubEvent(event: ErrorEvent): ErrorEvent {
  const tags: Record<string, string> = {};
  for (const name of Object.values(TAGS)) {
    const value = event.tags?.[name];
    if (typeof value === 'string') tags[name] = value;
  }
  const userId = event.user?.id;
  const { route, method } = tags;
  return {
    type: undefined,
    event_id: event.event_id,
    timestamp: event.timestamp,
    level: event.level,
    platform: event.platform,
    environment: event.environment,
    release: event.release,
    dist: event.dist,
    sdk: event.sdk,
    fingerprint: event.fingerprint,
    debug_meta: event.debug_meta,
    tags,
    ...(event.contexts?.runtime ? { contexts: { runtime: event.contexts.runtime } } : {}),
    ...(userId === undefined ? {} : { user: { id: String(userId) } }),
    ...(route ? { transaction: method ? `${method} ${route}` : route, request: { method, url: route } } : {}),
    ...(event.message === undefined ? {} : { message: scrubText(event.message) }),
    ...(event.logentry?.message === undefined
      ? {}
      : { logentry: { message: scrubText(event.logentry.message) } }),
    ...(event.exception
      ? { exception: { values: event.exception.values?.map((exception) => scrubException(exception)) } }
      : {}),
  };
}

function tagsOf(context: ErrorContext): Record<string, string> {
  const tags: Record<string, string> = {};
  for (const [key, name] of Object.entries(TAGS)) {
    const value = context[key as keyof typeof TAGS];
    if (value !== undefined) tags[name] = value;
  }
  return tags;
}

export interface SentryReporterOptions {
  dsn: string;
  /** NODE_ENV. The release is the SDK's own finding: SENTRY_RELEASE, or the commit a CI or platform sets. */
  environment: string;
}

/**
 * The Sentry adapter of the error-reporting port (official @sentry/node SDK, v11: `dataCollection` replaced
 * `sendDefaultPii`, and the SDK sets up no OpenTelemetry unless `enableOpenTelemetrySetup`). Errors only: no tracing
 * (the app's OpenTelemetry, integrations/tracing, owns it: no Sentry tracer provider, no sample rate, no tracing
 * integration), no request or breadcrumb integrations, nothing collected about people (`dataCollection`), and
 * `scrubEvent` as the last word on what leaves. Besides the reports, the process's uncaught exceptions and unhandled
 * rejections are sent before it exits as it would have without Sentry. Sentry's client is one per process, as the
 * server runs one app.
 */
export function createSentryErrorReporter({ dsn, environment }: SentryReporterOptions): ErrorReporter {
  initWithoutDefaultIntegrations({
    dsn,
    environment,
    enableOpenTelemetrySetup: false,
    // No module hooks: the channel-based integrations that need them are not used.
    enableRuntimeChannelInjection: false,
    includeServerName: false,
    sendClientReports: false,
    maxBreadcrumbs: 0,
    dataCollection: {
      userInfo: false,
      cookies: false,
      httpHeaders: false,
      httpBodies: [],
      urlQueryParams: false,
      graphQL: { document: false, variables: false },
      genAI: { inputs: false, outputs: false },
      mcp: { inputs: false, outputs: false },
      databaseQueryData: false,
      queues: false,
      stackFrameVariables: false,
    },
    integrations: [
      linkedErrorsIntegration(),
      contextLinesIntegration(),
      onUncaughtExceptionIntegration(),
      // `strict`: report, then exit, as Node does without a handler (`warn` would keep a broken process running).
      onUnhandledRejectionIntegration({ mode: 'strict' }),
    ],
    beforeSend: (event) => scrubEvent(event),
  });
  return {
    report(error, context) {
      captureException(error, {
        tags: tagsOf(context),
        ...(context.userId === undefined ? {} : { user: { id: context.userId } }),
      });
    },
    async flush(timeoutMs = 2000) {
      await flush(timeoutMs);
    },
  };
}
