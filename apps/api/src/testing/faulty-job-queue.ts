import type { JobQueue } from '../integrations/jobs/job-queue.js';

export interface FaultyJobQueue extends JobQueue {
  /** The next `count` enqueues throw (the database or the queue failed in the middle of the unit of work). */
  failNextEnqueues(count: number): void;
  /** The next `count` enqueues are silently lost (what a crash between a commit and a later enqueue used to do). */
  loseNextEnqueues(count: number): void;
  /** Jobs wait (queued, or held at the start of their handler) until `resumeWork`: to line up work in an order. */
  pauseWork(): void;
  resumeWork(): void;
}

/** A real job queue whose `enqueue` can be made to fail or lose jobs: for the crash and failure tests. */
export function faultyJobQueue(queue: JobQueue): FaultyJobQueue {
  let failures = 0;
  let losses = 0;
  let gate: { opened: Promise<void>; open: () => void } | null = null;
  return {
    work: (name, policy, handler) =>
      queue.work(name, policy, async (data) => {
        await gate?.opened;
        await handler(data);
      }),
    send: (name, data, options) => queue.send(name, data, options),
    async enqueue(tx, name, data, options) {
      if (failures > 0) {
        failures -= 1;
        throw new Error(`enqueue of "${name}" failed (injected)`);
      }
      if (losses > 0) {
        losses -= 1;
        return;
      }
      await queue.enqueue(tx, name, data, options);
    },
    start: () => queue.start(),
    drain: (timeoutMs) => queue.drain(timeoutMs),
    stop: () => queue.stop(),
    state: () => queue.state(),
    counts: () => queue.counts(),
    failNextEnqueues(count) {
      failures = count;
    },
    loseNextEnqueues(count) {
      losses = count;
    },
    pauseWork() {
      let open: () => void = () => undefined;
      const opened = new Promise<void>((resolve) => {
        open = resolve;
      });
      gate = { opened, open };
    },
    resumeWork() {
      gate?.open();
      gate = null;
    },
  };
}
