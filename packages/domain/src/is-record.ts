/** A plain object whose fields can be read (not null, not an array): the first check on data of unknown shape. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The fields of an object of unknown shape; none when it is not one (a request body, a query, parsed JSON). */
export function fieldsOf(value: unknown): Record<string, unknown> {
  return isRecord(value) ? value : {};
}
