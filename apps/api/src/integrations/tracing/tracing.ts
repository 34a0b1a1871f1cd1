import { register } from 'node:module';
import { FastifyOtelInstrumentation } from '@fastify/otel';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici';
import { NodeSDK } from '@opentelemetry/sdk-node';
import { redactUrl } from '@counsel/domain';
import { REQUEST_ID_ATTRIBUTE } from './request-id-attribute.js';

/** Paths polled by probes and scrapers: not worth a trace each. */
const UNTRACED = new Set(['/api/health', '/api/ready', '/metrics']);

export interface Tracing {
  /** Sends the spans still buffered, then stops (on shutdown). */
  shutdown(): Promise<void>;
}

/**
 * OpenTelemetry tracing (docs/operations.md#tracing), started by server.ts before it loads anything it traces, and
 * only when OTEL_EXPORTER_OTLP_ENDPOINT is set. The official Node SDK sends spans over OTLP/HTTP to that endpoint
 * (the exporter reads it and the other standard OTEL_* variables itself) from four instrumentations: incoming and
 * outgoing HTTP (node:http), Fastify (a span per request named by its route, and its handler), PostgreSQL queries
 * (pg; PGlite runs in-process and has none), and fetch (undici: Stripe, Mux, Zoom, the identity provider). Every
 * request's spans carry its request id (the id on its log lines) as `http.request.id`; their URLs are redacted as
 * the logs' are (a link's one-time token, the calendar feed's). Database queries and outgoing calls are traced
 * within a request's trace, not on their own (the job queue's polling would otherwise be a trace a second), and a
 * query's text is recorded without its parameters.
 */
export function startTracing(serviceName: string): Tracing {
  // The API is an ES module and imports its dependencies as such: this loader hook lets the instrumentations patch
  // them (pg, fastify) as they load.
  register('@opentelemetry/instrumentation/hook.mjs', import.meta.url);
  const sdk = new NodeSDK({
    serviceName,
    traceExporter: new OTLPTraceExporter(),
    // Traces only: metrics are Prometheus' (GET /metrics) and logs go to standard output.
    metricReaders: [],
    logRecordProcessors: [],
    instrumentations: [
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (request) => UNTRACED.has((request.url ?? '').split('?')[0] ?? ''),
        requireParentforOutgoingSpans: true,
        startIncomingSpanHook: (request) => redactedUrlAttributes(request.url ?? '/'),
      }),
      new FastifyOtelInstrumentation({
        registerOnInitialization: true,
        // A span per request and one for its handler; not one per hook (a dozen per request).
        instrumentHooks: false,
        ignorePaths: (route) => UNTRACED.has(route.url),
        requestHook: (span, request) => {
          span.setAttribute(REQUEST_ID_ATTRIBUTE, request.id);
          span.setAttribute('url.path', redactUrl(request.url));
        },
      }),
      new PgInstrumentation({ enhancedDatabaseReporting: false, requireParentSpan: true }),
      new UndiciInstrumentation({ requireParentforSpans: true }),
    ],
  });
  sdk.start();
  return { shutdown: () => sdk.shutdown() };
}

/** The incoming request's path and query as a span may carry them (they replace what the HTTP instrumentation sets). */
function redactedUrlAttributes(url: string): Record<string, string> {
  const redacted = redactUrl(url);
  const queryStart = redacted.indexOf('?');
  return queryStart < 0
    ? { 'url.path': redacted }
    : { 'url.path': redacted.slice(0, queryStart), 'url.query': redacted.slice(queryStart + 1) };
}
