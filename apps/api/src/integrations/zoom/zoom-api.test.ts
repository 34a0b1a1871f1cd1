import { describe, expect, it } from 'vitest';
import { ZoomApi, type FetchLike } from './zoom-api.js';

const credentials = {
  accountId: 'acc',
  clientId: 'cid',
  clientSecret: 'secret',
  hostUser: 'host@firm.example',
};

/** A Zoom that answers the OAuth token and two pages of webinars, recording every request. */
function fakeZoom() {
  const calls: { url: string; init?: RequestInit }[] = [];
  const fetchImpl: FetchLike = async (url, init) => {
    calls.push({ url, ...(init ? { init } : {}) });
    if (url.startsWith('https://zoom.us/oauth/token')) {
      return Response.json({ access_token: 'tok-1', token_type: 'bearer', expires_in: 3600 });
    }
    const page = new URL(url).searchParams.get('next_page_token');
    return Response.json(
      page
        ? {
            webinars: [{ id: 2222222222, topic: 'Second', start_time: '2026-12-02T15:00:00Z', duration: 60 }],
          }
        : {
            webinars: [
              {
                id: 1111111111,
                topic: 'First',
                start_time: '2026-12-01T15:00:00Z',
                duration: 90,
                timezone: 'America/Chicago',
              },
              { id: 3, topic: 'No start' },
            ],
            next_page_token: 'p2',
          },
    );
  };
  return { calls, fetchImpl };
}

describe('Zoom API through Server-to-Server OAuth', () => {
  it('asks for an account-credentials token, then lists every page of the host’s upcoming webinars', async () => {
    const zoom = fakeZoom();
    const api = new ZoomApi(credentials, zoom.fetchImpl, () => new Date('2026-11-24T10:00:00Z'));
    const webinars = await api.listUpcomingWebinars();
    expect(webinars).toEqual([
      {
        id: '1111111111',
        topic: 'First',
        startsAt: new Date('2026-12-01T15:00:00Z'),
        durationMinutes: 90,
        timeZone: 'America/Chicago',
      },
      {
        id: '2222222222',
        topic: 'Second',
        startsAt: new Date('2026-12-02T15:00:00Z'),
        durationMinutes: 60,
        timeZone: 'UTC',
      },
    ]);
    const [token, first, second] = zoom.calls;
    expect(token?.init?.method).toBe('POST');
    expect(new Headers(token?.init?.headers).get('authorization')).toBe(
      `Basic ${Buffer.from('cid:secret').toString('base64')}`,
    );
    expect(token?.init?.body).toBe('grant_type=account_credentials&account_id=acc');
    expect(first?.url).toBe(
      'https://api.zoom.us/v2/users/host%40firm.example/webinars?type=upcoming&page_size=300',
    );
    expect(new Headers(first?.init?.headers).get('authorization')).toBe('Bearer tok-1');
    expect(second?.url).toContain('next_page_token=p2');
  });

  it('keeps the token until a minute before it expires', async () => {
    const zoom = fakeZoom();
    let now = new Date('2026-11-24T10:00:00Z');
    const api = new ZoomApi(credentials, zoom.fetchImpl, () => now);
    await api.listUpcomingWebinars();
    await api.listUpcomingWebinars();
    expect(zoom.calls.filter((call) => call.url.includes('oauth')).length).toBe(1);
    now = new Date(now.getTime() + 3541_000);
    await api.listUpcomingWebinars();
    expect(zoom.calls.filter((call) => call.url.includes('oauth')).length).toBe(2);
  });

  it('fails loudly when Zoom refuses', async () => {
    const api = new ZoomApi(credentials, async () => new Response('nope', { status: 401 }));
    await expect(api.listUpcomingWebinars()).rejects.toThrow('Zoom OAuth answered 401');
  });
});
