import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makePresence, refusal, SESSION_ID, settle, stubRoomApi, until } from '../testing/live-room-fixtures';
import { usePresenceHeartbeat } from './use-presence-heartbeat';

beforeEach(() => {
  // Only the interval and the clock are fake: the answers (promises) arrive as usual.
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const renderHeartbeat = () =>
  renderHook(() =>
    usePresenceHeartbeat({ sessionId: SESSION_ID, intervalSeconds: 20, initialPresence: makePresence() }),
  );

const sent = (api: ReturnType<typeof stubRoomApi>) => api.callsTo('POST', 'presence').length;
const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

describe('usePresenceHeartbeat', () => {
  it('sends one at once, then every interval with the same client id, and stops on unmount', async () => {
    let verified = 540;
    const api = stubRoomApi({
      'POST presence': () => {
        verified += 20;
        return { body: makePresence({ verifiedSeconds: verified }) };
      },
    });
    const { result, unmount } = renderHeartbeat();
    await until(() => expect(sent(api)).toBe(1));
    await until(() => expect(result.current.presence.verifiedSeconds).toBe(560));

    advance(19_999);
    await settle();
    expect(sent(api)).toBe(1);
    advance(1);
    await until(() => expect(sent(api)).toBe(2));
    await until(() => expect(result.current.presence.verifiedSeconds).toBe(580));
    advance(40_000);
    await until(() => expect(sent(api)).toBe(4));

    const ids = new Set(api.callsTo('POST', 'presence').map((call) => call.body.clientId));
    expect(ids.size).toBe(1);
    expect([...ids][0]).toMatch(/^[A-Za-z0-9_-]{8,64}$/);

    unmount();
    advance(60_000);
    await settle();
    expect(sent(api)).toBe(4);
  });

  it('reports a lost connection and clears it when a later heartbeat gets through', async () => {
    let online = false;
    const api = stubRoomApi({
      'POST presence': () => {
        if (!online) throw new TypeError('Failed to fetch');
        return { body: makePresence({ verifiedSeconds: 600 }) };
      },
    });
    const { result } = renderHeartbeat();
    await until(() => expect(result.current.connectionLost).toBe(true));
    expect(result.current.refusal).toBeNull();

    online = true;
    advance(20_000);
    await until(() => expect(result.current.connectionLost).toBe(false));
    expect(result.current.presence.verifiedSeconds).toBe(600);
    expect(sent(api)).toBe(2);
  });

  it('stops on a refusal, and once the session has ended', async () => {
    const api = stubRoomApi({
      'POST presence': () => refusal(403, 'LIVE_JOIN_CLOSED', 'Joining has closed.'),
    });
    const { result } = renderHeartbeat();
    await until(() => expect(result.current.refusal?.code).toBe('LIVE_JOIN_CLOSED'));
    advance(60_000);
    await settle();
    expect(sent(api)).toBe(1);

    vi.unstubAllGlobals();
    const ended = stubRoomApi({ 'POST presence': () => ({ body: makePresence({ ended: true }) }) });
    const second = renderHeartbeat();
    await until(() => expect(second.result.current.presence.ended).toBe(true));
    advance(60_000);
    await settle();
    expect(sent(ended)).toBe(1);
  });
});
