/** How many items (reads or writes) one statement carries, and how many statements may run at once. */
export interface BatchLimits {
  maxBatch: number;
  maxInFlight: number;
  /**
   * The shortest time between the starts of two statements, in milliseconds (0 or absent: none). What arrives
   * sooner after a statement started waits for the rest of that time and goes with what else arrived meanwhile, so
   * under load the statements per second stay at most 1,000 / minIntervalMs, each carrying more; an item that comes
   * after a quiet spell goes at once.
   */
  minIntervalMs?: number;
}

/**
 * Heartbeat reads and saves: up to 64 a statement, two statements at a time, at least 2 ms apart — at 2,000
 * heartbeats a second about 0.25 statements a heartbeat instead of 0.5, for at most 2 ms more per statement; 4 ms
 * halved the statements again but lengthened the tail on a busy machine (docs/performance.md, 2026-11-29 third
 * session).
 */
export const HEARTBEAT_BATCHES: BatchLimits = { maxBatch: 64, maxInFlight: 2, minIntervalMs: 2 };

interface Pending<I, O> {
  item: I;
  key: string;
  resolve: (output: O) => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit: items (heartbeat reads, or writes) submitted while `maxInFlight` statements are already running
 * wait and then go together, up to `maxBatch` in one statement (`run` answers one output per item, in order). A write alone on a quiet server goes
 * at once, in a batch of one, at the next turn of the event loop. Two writes of the same key are never in the same
 * statement, nor in two statements at once: the second waits for the first to finish (a row is written once per
 * statement, and no two statements wait for each other's rows). With `minIntervalMs`, statements start at least
 * that far apart, so what arrives in between shares the next one. A failed statement of several writes is run again
 * one write at a time, so one bad write fails only its own request.
 */
export class StatementBatches<I, O> {
  private queue: Pending<I, O>[] = [];
  private readonly keysInFlight = new Set<string>();
  private inFlight = 0;
  private scheduled = false;
  private statementsRun = 0;
  private itemsRun = 0;
  /** When the last statement started (performance.now()); none yet: long ago. */
  private lastStart = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly run: (items: I[]) => Promise<O[]>,
    private readonly keyOf: (item: I) => string,
    private readonly limits: BatchLimits = HEARTBEAT_BATCHES,
  ) {}

  submit(item: I): Promise<O> {
    return new Promise<O>((resolve, reject) => {
      this.queue.push({ item, key: this.keyOf(item), resolve, reject });
      this.schedule();
    });
  }

  /** Items waiting for a statement (not those running). */
  get waiting(): number {
    return this.queue.length;
  }

  /** Statements run and the items they carried, since start (a failed batch's one-by-one retries count too). */
  get totals(): { statements: number; items: number } {
    return { statements: this.statementsRun, items: this.itemsRun };
  }

  private schedule(): void {
    if (this.scheduled || this.inFlight >= this.limits.maxInFlight || this.queue.length === 0) return;
    this.scheduled = true;
    const go = () => {
      this.scheduled = false;
      this.flush();
    };
    const wait = this.lastStart + this.minInterval - performance.now();
    if (wait > 0) setTimeout(go, wait);
    else setImmediate(go);
  }

  private get minInterval(): number {
    return this.limits.minIntervalMs ?? 0;
  }

  private flush(): void {
    while (this.inFlight < this.limits.maxInFlight && this.queue.length > 0) {
      const batch = this.take();
      if (batch.length === 0) return; // every waiting write's key is in a running statement
      this.inFlight += 1;
      this.lastStart = performance.now();
      void this.execute(batch).finally(() => {
        this.inFlight -= 1;
        for (const pending of batch) this.keysInFlight.delete(pending.key);
        this.schedule();
      });
      // Spaced statements: the next one (if anything still waits) after the interval, not in this turn.
      if (this.minInterval > 0) {
        this.schedule();
        return;
      }
    }
  }

  /** The oldest waiting writes, up to `maxBatch`, one per key and none whose key is running. */
  private take(): Pending<I, O>[] {
    const batch: Pending<I, O>[] = [];
    const rest: Pending<I, O>[] = [];
    for (const pending of this.queue) {
      if (batch.length < this.limits.maxBatch && !this.keysInFlight.has(pending.key)) {
        this.keysInFlight.add(pending.key);
        batch.push(pending);
      } else {
        rest.push(pending);
      }
    }
    this.queue = rest;
    return batch;
  }

  private async runCounted(items: I[]): Promise<O[]> {
    this.statementsRun += 1;
    this.itemsRun += items.length;
    return this.run(items);
  }

  private async execute(batch: Pending<I, O>[]): Promise<void> {
    let outputs: O[];
    try {
      outputs = await this.runCounted(batch.map((pending) => pending.item));
    } catch (error) {
      // The statement failed as a whole (nothing of it was written): again one by one, if there were several.
      if (batch.length === 1) batch[0]?.reject(error);
      else await Promise.all(batch.map((pending) => this.execute([pending])));
      return;
    }
    if (outputs.length !== batch.length) {
      const error = new Error(`A statement of ${batch.length} writes answered ${outputs.length} results`);
      for (const pending of batch) pending.reject(error);
      return;
    }
    batch.forEach((pending, index) => pending.resolve(outputs[index] as O));
  }
}
