/** An object (or array) whose fields can be read: the first check on JSON of unknown shape. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
