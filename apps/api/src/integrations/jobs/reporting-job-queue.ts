import type { ErrorReporter } from '../error-reporting/error-reporter.js';
import type { JobQueue } from './job-queue.js';

/**
 * `queue`, with every failed attempt of a job reported (integrations/error-reporting) under its queue's name before
 * the queue retries it as usual. composition/platform.ts wraps the app's one queue, so every registered job is covered.
 */
export function reportingJobFailures(queue: JobQueue, reporter: ErrorReporter): JobQueue {
  // The queues are plain objects of closures (no `this`): every other method is the queue's own.
  return {
    ...queue,
    work: (name, policy, handler) =>
      queue.work(name, policy, async (data) => {
        try {
          await handler(data);
        } catch (error) {
          reporter.report(error, { job: name });
          throw error;
        }
      }),
  };
}
