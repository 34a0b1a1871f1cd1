import { trace } from '@opentelemetry/api';

/** The span attribute that carries a request's id (the `reqId` of its log lines). */
export const REQUEST_ID_ATTRIBUTE = 'http.request.id';

/**
 * Puts the request id on the span that is current when the id is made: the incoming HTTP request's span (Fastify
 * makes the id inside it). Without tracing there is no span and this does nothing.
 */
export function tagRequestSpan(requestId: string): void {
  trace.getActiveSpan()?.setAttribute(REQUEST_ID_ATTRIBUTE, requestId);
}

/** The current trace's id and span id, for a log line; empty without tracing. */
export function traceFields(): { traceId?: string; spanId?: string } {
  const span = trace.getActiveSpan();
  if (!span) return {};
  const { traceId, spanId } = span.spanContext();
  return { traceId, spanId };
}
