import { randomBytes } from 'node:crypto';
import { VERIFIED_EMAIL_CALLBACK_PATH } from '@counsel/contracts';
import type { FastifyInstance } from 'fastify';
import type { Clock } from './integrations/clock/clock.js';
import { createIdentityProvider } from './integrations/auth/better-auth.js';
import {
  createGoogleIdTokenVerifier,
  type GoogleIdTokenVerifier,
} from './integrations/auth/google-id-token-verifier.js';
import { GoogleSignInService } from './modules/identity/google-sign-in.service.js';
import { IdentityRepository } from './modules/identity/identity.repository.js';
import { IdentityService, roleClaimFor } from './modules/identity/identity.service.js';
import { authRoutes } from './modules/identity/auth.routes.js';
import { identityRoutes } from './modules/identity/identity.routes.js';
import { UsersService } from './modules/users/users.service.js';
import { LawyerProfileRepository } from './modules/lawyer-profile/lawyer-profile.repository.js';
import { LawyerProfileService } from './modules/lawyer-profile/lawyer-profile.service.js';
import { lawyerProfileRoutes } from './modules/lawyer-profile/lawyer-profile.routes.js';
import { ComplianceService } from './modules/compliance/compliance.service.js';
import { complianceRoutes } from './modules/compliance/compliance.routes.js';
import { AuditPackService } from './modules/compliance/audit-pack.js';
import { COMPLIANCE_DEADLINE_EMAIL } from './modules/compliance/compliance-emails.js';
import { ComplianceReminders } from './modules/compliance/compliance-reminders.js';
import { ComplianceRemindersRepository } from './modules/compliance/compliance-reminders.repository.js';
import { CourseApplicabilityService } from './modules/compliance/course-applicability.js';
import { ExternalCreditsRepository } from './modules/compliance/external-credits.repository.js';
import {
  ExternalCreditRecords,
  ExternalCreditsService,
} from './modules/compliance/external-credits.service.js';
import { externalCreditsRoutes } from './modules/compliance/external-credits.routes.js';
import { usersRoutes } from './modules/users/users.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { CoursesRepository } from './modules/courses/courses.repository.js';
import { CoursesService } from './modules/courses/courses.service.js';
import { coursesRoutes } from './modules/courses/courses.routes.js';
import { CatalogCache, VersionedCache } from './modules/courses/catalog-cache.js';
import type { PublicResponse } from './modules/public-pages/public-page-renderer.js';
import { PublicPagesService } from './modules/public-pages/public-pages.service.js';
import { CatalogResponses } from './modules/courses/catalog-responses.js';
import { CatalogVersion } from './modules/courses/catalog-version.js';
import { CatalogTaxonomyRepository } from './modules/catalog-taxonomy/catalog-taxonomy.repository.js';
import { CatalogTaxonomyService } from './modules/catalog-taxonomy/catalog-taxonomy.service.js';
import { catalogTaxonomyRoutes } from './modules/catalog-taxonomy/catalog-taxonomy.routes.js';
import { createPgBossQueue, type JobQueue } from './integrations/jobs/job-queue.js';
import { reportingJobFailures } from './integrations/jobs/reporting-job-queue.js';
import type { ErrorReporter } from './integrations/error-reporting/error-reporter.js';
import { registerJob } from './integrations/jobs/job-registry.js';
import { UnitOfWork } from './db/unit-of-work.js';
import { Notifications, SEND_EMAIL_JOB } from './modules/notifications/notifications.js';
import { EXISTING_ACCOUNT_EMAIL } from './modules/identity/existing-account-notice.js';
import { PASSWORD_RESET_EMAIL, VERIFICATION_EMAIL } from './modules/identity/identity-emails.js';
import { createPaymentProvider } from './integrations/payments/create-payment-provider.js';
import { injectInto } from './integrations/payments/sandbox/sandbox-delivery.js';
import { BillingRepository } from './modules/billing/billing.repository.js';
import { BillingService } from './modules/billing/billing.service.js';
import { EntitlementsRepository } from './modules/entitlements/entitlements.repository.js';
import { EntitlementsService } from './modules/entitlements/entitlements.service.js';
import { billingRoutes } from './modules/billing/billing.routes.js';
import { PAYMENT_EVENT_JOB, PaymentEventsService } from './modules/billing/payment-events.service.js';
import { WebhookEventsRepository } from './modules/billing/webhook-events.repository.js';
import { REFUND_EMAIL, SecondMembershipRefusal } from './modules/billing/second-membership.js';
import { PAYMENT_FAILED_EMAIL, RECEIPT_EMAIL } from './modules/billing/billing-emails.js';
import { SecondMembershipRepository } from './modules/billing/second-membership.repository.js';
import { MembershipsRepository } from './modules/memberships/memberships.repository.js';
import { MembershipsService } from './modules/memberships/memberships.service.js';
import { membershipsRoutes } from './modules/memberships/memberships.routes.js';
import { LearningRepository } from './modules/learning/learning.repository.js';
import { LearningService } from './modules/learning/learning.service.js';
import { learningRoutes } from './modules/learning/learning.routes.js';
import { createVideoProviders } from './integrations/video/create-video-providers.js';
import { localMediaRoutes } from './integrations/video/local/local-media-routes.js';
import { VideoRepository } from './modules/video/video.repository.js';
import { VideoService } from './modules/video/video.service.js';
import { PlaybackSessionTokens } from './modules/video/playback-session.js';
import { videoRoutes } from './modules/video/video.routes.js';
import { renderCertificatePdf } from './modules/certificates/certificate-pdf.js';
import { CompletionsRepository } from './modules/completions/completions.repository.js';
import { CompletionsService } from './modules/completions/completions.service.js';
import {
  CERTIFICATE_EMAIL,
  CERTIFICATE_JOB,
  CertificateIssuer,
} from './modules/completions/certificate-issuer.js';
import { schedulePeriodicSweep } from './integrations/jobs/periodic-sweep.js';
import { completionsRoutes } from './modules/completions/completions.routes.js';
import { QuestionnairesRepository } from './modules/questionnaires/questionnaires.repository.js';
import { QuestionnairesService } from './modules/questionnaires/questionnaires.service.js';
import { questionnairesRoutes } from './modules/questionnaires/questionnaires.routes.js';
import type { Mailer } from './integrations/mail/mailer.js';
import { mailReadiness } from './integrations/mail/create-mailer.js';
import { noMetrics } from './integrations/metrics/metrics.js';
import { registerPrometheusMetrics } from './integrations/metrics/prometheus-metrics.js';
import { EnterpriseRepository } from './modules/enterprise/enterprise.repository.js';
import { EnterpriseService } from './modules/enterprise/enterprise.service.js';
import { FirmProgress } from './modules/enterprise/firm-progress.js';
import { InvitationsService } from './modules/enterprise/invitations.service.js';
import { enterpriseRoutes } from './modules/enterprise/enterprise.routes.js';
import { FIRM_INVITATION_EMAIL, REMOVED_FROM_FIRM_EMAIL } from './modules/enterprise/enterprise-emails.js';
import { EnterpriseComplianceService } from './modules/enterprise/enterprise-compliance.service.js';
import { enterpriseComplianceRoutes } from './modules/enterprise/enterprise-compliance.routes.js';
import { StaffRepository } from './modules/staff/staff.repository.js';
import { StaffAudit, StaffService } from './modules/staff/staff.service.js';
import { staffRoutes } from './modules/staff/staff.routes.js';
import { StaffMediaRepository } from './modules/staff-media/staff-media.repository.js';
import { StaffMediaService } from './modules/staff-media/staff-media.service.js';
import { staffMediaRoutes } from './modules/staff-media/staff-media.routes.js';
import { StaffPlansRepository } from './modules/staff-plans/staff-plans.repository.js';
import { StaffPlansService } from './modules/staff-plans/staff-plans.service.js';
import { staffPlansRoutes } from './modules/staff-plans/staff-plans.routes.js';
import { StaffQuestionnairesRepository } from './modules/staff-questionnaires/staff-questionnaires.repository.js';
import { StaffQuestionnairesService } from './modules/staff-questionnaires/staff-questionnaires.service.js';
import { staffQuestionnairesRoutes } from './modules/staff-questionnaires/staff-questionnaires.routes.js';
import { StaffLiveRepository } from './modules/staff-live/staff-live.repository.js';
import { StaffLiveService } from './modules/staff-live/staff-live.service.js';
import { staffLiveRoutes } from './modules/staff-live/staff-live.routes.js';
import {
  LIVE_SESSION_CANCELED_EMAIL,
  LIVE_SESSION_MOVED_EMAIL,
} from './modules/staff-live/staff-live-emails.js';
import { LocalMediaWriter } from './integrations/video/local/local-media-writer.js';
import { MuxUploads } from './integrations/video/mux/mux-uploads.js';
import { StaffCoursesRepository } from './modules/staff-courses/staff-courses.repository.js';
import { StaffCoursesService } from './modules/staff-courses/staff-courses.service.js';
import { CreditLinesService } from './modules/staff-courses/credit-lines.service.js';
import { SpeakersService } from './modules/staff-courses/speakers.service.js';
import { ApprovalsRepository } from './modules/staff-courses/approvals.repository.js';
import { ApprovalsService } from './modules/staff-courses/approvals.service.js';
import { APPROVAL_EXPIRED_EMAIL } from './modules/staff-courses/approval-emails.js';
import { staffCoursesRoutes } from './modules/staff-courses/staff-courses.routes.js';
import { StaffPeopleRepository } from './modules/staff-people/staff-people.repository.js';
import { StaffPeopleService } from './modules/staff-people/staff-people.service.js';
import { staffPeopleRoutes } from './modules/staff-people/staff-people.routes.js';
import { AttendanceReportsRepository } from './modules/attendance-reports/attendance-reports.repository.js';
import { AttendanceReportsService } from './modules/attendance-reports/attendance-reports.service.js';
import { attendanceReportsRoutes } from './modules/attendance-reports/attendance-reports.routes.js';
import { ContactRepository } from './modules/contact/contact.repository.js';
import { ContactService } from './modules/contact/contact.service.js';
import { contactRoutes } from './modules/contact/contact.routes.js';
import {
  CONTACT_ACKNOWLEDGEMENT_EMAIL,
  CONTACT_FORWARD_EMAIL,
  CONTACT_REPLY_EMAIL,
} from './modules/contact/contact-emails.js';
import { CompletionCreditRecords, FirmCompliance } from './modules/compliance/firm-compliance.js';
import { createLiveRooms } from './integrations/zoom/live-rooms.js';
import type { FetchLike } from './integrations/zoom/zoom-api.js';
import { LiveRepository } from './modules/live/live.repository.js';
import { LiveService } from './modules/live/live.service.js';
import { LiveCalendar } from './modules/live/live-calendar.js';
import { LiveJoinService } from './modules/live/live-join.service.js';
import { LiveMail } from './modules/live/live-mail.js';
import { LiveRemindersRepository } from './modules/live/live-reminders.repository.js';
import { CalendarFeedsRepository } from './modules/live/calendar-feeds.repository.js';
import {
  LIVE_RECORDING_EMAIL,
  LIVE_REGISTRATION_EMAIL,
  LIVE_REMINDER_EMAIL,
} from './modules/live/live-emails.js';
import { liveRoutes } from './modules/live/live.routes.js';
import { scheduleLiveSweeps } from './modules/live/live-sweeps.js';
import { LiveAttendanceReader } from './modules/live/live-attendance.js';
import { LiveZoomEventsService, ZOOM_EVENT_JOB } from './modules/live/live-zoom-events.service.js';
import { LiveZoomRepository } from './modules/live/live-zoom.repository.js';
import { liveWebhookRoutes } from './modules/live/live-webhook.routes.js';
import { liveDevRoutes } from './modules/live/live-dev.routes.js';
import { LiveRoomRepository } from './modules/live/live-room.repository.js';
import { LiveRoomService } from './modules/live/live-room.service.js';
import { liveRoomRoutes } from './modules/live/live-room.routes.js';
import { DEFAULT_HEARTBEAT_RULES, DEFAULT_PRESENCE_RULES } from '@counsel/domain';
import type { AppConfig } from './config/env.js';
import type { DatabaseHandle } from './db/database.js';
import type { PaymentProvider } from './integrations/payments/payment-provider.js';
import type { FileStorage } from './integrations/file-storage/file-storage.js';

/** What the composition needs from buildApp (AppDependencies in app.ts, with its defaults applied). */
export interface CompositionInput {
  app: FastifyInstance;
  config: AppConfig;
  database: DatabaseHandle;
  mailer: Mailer;
  clock: Clock;
  errorReporter: ErrorReporter;
  identitySecret?: string;
  googleIdTokenVerifier?: GoogleIdTokenVerifier;
  jobQueue?: JobQueue;
  sandboxWebhookSecret?: string;
  paymentProvider?: PaymentProvider;
  zoomFetch?: FetchLike;
  muxFetch?: FetchLike;
  fileStorage: FileStorage;
}

/**
 * The composition root: every repository, service, job and route module of the app, wired once. buildApp (app.ts)
 * owns the HTTP side (Fastify, plugins, route access, prefixes) and hands this the app for its logger, its close hook
 * and the sandbox's in-process webhook delivery.
 */
export async function composeModules({
  app,
  config,
  database,
  mailer,
  identitySecret,
  googleIdTokenVerifier,
  jobQueue,
  sandboxWebhookSecret,
  paymentProvider,
  zoomFetch = fetch,
  muxFetch = fetch,
  clock,
  errorReporter,
  fileStorage,
}: CompositionInput) {
  const { db } = database;
  const secret = config.BETTER_AUTH_SECRET ?? identitySecret;
  if (!secret) throw new Error('Set BETTER_AUTH_SECRET: the identity provider needs a secret.');
  const identityRepository = new IdentityRepository(db);
  const billingRepository = new BillingRepository(db);
  const entitlements = new EntitlementsService(new EntitlementsRepository(db));
  const staffRepository = new StaffRepository(db);
  const google = config.googleSignIn
    ? {
        ...config.googleSignIn,
        verifier:
          googleIdTokenVerifier ?? createGoogleIdTokenVerifier({ clientId: config.googleSignIn.clientId }),
      }
    : null;
  const identity = createIdentityProvider({
    db,
    config: { ...config, BETTER_AUTH_SECRET: secret },
    // Queued as send-email jobs by `notifications` (built below, before any request can ask for an e-mail).
    emails: {
      verification: (to, data) => notifications.send(VERIFICATION_EMAIL, to, data),
      passwordReset: (to, data) => notifications.send(PASSWORD_RESET_EMAIL, to, data),
    },
    // The role claim: staff (staff_members) outranks the lawyer roles that subscriptions and firms decide.
    roleClaimFor: (userId) =>
      roleClaimFor(
        {
          roleFacts: async (id) => ({
            ...(await entitlements.roleFacts(id)),
            isStaff: await staffRepository.isStaff(id),
          }),
        },
        userId,
      ),
    ...(google ? { google } : {}),
  });

  // Payments: the adapter, the job queue that processes webhook events, and the services. A job's failed attempts
  // are reported (integrations/error-reporting).
  const queue = reportingJobFailures(
    jobQueue ??
      createPgBossQueue({
        executeSql: database.executeSql,
        eager: config.NODE_ENV !== 'test',
        log: (message, error) => app.log.error({ err: error }, message),
      }),
    errorReporter,
  );
  // The operator's metrics (integrations/metrics): GET /metrics when METRICS_TOKEN is set, otherwise nothing counted.
  const metrics = config.METRICS_TOKEN
    ? registerPrometheusMetrics(app, config.METRICS_TOKEN, { pools: () => database.pools(), jobs: queue })
    : noMetrics;
  // A service's unit of work: one transaction, its repositories in it, its jobs and e-mails enqueued in it (ADR 011).
  const unitOfWork = new UnitOfWork(db, queue);
  const notifications = new Notifications(unitOfWork, mailer, config.APP_URL, [
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
  ]);
  await registerJob(queue, SEND_EMAIL_JOB, (payload) => notifications.deliver(payload));
  const payments = paymentProvider
    ? { provider: paymentProvider, sandbox: null, mode: paymentProvider.name }
    : createPaymentProvider({
        config,
        db,
        sandboxWebhookSecret: sandboxWebhookSecret ?? randomBytes(32).toString('hex'),
        deliver: injectInto(app),
        queue,
        log: app.log,
        clock,
      });
  await payments.sandbox?.startDelivery();
  const billing = new BillingService(
    billingRepository,
    entitlements,
    payments.provider,
    config.APP_URL,
    clock,
  );
  const paymentEvents = new PaymentEventsService(
    billingRepository,
    new WebhookEventsRepository(db),
    new SecondMembershipRefusal(
      billingRepository,
      new SecondMembershipRepository(db),
      payments.provider,
      notifications,
      app.log,
    ),
    payments.provider,
    unitOfWork,
    notifications,
    app.log,
    metrics,
  );
  await registerJob(queue, PAYMENT_EVENT_JOB, (payload) => paymentEvents.processEvent(payload));
  app.addHook('onClose', async () => {
    await queue.stop();
  });

  // Learning: enrollment, the video port with its heartbeat judge, completions.
  const videoRepository = new VideoRepository(db, database.lookups);
  const learning = new LearningService(
    new LearningRepository(db),
    entitlements,
    new CoursesService(new CoursesRepository(db)),
    videoRepository,
    clock,
  );
  const videoProviders = await createVideoProviders(config, clock);
  const video = new VideoService(
    videoRepository,
    learning,
    videoProviders.providers,
    {
      ...DEFAULT_HEARTBEAT_RULES,
      maxPlaybackRate: config.PLAYBACK_MAX_RATE,
    },
    clock,
    new PlaybackSessionTokens(config.PLAYBACK_SESSION_SECRET ?? secret, clock),
  );
  const questionnaires = new QuestionnairesService(new QuestionnairesRepository(db), learning);
  const completionsRepository = new CompletionsRepository(db);
  const certificates = new CertificateIssuer(
    completionsRepository,
    unitOfWork,
    notifications,
    renderCertificatePdf,
    {
      name: config.CERTIFICATE_PROVIDER_NAME,
      address: config.CERTIFICATE_PROVIDER_ADDRESS,
      email: config.CERTIFICATE_PROVIDER_EMAIL,
      phone: config.CERTIFICATE_PROVIDER_PHONE,
      website: config.APP_URL,
    },
    clock,
  );
  const liveRoomRepository = new LiveRoomRepository(db);
  const liveRooms = createLiveRooms(config.zoom, clock, zoomFetch);
  const completions = new CompletionsService(
    completionsRepository,
    learning,
    video,
    new LiveAttendanceReader(liveRoomRepository, liveRooms, clock),
    questionnaires,
    unitOfWork,
    config.CERTIFICATE_PROVIDER_NAME,
    clock,
  );
  await registerJob(queue, CERTIFICATE_JOB, async (payload) => {
    if (await certificates.issueCertificate(payload)) metrics.certificateIssued();
  });
  // A completion whose certificate job was lost or gave up gets it queued again (ADR 009).
  schedulePeriodicSweep(app, 'certificates', config.NODE_ENV === 'test' ? null : 60_000, () =>
    certificates.requeueMissingCertificates(),
  );

  // Firms: members, invitations and seats; their lawyers' progress comes from learning's and completions' queries.
  const enterpriseRepository = new EnterpriseRepository(db);
  const enterprise = new EnterpriseService(
    enterpriseRepository,
    new FirmProgress(new LearningRepository(db), completionsRepository),
    unitOfWork,
    notifications,
    clock,
  );
  const invitations = new InvitationsService(enterpriseRepository, entitlements, unitOfWork, clock);
  // Manage Firm's compliance view and the deadline reminders: the lawyers' admissions (lawyer-profile's query) and
  // every credit record source, for many lawyers at once.
  const creditRecordSources = [
    new CompletionCreditRecords(completionsRepository),
    new ExternalCreditRecords(new ExternalCreditsRepository(db)),
  ];
  const enterpriseCompliance = new EnterpriseComplianceService(
    enterpriseRepository,
    new FirmCompliance(new LawyerProfileRepository(db), creditRecordSources),
    clock,
  );
  const complianceReminders = new ComplianceReminders(
    new LawyerProfileRepository(db),
    creditRecordSources,
    new ComplianceRemindersRepository(db),
    unitOfWork,
    notifications,
    clock,
  );
  schedulePeriodicSweep(
    app,
    'compliance-reminders',
    config.NODE_ENV === 'test' ? null : 3_600_000,
    async () => {
      const sent = await complianceReminders.sendDue();
      if (sent > 0) app.log.info({ sent }, 'compliance deadline reminders queued');
      return 0;
    },
  );

  // Compliance: each admission's standing from the credits earned here and the external ones the lawyer enters.
  const externalCredits = new ExternalCreditsService(new ExternalCreditsRepository(db), fileStorage, clock);
  const compliance = new ComplianceService(
    new LawyerProfileRepository(db),
    completionsRepository,
    externalCredits,
    clock,
  );

  // Live webinars: sessions and registrations, joining through the live-room port (built-in room or Zoom), calendar
  // files and the sessions' e-mails.
  const liveRepository = new LiveRepository(db);
  const liveMail = new LiveMail(new LiveRemindersRepository(db), unitOfWork, notifications, secret, clock);
  const live = new LiveService(
    liveRepository,
    learning,
    new CoursesService(new CoursesRepository(db)),
    unitOfWork,
    liveMail,
    clock,
  );
  const liveJoin = new LiveJoinService(liveRepository, live, learning, liveRooms, clock);
  const liveCalendar = new LiveCalendar(
    liveRepository,
    new CalendarFeedsRepository(db),
    live,
    config.APP_URL,
    clock,
    // The private feed carries the lawyer's compliance deadlines too.
    { eventsFor: (userId) => compliance.deadlineEvents(userId, config.APP_URL) },
  );
  const liveRoom = new LiveRoomService(
    liveRepository,
    learning,
    liveRoomRepository,
    unitOfWork,
    videoProviders.providers,
    liveRooms,
    DEFAULT_PRESENCE_RULES,
    clock,
  );
  const zoomEvents = new LiveZoomEventsService(
    new LiveZoomRepository(db),
    liveRoomRepository,
    new WebhookEventsRepository(db),
    liveRooms,
    unitOfWork,
    clock,
    app.log,
    metrics,
  );
  await registerJob(queue, ZOOM_EVENT_JOB, (payload) => zoomEvents.processEvent(payload));
  scheduleLiveSweeps(app, live, liveMail, zoomEvents, config.NODE_ENV === 'test' ? null : 60_000);

  // The staff console (docs/product-rules.md#staff): every staff action is written to the staff audit log.
  const staffAudit = new StaffAudit(staffRepository, clock);
  const staff = new StaffService(staffRepository, staffAudit, unitOfWork, clock);
  const staffMedia = new StaffMediaService(
    new StaffMediaRepository(db),
    new LocalMediaWriter(videoProviders.library),
    config.mux?.api ? new MuxUploads(config.mux.api, muxFetch) : null,
    staffAudit,
    unitOfWork,
    config.APP_URL,
    clock,
  );
  // Courses and credit approvals: drafts, publishing, credit versions, and the hourly approval-expiry sweep.
  const staffCoursesRepository = new StaffCoursesRepository(db);
  const staffCourses = new StaffCoursesService(staffCoursesRepository, staffAudit, unitOfWork, clock);
  const approvals = new ApprovalsService(
    new ApprovalsRepository(db),
    staffCoursesRepository,
    staffAudit,
    unitOfWork,
    notifications,
    clock,
  );
  schedulePeriodicSweep(app, 'approval-expiry', config.NODE_ENV === 'test' ? null : 3_600_000, async () => {
    const expired = await approvals.expireLapsedApprovals();
    if (expired > 0) app.log.info({ expired }, 'credit approvals expired');
    return 0;
  });
  // People: a person's or a firm's record, resending the verification e-mail, revoking a certificate.
  const staffPeople = new StaffPeopleService(
    new StaffPeopleRepository(db),
    completionsRepository,
    entitlements,
    async (email) => {
      await identity.api.sendVerificationEmail({
        body: { email, callbackURL: VERIFIED_EMAIL_CALLBACK_PATH },
      });
    },
    staffAudit,
    unitOfWork,
    clock,
  );
  // The contact form and the staff's contact inbox: forwards go to CONTACT_TO.
  const contact = new ContactService(
    new ContactRepository(db),
    unitOfWork,
    notifications,
    staffAudit,
    config.CONTACT_TO ?? config.CERTIFICATE_PROVIDER_EMAIL,
    clock,
  );

  // The public catalog's cache key: the catalog version, learnt from NOTIFY catalog_changed (ADR 016). A staff
  // write answers only after this instance has read the version its change produced, so the next read sees it.
  const catalogVersion = new CatalogVersion(
    new CoursesRepository(db),
    (channel, handlers) => database.listen(channel, handlers),
    (error) => app.log.warn({ err: error }, 'catalog version unreadable: the catalog is served uncached'),
  );
  await catalogVersion.start();
  const catalogCache = new CatalogCache(catalogVersion, config.CATALOG_CACHE_ENTRIES);
  const catalog = new CoursesService(new CoursesRepository(db));
  const taxonomy = new CatalogTaxonomyService(new CatalogTaxonomyRepository(db));
  // The public pages (landing, Browse, courses, plans, verification) and sitemap.xml, made once per catalog
  // version: app.ts serves them at the site's root and through static-web.ts.
  const publicPages = {
    service: new PublicPagesService(catalog, taxonomy, config.APP_URL),
    cache: new VersionedCache<PublicResponse | null>(catalogVersion, config.CATALOG_CACHE_ENTRIES),
  };
  app.addHook('onClose', () => catalogVersion.stop());
  app.addHook('onSend', (request, reply, payload, done) => {
    const staffWrite =
      request.method !== 'GET' && request.method !== 'HEAD' && request.url.startsWith('/api/staff/');
    if (!staffWrite || reply.statusCode >= 400) {
      done(null, payload);
      return;
    }
    catalogVersion.refresh().then(
      () => done(null, payload),
      (error: unknown) => done(error as Error),
    );
  });

  const modules = [
    healthRoutes(db, clock, {
      draining: () => app.lifecycle.draining,
      jobs: queue,
      mail: mailReadiness(config),
      payments: { ready: payments.mode !== 'off', detail: payments.mode },
    }),
    identityRoutes(identity, config.APP_URL, config.IDENTITY_ATTEMPTS_PER_IP),
    authRoutes(
      new IdentityService(identity, identityRepository, notifications, invitations),
      new GoogleSignInService(identity, identityRepository, google),
      invitations,
      config.IDENTITY_ATTEMPTS_PER_IP,
    ),
    usersRoutes(new UsersService(identityRepository, identity, entitlements)),
    lawyerProfileRoutes(new LawyerProfileService(new LawyerProfileRepository(db), clock)),
    coursesRoutes(new CatalogResponses(catalog, catalogCache)),
    catalogTaxonomyRoutes(taxonomy, catalogCache),
    membershipsRoutes(new MembershipsService(new MembershipsRepository(db))),
    billingRoutes(billing, paymentEvents),
    learningRoutes(learning),
    videoRoutes(video, metrics),
    questionnairesRoutes(questionnaires),
    completionsRoutes(completions),
    enterpriseRoutes(enterprise, invitations),
    enterpriseComplianceRoutes(enterpriseCompliance),
    liveRoutes(live, liveJoin, liveCalendar, liveMail),
    liveRoomRoutes(liveRoom),
    liveWebhookRoutes(zoomEvents),
    complianceRoutes(
      compliance,
      new AuditPackService(
        compliance,
        completionsRepository,
        externalCredits,
        { name: config.CERTIFICATE_PROVIDER_NAME, appUrl: config.APP_URL },
        clock,
      ),
      new CourseApplicabilityService(
        new CoursesService(new CoursesRepository(db)),
        new LawyerProfileRepository(db),
        compliance,
        clock,
      ),
    ),
    externalCreditsRoutes(externalCredits),
    staffRoutes(staff),
    staffMediaRoutes(staffMedia),
    staffPlansRoutes(
      new StaffPlansService(new StaffPlansRepository(db), payments.provider, staffAudit, unitOfWork, clock),
    ),
    staffQuestionnairesRoutes(
      new StaffQuestionnairesService(new StaffQuestionnairesRepository(db), staffAudit, unitOfWork, clock),
    ),
    staffLiveRoutes(
      new StaffLiveService(
        new StaffLiveRepository(db),
        liveRepository,
        liveRooms,
        notifications,
        staffAudit,
        unitOfWork,
        clock,
      ),
    ),
    staffCoursesRoutes({
      courses: staffCourses,
      credits: new CreditLinesService(staffCoursesRepository, staffCourses, staffAudit, unitOfWork, clock),
      speakers: new SpeakersService(staffCoursesRepository, staffAudit, unitOfWork, clock),
      approvals,
    }),
    staffPeopleRoutes(staffPeople),
    attendanceReportsRoutes(
      new AttendanceReportsService(new AttendanceReportsRepository(db), config.CERTIFICATE_PROVIDER_NAME),
    ),
    contactRoutes(contact, config.CONTACT_MESSAGES_PER_IP),
    localMediaRoutes(videoProviders.library, videoProviders.localPublicKey, clock),
  ];

  // Development tools under /dev (app.ts registers them only outside production).
  const devModules = [liveDevRoutes(live)];

  return { identity, modules, devModules, publicPages, sandbox: payments.sandbox };
}
