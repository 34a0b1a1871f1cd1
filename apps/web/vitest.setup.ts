import { act, cleanup, configure, getConfig } from '@testing-library/react';
import { options } from 'preact';
import { afterEach, beforeEach, expect, vi, type MockInstance } from 'vitest';

/*
 * The app runs on Preact (ADR 017), which runs effects after the next frame: requestAnimationFrame raced against a
 * 35 ms timer (preact/hooks), where React runs those of a render caused by an event or a ref at once. So that a
 * test sees what it would see on React once a `findBy`/`waitFor` or a user-event action has settled, those
 * effects are run then (inside act, with the renders they cause), instead of a frame later. And the race stops
 * once the test file's window is gone (Preact's own would throw "cancelAnimationFrame is not defined" into the
 * next file).
 */
const pendingFrames = new Set<() => void>();
options.requestAnimationFrame = (callback) => {
  const done = () => {
    pendingFrames.delete(done);
    clearTimeout(timeout);
    if (typeof cancelAnimationFrame !== 'function') return;
    cancelAnimationFrame(frame);
    callback();
  };
  pendingFrames.add(done);
  const timeout = setTimeout(done, 35);
  const frame = requestAnimationFrame(done);
};
const runPendingEffects = () => {
  for (const done of [...pendingFrames]) done();
};
const testingLibrary = getConfig();
configure({
  asyncWrapper: async (callback: () => Promise<unknown>) => {
    const result: unknown = await testingLibrary.asyncWrapper(callback);
    if (pendingFrames.size > 0) act(runPendingEffects);
    return result;
  },
});

// docs/engineering-rules.md#tests: an unexpected console.error fails the test. A test that expects one asserts on it and then calls
// `vi.mocked(console.error).mockClear()`.
let consoleError: MockInstance<typeof console.error>;

beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.useRealTimers();
  const calls = consoleError.mock.calls.map((args) => args.map(String).join(' '));
  consoleError.mockRestore();
  expect(calls, 'unexpected console.error').toEqual([]);
});
