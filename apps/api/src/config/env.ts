import { z } from 'zod';

/**
 * The only reader of process.env (docs/engineering-rules.md#api-layout). Parsed once; every variable is documented in .env.example
 * and in the README's configuration table.
 */
const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/** A Sentry DSN, as Sentry's project settings show it: http(s)://<public key>@<host>[:port]/[path/]<project id>. */
const sentryDsn = z
  .string()
  .trim()
  .regex(
    /^https?:\/\/\w+(:\w+)?@[\w.-]+(:\d+)?\/([\w.-]+\/)*\d+$/,
    'must be a Sentry DSN (https://<key>@<host>/<project id>)',
  );

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('localhost'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Public address of the app, used in links (e-mails, certificates); defaults to http://localhost:PORT. */
  APP_URL: z.url().optional(),
  /** Embedded PGlite data directory, used when DATABASE_URL is not set. */
  DATA_DIR: z.string().min(1).default('./.data'),
  /** PostgreSQL connection string; switches the database port from PGlite to PostgreSQL. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  /** node-postgres connections per API instance (PostgreSQL only; default 10), besides the 4 lookup connections. */
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(500).optional(),
  /** Seed the demo catalog into an empty database on start. */
  SEED_DEMO_DATA: booleanFlag.default(true),
  /** Comma-separated origins allowed by CORS; empty means same-origin only (CORS closed). */
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((origin) => origin.trim())
        .filter((origin) => origin.length > 0),
    ),
  /** Requests per minute per client IP. */
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(600),
  /** Sign-in, sign-up and reset attempts per client IP per 10 minutes (the per-e-mail limit stays 8). */
  IDENTITY_ATTEMPTS_PER_IP: z.coerce.number().int().min(1).default(30),
  /** Redis for shared rate-limit counters across instances; in-memory when unset. */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// URL')
    .optional(),
  /**
   * Serves Prometheus metrics at GET /metrics to `Authorization: Bearer <METRICS_TOKEN>` (24+ characters); unset, there
   * is no /metrics. Never logged.
   */
  METRICS_TOKEN: z.string().min(24, 'must be at least 24 characters').optional(),
  /**
   * Switches OpenTelemetry tracing on: spans go over OTLP/HTTP to this collector (e.g. http://otel-collector:4318).
   * The exporter reads the other standard OTEL_* variables itself (OTEL_EXPORTER_OTLP_HEADERS, ...).
   */
  OTEL_EXPORTER_OTLP_ENDPOINT: z.url().optional(),
  /** The service name on the spans (default counsel-cle-api). */
  OTEL_SERVICE_NAME: z.string().min(1).default('counsel-cle-api'),
  /**
   * Error reporting (integrations/error-reporting): the API's unexpected errors (500s, failed job attempts) go to this
   * Sentry project, with the user's id and nothing else about them; unset, nothing is reported. The SDK reads
   * SENTRY_RELEASE itself.
   */
  SENTRY_DSN: sentryDsn.optional(),
  /**
   * The browser's error reporting: handed to the web app in its HTML at runtime (never built into the bundle), and
   * allowed by the CSP's connect-src. Its own variable: a browser DSN is public, and may be another project.
   */
  SENTRY_BROWSER_DSN: sentryDsn.optional(),
  /**
   * On SIGTERM: seconds this instance keeps serving while GET /api/ready answers 503, so the load balancer stops
   * sending here before it closes (then it finishes the requests it holds). SIGINT (Ctrl-C) stops at once.
   */
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().min(0).max(120).default(5),
  /** Trust X-Forwarded-* from a proxy in front of the app. */
  TRUST_PROXY: booleanFlag.default(false),
  /**
   * Secret of the embedded identity provider (better-auth): signs sessions and encrypts the token-signing keys.
   * Required in production (32+ characters); elsewhere a random one is kept in DATA_DIR when unset.
   */
  BETTER_AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /**
   * Signs the playback-session tokens of GET /api/mux/{courseId} that heartbeats carry (HMAC; 32+ characters; every
   * API instance needs the same). Unset: derived from the identity secret (BETTER_AUTH_SECRET or DATA_DIR's).
   */
  PLAYBACK_SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /**
   * A hosted identity provider (Firebase Authentication or any OIDC issuer) whose ID tokens the API accepts,
   * verified against its JWKS. All three together switch the OIDC verifier on.
   */
  OIDC_ISSUER: z.url().optional(),
  OIDC_AUDIENCE: z.string().min(1).optional(),
  OIDC_JWKS_URL: z.url().optional(),
  /**
   * Google sign-in (a "Web application" OAuth client of Google Cloud): both together switch it on, for the
   * Google Identity Services button (POST /api/auth/register-google) and better-auth's redirect flow.
   */
  GOOGLE_CLIENT_ID: z.string().trim().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  /**
   * Payment port (docs/engineering-rules.md#ports-and-adapters): a Stripe secret key (sk_… or a restricted rk_… key) and the signing secret of the
   * webhook endpoint (whsec_…) switch payments from the in-app sandbox to Stripe; both or neither. Without them
   * the sandbox is used, in production too. Never logged.
   */
  STRIPE_SECRET_KEY: z
    .string()
    .trim()
    .regex(
      /^(sk|rk)_\S+$/,
      'must be a Stripe secret or restricted key (sk_… or rk_…, not the publishable pk_…)',
    )
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .trim()
    .regex(/^whsec_\S+$/, 'must be a webhook signing secret (whsec_…)')
    .optional(),
  /**
   * Signing secret of the sandbox payment provider's webhook events (used while Stripe is off). Optional: without
   * it a random one is kept in DATA_DIR (sandbox-webhook-secret, mode 0600). Never logged.
   */
  SANDBOX_WEBHOOK_SECRET: z.string().trim().min(32, 'must be at least 32 characters').optional(),
  /**
   * Production without Stripe keys: the sandbox's test cards would hand out memberships for nothing, so payments
   * are off unless a demo deployment says PAYMENTS_SANDBOX=true. Development and tests always use the sandbox.
   */
  PAYMENTS_SANDBOX: booleanFlag.default(false),
  /**
   * Mail port: an SMTP server (smtp:// or smtps://, credentials in the URL) switches mail from the
   * embedded outbox table to nodemailer.
   */
  SMTP_URL: z
    .url({ protocol: /^smtps?$/, hostname: /^.+$/, error: 'must be an smtp:// or smtps:// URL' })
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  /** Sender of every e-mail, as a mailbox ("Name <address>"). */
  MAIL_FROM: z
    .string()
    .trim()
    .min(1)
    .regex(/^[^\r\n]+$/, 'must be one line')
    .default('Counsel CLE <no-reply@counsel-cle.local>'),
  /** The development mailbox page (/dev/mailbox) over the outbox table; never served in production. */
  MAIL_OUTBOX_UI: booleanFlag.default(true),
  /**
   * Video port: a Mux URL signing key (its id and the base64-encoded PEM private key Mux returns once)
   * switches courses whose recording is on Mux to signed Mux playback. MUX_TOKEN_ID / MUX_TOKEN_SECRET are the API
   * access token: with it (and a signing key) staff uploads go to Mux by direct upload. Without a signing key only
   * local media plays.
   */
  MUX_TOKEN_ID: z.string().trim().min(1).optional(),
  MUX_TOKEN_SECRET: z.string().min(1).optional(),
  MUX_SIGNING_KEY_ID: z.string().trim().min(1).optional(),
  MUX_SIGNING_PRIVATE_KEY: z.string().trim().min(1).optional(),
  /** Folder of the local demo media (apps/api/media by default): one folder per asset with a manifest.json. */
  MEDIA_DIR: z.string().min(1).optional(),
  /**
   * The fastest playback rate that still earns credit (the heartbeat judge and the player's speed menu). 1 keeps
   * credit to real time; browser tests raise it to play demo videos quickly through the same rules.
   */
  PLAYBACK_MAX_RATE: z.coerce.number().min(1).max(16).default(1),
  /**
   * Live webinars on Zoom (docs/product-rules.md#live-webinars). ZOOM_SDK_KEY / ZOOM_SDK_SECRET (a Meeting SDK app) sign
   * the Meeting SDK JWT for sessions held on Zoom; ZOOM_ACCOUNT_ID / ZOOM_CLIENT_ID / ZOOM_CLIENT_SECRET (a
   * Server-to-Server OAuth app) list webinars of ZOOM_HOST_USER (a user id or e-mail); ZOOM_WEBHOOK_SECRET verifies
   * attendance webhooks. Without them every session takes place in the built-in live room.
   */
  ZOOM_SDK_KEY: z.string().trim().min(1).optional(),
  ZOOM_SDK_SECRET: z.string().min(1).optional(),
  ZOOM_ACCOUNT_ID: z.string().trim().min(1).optional(),
  ZOOM_CLIENT_ID: z.string().trim().min(1).optional(),
  ZOOM_CLIENT_SECRET: z.string().min(1).optional(),
  ZOOM_HOST_USER: z.string().trim().min(1).optional(),
  ZOOM_WEBHOOK_SECRET: z.string().min(1).optional(),
  /** Public facts printed on certificates (state bars audit them). */
  /**
   * Uploaded files (external credits' certificates, integrations/file-storage/): the folder FILE_STORAGE_DIR (default
   * DATA_DIR/files), or S3-compatible object storage when FILE_STORAGE_S3_BUCKET is set: FILE_STORAGE_S3_REGION,
   * FILE_STORAGE_S3_ENDPOINT for MinIO/R2/Spaces (with FILE_STORAGE_S3_FORCE_PATH_STYLE for MinIO), and
   * FILE_STORAGE_S3_ACCESS_KEY_ID / FILE_STORAGE_S3_SECRET_ACCESS_KEY (else the AWS SDK's default credentials).
   */
  FILE_STORAGE_DIR: z.string().min(1).optional(),
  FILE_STORAGE_S3_BUCKET: z.string().trim().min(1).optional(),
  FILE_STORAGE_S3_REGION: z.string().trim().min(1).default('us-east-1'),
  FILE_STORAGE_S3_ENDPOINT: z.url().optional(),
  FILE_STORAGE_S3_FORCE_PATH_STYLE: booleanFlag.default(false),
  FILE_STORAGE_S3_ACCESS_KEY_ID: z.string().trim().min(1).optional(),
  FILE_STORAGE_S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  FILE_STORAGE_S3_PREFIX: z
    .string()
    .regex(/^([a-z0-9-]+\/)*$/, 'lower-case segments ending in /, e.g. counsel-cle/')
    .default(''),
  CERTIFICATE_PROVIDER_NAME: z.string().trim().min(1).default('Counsel CLE'),
  CERTIFICATE_PROVIDER_ADDRESS: z
    .string()
    .trim()
    .min(1)
    .default('100 Federal Street, Suite 1900, Boston, MA 02110, United States'),
  CERTIFICATE_PROVIDER_EMAIL: z.email().default('records@counsel-cle.example'),
  CERTIFICATE_PROVIDER_PHONE: z.string().trim().min(1).default('+1 (617) 555-0148'),
  /** Where the contact form's messages are forwarded (docs/product-rules.md#contact-form); CERTIFICATE_PROVIDER_EMAIL when unset. */
  CONTACT_TO: z.email().optional(),
  /** Contact form messages per client IP per hour. */
  CONTACT_MESSAGES_PER_IP: z.coerce.number().int().min(1).default(5),
  /** Public catalog answers kept in memory per API instance (0 turns the catalog cache off, e.g. to measure). */
  CATALOG_CACHE_ENTRIES: z.coerce.number().int().min(0).max(100_000).default(500),
  /** Folder of the built web app; defaults to apps/web/dist next to the API. */
  WEB_DIST_DIR: z.string().optional(),
});

const CheckedEnvSchema = EnvSchema.superRefine((env, context) => {
  if (env.NODE_ENV === 'production' && !env.BETTER_AUTH_SECRET) {
    context.addIssue({ code: 'custom', path: ['BETTER_AUTH_SECRET'], message: 'is required in production' });
  }
  const oidc = [env.OIDC_ISSUER, env.OIDC_AUDIENCE, env.OIDC_JWKS_URL].filter((value) => value !== undefined);
  if (oidc.length !== 0 && oidc.length !== 3) {
    context.addIssue({
      code: 'custom',
      path: ['OIDC_ISSUER'],
      message: 'set OIDC_ISSUER, OIDC_AUDIENCE and OIDC_JWKS_URL together, or none of them',
    });
  }
  if ((env.GOOGLE_CLIENT_ID === undefined) !== (env.GOOGLE_CLIENT_SECRET === undefined)) {
    context.addIssue({
      code: 'custom',
      path: [env.GOOGLE_CLIENT_ID === undefined ? 'GOOGLE_CLIENT_ID' : 'GOOGLE_CLIENT_SECRET'],
      message: 'set GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET together, or neither',
    });
  }
  if ((env.MUX_SIGNING_KEY_ID === undefined) !== (env.MUX_SIGNING_PRIVATE_KEY === undefined)) {
    context.addIssue({
      code: 'custom',
      path: [env.MUX_SIGNING_KEY_ID === undefined ? 'MUX_SIGNING_KEY_ID' : 'MUX_SIGNING_PRIVATE_KEY'],
      message: 'set MUX_SIGNING_KEY_ID and MUX_SIGNING_PRIVATE_KEY together, or neither',
    });
  }
  if ((env.ZOOM_SDK_KEY === undefined) !== (env.ZOOM_SDK_SECRET === undefined)) {
    context.addIssue({
      code: 'custom',
      path: [env.ZOOM_SDK_KEY === undefined ? 'ZOOM_SDK_KEY' : 'ZOOM_SDK_SECRET'],
      message: 'set ZOOM_SDK_KEY and ZOOM_SDK_SECRET together, or neither',
    });
  }
  const zoomApi = [env.ZOOM_ACCOUNT_ID, env.ZOOM_CLIENT_ID, env.ZOOM_CLIENT_SECRET, env.ZOOM_HOST_USER];
  if (zoomApi.some((value) => value !== undefined) && zoomApi.some((value) => value === undefined)) {
    context.addIssue({
      code: 'custom',
      path: ['ZOOM_ACCOUNT_ID'],
      message:
        'set ZOOM_ACCOUNT_ID, ZOOM_CLIENT_ID, ZOOM_CLIENT_SECRET and ZOOM_HOST_USER together, or none of them',
    });
  }
  if (
    (env.FILE_STORAGE_S3_ACCESS_KEY_ID === undefined) !==
    (env.FILE_STORAGE_S3_SECRET_ACCESS_KEY === undefined)
  ) {
    context.addIssue({
      code: 'custom',
      path: ['FILE_STORAGE_S3_ACCESS_KEY_ID'],
      message: 'set FILE_STORAGE_S3_ACCESS_KEY_ID and FILE_STORAGE_S3_SECRET_ACCESS_KEY together, or neither',
    });
  }
  if ((env.STRIPE_SECRET_KEY === undefined) !== (env.STRIPE_WEBHOOK_SECRET === undefined)) {
    context.addIssue({
      code: 'custom',
      path: [env.STRIPE_SECRET_KEY === undefined ? 'STRIPE_SECRET_KEY' : 'STRIPE_WEBHOOK_SECRET'],
      message: 'set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET together, or neither',
    });
  }
});

export type Env = z.infer<typeof EnvSchema>;

export interface AppConfig extends Omit<Env, 'APP_URL'> {
  APP_URL: string;
  isProduction: boolean;
  /** MAIL_OUTBOX_UI, forced off in production: serve /dev/mailbox. */
  mailOutboxUi: boolean;
  /** Google sign-in, when GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are both set; null when it is off. */
  googleSignIn: GoogleSignInConfig | null;
  /**
   * The Stripe adapter of the payment port, when STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are both set; null
   * means the sandbox adapter (the default, production included). Secrets: never log them.
   */
  stripe: StripeConfig | null;
  /** Signed Mux playback, when MUX_SIGNING_KEY_ID and MUX_SIGNING_PRIVATE_KEY are set. Secrets: never log them. */
  mux: MuxConfig | null;
  /** Zoom, each part when its variables are set; all null: the built-in live room only. Secrets: never log them. */
  zoom: ZoomConfig;
  /** S3-compatible file storage when FILE_STORAGE_S3_BUCKET is set; null: the local folder. Secrets: never log them. */
  s3Storage: S3StorageConfig | null;
}

export interface ZoomConfig {
  sdk: { key: string; secret: string } | null;
  api: { accountId: string; clientId: string; clientSecret: string; hostUser: string } | null;
  webhookSecret: string | null;
}

export interface S3StorageConfig {
  bucket: string;
  region: string;
  /** S3-compatible services (MinIO, R2, Spaces...): their endpoint; null for AWS S3. */
  endpoint: string | null;
  /** Path-style addressing (MinIO); virtual-hosted style otherwise. */
  forcePathStyle: boolean;
  /** Null: the AWS SDK's default credential chain (instance role, AWS_* variables). */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
  /** Keys are stored under this prefix (e.g. "counsel-cle/"). */
  prefix: string;
}

export interface MuxConfig {
  signingKeyId: string;
  /** Base64-encoded PEM (as Mux returns it) or the PEM itself. */
  signingPrivateKey: string;
  /**
   * The API access token (MUX_TOKEN_ID / MUX_TOKEN_SECRET), when set: staff uploads then go to Mux through a direct
   * upload URL instead of MEDIA_DIR. null: recordings are uploaded to MEDIA_DIR.
   */
  api: { tokenId: string; tokenSecret: string } | null;
}

export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
}

export interface GoogleSignInConfig {
  clientId: string;
  clientSecret: string;
}

export function loadConfig(source: Record<string, string | undefined> = process.env): AppConfig {
  const parsed = CheckedEnvSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const isProduction = env.NODE_ENV === 'production';
  return {
    ...env,
    APP_URL: env.APP_URL ?? `http://localhost:${env.PORT}`,
    isProduction,
    mailOutboxUi: env.MAIL_OUTBOX_UI && !isProduction,
    googleSignIn:
      env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
        ? { clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET }
        : null,
    stripe:
      env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET
        ? { secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET }
        : null,
    mux:
      env.MUX_SIGNING_KEY_ID && env.MUX_SIGNING_PRIVATE_KEY
        ? {
            signingKeyId: env.MUX_SIGNING_KEY_ID,
            signingPrivateKey: env.MUX_SIGNING_PRIVATE_KEY,
            api:
              env.MUX_TOKEN_ID && env.MUX_TOKEN_SECRET
                ? { tokenId: env.MUX_TOKEN_ID, tokenSecret: env.MUX_TOKEN_SECRET }
                : null,
          }
        : null,
    zoom: {
      sdk:
        env.ZOOM_SDK_KEY && env.ZOOM_SDK_SECRET
          ? { key: env.ZOOM_SDK_KEY, secret: env.ZOOM_SDK_SECRET }
          : null,
      api:
        env.ZOOM_ACCOUNT_ID && env.ZOOM_CLIENT_ID && env.ZOOM_CLIENT_SECRET && env.ZOOM_HOST_USER
          ? {
              accountId: env.ZOOM_ACCOUNT_ID,
              clientId: env.ZOOM_CLIENT_ID,
              clientSecret: env.ZOOM_CLIENT_SECRET,
              hostUser: env.ZOOM_HOST_USER,
            }
          : null,
      webhookSecret: env.ZOOM_WEBHOOK_SECRET ?? null,
    },
    s3Storage: env.FILE_STORAGE_S3_BUCKET
      ? {
          bucket: env.FILE_STORAGE_S3_BUCKET,
          region: env.FILE_STORAGE_S3_REGION,
          endpoint: env.FILE_STORAGE_S3_ENDPOINT ?? null,
          forcePathStyle: env.FILE_STORAGE_S3_FORCE_PATH_STYLE,
          credentials:
            env.FILE_STORAGE_S3_ACCESS_KEY_ID && env.FILE_STORAGE_S3_SECRET_ACCESS_KEY
              ? {
                  accessKeyId: env.FILE_STORAGE_S3_ACCESS_KEY_ID,
                  secretAccessKey: env.FILE_STORAGE_S3_SECRET_ACCESS_KEY,
                }
              : null,
          prefix: env.FILE_STORAGE_S3_PREFIX,
        }
      : null,
  };
}

/** A configuration for tests: defaults plus overrides, never reading the real environment. */
export function testConfig(overrides: Partial<Record<keyof Env, string>> = {}): AppConfig {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_DEMO_DATA: 'false',
    // A fixed secret for throw-away test databases; real secrets only ever come from the environment.
    BETTER_AUTH_SECRET: 'test-only-secret-0123456789abcdef0123456789',
    ...overrides,
  });
}

/**
 * The database lane of the API tests (docs/engineering-rules.md#tests): PGlite in memory by default; PostgreSQL when
 * TEST_DB_DRIVER=postgres and TEST_DATABASE_URL points at a server (each test file gets its own database there).
 */
export function testDatabaseSettings(
  source: Record<string, string | undefined> = process.env,
): { driver: 'pglite' } | { driver: 'postgres'; url: string } {
  const url = source.TEST_DATABASE_URL;
  if (source.TEST_DB_DRIVER === 'postgres') {
    if (!url) throw new Error('TEST_DB_DRIVER=postgres needs TEST_DATABASE_URL');
    return { driver: 'postgres', url };
  }
  return { driver: 'pglite' };
}

/** Redis for the shared rate-limit test; that test is skipped (and says so) when TEST_REDIS_URL is unset. */
export function testRedisUrl(source: Record<string, string | undefined> = process.env): string | undefined {
  const url = source.TEST_REDIS_URL;
  return url && url.length > 0 ? url : undefined;
}
