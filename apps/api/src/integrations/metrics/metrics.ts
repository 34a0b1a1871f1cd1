/**
 * The operator's metrics port (docs/engineering-rules.md#ports-and-adapters): what the product counts besides the
 * HTTP requests, which the adapter times by itself. `noMetrics` (the default, METRICS_TOKEN unset) counts nothing;
 * prometheus-metrics.ts serves everything at GET /metrics.
 */
export interface Metrics {
  /** A heartbeat the server judged: whether it credited watched time. */
  heartbeatJudged(credited: boolean): void;
  /** A certificate issued (its PDF stored), not a job that found it already issued. */
  certificateIssued(): void;
  /**
   * A webhook event processed by its job: `source` stripe, sandbox or zoom; `type` the product's event type
   * (checkout-completed, participant-joined, ...); `outcome` processed, unreadable or failed (the job retries).
   */
  webhookEvent(source: string, type: string, outcome: 'processed' | 'unreadable' | 'failed'): void;
}

export const noMetrics: Metrics = {
  heartbeatJudged: () => undefined,
  certificateIssued: () => undefined,
  webhookEvent: () => undefined,
};
