import { describe, expect, it } from 'vitest';
import { SESSION_CHECK_TTL_MS, SessionRevocations, type SessionRow } from './session-revocations.js';

const SESSION = '6f1c2b8e-3d4a-4c5b-9e7f-0a1b2c3d4e5f';
const USER = '0b7e1f52-7c1d-4f3a-8a2b-9c4d5e6f7a8b';
const OTHER_USER = '1c8f2a63-8d2e-4a4b-9b3c-0d5e6f7a8b9c';

/** A sessions table in memory that counts its lookups. */
function fakeSessions(rows: Map<string, SessionRow>) {
  const lookups = { count: 0 };
  const repository = {
    findById: async (id: string) => {
      lookups.count += 1;
      return rows.get(id);
    },
  };
  return { repository, lookups };
}

describe('SessionRevocations', () => {
  it('asks the database once per session within the cache time, and again after it', async () => {
    let now = 1_000_000;
    const rows = new Map([[SESSION, { userId: USER, expiresAt: new Date(now + 86_400_000) }]]);
    const { repository, lookups } = fakeSessions(rows);
    const revocations = new SessionRevocations(repository, { now: () => new Date(now) });
    expect(await revocations.isLive(SESSION, USER)).toBe(true);
    expect(await revocations.isLive(SESSION, USER)).toBe(true);
    expect(lookups.count).toBe(1);
    now += SESSION_CHECK_TTL_MS;
    expect(await revocations.isLive(SESSION, USER)).toBe(true);
    expect(lookups.count).toBe(2);
  });

  it('refuses a revoked session at once, although it was remembered as live', async () => {
    const rows = new Map([[SESSION, { userId: USER, expiresAt: new Date(Date.now() + 86_400_000) }]]);
    const { repository } = fakeSessions(rows);
    const revocations = new SessionRevocations(repository);
    expect(await revocations.isLive(SESSION, USER)).toBe(true);
    rows.delete(SESSION);
    revocations.revoke(SESSION);
    expect(await revocations.isLive(SESSION, USER)).toBe(false);
  });

  it('does not remember a lookup that a revocation overtook', async () => {
    const rows = new Map([[SESSION, { userId: USER, expiresAt: new Date(Date.now() + 86_400_000) }]]);
    let release: () => void = () => undefined;
    const revocations = new SessionRevocations({
      findById: async (id) => {
        const row = rows.get(id);
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return row;
      },
    });
    const slow = revocations.isLive(SESSION, USER);
    await Promise.resolve();
    rows.delete(SESSION);
    revocations.revoke(SESSION);
    release();
    expect(await slow).toBe(true); // read before the revocation committed
    const again = revocations.isLive(SESSION, USER);
    release();
    expect(await again).toBe(false);
  });

  it('refuses an expired session, a session of another user and a session id that is not a UUID', async () => {
    const rows = new Map([
      [SESSION, { userId: USER, expiresAt: new Date(Date.now() - 1) }],
      [OTHER_USER, { userId: OTHER_USER, expiresAt: new Date(Date.now() + 86_400_000) }],
    ]);
    const { repository, lookups } = fakeSessions(rows);
    const revocations = new SessionRevocations(repository);
    expect(await revocations.isLive(SESSION, USER)).toBe(false);
    expect(await revocations.isLive(OTHER_USER, USER)).toBe(false);
    const before = lookups.count;
    expect(await revocations.isLive("x' or 1=1", USER)).toBe(false);
    expect(lookups.count).toBe(before);
  });
});
