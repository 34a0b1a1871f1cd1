import { randomBytes, randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import { DEFAULT_HEARTBEAT_RULES } from '@counsel/domain';
import type { AppConfig } from './config/env.js';
import type { DatabaseHandle } from './db/database.js';
import { systemClock, type Clock } from './integrations/clock/clock.js';
import { registerErrorHandler } from './plugins/error-handler.js';
import { registerOpenApi } from './plugins/openapi.js';
import { registerRouteAccess } from './plugins/route-access.js';
import { registerSafeText } from './plugins/safe-text.js';
import type { AuthVerifier } from './integrations/auth/auth-verifier.js';
import { createConfiguredAuthVerifier } from './integrations/auth/create-auth-verifier.js';
import { createIdentityProvider } from './integrations/auth/better-auth.js';
import { createIdentityTokenVerifier } from './integrations/auth/identity-token-verifier.js';
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
import { usersRoutes } from './modules/users/users.routes.js';
import { registerSecurity } from './plugins/security.js';
import { registerStaticWeb } from './plugins/static-web.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { CoursesRepository } from './modules/courses/courses.repository.js';
import { CoursesService } from './modules/courses/courses.service.js';
import { coursesRoutes } from './modules/courses/courses.routes.js';
import { CatalogTaxonomyRepository } from './modules/catalog-taxonomy/catalog-taxonomy.repository.js';
import { CatalogTaxonomyService } from './modules/catalog-taxonomy/catalog-taxonomy.service.js';
import { catalogTaxonomyRoutes } from './modules/catalog-taxonomy/catalog-taxonomy.routes.js';
import { createPgBossQueue, type JobQueue } from './integrations/jobs/job-queue.js';
import { registerJob } from './integrations/jobs/job-registry.js';
import { UnitOfWork } from './db/unit-of-work.js';
import { Notifications, SEND_EMAIL_JOB } from './modules/notifications/notifications.js';
import { EXISTING_ACCOUNT_EMAIL } from './modules/identity/existing-account-notice.js';
import { PASSWORD_RESET_EMAIL, VERIFICATION_EMAIL } from './modules/identity/identity-emails.js';
import { createPaymentProvider } from './integrations/payments/create-payment-provider.js';
import type { PaymentProvider } from './integrations/payments/payment-provider.js';
import { injectInto } from './integrations/payments/sandbox/sandbox-delivery.js';
import { sandboxRoutes } from './integrations/payments/sandbox/sandbox-routes.js';
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
import { createMailer } from './integrations/mail/create-mailer.js';
import { MailOutboxRepository } from './integrations/mail/mail-outbox.repository.js';
import type { Mailer } from './integrations/mail/mailer.js';
import { DevMailboxService } from './modules/dev-mailbox/dev-mailbox.service.js';
import { EnterpriseRepository } from './modules/enterprise/enterprise.repository.js';
import { EnterpriseService } from './modules/enterprise/enterprise.service.js';
import { FirmProgress } from './modules/enterprise/firm-progress.js';
import { InvitationsService } from './modules/enterprise/invitations.service.js';
import { enterpriseRoutes } from './modules/enterprise/enterprise.routes.js';
import { FIRM_INVITATION_EMAIL, REMOVED_FROM_FIRM_EMAIL } from './modules/enterprise/enterprise-emails.js';
import { devMailboxRoutes } from './modules/dev-mailbox/dev-mailbox.routes.js';

export interface AppDependencies {
  config: AppConfig;
  database: DatabaseHandle;
  redis?: Redis;
  /** Verifies bearer tokens; defaults to the hosted OIDC issuer when OIDC_* is configured. */
  authVerifier?: AuthVerifier;
  /** The mail port; by default create-mailer picks SMTP (SMTP_URL) or the outbox table. Tests may pass their own. */
  mailer?: Mailer;
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
  /** The time every rule reads (integrations/clock/clock.ts); the system clock unless a test sets its own. */
  clock?: Clock;
}

export interface RegisteredRoute {
  methods: string[];
  url: string;
  access: string | undefined;
  hasResponseSchema: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    registeredRoutes: RegisteredRoute[];
    /** The one Mailer of this app (docs/engineering-rules.md#ports-and-adapters): modules that send e-mail take it from here. */
    mailer: Mailer;
  }
}

const REQUEST_ID_PATTERN = /^[A-Za-z0-9._-]{8,100}$/;

/** Builds the whole HTTP app: plugins first, then an explicit list of modules under /api. */
export async function buildApp({
  config,
  database,
  redis,
  authVerifier,
  identitySecret,
  mailer = createMailer(config, database.db),
  googleIdTokenVerifier,
  jobQueue,
  sandboxWebhookSecret,
  paymentProvider,
  clock = systemClock,
}: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    },
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    routerOptions: { maxParamLength: 200 },
    requestIdHeader: false,
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID_PATTERN.test(incoming) ? incoming : randomUUID();
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.decorate('mailer', mailer);
  if (config.isProduction && !config.SMTP_URL) {
    app.log.warn('SMTP_URL is not set: e-mails are only written to the mail_outbox table.');
  }

  // Every route, as registered: read by the route-audit test and the docs (who may call what).
  const routes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', routes);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    routes.push({
      methods,
      url: route.url,
      access: route.config?.access,
      hasResponseSchema: Boolean(route.schema?.response),
    });
  });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  app.addHook('onSend', async (request, reply) => {
    void reply.header('x-request-id', request.id);
  });

  await registerSecurity(app, config, redis);
  // NUL and lone surrogates refused once for every route, before any plugin or module registers its own (docs/engineering-rules.md#safe-text).
  registerSafeText(app);
  await registerOpenApi(app);
  const { db } = database;
  const secret = config.BETTER_AUTH_SECRET ?? identitySecret;
  if (!secret) throw new Error('Set BETTER_AUTH_SECRET: the identity provider needs a secret.');
  const identityRepository = new IdentityRepository(db);
  const billingRepository = new BillingRepository(db);
  const entitlements = new EntitlementsService(new EntitlementsRepository(db));
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
    roleClaimFor: (userId) => roleClaimFor(entitlements, userId),
    ...(google ? { google } : {}),
  });
  registerRouteAccess(
    app,
    authVerifier ??
      createConfiguredAuthVerifier(config) ??
      createIdentityTokenVerifier(identity, config.APP_URL, clock),
  );

  // Payments: the adapter, the job queue that processes webhook events, and the services.
  const queue =
    jobQueue ??
    createPgBossQueue({
      executeSql: database.executeSql,
      eager: config.NODE_ENV !== 'test',
      log: (message, error) => app.log.error({ err: error }, message),
    });
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
  ]);
  await registerJob(queue, SEND_EMAIL_JOB, (payload) => notifications.deliver(payload));
  const payments = paymentProvider
    ? { provider: paymentProvider, sandbox: null }
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
  );
  await registerJob(queue, PAYMENT_EVENT_JOB, (payload) => paymentEvents.processEvent(payload));
  app.addHook('onClose', async () => {
    await queue.stop();
  });

  // Learning: enrollment, the video port with its heartbeat judge, completions.
  const videoRepository = new VideoRepository(db);
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
  const completions = new CompletionsService(
    completionsRepository,
    learning,
    video,
    questionnaires,
    unitOfWork,
    config.CERTIFICATE_PROVIDER_NAME,
  );
  await registerJob(queue, CERTIFICATE_JOB, (payload) => certificates.issueCertificate(payload));
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

  const modules = [
    healthRoutes(db, clock),
    identityRoutes(identity, config.APP_URL, config.IDENTITY_ATTEMPTS_PER_IP),
    authRoutes(
      new IdentityService(identity, identityRepository, notifications, invitations),
      new GoogleSignInService(identity, identityRepository, google),
      invitations,
      config.IDENTITY_ATTEMPTS_PER_IP,
    ),
    usersRoutes(new UsersService(identityRepository, identity, entitlements)),
    lawyerProfileRoutes(new LawyerProfileService(new LawyerProfileRepository(db))),
    coursesRoutes(new CoursesService(new CoursesRepository(db))),
    catalogTaxonomyRoutes(new CatalogTaxonomyService(new CatalogTaxonomyRepository(db))),
    membershipsRoutes(new MembershipsService(new MembershipsRepository(db))),
    billingRoutes(billing, paymentEvents),
    learningRoutes(learning),
    videoRoutes(video),
    questionnairesRoutes(questionnaires),
    completionsRoutes(completions),
    enterpriseRoutes(enterprise, invitations),
    localMediaRoutes(videoProviders.library, videoProviders.localPublicKey, clock),
  ];
  await app.register(
    async (api) => {
      for (const module of modules) await api.register(module);
      api.get(
        '/openapi.json',
        {
          config: { access: 'public' },
          schema: { hide: true, response: { 200: z.record(z.string(), z.unknown()) } },
        },
        async () => app.swagger() as unknown as Record<string, unknown>,
      );
    },
    { prefix: '/api' },
  );

  // The development mailbox (/dev/mailbox) over the outbox table: before the SPA fallback, never in production.
  if (config.mailOutboxUi) {
    const service = new DevMailboxService(new MailOutboxRepository(db), {
      smtpActive: Boolean(config.SMTP_URL),
    });
    await app.register(devMailboxRoutes(service), { prefix: '/dev' });
  }

  // The sandbox's hosted checkout and portal pages (only while the sandbox is the payment adapter).
  if (payments.sandbox) await app.register(sandboxRoutes(payments.sandbox));

  await registerStaticWeb(app, config);
  return app;
}
