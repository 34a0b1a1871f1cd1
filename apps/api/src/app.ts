import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { DestinationStream } from 'pino';
import { z } from 'zod';
import type { AppConfig } from './config/env.js';
import type { DatabaseHandle } from './db/database.js';
import { systemClock, type Clock } from './integrations/clock/clock.js';
import { registerErrorHandler } from './plugins/error-handler.js';
import { createErrorReporter } from './integrations/error-reporting/create-error-reporter.js';
import type { ErrorReporter } from './integrations/error-reporting/error-reporter.js';
import { loggerOptions, registerRequestContext } from './plugins/logging.js';
import { tagRequestSpan } from './integrations/tracing/request-id-attribute.js';
import { registerOpenApi } from './plugins/openapi.js';
import { registerRouteAccess } from './plugins/route-access.js';
import { registerSafeText } from './plugins/safe-text.js';
import type { AuthVerifier } from './integrations/auth/auth-verifier.js';
import { createConfiguredAuthVerifier } from './integrations/auth/create-auth-verifier.js';
import { createIdentityTokenVerifier } from './integrations/auth/identity-token-verifier.js';
import { registerSecurity } from './plugins/security.js';
import { registerStaticWeb } from './plugins/static-web.js';
import { createFileStorage } from './integrations/file-storage/create-file-storage.js';
import type { FileStorage } from './integrations/file-storage/file-storage.js';
import { sandboxRoutes } from './integrations/payments/sandbox/sandbox-routes.js';
import { createMailer } from './integrations/mail/create-mailer.js';
import { MailOutboxRepository } from './integrations/mail/mail-outbox.repository.js';
import type { Mailer } from './integrations/mail/mailer.js';
import { DevMailboxService } from './modules/dev-mailbox/dev-mailbox.service.js';
import { devMailboxRoutes } from './modules/dev-mailbox/dev-mailbox.routes.js';
import { composeModules } from './composition.js';
import type { CompositionOverrides } from './composition/platform.js';
import { publicPagesRoutes } from './modules/public-pages/public-pages.routes.js';

export interface AppDependencies extends CompositionOverrides {
  config: AppConfig;
  database: DatabaseHandle;
  redis?: Redis;
  /** Verifies bearer tokens; defaults to the hosted OIDC issuer when OIDC_* is configured. */
  authVerifier?: AuthVerifier;
  /** The mail port; by default create-mailer picks SMTP (SMTP_URL) or the outbox table. Tests may pass their own. */
  mailer?: Mailer;
  /** The time every rule reads (integrations/clock/clock.ts); the system clock unless a test sets its own. */
  clock?: Clock;
  /** Uploaded files; by default the configured adapter (create-file-storage.ts). Tests pass a temporary folder. */
  fileStorage?: FileStorage;
  /** Where log lines go: standard output unless a test reads them. */
  logStream?: DestinationStream;
  /** Where unexpected errors are reported; by default Sentry when SENTRY_DSN is set, else nowhere. Tests may pass their own. */
  errorReporter?: ErrorReporter;
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
    /**
     * Set by server.ts when SIGTERM arrives: GET /api/ready answers 503 so the load balancer stops sending here,
     * while this instance still serves what reaches it until it closes.
     */
    lifecycle: { draining: boolean };
  }
}

const REQUEST_ID_PATTERN = /^[A-Za-z0-9._-]{8,100}$/;

/** Builds the whole HTTP app: plugins first, then an explicit list of modules under /api. */
export async function buildApp({
  config,
  database,
  redis,
  authVerifier,
  mailer = createMailer(config, database.db),
  clock = systemClock,
  fileStorage,
  logStream,
  errorReporter,
  ...overrides
}: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    // Redacted, with the request id on every line written while a request is handled (plugins/logging.ts).
    logger: { ...loggerOptions(config.LOG_LEVEL), ...(logStream ? { stream: logStream } : {}) },
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    routerOptions: { maxParamLength: 200 },
    requestIdHeader: false,
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      const id = typeof incoming === 'string' && REQUEST_ID_PATTERN.test(incoming) ? incoming : randomUUID();
      // With tracing on, the request's HTTP span carries the id too (integrations/tracing).
      tagRequestSpan(id);
      return id;
    },
  }).withTypeProvider<ZodTypeProvider>();

  registerRequestContext(app);
  app.decorate('mailer', mailer);
  app.decorate('lifecycle', { draining: false });
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
  // Unexpected errors (500s, failed jobs) go to the error tracker (integrations/error-reporting); what is still on its
  // way is flushed on close, after the other close hooks (they run last-registered first) stopped the jobs.
  const reporter = errorReporter ?? (await createErrorReporter(config));
  app.addHook('onClose', () => reporter.flush());
  registerErrorHandler(app, reporter);
  // onSend hooks call done() at once (no async): a reply then leaves within reply.send(), so a plugin's async handler
  // that resolves undefined right after a not-found (@fastify/static under /api/docs/static) cannot send it again.
  app.addHook('onSend', (request, reply, payload, done) => {
    void reply.header('x-request-id', request.id);
    // Draining (SIGTERM): each keep-alive connection ends with its next answer, so clients reconnect elsewhere.
    if (app.lifecycle.draining) void reply.header('connection', 'close');
    done(null, payload);
  });

  await registerSecurity(app, config, redis);
  // NUL and lone surrogates refused once for every route, before any plugin or module registers its own (docs/engineering-rules.md#safe-text).
  registerSafeText(app);
  await registerOpenApi(app);
  // Every repository, service and job of the app, wired once (composition.ts and composition/).
  const { identity, modules, devModules, publicPages, sandbox } = await composeModules({
    app,
    config,
    database,
    mailer,
    clock,
    errorReporter: reporter,
    ...overrides,
    fileStorage: fileStorage ?? (await createFileStorage(config)),
  });
  registerRouteAccess(
    app,
    authVerifier ??
      createConfiguredAuthVerifier(config) ??
      createIdentityTokenVerifier(identity, config.APP_URL, clock),
  );
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
    const service = new DevMailboxService(new MailOutboxRepository(database.db), {
      smtpActive: Boolean(config.SMTP_URL),
    });
    await app.register(devMailboxRoutes(service), { prefix: '/dev' });
  }

  // Development tools (a live session starting in a minute, for the browser tests): never in production.
  if (!config.isProduction) {
    await app.register(
      async (dev) => {
        for (const module of devModules) await dev.register(module);
      },
      { prefix: '/dev' },
    );
  }

  // The sandbox's hosted checkout and portal pages (only while the sandbox is the payment adapter).
  if (sandbox) await app.register(sandboxRoutes(sandbox));

  // The public pages (landing, Browse, courses, plans, verification) for search engines and link previews:
  // sitemap.xml and robots.txt at the root, and each page's head and data in its HTML (static-web.ts).
  await app.register(publicPagesRoutes(publicPages.service, publicPages.cache));
  await registerStaticWeb(app, config, publicPages, reporter);
  return app;
}
