import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import type { AppConfig } from '../config/env.js';
import type { Redis } from 'ioredis';
import { MUX_CSP } from '../integrations/video/mux/mux-video-provider.js';
import { errorReportingOrigin } from '../integrations/error-reporting/browser-error-reporting.js';

/**
 * What Google Identity Services needs, per Google's CSP guide, and only when Google sign-in is configured: its
 * script, the button's iframe, its XHRs and its stylesheet — all under https://accounts.google.com/gsi/.
 */
const GOOGLE_IDENTITY_SERVICES = {
  script: 'https://accounts.google.com/gsi/client',
  frame: 'https://accounts.google.com/gsi/',
  connect: 'https://accounts.google.com/gsi/',
  style: 'https://accounts.google.com/gsi/style',
};

/**
 * Helmet with a strict Content-Security-Policy the SPA works under (styles may be inline: react-select injects
 * them), CORS closed unless CORS_ORIGINS lists origins, and a per-IP rate limit (Redis-backed when REDIS_URL is set).
 */
export async function registerSecurity(
  app: FastifyInstance,
  config: AppConfig,
  redis: Redis | undefined,
): Promise<void> {
  const gis = config.googleSignIn ? GOOGLE_IDENTITY_SERVICES : null;
  // Mux playback (video port) streams HLS from Mux's CDN and shows its stills: allowed only when Mux is configured.
  const mux = config.mux ? MUX_CSP : null;
  // The browser's error reports (SENTRY_BROWSER_DSN) go to its Sentry host: allowed only when it is set.
  const errorReports = errorReportingOrigin(config.SENTRY_BROWSER_DSN);
  // The security headers, built once: @fastify/helmet rebuilt helmet's middleware (and re-parsed the CSP) for every
  // response, 3 % of a heartbeat's server time (docs/performance.md).
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(gis ? [gis.script] : [])],
        styleSrc: ["'self'", "'unsafe-inline'", ...(gis ? [gis.style] : [])],
        imgSrc: ["'self'", 'data:', ...(mux ? mux.image : [])],
        fontSrc: ["'self'", 'data:'],
        connectSrc: [
          "'self'",
          ...(gis ? [gis.connect] : []),
          ...(mux ? mux.connect : []),
          ...(errorReports ? [errorReports] : []),
        ],
        ...(gis ? { frameSrc: ["'self'", gis.frame] } : {}),
        mediaSrc: ["'self'", 'blob:', ...(mux ? mux.media : [])],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        ...(config.isProduction ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    crossOriginEmbedderPolicy: false,
    // The Google button's popup reports back to this page through window.opener: same-origin would cut it off.
    ...(gis ? { crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' as const } } : {}),
    hsts: config.isProduction,
  });
  app.addHook('onRequest', (request, reply, done) => {
    securityHeaders(request.raw, reply.raw, (error?: unknown) => {
      done(error instanceof Error ? error : undefined);
    });
  });
  await app.register(cors, {
    origin: config.CORS_ORIGINS.length > 0 ? config.CORS_ORIGINS : false,
    credentials: true,
  });
  await app.register(rateLimit, {
    global: true,
    max: config.RATE_LIMIT_MAX,
    timeWindow: '1 minute',
    ...(redis ? { redis, nameSpace: 'counsel-rate-limit:' } : {}),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      code: 'RATE_LIMITED',
      message: `Too many requests. Try again in ${context.after}.`,
    }),
  });
}
