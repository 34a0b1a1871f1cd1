import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config/env.js';
import type { Database, DatabaseHandle } from '../db/database.js';
import { UnitOfWork } from '../integrations/jobs/unit-of-work.js';
import type { GoogleIdTokenVerifier } from '../integrations/auth/google-id-token-verifier.js';
import type { Clock } from '../integrations/clock/clock.js';
import type { ErrorReporter } from '../integrations/error-reporting/error-reporter.js';
import type { FileStorage } from '../integrations/file-storage/file-storage.js';
import { createPgBossQueue, type JobQueue } from '../integrations/jobs/job-queue.js';
import { registerJob } from '../integrations/jobs/job-registry.js';
import { reportingJobFailures } from '../integrations/jobs/reporting-job-queue.js';
import type { Mailer } from '../integrations/mail/mailer.js';
import { noMetrics, type Metrics } from '../integrations/metrics/metrics.js';
import { registerPrometheusMetrics } from '../integrations/metrics/prometheus-metrics.js';
import type { PaymentProvider } from '../integrations/payments/payment-provider.js';
import { createVideoProviders } from '../integrations/video/create-video-providers.js';
import { createLiveRooms, type LiveRooms } from '../integrations/zoom/live-rooms.js';
import type { FetchLike } from '../integrations/zoom/zoom-api.js';
import { PAYMENT_FAILED_EMAIL, RECEIPT_EMAIL } from '../modules/billing/billing-emails.js';
import { REFUND_EMAIL } from '../modules/billing/second-membership.js';
import { COMPLIANCE_DEADLINE_EMAIL } from '../modules/compliance/compliance-emails.js';
import { CERTIFICATE_EMAIL } from '../modules/completions/certificate-issuer.js';
import {
  CONTACT_ACKNOWLEDGEMENT_EMAIL,
  CONTACT_FORWARD_EMAIL,
  CONTACT_REPLY_EMAIL,
} from '../modules/contact/contact-emails.js';
import { FIRM_INVITATION_EMAIL, REMOVED_FROM_FIRM_EMAIL } from '../modules/enterprise/enterprise-emails.js';
import { EXISTING_ACCOUNT_EMAIL } from '../modules/identity/existing-account-notice.js';
import { PASSWORD_RESET_EMAIL, VERIFICATION_EMAIL } from '../modules/identity/identity-emails.js';
import {
  LIVE_RECORDING_EMAIL,
  LIVE_REGISTRATION_EMAIL,
  LIVE_REMINDER_EMAIL,
} from '../modules/live/live-emails.js';
import { Notifications, SEND_EMAIL_JOB } from '../modules/notifications/notifications.js';
import { APPROVAL_EXPIRED_EMAIL } from '../modules/staff-courses/approval-emails.js';
import {
  LIVE_SESSION_CANCELED_EMAIL,
  LIVE_SESSION_MOVED_EMAIL,
} from '../modules/staff-live/staff-live-emails.js';

/** What server.ts and tests may give the composition instead of its defaults (buildApp passes them on). */
export interface CompositionOverrides {
  /** The identity provider's secret when BETTER_AUTH_SECRET is unset (server.ts keeps one in DATA_DIR). */
  identitySecret?: string;
  /**
   * Checks Google ID tokens when Google sign-in is configured (GOOGLE_CLIENT_ID/SECRET); by default Google's
   * published keys. Tests pass one over a local key set. Ignored while Google sign-in is off.
   */
  googleIdTokenVerifier?: GoogleIdTokenVerifier;
  /** Background jobs; by default pg-boss on this database (started at once outside tests, on first use in tests). */
  jobQueue?: JobQueue;
  /** Signs the sandbox's webhook events (server.ts keeps one in DATA_DIR unless SANDBOX_WEBHOOK_SECRET is set). */
  sandboxWebhookSecret?: string;
  /** Tests may replace the payment adapter (Stripe with a fake HTTP client, ...). */
  paymentProvider?: PaymentProvider;
  /** How the Zoom API is reached (Server-to-Server OAuth, webinars, reports); `fetch` unless a test answers for Zoom. */
  zoomFetch?: FetchLike;
  /** How the Mux API is reached (direct uploads); `fetch` unless a test answers for Mux. */
  muxFetch?: FetchLike;
}

/** What the composition needs from buildApp (AppDependencies in app.ts, with its defaults applied). */
export interface CompositionInput extends CompositionOverrides {
  app: FastifyInstance;
  config: AppConfig;
  database: DatabaseHandle;
  mailer: Mailer;
  clock: Clock;
  errorReporter: ErrorReporter;
  fileStorage: FileStorage;
}

/** What every area of the app is wired on: the job queue, metrics, units of work, e-mail, video and live rooms. */
export interface Platform {
  app: FastifyInstance;
  config: AppConfig;
  database: DatabaseHandle;
  db: Database;
  clock: Clock;
  queue: JobQueue;
  metrics: Metrics;
  unitOfWork: UnitOfWork;
  notifications: Notifications;
  videoProviders: Awaited<ReturnType<typeof createVideoProviders>>;
  liveRooms: LiveRooms;
}

/** Every e-mail the app sends, each a template the send-email job renders (modules/notifications). */
const EMAILS = [
  EXISTING_ACCOUNT_EMAIL,
  VERIFICATION_EMAIL,
  PASSWORD_RESET_EMAIL,
  REFUND_EMAIL,
  RECEIPT_EMAIL,
  PAYMENT_FAILED_EMAIL,
  CERTIFICATE_EMAIL,
  FIRM_INVITATION_EMAIL,
  REMOVED_FROM_FIRM_EMAIL,
  LIVE_REGISTRATION_EMAIL,
  LIVE_REMINDER_EMAIL,
  LIVE_RECORDING_EMAIL,
  LIVE_SESSION_MOVED_EMAIL,
  LIVE_SESSION_CANCELED_EMAIL,
  COMPLIANCE_DEADLINE_EMAIL,
  APPROVAL_EXPIRED_EMAIL,
  CONTACT_ACKNOWLEDGEMENT_EMAIL,
  CONTACT_FORWARD_EMAIL,
  CONTACT_REPLY_EMAIL,
];

/**
 * The platform: the job queue (pg-boss unless a test gives one; a job's failed attempts are reported), the
 * operator's metrics (GET /metrics when METRICS_TOKEN is set, otherwise nothing counted), a service's unit of work
 * (one transaction, its jobs and e-mails enqueued in it, ADR 011), the e-mails, and the video and live-room ports.
 */
export async function composePlatform({
  app,
  config,
  database,
  mailer,
  clock,
  errorReporter,
  jobQueue,
  zoomFetch = fetch,
}: CompositionInput): Promise<Platform> {
  const queue = reportingJobFailures(
    jobQueue ??
      createPgBossQueue({
        executeSql: database.executeSql,
        eager: config.NODE_ENV !== 'test',
        log: (message, error) => app.log.error({ err: error }, message),
      }),
    errorReporter,
  );
  app.addHook('onClose', async () => {
    await queue.stop();
  });
  const metrics = config.METRICS_TOKEN
    ? registerPrometheusMetrics(app, config.METRICS_TOKEN, { pools: () => database.pools(), jobs: queue })
    : noMetrics;
  const unitOfWork = new UnitOfWork(database.db, queue);
  const notifications = new Notifications(unitOfWork, mailer, config.APP_URL, EMAILS);
  await registerJob(queue, SEND_EMAIL_JOB, (payload) => notifications.deliver(payload));
  return {
    app,
    config,
    database,
    db: database.db,
    clock,
    queue,
    metrics,
    unitOfWork,
    notifications,
    videoProviders: await createVideoProviders(config, clock),
    liveRooms: createLiveRooms(config.zoom, clock, zoomFetch),
  };
}
