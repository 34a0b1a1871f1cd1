import { ERROR_REPORTING_META_NAME } from '@counsel/contracts/constants';
import { escapeHtml } from '../mail/escape-html.js';

/**
 * The browser's side of error reporting (SENTRY_BROWSER_DSN): the web app reads its DSN from a meta tag the server
 * writes into every page's head (apps/web/src/lib/error-reporting.ts), so one build serves every deployment and no
 * DSN is in the bundle. Unset: no tag, and the browser loads no SDK.
 */
export function errorReportingHeadTag(browserDsn: string | undefined): string {
  if (!browserDsn) return '';
  return `<meta name="${ERROR_REPORTING_META_NAME}" content="${escapeHtml(browserDsn)}" />`;
}

/** Where the browser sends its reports (the DSN's origin, without its key): the CSP's connect-src allows it. */
export function errorReportingOrigin(browserDsn: string | undefined): string | null {
  return browserDsn ? new URL(browserDsn).origin : null;
}
