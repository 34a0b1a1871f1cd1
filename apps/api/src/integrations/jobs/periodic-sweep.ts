import type { FastifyInstance } from 'fastify';

/** A sweep: finds work that was lost (a job given up on, a crash) and queues it again; answers how much it queued. */
export type Sweep = () => Promise<number>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's sweeps by name (ADR 009): run on a timer by the server, and directly by tests. */
    sweeps: Map<string, Sweep>;
  }
}

/**
 * Registers `sweep` under `name` and, when `everyMs` is set, runs it on that interval while the app is up (first run
 * one interval after start, or at start with `runAtStart`), never two at once, stopping on close. Sweeps are
 * idempotent and cheap, so several instances may run the same one.
 */
export function schedulePeriodicSweep(
  app: FastifyInstance,
  name: string,
  everyMs: number | null,
  sweep: Sweep,
  runAtStart = false,
): void {
  if (!app.hasDecorator('sweeps')) app.decorate('sweeps', new Map<string, Sweep>());
  app.sweeps.set(name, sweep);
  if (everyMs === null) return;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  const run = () => {
    running ??= sweep()
      .then((count) => {
        if (count > 0) app.log.warn({ sweep: name, count }, 'sweep re-queued work');
      })
      .catch((error: unknown) => {
        app.log.error({ err: error, sweep: name }, 'sweep failed');
      })
      .finally(() => {
        running = null;
      });
  };
  app.addHook('onReady', async () => {
    timer = setInterval(run, everyMs);
    timer.unref();
    if (runAtStart) run();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await running;
  });
}
