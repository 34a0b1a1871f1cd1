import { z } from 'zod';

/**
 * The text rule (docs/engineering-rules.md#safe-text): no string the API accepts may hold a NUL character (PostgreSQL refuses it in
 * text and jsonb) or a lone UTF-16 surrogate (not encodable as UTF-8, so it would be stored as U+FFFD or refused).
 * The API applies it once to every parameter, query and body (apps/api/src/plugins/safe-text.ts); forms use
 * `safeText()` so the browser says the same thing before sending.
 */
export const UNSAFE_TEXT_MESSAGE = 'Text may not contain NUL characters or unpaired surrogate code units.';

export type UnsafeTextProblem = 'NUL_CHARACTER' | 'LONE_SURROGATE';

/** What is wrong with a string, or null when it is safe to store. */
export function unsafeTextProblem(text: string): UnsafeTextProblem | null {
  for (let i = 0; i < text.length; i += 1) {
    const unit = text.charCodeAt(i);
    if (unit === 0) return 'NUL_CHARACTER';
    if (unit < 0xd800 || unit > 0xdfff) continue;
    if (unit <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        i += 1;
        continue;
      }
    }
    return 'LONE_SURROGATE';
  }
  return null;
}

export function isSafeText(text: string): boolean {
  return unsafeTextProblem(text) === null;
}

/** Where an unsafe string sits: object keys and array indexes from the root ([] for the root itself). */
export type TextPath = (string | number)[];

export interface UnsafeTextFinding {
  path: TextPath;
  problem: UnsafeTextProblem;
}

interface Visit {
  value: unknown;
  parent: Visit | null;
  segment: string | number | null;
  /** Set when `segment` is an object key, which must be checked too. */
  isKey: boolean;
}

function pathOf(visit: Visit): TextPath {
  const path: TextPath = [];
  for (let at: Visit | null = visit; at?.segment != null; at = at.parent) path.push(at.segment);
  return path.reverse();
}

/**
 * The first string (value or object key) in `value` that breaks the rule, with its path, or null. Walks with its
 * own stack and parent links, so a deeply nested JSON body costs linear time and cannot overflow the call stack.
 */
export function findUnsafeText(value: unknown): UnsafeTextFinding | null {
  const stack: Visit[] = [{ value, parent: null, segment: null, isKey: false }];
  for (let visit = stack.pop(); visit !== undefined; visit = stack.pop()) {
    if (visit.isKey && typeof visit.segment === 'string') {
      const problem = unsafeTextProblem(visit.segment);
      if (problem) return { path: pathOf(visit), problem };
    }
    const current = visit.value;
    if (typeof current === 'string') {
      const problem = unsafeTextProblem(current);
      if (problem) return { path: pathOf(visit), problem };
    } else if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i -= 1) {
        stack.push({ value: current[i] as unknown, parent: visit, segment: i, isKey: false });
      }
    } else if (current !== null && typeof current === 'object' && !ArrayBuffer.isView(current)) {
      const entries = Object.entries(current as Record<string, unknown>);
      for (let i = entries.length - 1; i >= 0; i -= 1) {
        const [key, child] = entries[i] as [string, unknown];
        stack.push({ value: child, parent: visit, segment: key, isKey: true });
      }
    }
  }
  return null;
}

/** Adds the text rule to a string schema (default: any string); the form and the API then agree on it. */
export function safeText(): z.ZodString;
export function safeText<T extends z.ZodString>(schema: T): T;
export function safeText(schema: z.ZodString = z.string()): z.ZodString {
  return schema.refine(isSafeText, { message: UNSAFE_TEXT_MESSAGE });
}
