import { describe, expect, it } from 'vitest';
import type { ErrorContext, ErrorReporter } from '../error-reporting/error-reporter.js';
import type { JobQueue } from './job-queue.js';
import { reportingJobFailures } from './reporting-job-queue.js';

/** A queue that only keeps the handlers it is given, so the test runs them itself. */
function handlerKeepingQueue() {
  const handlers = new Map<string, (data: unknown) => Promise<void>>();
  const queue = {
    work: async (name: string, _policy: unknown, handler: (data: unknown) => Promise<void>) => {
      handlers.set(name, handler);
    },
  } as unknown as JobQueue;
  return { queue, handlers };
}

describe('reportingJobFailures', () => {
  it('reports a failed attempt under its queue and rethrows it for the retry; a success reports nothing', async () => {
    const reports: { error: unknown; context: ErrorContext }[] = [];
    const reporter: ErrorReporter = {
      report: (error, context) => reports.push({ error, context }),
      flush: async () => undefined,
    };
    const { queue, handlers } = handlerKeepingQueue();
    const reporting = reportingJobFailures(queue, reporter);
    const failure = new Error('SMTP refused');
    await reporting.work('send-email', { expireInSeconds: 60 }, async () => {
      throw failure;
    });
    await reporting.work('issue-certificate', { expireInSeconds: 60 }, async () => undefined);

    await expect(handlers.get('send-email')?.({})).rejects.toBe(failure);
    await handlers.get('issue-certificate')?.({});
    expect(reports).toEqual([{ error: failure, context: { job: 'send-email' } }]);
  });
});
