import type { ErrorReporter } from '../error-reporting/error-reporter.js';
import type { JobQueue } from './job-queue.js';

/**
 * `queue`, with every failed attempt of a job reported (integrations/error-reporting) under its queue's name before
 * the queue retries it as usual. composition.ts wraps the app's one queue, so every registered job is covered.
 */
export function reportingJobFailures(queue: JobQueue, reporter: ErrorReporter): JobQueue {
  return {
    work: (name, policy, handler) =>
      queue.work(name, policy, async (data) => {
        try {
          await handler(data);
        } catch (error) {
          reporter.report(error, { job: name });
          throw error;
        }
      }),
    send: (name, data, options) => queue.send(name, data, options),
    enqueue: (tx, name, data, options) => queue.enqueue(tx, name, data, options),
    start: () => queue.start(),
    drain: (timeoutMs) => queue.drain(timeoutMs),
    stop: () => queue.stop(),
    state: () => queue.state(),
    counts: () => queue.counts(),
  };
}
