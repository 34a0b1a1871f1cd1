import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, expect, vi, type MockInstance } from 'vitest';

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
