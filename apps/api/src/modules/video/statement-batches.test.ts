import { afterEach, describe, expect, it, vi } from 'vitest';
import { StatementBatches } from './statement-batches.js';

interface Write {
  key: string;
  value: number;
}

/** A statement runner whose statements finish only when the test says so; it records what each carried. */
function heldStatements(fail: (items: Write[]) => boolean = () => false) {
  const statements: { items: Write[]; finish: () => void }[] = [];
  const run = (items: Write[]) =>
    new Promise<string[]>((resolve, reject) => {
      statements.push({
        items,
        finish: () =>
          fail(items) ? reject(new Error('bad write')) : resolve(items.map((w) => `${w.key}=${w.value}`)),
      });
    });
  return { statements, run, carried: () => statements.map((s) => s.items.map((w) => `${w.key}${w.value}`)) };
}

/** Lets the batcher's next turn of the event loop run (after the test's own awaits have settled). */
const turn = async () => {
  for (let hop = 0; hop < 3; hop += 1) await new Promise((resolve) => setImmediate(resolve));
};

describe('StatementBatches (group commit of heartbeat saves)', () => {
  it('sends a write alone on a quiet server, at the next turn of the event loop', async () => {
    const held = heldStatements();
    const batches = new StatementBatches(held.run, (w: Write) => w.key, { maxBatch: 8, maxInFlight: 1 });
    const saved = batches.submit({ key: 'a', value: 1 });
    await turn();
    expect(held.carried()).toEqual([['a1']]);
    held.statements[0]?.finish();
    await expect(saved).resolves.toBe('a=1');
    expect(batches.totals).toEqual({ statements: 1, items: 1 });
  });

  it('sends the writes that waited for a running statement together, each answered its own result', async () => {
    const held = heldStatements();
    const batches = new StatementBatches(held.run, (w: Write) => w.key, { maxBatch: 8, maxInFlight: 1 });
    const first = batches.submit({ key: 'a', value: 1 });
    await turn();
    const rest = ['b', 'c', 'd'].map((key, index) => batches.submit({ key, value: index }));
    await turn();
    expect(held.statements).toHaveLength(1);
    expect(batches.waiting).toBe(3);
    held.statements[0]?.finish();
    await first;
    await turn();
    expect(held.carried()).toEqual([['a1'], ['b0', 'c1', 'd2']]);
    held.statements[1]?.finish();
    await expect(Promise.all(rest)).resolves.toEqual(['b=0', 'c=1', 'd=2']);
    expect(batches.totals).toEqual({ statements: 2, items: 4 });
  });

  it('puts at most maxBatch writes in a statement and runs at most maxInFlight statements at once', async () => {
    const held = heldStatements();
    const batches = new StatementBatches(held.run, (w: Write) => w.key, { maxBatch: 2, maxInFlight: 2 });
    const all = Array.from({ length: 7 }, (_, index) => batches.submit({ key: `k${index}`, value: index }));
    await turn();
    expect(held.carried()).toEqual([
      ['k00', 'k11'],
      ['k22', 'k33'],
    ]);
    held.statements[0]?.finish();
    await turn();
    expect(held.carried().slice(2)).toEqual([['k44', 'k55']]);
    held.statements[1]?.finish();
    await turn();
    expect(held.carried().slice(3)).toEqual([['k66']]);
    held.statements[2]?.finish();
    held.statements[3]?.finish();
    await expect(Promise.all(all)).resolves.toHaveLength(7);
    expect(held.carried().flat()).toEqual(['k00', 'k11', 'k22', 'k33', 'k44', 'k55', 'k66']);
  });

  it('never carries two writes of one key in one statement, nor in two running statements', async () => {
    const held = heldStatements();
    const batches = new StatementBatches(held.run, (w: Write) => w.key, { maxBatch: 8, maxInFlight: 3 });
    const writes = [
      batches.submit({ key: 'a', value: 1 }),
      batches.submit({ key: 'a', value: 2 }),
      batches.submit({ key: 'b', value: 1 }),
      batches.submit({ key: 'a', value: 3 }),
    ];
    await turn();
    // 'a' is running: its next writes wait even though two more statements could run.
    expect(held.carried()).toEqual([['a1', 'b1']]);
    held.statements[0]?.finish();
    await turn();
    expect(held.carried()).toEqual([['a1', 'b1'], ['a2']]);
    held.statements[1]?.finish();
    await turn();
    expect(held.carried()).toEqual([['a1', 'b1'], ['a2'], ['a3']]);
    held.statements[2]?.finish();
    await expect(Promise.all(writes)).resolves.toEqual(['a=1', 'a=2', 'b=1', 'a=3']);
  });

  it('runs a failed statement of several again one write at a time, so only the bad write fails', async () => {
    const held = heldStatements((items) => items.some((w) => w.value < 0));
    const batches = new StatementBatches(held.run, (w: Write) => w.key, { maxBatch: 8, maxInFlight: 1 });
    const blocker = batches.submit({ key: 'z', value: 0 });
    await turn();
    const good = batches.submit({ key: 'a', value: 1 });
    const bad = batches.submit({ key: 'b', value: -1 });
    const alsoGood = batches.submit({ key: 'c', value: 2 });
    held.statements[0]?.finish();
    await blocker;
    await turn();
    expect(held.carried()[1]).toEqual(['a1', 'b-1', 'c2']);
    held.statements[1]?.finish();
    await turn();
    expect(held.carried().slice(2)).toEqual([['a1'], ['b-1'], ['c2']]);
    for (const statement of held.statements.slice(2)) statement.finish();
    await expect(good).resolves.toBe('a=1');
    await expect(bad).rejects.toThrow('bad write');
    await expect(alsoGood).resolves.toBe('c=2');
  });

  it('fails every write of a statement that answered the wrong number of results, and writes nothing again', async () => {
    let statements = 0;
    const batches = new StatementBatches(
      async (items: Write[]) => {
        statements += 1;
        return items.slice(1).map((w) => w.key);
      },
      (w: Write) => w.key,
      { maxBatch: 8, maxInFlight: 1 },
    );
    const results = await Promise.allSettled([
      batches.submit({ key: 'a', value: 1 }),
      batches.submit({ key: 'b', value: 1 }),
    ]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(statements).toBe(1);
  });

  describe('with a shortest interval between statements (minIntervalMs)', () => {
    afterEach(() => {
      vi.useRealTimers();
    });
    // setTimeout and performance.now() are the test's; setImmediate (the next turn) stays real.
    const spaced = () => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
      const held = heldStatements();
      const limits = { maxBatch: 8, maxInFlight: 2, minIntervalMs: 4 };
      return { held, batches: new StatementBatches(held.run, (w: Write) => w.key, limits) };
    };

    it('sends a write that comes after a quiet spell at once', async () => {
      const { held, batches } = spaced();
      const first = batches.submit({ key: 'a', value: 1 });
      await turn();
      expect(held.carried()).toEqual([['a1']]);
      held.statements[0]?.finish();
      await first;
      vi.advanceTimersByTime(10);
      const later = batches.submit({ key: 'b', value: 1 });
      await turn();
      expect(held.carried()).toEqual([['a1'], ['b1']]);
      held.statements[1]?.finish();
      await expect(later).resolves.toBe('b=1');
    });

    it('holds what arrives within the interval, though a statement could run, and sends it together after', async () => {
      const { held, batches } = spaced();
      const first = batches.submit({ key: 'a', value: 1 });
      await turn();
      const rest = ['b', 'c', 'd'].map((key, index) => batches.submit({ key, value: index }));
      await turn();
      // One statement runs and a second may, but the interval since the first has not passed.
      expect(held.carried()).toEqual([['a1']]);
      vi.advanceTimersByTime(3);
      await turn();
      expect(held.carried()).toEqual([['a1']]);
      vi.advanceTimersByTime(1);
      await turn();
      expect(held.carried()).toEqual([['a1'], ['b0', 'c1', 'd2']]);
      for (const statement of held.statements) statement.finish();
      await expect(first).resolves.toBe('a=1');
      await expect(Promise.all(rest)).resolves.toEqual(['b=0', 'c=1', 'd=2']);
      expect(batches.totals).toEqual({ statements: 2, items: 4 });
    });

    it('starts no two statements in one turn: the next waits for the interval even when more than maxBatch wait', async () => {
      const { held, batches } = spaced();
      const all = Array.from({ length: 10 }, (_, index) =>
        batches.submit({ key: `k${index}`, value: index }),
      );
      await turn();
      expect(held.carried()).toEqual([['k00', 'k11', 'k22', 'k33', 'k44', 'k55', 'k66', 'k77']]);
      vi.advanceTimersByTime(4);
      await turn();
      expect(held.carried().slice(1)).toEqual([['k88', 'k99']]);
      for (const statement of held.statements) statement.finish();
      await expect(Promise.all(all)).resolves.toHaveLength(10);
    });
  });
});
