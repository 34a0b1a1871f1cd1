/**
 * better-auth endpoints whose work differs between an address with an account and one without (a reset request
 * stores a token and sends the e-mail only for a known address): their answer waits until this many
 * milliseconds after the request arrived, well above the known path's own time, so timing tells nothing.
 */
const RESPONSE_FLOOR_MS: ReadonlyMap<string, number> = new Map([
  ['/api/identity/request-password-reset', 400],
]);

/**
 * Waits out the rest of the path's floor, measured from `startedAt` (performance.now()), for a successful answer
 * (the one known and unknown addresses share; refusals of malformed input need no floor).
 */
export async function holdUntilFloor(
  request: { method: string; pathname: string; status: number },
  startedAt: number,
): Promise<void> {
  const floor =
    request.method === 'POST' && request.status === 200 ? RESPONSE_FLOOR_MS.get(request.pathname) : undefined;
  if (floor === undefined) return;
  const remaining = startedAt + floor - performance.now();
  if (remaining > 0) await new Promise((resolve) => setTimeout(resolve, remaining));
}
