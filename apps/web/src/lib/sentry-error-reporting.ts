import {
  captureException,
  globalHandlersIntegration,
  httpContextIntegration,
  init,
  linkedErrorsIntegration,
  setUser,
  type ErrorEvent,
} from '@sentry/browser';
import type { ErrorTracker } from './error-tracker';
import { scrubException, scrubText } from '@counsel/domain';

/** A URL without its query string and fragment. */
export function stripUrl(url: string): string {
  return url.split(/[?#]/)[0] ?? url;
}

/**
 * The privacy rule, applied to every event whatever the SDK put in it: an allow-list of what is sent. The user is
 * reduced to `{ id }`, the page to its URL without query string or fragment (no headers), messages lose e-mail
 * addresses and query strings, and there are no breadcrumbs, tags, extra data or contexts; Sentry is told never to
 * infer the IP address.
 */
export function scrubBrowserEvent(event: ErrorEvent): ErrorEvent {
  const userId = event.user?.id;
  return {
    type: undefined,
    event_id: event.event_id,
    timestamp: event.timestamp,
    level: event.level,
    platform: event.platform,
    environment: event.environment,
    release: event.release,
    sdk: { ...event.sdk, settings: { ...event.sdk?.settings, infer_ip: 'never' } },
    fingerprint: event.fingerprint,
    ...(userId === undefined ? {} : { user: { id: String(userId) } }),
    ...(event.request?.url ? { request: { url: stripUrl(event.request.url) } } : {}),
    ...(event.message === undefined ? {} : { message: scrubText(event.message) }),
    ...(event.exception
      ? {
          exception: {
            values: event.exception.values?.map((exception) => scrubException(exception, stripUrl)),
          },
        }
      : {}),
  };
}

/**
 * The Sentry adapter of the browser's error reporting (official @sentry/browser, loaded on demand): uncaught errors
 * and unhandled rejections (its global handlers) and what the app reports; no tracing, replay, feedback or
 * breadcrumbs, nothing collected about people (`dataCollection`), and `scrubBrowserEvent` on every event.
 */
export function createSentryErrorTracker(dsn: string): ErrorTracker {
  init({
    dsn,
    defaultIntegrations: false,
    integrations: [globalHandlersIntegration(), linkedErrorsIntegration(), httpContextIntegration()],
    maxBreadcrumbs: 0,
    sendClientReports: false,
    dataCollection: {
      userInfo: false,
      cookies: false,
      httpHeaders: false,
      httpBodies: [],
      urlQueryParams: false,
      stackFrameVariables: false,
    },
    beforeSend: (event) => scrubBrowserEvent(event),
  });
  return {
    report: (error) => {
      captureException(error);
    },
    setUserId: (userId) => {
      setUser(userId === null ? null : { id: userId });
    },
  };
}
