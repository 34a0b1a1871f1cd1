import type { AppConfig } from '../../config/env.js';
import { noErrorReporter, type ErrorReporter } from './error-reporter.js';

/**
 * The error-reporting adapter the configuration names: Sentry when SENTRY_DSN is set, else nothing reported. The
 * Sentry SDK is loaded only then.
 */
export async function createErrorReporter(
  config: Pick<AppConfig, 'SENTRY_DSN' | 'NODE_ENV'>,
): Promise<ErrorReporter> {
  if (!config.SENTRY_DSN) return noErrorReporter;
  const { createSentryErrorReporter } = await import('./sentry-error-reporter.js');
  return createSentryErrorReporter({ dsn: config.SENTRY_DSN, environment: config.NODE_ENV });
}
